import { FAMILY_NAMES } from '@ffl/engine/ids';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { gameMessageFor } from '../../lib/error-messages';
import { gameKeys, useShopAction } from '../game/game-api';
import { describeGain } from '../game/game-text';
import { LevelPips } from '../game/level-pips';
import type { ShopCard } from './shop-model';
import { SHOP_TEXT } from './shop-text';

/** One defense in the shop grid: what it covers, where the player stands, the next step. */
export function DefenseCard({
  card,
  hasForecast,
  onDone,
}: {
  card: ShopCard;
  hasForecast: boolean;
  onDone: (message: string) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const action = useShopAction();
  const next = card.next;
  const articleRef = useRef<HTMLElement>(null);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    // While pending the button is disabled, which drops keyboard focus to the page: give it back.
    if (settled === 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target =
      articleRef.current?.querySelector<HTMLElement>('button:not([disabled])') ??
      articleRef.current?.querySelector<HTMLElement>('a');
    target?.focus();
  }, [settled]);

  const run = () => {
    if (!next) return;
    action.mutate(
      { defenseId: card.defenseId, action: next.kind },
      {
        onSuccess: (result) =>
          onDone(
            SHOP_TEXT.done(
              next.kind,
              card.name,
              result.level,
              -result.cashChange,
              result.bank.cash,
            ),
          ),
        // The refusal may come from a bank that changed elsewhere (a wave, another tab): refresh it.
        onError: () => void queryClient.invalidateQueries({ queryKey: gameKeys.bank }),
        onSettled: () => setSettled((n) => n + 1),
      },
    );
  };

  return (
    <article
      ref={articleRef}
      className={`shop-card${card.level > 0 ? ' shop-card-owned' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-card-title">
        <Link to="/defenses/$defenseId" params={{ defenseId: card.defenseId }}>
          {card.name}
        </Link>
      </h2>
      <p className="shop-card-covers">
        {SHOP_TEXT.covers}: {card.families.map((family) => FAMILY_NAMES[family]).join(', ')} ·{' '}
        {SHOP_TEXT.fraudCount(card.fraudCount)}
      </p>
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
          <p className={next.gain > 0 ? 'shop-card-gain' : 'shop-card-gain shop-card-gain-none'}>
            {describeGain(next.gain, hasForecast)}
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
          <Button
            variant={next.refusal ? 'secondary' : 'primary'}
            className="shop-card-button"
            pending={action.isPending}
            onClick={run}
            aria-describedby={next.refusal ? hintId : undefined}
          >
            {/* One span: the button is a flex box, which would put a gap around the hidden name. */}
            <span>
              {next.kind === 'buy' ? SHOP_TEXT.buyButton : SHOP_TEXT.upgradeButton}
              <span className="visually-hidden"> {card.name}</span> {SHOP_TEXT.forPrice(next.price)}
            </span>
          </Button>
        </div>
      ) : (
        <p className="shop-card-max">
          <ShieldCheck size={16} aria-hidden="true" /> {SHOP_TEXT.maxLevel}
        </p>
      )}
      {action.isError && (
        <p className="shop-card-error" role="alert">
          {gameMessageFor(action.error)}
        </p>
      )}
    </article>
  );
}
