/** A wave's damage distribution: the numbers, the histogram and the stars, for preview and results. */

import { Star } from 'lucide-react';
import { Histogram } from '../../components/charts/histogram';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import type { DamageDistribution } from './admin-api';
import { formatCompactMoney } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { binsWithinData, damageSummary, moneyRange } from './summary-words';

const T = ADMIN_TEXT.waves;

export function DistributionSummary({ distribution }: { distribution: DamageDistribution }) {
  const rows: [string, string][] = [
    [T.players, String(distribution.players)],
    [T.totalDamage, formatMoney(distribution.totalDamage)],
    [T.average, formatMoney(distribution.averageDamage)],
    [T.median, formatMoney(distribution.medianDamage)],
    [T.p90, formatMoney(distribution.p90Damage)],
    [T.max, formatMoney(distribution.maxDamage)],
    [T.totalNetChange, formatMoneyChange(distribution.totalNetChange)],
  ];
  return (
    <dl className="admin-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="tabular">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LossHistogram({
  distribution,
  landed,
  caption = T.histogramCaption,
}: {
  distribution: DamageDistribution;
  /** A landed wave's losses, or a preview's (the sentence's tense). */
  landed: boolean;
  caption?: string;
}) {
  return (
    <Histogram
      caption={caption}
      summary={damageSummary(distribution, landed)}
      bins={binsWithinData(distribution)}
      binHeader={T.binHeader}
      countHeader={T.countHeader}
      formatRange={(bin) => moneyRange(bin.from, bin.to)}
      formatAxis={formatCompactMoney}
    />
  );
}

const STAR_COUNTS = [0, 1, 2, 3, 4, 5] as const;
const STAR_SLOTS = [1, 2, 3, 4, 5] as const;

export function StarsList({ stars }: { stars: readonly number[] }) {
  return (
    <div className="admin-stars">
      <h3>{T.stars}</h3>
      <ul>
        {STAR_COUNTS.map((count) => (
          <li key={count} className="tabular">
            <span className="admin-stars-icons" aria-hidden="true">
              {STAR_SLOTS.map((slot) => (
                <Star
                  key={slot}
                  size={14}
                  className={slot <= count ? 'admin-star-on' : 'admin-star-off'}
                />
              ))}
            </span>
            {T.starsLine(count, stars[count] ?? 0)}
          </li>
        ))}
      </ul>
    </div>
  );
}
