import { DEFENSES } from '@ffl/engine/catalogue';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { describePurchaseMoney, purchaseMoney } from '../../lib/measure-words';
import type { PurchaseMove } from './advice-api';
import { ADVICE_TEXT } from './game-text';
import { purchaseLabel, targetLevelName } from './moves';
import { useRunPurchase } from './use-run-purchase';
import './advised.css';

/**
 * An advised purchase in the same words on every screen (Home, the shop, the welcome): the
 * defense, the level it reaches, and its money against the next wave (lib/measure-words).
 */
export function PurchaseFigures({ move }: { move: PurchaseMove }) {
  return (
    <>
      <p className="advised-name">{DEFENSES[move.defenseId].name}</p>
      <p>{ADVICE_TEXT.level(move.toLevel, targetLevelName(move))}</p>
      <p className="advised-money">
        {describePurchaseMoney(purchaseMoney(move.cost, move.expectedSavedPerWave, move))}
      </p>
    </>
  );
}

/** PurchaseFigures with the one button that buys it (both levels of a two-level move). */
export function AdvisedPurchase({
  move,
  onStart,
  onDone,
}: {
  move: PurchaseMove;
  onStart?: () => void;
  onDone: (message: string) => void;
}) {
  const purchase = useRunPurchase();
  const onClick = async () => {
    onStart?.();
    if (await purchase.run(move)) {
      onDone(ADVICE_TEXT.done(DEFENSES[move.defenseId].name, move.toLevel));
    }
  };
  return (
    <>
      <PurchaseFigures move={move} />
      <Button pending={purchase.pending} onClick={() => void onClick()}>
        {purchaseLabel(move)}
      </Button>
      <FormMessage error={purchase.error} />
    </>
  );
}
