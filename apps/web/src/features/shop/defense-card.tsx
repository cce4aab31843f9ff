import type { ShopAction } from '@ffl/engine/actions';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleAlert, ShieldCheck, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { gameMessageFor } from '../../lib/error-messages';
import { describePurchaseMoney } from '../../lib/measure-words';
import type { PurchaseMove } from '../game/advice-api';
import { gameKeys, useShopAction } from '../game/game-api';
import { ADVICE_TEXT, SELL_TEXT } from '../game/game-text';
import { LevelPips } from '../game/level-pips';
import { LevelStops } from '../game/level-stops';
import { purchaseLabel } from '../game/moves';
import { SellDialog } from '../game/sell-dialog';
import type { SaleMoney } from '../game/worth';
import type { ShopCard } from './shop-model';
import { SHOP_TEXT } from './shop-text';

/**
 * One defense in the shop grid: what each level stops, where the player stands, the next step and
 * what it is worth against the next wave, and the sale of an owned defense.
 */
export function DefenseCard({
  card,
  advice,
  onDone,
}: {
  card: ShopCard;
  /** The advice's best purchase when it is this defense. */
  advice: PurchaseMove | null;
  onDone: (message: string) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const action = useShopAction();
  const next = card.next;
  const articleRef = useRef<HTMLElement>(null);
  const [settled, setSettled] = useState(0);
  // Captured when the dialog opens, so the dialog keeps its words while the sale lands.
  const [saleToConfirm, setSaleToConfirm] = useState<SaleMoney | null>(null);

  useEffect(() => {
    // While pending the button is disabled (and a sold defense loses its Sell button), which
    // drops keyboard focus to the page: give it back.
    if (settled === 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target =
      articleRef.current?.querySelector<HTMLElement>('button:not([disabled])') ??
      articleRef.current?.querySelector<HTMLElement>('a');
    target?.focus();
  }, [settled]);

  const run = (kind: ShopAction) => {
    action.mutate(
      { defenseId: card.defenseId, action: kind },
      {
        onSuccess: (result) =>
          onDone(
            kind === 'sell'
              ? SELL_TEXT.done(card.name, result.cashChange, result.bank.cash)
              : SHOP_TEXT.done(kind, card.name, result.level, -result.cashChange, result.bank.cash),
          ),
        // The refusal may come from a bank that changed elsewhere (a wave, another tab): refresh it.
        onError: () => void queryClient.invalidateQueries({ queryKey: gameKeys.bank }),
        onSettled: () => {
          setSaleToConfirm(null);
          setSettled((n) => n + 1);
        },
      },
    );
  };
  const pendingKind = action.isPending ? action.variables?.action : undefined;
  // A two-level advice ("buy up to level 2") is said on the card: its first step alone may stop
  // little, as Verification Protocols' level 1 against SIM swap.
  const adviceGoesFurther = advice !== null && next !== null && advice.toLevel > next.toLevel;

  return (
    <article
      ref={articleRef}
      className={`shop-card${card.level > 0 ? ' shop-card-owned' : ''}${advice ? ' shop-card-advised' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-card-title">
        <Link to="/defenses/$defenseId" params={{ defenseId: card.defenseId }}>
          {card.name}
        </Link>
      </h2>
      {advice && (
        <p className="shop-card-advice">
          <span className="advised-tag">
            <ThumbsUp size={14} aria-hidden="true" />
            {ADVICE_TEXT.tag}
          </span>
          {adviceGoesFurther && <span> {ADVICE_TEXT.cardAdvice(purchaseLabel(advice))}</span>}
        </p>
      )}
      <LevelStops defenseId={card.defenseId} level={card.level} />
      <div className="shop-card-level">
        <LevelPips level={card.level} />
        <p>
          {card.level === 0 || card.levelName === null ? (
            SHOP_TEXT.notOwned
          ) : (
            <>
              <ShieldCheck size={16} aria-hidden="true" className="icon-owned" />{' '}
              {SHOP_TEXT.levelOf(card.level, card.levelName)}
            </>
          )}
        </p>
      </div>
      {next ? (
        <div className="shop-card-next">
          <p className="shop-card-next-level">
            {next.kind === 'buy'
              ? SHOP_TEXT.nextBuy(next.toLevelName)
              : SHOP_TEXT.nextUpgrade(next.toLevel, next.toLevelName)}
          </p>
          <p
            className={
              next.money.paybackWaves !== null
                ? 'shop-card-money'
                : 'shop-card-money shop-card-money-none'
            }
          >
            {describePurchaseMoney(next.money)}
          </p>
          {next.refusal && (
            <p className="shop-card-warning" id={hintId}>
              <CircleAlert size={16} aria-hidden="true" />
              <span>
                {next.refusal === 'in-debt'
                  ? SHOP_TEXT.debtBlocks
                  : SHOP_TEXT.shortOf(next.shortBy)}
              </span>
            </p>
          )}
        </div>
      ) : (
        <p className="shop-card-max">
          <ShieldCheck size={16} aria-hidden="true" /> {SHOP_TEXT.maxLevel}
        </p>
      )}
      <div className="shop-card-actions">
        {next && (
          <Button
            variant={next.refusal ? 'secondary' : 'primary'}
            className="shop-card-button"
            pending={pendingKind === next.kind}
            disabled={action.isPending}
            onClick={() => run(next.kind)}
            aria-describedby={next.refusal ? hintId : undefined}
          >
            {/* One span: the button is a flex box, which would put a gap around the hidden name. */}
            <span>
              {next.kind === 'buy' ? SHOP_TEXT.buyButton : SHOP_TEXT.upgradeButton}
              <span className="visually-hidden"> {card.name}</span> {SHOP_TEXT.forPrice(next.price)}
            </span>
          </Button>
        )}
        {card.sale && (
          <Button
            variant="secondary"
            className="shop-card-button"
            disabled={action.isPending}
            onClick={() => {
              action.reset();
              setSaleToConfirm(card.sale);
            }}
          >
            <span>
              {SHOP_TEXT.sellButton}
              <span className="visually-hidden"> {card.name}</span>{' '}
              {SHOP_TEXT.forPrice(card.sale.refund)}
            </span>
          </Button>
        )}
      </div>
      {action.isError && (
        <p className="shop-card-error" role="alert">
          {gameMessageFor(action.error)}
        </p>
      )}
      <SellDialog
        defenseId={card.defenseId}
        sale={saleToConfirm}
        pending={pendingKind === 'sell'}
        onConfirm={() => run('sell')}
        onCancel={() => setSaleToConfirm(null)}
      />
    </article>
  );
}
