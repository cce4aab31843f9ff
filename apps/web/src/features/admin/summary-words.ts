/**
 * The sentences beside the console's charts. Each says only what its numbers show: no "best and
 * least known" with a single family, no "most players" for a range that holds a few, and no
 * amount beyond the highest loss (the server's round bins may end past it).
 */

import { formatMoney, formatPercent } from '../../lib/format';
import type { DamageDistribution } from './admin-api';
import { ADMIN_TEXT } from './admin-text';

const H = ADMIN_TEXT.waves.histogram;
const F = ADMIN_TEXT.learning.familySummary;

export interface DamageBin {
  from: number;
  to: number;
  count: number;
}

/**
 * The histogram's bins as the page shows them. The server's bins are contiguous, of one round
 * width, from the bin that holds the lowest loss to the bin that holds the highest; only the
 * outer ends move: the first range starts at the lowest loss and the last ends at the highest,
 * so no range names an amount nobody lost beyond them, and no gap opens between two ranges.
 */
export function binsWithinData(distribution: DamageDistribution): DamageBin[] {
  const { minDamage, maxDamage, histogram } = distribution;
  const last = histogram.length - 1;
  return histogram.map((bin, index) => {
    const from = index === 0 ? Math.max(bin.from, Math.min(minDamage, bin.to)) : bin.from;
    const to = index === last ? Math.max(from, Math.min(bin.to, maxDamage)) : bin.to;
    return { from, to, count: bin.players };
  });
}

/** A range of money in words: "$1,000 to $2,000", or one amount when both ends meet. */
export function moneyRange(from: number, to: number): string {
  return ADMIN_TEXT.waves.range(formatMoney(from), formatMoney(to));
}

/** The histogram's sentence, in the tense of a preview (`landed` false) or of a landed wave. */
export function damageSummary(distribution: DamageDistribution, landed: boolean): string {
  const { players, minDamage, maxDamage } = distribution;
  if (players === 0) return H.nobody(landed);
  if (maxDamage === 0) return H.nothingLost(players, landed);
  if (minDamage === maxDamage) return H.oneAmount(players, formatMoney(maxDamage), landed);
  const spread = H.spread(players, formatMoney(minDamage), formatMoney(maxDamage), landed);
  const bins = binsWithinData(distribution);
  const most = Math.max(...bins.map((bin) => bin.count));
  const busiest = bins.filter((bin) => bin.count === most);
  // A tie has no single busiest range, and a range that holds everyone is the spread itself.
  const [only] = busiest;
  if (busiest.length !== 1 || !only || only.count === players) return spread;
  return `${spread} ${H.busiest(moneyRange(only.from, only.to), only.count)}`;
}

export interface FamilyRate {
  name: string;
  attempts: number;
  /** 0–1. */
  passRate: number;
}

/**
 * The pass-rate chart's sentence. Families are compared by the whole percent the page shows, so
 * the sentence never calls one family better than another that reads the same.
 */
export function familySummary(families: readonly FamilyRate[]): string {
  const tried = families.filter((family) => family.attempts > 0);
  const percent = (family: FamilyRate) => Math.round(family.passRate * 100);
  const [first] = tried;
  if (!first) return F.none;
  if (tried.length === 1) return F.one(first.name, formatPercent(first.passRate));
  const rates = tried.map(percent);
  const high = Math.max(...rates);
  const low = Math.min(...rates);
  if (high === low) return F.even(tried.length, `${high}%`);
  const named = (rate: number) =>
    ADMIN_TEXT.common.list(tried.filter((family) => percent(family) === rate).map((f) => f.name));
  return F.bestAndWorst(named(high), `${high}%`, named(low), `${low}%`);
}
