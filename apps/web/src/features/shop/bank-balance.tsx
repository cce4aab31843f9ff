import { CircleAlert } from 'lucide-react';
import type { Bank } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { SHOP_TEXT } from './shop-text';

/** Cash, invested and net worth, so every price can be read against the balance. */
export function BankBalance({ bank }: { bank: Pick<Bank, 'cash' | 'invested' | 'netWorth'> }) {
  const inDebt = bank.cash < 0;
  return (
    <section className="bank-balance" aria-label={SHOP_TEXT.balanceHeading}>
      <dl>
        <div className={inDebt ? 'bank-balance-debt' : undefined}>
          <dt>{SHOP_TEXT.cash}</dt>
          <dd className="tabular">
            {inDebt && <CircleAlert size={16} aria-hidden="true" />} {formatMoney(bank.cash)}
            {inDebt && <span className="bank-balance-tag"> (in debt)</span>}
          </dd>
        </div>
        <div>
          <dt>{SHOP_TEXT.invested}</dt>
          <dd className="tabular">{formatMoney(bank.invested)}</dd>
        </div>
        <div>
          <dt>{SHOP_TEXT.netWorth}</dt>
          <dd className="tabular">{formatMoney(bank.netWorth)}</dd>
        </div>
      </dl>
    </section>
  );
}
