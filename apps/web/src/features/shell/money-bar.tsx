import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../lib/format';
import { useCountUp } from '../../lib/use-count-up';
import { Countdown } from '../game/countdown-view';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { shellText } from './shell-text';

/** Cash and net worth, always in view on game pages. */
export function MoneyBar() {
  const bank = useQuery(bankQuery);
  const cash = useCountUp(bank.data?.cash);
  const netWorth = useCountUp(bank.data?.netWorth);
  const inDebt = bank.data?.inDebt ?? false;
  return (
    <dl className="money-bar">
      <div className="money-bar-item">
        <dt>{shellText.cash}</dt>
        <dd className={`tabular${inDebt ? ' money-bar-debt' : ''}`}>
          {cash === undefined ? shellText.unknown : formatMoney(cash)}
          {inDebt && <span className="money-bar-flag"> {shellText.inDebt}</span>}
        </dd>
      </div>
      <div className="money-bar-item">
        <dt>{shellText.netWorth}</dt>
        <dd className="tabular">
          {netWorth === undefined ? shellText.unknown : formatMoney(netWorth)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The next-wave countdown as a chip, always in view on game pages. On a phone it sits in the top
 * row between the logo and "Sign out", away from the balances, so neither ever pushes the other
 * onto a new row (shell.css).
 */
export function NextWaveChip() {
  const wave = useQuery(nextWaveQuery);
  return (
    <dl className="money-bar">
      <div className="money-bar-item">
        <dt>{shellText.nextWave}</dt>
        <dd>
          <Countdown next={wave.data?.next} />
        </dd>
      </div>
    </dl>
  );
}
