import { useQuery } from '@tanstack/react-query';
import { bankQuery, nextWaveQuery } from '../../features/game/game-api';
import { Countdown } from '../../features/live/countdown-view';
import { formatMoney } from '../../lib/format';
import { layoutText } from './layout-text';
import { useCountUp } from './use-count-up';

/** Cash, net worth and the next-wave countdown, always in view on game pages. */
export function MoneyBar() {
  const bank = useQuery(bankQuery);
  const wave = useQuery(nextWaveQuery);
  const cash = useCountUp(bank.data?.cash);
  const netWorth = useCountUp(bank.data?.netWorth);
  const inDebt = bank.data?.inDebt ?? false;
  return (
    <dl className="money-bar">
      <div className="money-bar-item">
        <dt>{layoutText.cash}</dt>
        <dd className={`tabular${inDebt ? ' money-bar-debt' : ''}`}>
          {cash === undefined ? layoutText.unknown : formatMoney(cash)}
          {inDebt && <span className="money-bar-flag"> {layoutText.inDebt}</span>}
        </dd>
      </div>
      <div className="money-bar-item">
        <dt>{layoutText.netWorth}</dt>
        <dd className="tabular">
          {netWorth === undefined ? layoutText.unknown : formatMoney(netWorth)}
        </dd>
      </div>
      <div className="money-bar-item money-bar-wave">
        <dt>{layoutText.nextWave}</dt>
        <dd>
          <Countdown next={wave.data?.next} />
        </dd>
      </div>
    </dl>
  );
}
