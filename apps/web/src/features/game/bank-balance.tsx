import { CircleAlert } from 'lucide-react';
import type { Bank } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { BALANCE_TEXT } from './game-text';

/**
 * Cash, invested and net worth, so every price can be read against the balance (the Defense Shop
 * and each defense page). Its styles are still in features/shop/shop.css and the defense page's
 * CSS, where they were before it moved here: moving them would change when they load.
 */
export function BankBalance({ bank }: { bank: Pick<Bank, 'cash' | 'invested' | 'netWorth'> }) {
  const inDebt = bank.cash < 0;
  return (
    <section className="bank-balance" aria-label={BALANCE_TEXT.heading}>
      <dl>
        <div className={inDebt ? 'bank-balance-debt' : undefined}>
          <dt>{BALANCE_TEXT.cash}</dt>
          <dd className="tabular">
            {inDebt && <CircleAlert size={16} aria-hidden="true" />} {formatMoney(bank.cash)}
            {inDebt && <span className="bank-balance-tag"> (in debt)</span>}
          </dd>
        </div>
        <div>
          <dt>{BALANCE_TEXT.invested}</dt>
          <dd className="tabular">{formatMoney(bank.invested)}</dd>
        </div>
        <div>
          <dt>{BALANCE_TEXT.netWorth}</dt>
          <dd className="tabular">{formatMoney(bank.netWorth)}</dd>
        </div>
      </dl>
    </section>
  );
}
