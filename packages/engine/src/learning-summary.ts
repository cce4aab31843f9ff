/**
 * The learning report (issue 24, part 4): from plain per-player rows of a pre-check and a
 * post-check, per family and overall, N, accuracy before and after, Hedges' g (paired, g_z) with its
 * 95% interval, and the mean d′ before and after with its change. The server reads the rows, this
 * module does the arithmetic, so every screen and export computes the same thing.
 *
 * - **First attempts only.** A row marked `firstAttempt: false` (a retake, a review) is left out and
 *   counted in `excludedRows`. Several rows of one player, family and phase are added up.
 * - **Paired.** A player counts in a family when they have answered items of it both before and
 *   after (total > 0 in both). Overall, a player's accuracy adds up the families they have in both
 *   phases, so a family answered only once never moves the overall change.
 * - **Accuracy** is each player's proportion correct; the group's accuracy is the mean over players
 *   (the same as the pooled proportion when every player answers the same number of items), so it
 *   matches the g computed on the same per-player scores.
 * - **d′** (see `signal-detection.ts`, log-linear corrected) is computed per player from their
 *   decision items, and only for players with at least one scam and one genuine message in both
 *   phases; the mean d′ before and after, its change and its own g are reported with their N.
 * - **Form order.** `orders` gives the mean change per pair of forms (A→B, B→A). With rotated forms
 *   a large gap between them is a form or order effect, which the rotation keeps out of the mean.
 * - **Intervals** are `pairedEffectSize`'s (see `effect-size.ts`): the seeded percentile bootstrap
 *   over persons with 2,000 resamples by default, and the normal approximation. Each group gets its
 *   own stream derived from `seed` (default `DEFAULT_BOOTSTRAP_SEED`), so one report is repeatable.
 */

import {
  DEFAULT_BOOTSTRAP_SEED,
  type EffectOptions,
  type PairedEffect,
  type PairedScores,
  pairedEffectSize,
} from './effect-size';
import { deriveSeed } from './random';
import { checkDetectionCounts, detectionStats } from './signal-detection';

/** One player's first-attempt results on one family in one phase. */
export type LearningRow = {
  readonly playerId: string;
  readonly family: string;
  readonly phase: 'pre' | 'post';
  /** The form taken ('A', 'B', …), for the order table. */
  readonly form?: string;
  /** Items answered correctly, of `total`. */
  readonly correct: number;
  readonly total: number;
  /** Decision items (scam or genuine): scams reported, scams shown, genuine reported, shown. */
  readonly hits?: number;
  readonly scams?: number;
  readonly falseAlarms?: number;
  readonly genuine?: number;
  /** false for a retake or a review: left out. */
  readonly firstAttempt?: boolean;
};

export type DPrimeChange = {
  /** Players with scams and genuine messages in both phases. */
  readonly n: number;
  readonly meanPre: number | null;
  readonly meanPost: number | null;
  readonly meanChange: number | null;
  /** Hedges' g (paired, g_z) of the change in d′. */
  readonly effect: PairedEffect;
};

export type OrderChange = {
  readonly preForm: string;
  readonly postForm: string;
  readonly n: number;
  /** Mean change in accuracy of these players. */
  readonly meanChange: number;
};

export type LearningGroup = {
  /** The family, or 'overall'. */
  readonly group: string;
  /** Players with both phases. */
  readonly n: number;
  readonly accuracyPre: number | null;
  readonly accuracyPost: number | null;
  readonly accuracyChange: number | null;
  /** Hedges' g (paired, g_z) of the change in accuracy, with its intervals. */
  readonly effect: PairedEffect;
  readonly dPrime: DPrimeChange;
  readonly orders: readonly OrderChange[];
};

export type LearningSummary = {
  readonly families: readonly LearningGroup[];
  readonly overall: LearningGroup;
  /** Rows left out because they were not first attempts. */
  readonly excludedRows: number;
};

export type SummaryOptions = EffectOptions & {
  /**
   * The families to report, in this order, even those without rows; rows of other families are
   * left out. Default: every family, in the order the rows name them.
   */
  readonly families?: readonly string[];
};

type Tally = {
  form: string | undefined;
  correct: number;
  total: number;
  hits: number;
  scams: number;
  falseAlarms: number;
  genuine: number;
};

type PlayerPhases = { pre?: Tally; post?: Tally };

function emptyTally(form: string | undefined): Tally {
  return { form, correct: 0, total: 0, hits: 0, scams: 0, falseAlarms: 0, genuine: 0 };
}

function addTo(tally: Tally, row: LearningRow | Tally): void {
  tally.correct += row.correct;
  tally.total += row.total;
  tally.hits += row.hits ?? 0;
  tally.scams += row.scams ?? 0;
  tally.falseAlarms += row.falseAlarms ?? 0;
  tally.genuine += row.genuine ?? 0;
}

function checkRow(row: LearningRow): void {
  const { correct, total } = row;
  if (!Number.isInteger(total) || total < 0 || !Number.isInteger(correct) || correct < 0) {
    throw new RangeError(`Counts are whole numbers ≥ 0 (player ${row.playerId})`);
  }
  if (correct > total) {
    throw new RangeError(`${correct} correct of ${total} (player ${row.playerId}, ${row.family})`);
  }
  checkDetectionCounts({
    hits: row.hits ?? 0,
    scams: row.scams ?? 0,
    falseAlarms: row.falseAlarms ?? 0,
    genuine: row.genuine ?? 0,
  });
}

type Paired = { readonly pre: Tally; readonly post: Tally };

function hasDecisions(tally: Tally): boolean {
  return tally.scams > 0 && tally.genuine > 0;
}

function dPrimeOf(tally: Tally): number {
  return detectionStats(tally).dPrime;
}

function summariseGroup(
  group: string,
  paired: readonly Paired[],
  options: EffectOptions,
  seed: number,
  salt: number,
): LearningGroup {
  const accuracy: PairedScores[] = paired.map(({ pre, post }) => ({
    pre: pre.correct / pre.total,
    post: post.correct / post.total,
  }));
  const effect = pairedEffectSize(accuracy, { ...options, seed: deriveSeed(seed, 2 * salt) });
  const detection: PairedScores[] = paired
    .filter(({ pre, post }) => hasDecisions(pre) && hasDecisions(post))
    .map(({ pre, post }) => ({ pre: dPrimeOf(pre), post: dPrimeOf(post) }));
  const dPrimeEffect = pairedEffectSize(detection, {
    ...options,
    seed: deriveSeed(seed, 2 * salt + 1),
  });
  const orders = new Map<string, { preForm: string; postForm: string; n: number; sum: number }>();
  paired.forEach(({ pre, post }, index) => {
    const preForm = pre.form ?? '?';
    const postForm = post.form ?? '?';
    const key = JSON.stringify([preForm, postForm]);
    const entry = orders.get(key) ?? { preForm, postForm, n: 0, sum: 0 };
    entry.n += 1;
    entry.sum += accuracy[index]!.post - accuracy[index]!.pre;
    orders.set(key, entry);
  });
  return {
    group,
    n: effect.n,
    accuracyPre: effect.meanPre,
    accuracyPost: effect.meanPost,
    accuracyChange: effect.meanChange,
    effect,
    dPrime: {
      n: dPrimeEffect.n,
      meanPre: dPrimeEffect.meanPre,
      meanPost: dPrimeEffect.meanPost,
      meanChange: dPrimeEffect.meanChange,
      effect: dPrimeEffect,
    },
    orders: [...orders.values()]
      .sort((a, b) => a.preForm.localeCompare(b.preForm) || a.postForm.localeCompare(b.postForm))
      .map(({ preForm, postForm, n, sum }) => ({ preForm, postForm, n, meanChange: sum / n })),
  };
}

/**
 * The learning report from per-player rows (see the file's header): per family (in `families`
 * order, or the rows' order) and overall. Throws a RangeError on impossible counts.
 */
export function summariseLearning(
  rows: readonly LearningRow[],
  options: SummaryOptions = {},
): LearningSummary {
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  // family → player → phases, in the order rows name them.
  const byFamily = new Map<string, Map<string, PlayerPhases>>();
  for (const family of options.families ?? []) byFamily.set(family, new Map());
  let excludedRows = 0;
  for (const row of rows) {
    checkRow(row);
    if (row.firstAttempt === false) {
      excludedRows += 1;
      continue;
    }
    let players = byFamily.get(row.family);
    if (players === undefined) {
      if (options.families !== undefined) continue;
      players = new Map();
      byFamily.set(row.family, players);
    }
    const phases = players.get(row.playerId) ?? {};
    const tally = phases[row.phase] ?? emptyTally(row.form);
    addTo(tally, row);
    phases[row.phase] = tally;
    players.set(row.playerId, phases);
  }

  const overallByPlayer = new Map<string, { pre: Tally; post: Tally }>();
  const families = [...byFamily].map(([family, players], index) => {
    const paired: Paired[] = [];
    for (const [playerId, { pre, post }] of players) {
      if (pre === undefined || post === undefined || pre.total === 0 || post.total === 0) continue;
      paired.push({ pre, post });
      const overall = overallByPlayer.get(playerId) ?? {
        pre: emptyTally(pre.form),
        post: emptyTally(post.form),
      };
      addTo(overall.pre, pre);
      addTo(overall.post, post);
      overallByPlayer.set(playerId, overall);
    }
    return summariseGroup(family, paired, options, seed, index + 1);
  });
  return {
    families,
    overall: summariseGroup('overall', [...overallByPlayer.values()], options, seed, 0),
    excludedRows,
  };
}
