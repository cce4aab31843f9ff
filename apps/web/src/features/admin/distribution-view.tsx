/** A wave's damage distribution: the numbers, the histogram and the stars, for preview and results. */

import { Star } from 'lucide-react';
import { Histogram, modalBin } from '../../components/charts/histogram';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import type { DamageDistribution } from './admin-api';
import { formatCompactMoney } from './admin-format';
import { ADMIN_TEXT } from './admin-text';

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
  caption = T.histogramCaption,
}: {
  distribution: DamageDistribution;
  caption?: string;
}) {
  const bins = distribution.histogram.map((bin) => ({
    from: bin.from,
    to: bin.to,
    count: bin.players,
  }));
  const modal = modalBin(bins);
  return (
    <Histogram
      caption={caption}
      summary={T.histogramSummary(
        distribution.players,
        modal ? T.range(formatMoney(modal.from), formatMoney(modal.to)) : null,
        formatMoney(distribution.maxDamage),
      )}
      bins={bins}
      binHeader={T.binHeader}
      countHeader={T.countHeader}
      formatRange={(bin) => T.range(formatMoney(bin.from), formatMoney(bin.to))}
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
