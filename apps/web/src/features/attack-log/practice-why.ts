/** The practice guide's sentences, from the practice report's own figures (pure, so tested). */
import { formatMoney } from '../../lib/format';
import { formatProtection, stoppedPercent } from '../../lib/measure-words';
import { practiceText as t } from './practice-text';
import type { Report } from './report-why';

/** Step 1: what the stars say, with this report's share stopped and stars. */
export function describePracticeStars(
  report: Pick<Report, 'stars' | 'totalBase' | 'totalDamage'>,
): string {
  const stopped = stoppedPercent(report.totalBase - report.totalDamage, report.totalBase);
  return t.stars(report.stars, formatProtection(stopped));
}

/**
 * Step 2: how an attack card reads, then the first defense of the player's that saved money on
 * one (or that nothing of theirs applied), then the best improvement when a card names one.
 */
export function describePracticeWhy(report: Pick<Report, 'attacks'>): string {
  const layer = report.attacks
    .flatMap((attack) => attack.layers.map((step) => ({ attack, step })))
    .find(({ step }) => step.saved > 0);
  const first = layer
    ? t.whySaved(layer.attack.fraudName, layer.step.defenseName, formatMoney(layer.step.saved))
    : t.whyNone;
  const best = report.attacks.some((attack) => attack.bestImprovement !== null);
  return [t.why, first, best ? t.whyBest : null].filter(Boolean).join(' ');
}
