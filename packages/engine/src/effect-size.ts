/**
 * The effect size of a pre/post check (the learning measure, issue 24). Pre and post are the same
 * people, so the design is paired and every person gives one difference `dᵢ = postᵢ − preᵢ`.
 *
 * - **Which effect size: Hedges' g (paired, g_z).** `d_z = mean(d) / sd(d)` (sd with n − 1), the
 *   standardised mean change that the paired t test uses (Lakens 2013, Frontiers in Psychology
 *   4:863, calls it d_z), times Hedges' small-sample correction `J = 1 − 3 / (4·df − 1)` with
 *   `df = n − 1`. d_z is not comparable with a between-groups d (d_av would be); it answers "how
 *   consistently did people improve", which is the question of a pre/post check. `EFFECT_SIZE_LABEL`
 *   names it for the screen.
 * - **At least 3 people.** With n < 2 the SD of the changes does not exist; with n = 2, df = 1 and
 *   J = 0 (the exact correction is 0 there too). g is then null with `reason: 'too-few'`.
 * - **Everyone changed by the same amount** (the SD of the changes is 0): g would be 0/0 or ±∞, so
 *   it is null with `reason: 'no-variation'`; the mean change is still returned.
 * - **95% interval, two ways.** The percentile bootstrap over persons (resample people with
 *   replacement, not answers; 2,000 resamples by default, seeded by `DEFAULT_BOOTSTRAP_SEED` unless
 *   a seed is given, so the same data always give the same interval), and the normal approximation
 *   `g ± z·J·√(1/n + d_z²/(2n))`, with the usual large-sample standard error of d_z (the normal
 *   approximation that measurement.md cites from Lakens 2013; its coverage is checked by the
 *   planted-effect simulation, see `planted-effect.test.ts`, not against the paper's text).
 *   `interval` is the bootstrap one when it was computed, else the normal one. A resample whose
 *   changes are all equal has no g and is left out; with more than half left out, the bootstrap
 *   interval is null.
 */

import { createRandom } from './random';
import { inverseNormalCdf } from './signal-detection';

/** The name of the effect size, for every screen and export that shows it. */
export const EFFECT_SIZE_LABEL = "Hedges' g (paired, g_z)";

/** The bootstrap's seed when the caller gives none: the same data give the same interval. */
export const DEFAULT_BOOTSTRAP_SEED = 0x5eed_0024;

/** Resamples of the bootstrap when the caller gives no count. */
export const DEFAULT_RESAMPLES = 2000;

/** One person's score before and after (any scale: accuracy, d′…). */
export type PairedScores = { readonly pre: number; readonly post: number };

export type Interval = { readonly lower: number; readonly upper: number };

export type EffectOptions = {
  /** The bootstrap's seed (default `DEFAULT_BOOTSTRAP_SEED`). */
  readonly seed?: number;
  /** Bootstrap resamples (default 2,000); 0 computes the normal interval only. */
  readonly resamples?: number;
  /** Confidence level, default 0.95. */
  readonly confidence?: number;
};

export type PairedEffect = {
  /** People with both scores. Show it beside every effect. */
  readonly n: number;
  readonly meanPre: number | null;
  readonly meanPost: number | null;
  /** mean(post − pre). */
  readonly meanChange: number | null;
  /** SD of the changes (n − 1), null below 2 people. */
  readonly sdChange: number | null;
  /** mean / SD of the changes, before the correction. */
  readonly dz: number | null;
  /** Hedges' J for df = n − 1. */
  readonly correction: number | null;
  /** J · d_z, or null with a reason. */
  readonly g: number | null;
  readonly reason: 'too-few' | 'no-variation' | null;
  /** The normal approximation's standard error of g. */
  readonly standardError: number | null;
  readonly normalInterval: Interval | null;
  readonly bootstrapInterval: Interval | null;
  /** The bootstrap interval when computed, else the normal one. */
  readonly interval: Interval | null;
  readonly confidence: number;
  /** Resamples asked for, and those that had a g (all their changes not equal). */
  readonly resamples: number;
  readonly usableResamples: number;
};

/** Hedges' small-sample correction J = 1 − 3 / (4·df − 1), for df ≥ 1. */
export function hedgesCorrection(df: number): number {
  if (!Number.isInteger(df) || df < 1)
    throw new RangeError(`df must be a whole number ≥ 1, not ${df}`);
  return 1 - 3 / (4 * df - 1);
}

/** The q-quantile (0 ≤ q ≤ 1) of ascending `sorted` values, linear between order statistics. */
export function quantileOfSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('A quantile needs at least one value');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const low = sorted[below]!;
  return low + (position - below) * (sorted[above]! - low);
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The sample SD (n − 1) around `center`, or 0 when every value is the same. */
function spread(values: readonly number[], center: number): number {
  const first = values[0]!;
  let allEqual = true;
  let squares = 0;
  for (const value of values) {
    if (value !== first) allEqual = false;
    squares += (value - center) ** 2;
  }
  return allEqual ? 0 : Math.sqrt(squares / (values.length - 1));
}

function checkOptions(options: EffectOptions): Required<EffectOptions> {
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const confidence = options.confidence ?? 0.95;
  if (!Number.isInteger(resamples) || resamples < 0) {
    throw new RangeError(`resamples must be a whole number ≥ 0, not ${resamples}`);
  }
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`confidence must be between 0 and 1, not ${confidence}`);
  }
  return { seed, resamples, confidence };
}

/** The percentile bootstrap of g over people; null when most resamples have no g. */
function bootstrapG(
  changes: readonly number[],
  correction: number,
  { seed, resamples, confidence }: Required<EffectOptions>,
): { readonly interval: Interval | null; readonly usable: number } {
  if (resamples === 0) return { interval: null, usable: 0 };
  const random = createRandom(seed);
  const n = changes.length;
  const effects: number[] = [];
  for (let round = 0; round < resamples; round += 1) {
    // One pass: sum, sum of squares, and whether every drawn change is the same.
    let sum = 0;
    let squares = 0;
    const first = changes[random.nextInt(n)]!;
    let allEqual = true;
    for (let index = 0; index < n; index += 1) {
      const value = index === 0 ? first : changes[random.nextInt(n)]!;
      if (value !== first) allEqual = false;
      sum += value;
      squares += value * value;
    }
    const center = sum / n;
    const variance = (squares - sum * center) / (n - 1);
    if (allEqual || !(variance > 0)) continue;
    effects.push((correction * center) / Math.sqrt(variance));
  }
  if (effects.length * 2 < resamples) return { interval: null, usable: effects.length };
  effects.sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  return {
    interval: {
      lower: quantileOfSorted(effects, tail),
      upper: quantileOfSorted(effects, 1 - tail),
    },
    usable: effects.length,
  };
}

/**
 * Hedges' g (paired, g_z) of `pairs` with its normal and bootstrap intervals (see the file's
 * header). Scores must be finite numbers, else a RangeError.
 */
export function pairedEffectSize(
  pairs: readonly PairedScores[],
  options: EffectOptions = {},
): PairedEffect {
  const settings = checkOptions(options);
  for (const { pre, post } of pairs) {
    if (!Number.isFinite(pre) || !Number.isFinite(post)) {
      throw new RangeError(`Scores must be finite numbers, not ${pre} and ${post}`);
    }
  }
  const n = pairs.length;
  const changes = pairs.map(({ pre, post }) => post - pre);
  const empty = {
    dz: null,
    g: null,
    standardError: null,
    normalInterval: null,
    bootstrapInterval: null,
    interval: null,
    confidence: settings.confidence,
    resamples: settings.resamples,
    usableResamples: 0,
  } as const;
  if (n === 0) {
    return {
      n,
      meanPre: null,
      meanPost: null,
      meanChange: null,
      sdChange: null,
      correction: null,
      reason: 'too-few',
      ...empty,
    };
  }
  const meanPre = mean(pairs.map(({ pre }) => pre));
  const meanPost = mean(pairs.map(({ post }) => post));
  const meanChange = mean(changes);
  const sdChange = n < 2 ? null : spread(changes, meanChange);
  const normal = pairedEffectFromMoments(
    { n, meanPre, meanPost, meanChange, sdChange: sdChange ?? 0 },
    { confidence: settings.confidence },
  );
  const described = { ...normal, sdChange, resamples: settings.resamples };
  if (normal.g === null || normal.correction === null) return described;
  const bootstrap = bootstrapG(changes, normal.correction, settings);
  return {
    ...described,
    bootstrapInterval: bootstrap.interval,
    interval: bootstrap.interval ?? normal.normalInterval,
    usableResamples: bootstrap.usable,
  };
}

/** A paired sample summed up: what a database can compute over many people in one pass. */
export type PairedMoments = {
  readonly n: number;
  readonly meanPre: number;
  readonly meanPost: number;
  readonly meanChange: number;
  /** SD of the changes (n − 1). */
  readonly sdChange: number;
};

/**
 * Hedges' g (paired, g_z) from a sample's moments, with the normal interval only: for samples
 * too large to resample quickly, where the bootstrap and the normal interval agree (the tests
 * show it at n = 200). The same g, J and standard error as `pairedEffectSize`.
 */
export function pairedEffectFromMoments(
  moments: PairedMoments,
  options: Pick<EffectOptions, 'confidence'> = {},
): PairedEffect {
  const confidence = options.confidence ?? 0.95;
  if (!(confidence > 0 && confidence < 1)) throw new RangeError('confidence must be in (0, 1)');
  const { n, meanPre, meanPost, meanChange, sdChange } = moments;
  const correction = n < 3 ? null : hedgesCorrection(n - 1);
  const none = {
    dz: null,
    g: null,
    standardError: null,
    normalInterval: null,
    bootstrapInterval: null,
    interval: null,
    confidence,
    resamples: 0,
    usableResamples: 0,
  } as const;
  const described = { n, meanPre, meanPost, meanChange, sdChange, correction };
  if (correction === null) return { ...described, reason: 'too-few', ...none };
  if (!(sdChange > 0)) return { ...described, reason: 'no-variation', ...none };
  const dz = meanChange / sdChange;
  const g = correction * dz;
  const standardError = correction * Math.sqrt(1 / n + (dz * dz) / (2 * n));
  const z = inverseNormalCdf(1 - (1 - confidence) / 2);
  const normalInterval = { lower: g - z * standardError, upper: g + z * standardError };
  return {
    ...described,
    dz,
    g,
    reason: null,
    standardError,
    normalInterval,
    bootstrapInterval: null,
    interval: normalInterval,
    confidence,
    resamples: 0,
    usableResamples: 0,
  };
}
