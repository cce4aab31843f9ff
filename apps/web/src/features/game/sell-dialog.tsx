import { DEFENSE_NAMES, type DefenseId } from '@ffl/engine/ids';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { MONEY_WORDS } from '../../lib/measure-words';
import { SELL_TEXT } from './game-text';
import type { SaleMoney } from './worth';

/**
 * The confirmation of a sale, alike in the shop and on a defense page: the refund, what the net
 * worth loses, what the defense stops against the next wave and the upkeep the sale ends.
 */
export function SellDialog({
  defenseId,
  sale,
  pending,
  onConfirm,
  onCancel,
}: {
  defenseId: DefenseId;
  /** Null: closed. Captured when the dialog opens, so its words stay while the sale lands. */
  sale: SaleMoney | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={sale !== null}
      title={SELL_TEXT.title(DEFENSE_NAMES[defenseId])}
      confirmLabel={MONEY_WORDS.sellRefund(sale?.refund ?? 0)}
      danger
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {sale && (
        <>
          <p>{MONEY_WORDS.saleRefund(sale.refund, sale.invested)}</p>
          <p>
            {MONEY_WORDS.saleGivesUp(sale.lostSavingPerWave, sale.upkeepSavedPerWave, sale.level)}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
