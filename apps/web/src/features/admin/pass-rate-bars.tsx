/**
 * Pass rates as horizontal bars. Each bar's words (name, percent, attempts) are plain text beside
 * it, so the bars themselves are decoration and need no separate text alternative.
 */

import { formatPercent } from '../../lib/format';
import { ADMIN_TEXT } from './admin-text';

const T = ADMIN_TEXT.learning;

export interface PassRateItem {
  key: string;
  label: string;
  attempts: number;
  passRate: number;
}

export function PassRateBars({ items, label }: { items: readonly PassRateItem[]; label: string }) {
  return (
    <ul className="admin-rates" aria-label={label}>
      {items.map((item) => {
        const tone = item.passRate >= 0.7 ? 'good' : item.passRate >= 0.4 ? 'warn' : 'bad';
        return (
          <li key={item.key}>
            <span className="admin-rate-label">{item.label}</span>
            <span className="admin-rate-track" aria-hidden="true">
              <span
                className={`admin-rate-fill admin-rate-${tone}`}
                style={{ width: `${Math.round(item.passRate * 100)}%` }}
              />
            </span>
            <span className="admin-rate-value tabular">
              {item.attempts === 0
                ? T.noAttempts
                : T.rateAndAttempts(formatPercent(item.passRate), item.attempts)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
