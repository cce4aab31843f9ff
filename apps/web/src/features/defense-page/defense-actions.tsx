import { nextStep, type ShopAction } from '@ffl/engine/actions';
import { DEFENSES } from '@ffl/engine/catalogue';
import { DEFENSE_NAMES, type DefenseId } from '@ffl/engine/ids';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { gameMessageFor } from '../../lib/error-messages';
import { describePurchaseMoney, MONEY_WORDS } from '../../lib/measure-words';
import { BankBalance } from '../game/bank-balance';
import { forecastMixOf } from '../game/forecast-mix';
import { bankQuery, gameKeys, nextWaveQuery, useShopAction } from '../game/game-api';
import { LevelPips } from '../game/level-pips';
import { levelOf, loadoutOf } from '../game/loadout';
import { SellDialog } from '../game/sell-dialog';
import { type SaleMoney, saleMoney, stepMoney } from '../game/worth';
import { quoteSale } from './defense-page-model';
import { DEFENSE_TEXT } from './defense-page-text';

/** The player's side of a defense page: level, balance, buy / upgrade / sell. */
export function DefenseActions({ defenseId }: { defenseId: DefenseId }) {
  const bank = useQuery(bankQuery);
  const nextWave = useQuery(nextWaveQuery);
  const queryClient = useQueryClient();
  const action = useShopAction();
  // Captured when the dialog opens, so the dialog keeps its words while the sale lands.
  const [saleToConfirm, setSaleToConfirm] = useState<SaleMoney | null>(null);
  const [done, setDone] = useState('');
  const [settled, setSettled] = useState(0);
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const hintId = useId();
  const name = DEFENSE_NAMES[defenseId];

  useEffect(() => {
    // A pending button is disabled and a sold defense loses its Sell button; either drops keyboard
    // focus to the page. Give it back to the panel's next action, or to the panel's heading.
    if (settled === 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target =
      panelRef.current?.querySelector<HTMLElement>(
        '.defense-panel-actions button:not([disabled])',
      ) ?? headingRef.current;
    target?.focus();
  }, [settled]);

  if (bank.isPending) {
    return (
      <aside className="defense-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{DEFENSE_TEXT.panelTitle}</h2>
        <Loading />
      </aside>
    );
  }
  if (bank.isError) {
    return (
      <aside className="defense-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{DEFENSE_TEXT.panelTitle}</h2>
        <p role="alert" className="defense-panel-error">
          {DEFENSE_TEXT.bankError} {gameMessageFor(bank.error)}
        </p>
        <Button variant="secondary" onClick={() => void bank.refetch()}>
          {DEFENSE_TEXT.retry}
        </Button>
      </aside>
    );
  }

  const loadout = loadoutOf(bank.data);
  const level = levelOf(loadout, defenseId);
  const defense = DEFENSES[defenseId];
  const forecast = forecastMixOf(nextWave.data);
  // The shop's one rule for the next step (engine nextStep), as the shop's cards show it.
  const step = nextStep(defenseId, level, bank.data.cash);
  const money = step && stepMoney(loadout, defenseId, step.toLevel, step.price, forecast.mix);
  const quote = quoteSale(bank.data, defenseId);
  const sale = quote
    ? saleMoney(loadout, defenseId, quote.invested, quote.refund, forecast.mix)
    : null;

  const run = (kind: ShopAction) => {
    setDone('');
    action.mutate(
      { defenseId, action: kind },
      {
        onSuccess: (result) => {
          setDone(DEFENSE_TEXT.done(kind, name, result.level, result.cashChange, result.bank.cash));
        },
        // A refusal may come from a bank changed elsewhere (a wave, another tab): refresh it.
        onError: () => void queryClient.invalidateQueries({ queryKey: gameKeys.bank }),
        onSettled: () => {
          setSaleToConfirm(null);
          setSettled((n) => n + 1);
        },
      },
    );
  };
  const pendingKind = action.isPending ? action.variables?.action : undefined;

  return (
    <aside className="defense-panel" aria-labelledby={titleId} ref={panelRef}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {DEFENSE_TEXT.panelTitle}
      </h2>
      <BankBalance bank={bank.data} />
      <div className="defense-panel-level">
        <LevelPips level={level} />
        <p>
          {level === 0
            ? DEFENSE_TEXT.notOwned
            : DEFENSE_TEXT.atLevel(level, defense.levelNames[level - 1] ?? '')}
        </p>
      </div>
      {step === null ? (
        <p className="defense-panel-max">{DEFENSE_TEXT.maxLevel}</p>
      ) : (
        <>
          <p>
            {step.action === 'buy'
              ? DEFENSE_TEXT.nextBuy(defense.levelNames[0], step.price)
              : DEFENSE_TEXT.nextUpgrade(
                  step.toLevel,
                  defense.levelNames[step.toLevel - 1] ?? '',
                  step.price,
                )}
          </p>
          {money && (
            <p
              className={
                money.paybackWaves !== null ? 'defense-panel-gain' : 'defense-panel-gain-none'
              }
            >
              {describePurchaseMoney(money)}
            </p>
          )}
          {step.refusal && (
            <p className="defense-panel-warning" id={hintId}>
              <CircleAlert size={16} aria-hidden="true" />
              <span>
                {step.refusal === 'in-debt'
                  ? DEFENSE_TEXT.inDebt
                  : DEFENSE_TEXT.shortOf(step.shortBy)}
              </span>
            </p>
          )}
        </>
      )}
      <div className="defense-panel-actions">
        {step && (
          <Button
            variant={step.refusal ? 'secondary' : 'primary'}
            pending={pendingKind === step.action}
            disabled={action.isPending}
            aria-describedby={step.refusal ? hintId : undefined}
            onClick={() => run(step.action)}
          >
            {step.action === 'buy'
              ? DEFENSE_TEXT.buy(step.price)
              : DEFENSE_TEXT.upgrade(step.price)}
          </Button>
        )}
        {sale && (
          <Button
            variant="secondary"
            disabled={action.isPending}
            onClick={() => {
              action.reset();
              setDone('');
              setSaleToConfirm(sale);
            }}
          >
            {MONEY_WORDS.sellRefund(sale.refund)}
          </Button>
        )}
      </div>
      <div role="status" className="defense-panel-status">
        {done && <p className="notice notice-good">{done}</p>}
      </div>
      {action.isError && (
        <p className="defense-panel-error" role="alert">
          {gameMessageFor(action.error)}
        </p>
      )}
      <SellDialog
        defenseId={defenseId}
        sale={saleToConfirm}
        pending={pendingKind === 'sell'}
        onConfirm={() => run('sell')}
        onCancel={() => setSaleToConfirm(null)}
      />
    </aside>
  );
}
