/**
 * The progress page's figures from my closed checks (GET /api/me/learning): the two shares the
 * chart draws at each check, the sentence that says them, and d′ in plain words.
 */
import type { ProgressPoint } from './check-contract';
import { PHASE_SHORT, PROGRESS_TEXT } from './check-text';

/** One check on the chart: the share of warning signs spotted and of items right (0–1). */
export interface ProgressStep {
  key: string;
  /** Under the x axis: "Baseline", "Post". */
  shortLabel: string;
  /** In the table and the sentence: "Baseline check, 21 Nov 2026". */
  label: string;
  phase: ProgressPoint['phase'];
  /** Null when the check had no warning sign to spot in this family. */
  signs: number | null;
  right: number | null;
}

/** The chart's steps, oldest first; `dateOf` writes a check's date in the player's zone. */
export function progressSteps(
  points: readonly ProgressPoint[],
  dateOf: (iso: string) => string,
): ProgressStep[] {
  return points.map((point) => ({
    key: point.checkId,
    shortLabel: PHASE_SHORT[point.phase],
    label: PROGRESS_TEXT.pointLabel(point.phase, dateOf(point.closedAt)),
    phase: point.phase,
    signs: point.signsTotal > 0 ? point.signsFound / point.signsTotal : null,
    right: point.total > 0 ? point.correct / point.total : null,
  }));
}

/** The chart's summary: each series at each check, in words. */
export function progressSentence(steps: readonly ProgressStep[]): string {
  const series = (name: string, pick: (step: ProgressStep) => number | null) => {
    const parts = steps.flatMap((step) => {
      const value = pick(step);
      return value === null
        ? []
        : [PROGRESS_TEXT.pointWords(PROGRESS_TEXT.percent(value), step.phase)];
    });
    return parts.length > 0 ? PROGRESS_TEXT.seriesSentence(name, parts) : null;
  };
  const signs = series(PROGRESS_TEXT.signsSeries, (step) => step.signs) ?? PROGRESS_TEXT.noSigns;
  const right = series(PROGRESS_TEXT.rightSeries, (step) => step.right);
  return right ? `${signs} ${right}` : signs;
}

/** d′ with one decimal and a true minus sign: "1.3", "−0.4", "0". */
export function formatDPrime(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0';
  const text = Math.abs(rounded).toFixed(1);
  return rounded < 0 ? `\u2212${text}` : text;
}

/** Whether a check had both scams and genuine messages, without which d′ says nothing. */
function hasDPrime(point: ProgressPoint): boolean {
  return point.scams > 0 && point.genuine > 0;
}

/**
 * "How well you tell scams from genuine messages: d′ 0.4 → 1.3": the first check against the
 * latest, each only if it had scams and genuine messages to tell apart; null when none did.
 */
export function dPrimeWords(points: readonly ProgressPoint[]): string | null {
  const usable = points.filter(hasDPrime);
  const first = usable[0];
  const last = usable[usable.length - 1];
  if (!first || !last) return null;
  const values =
    first === last ? [formatDPrime(first.dPrime)] : [first.dPrime, last.dPrime].map(formatDPrime);
  return PROGRESS_TEXT.dPrime(values);
}
