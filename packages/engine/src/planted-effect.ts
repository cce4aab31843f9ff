/**
 * Proving the learning measure (issue 24, part 5): simulated players with a known ability per
 * family answer a pre-form and a post-form, with a gain planted between them; the report
 * (`summariseLearning`) must recover the planted gain within its interval, and show none where none
 * was planted, in about 95% of simulated cohorts.
 *
 * The model, seeded throughout by the engine's generator:
 * - **Pool.** `poolPerFamily` decision items a family, alternately scam and genuine, with true
 *   difficulties b ~ N(0, difficultySd²).
 * - **Calibration.** `calibrationPlayers` players answer the whole pool once; the difficulties are
 *   estimated from those first attempts by the Rasch model (`fitRasch`), and two parallel forms are
 *   assembled from the estimates (`assembleForms`), `perFamily` items a family each, half scams.
 *   The truth below uses the true difficulties, so an imperfect calibration would show.
 * - **Players.** Ability θ ~ N(abilityMean, abilitySd²) in each family, independent across families.
 *   Answers follow the Rasch model: P(correct) = 1 / (1 + e^−(θ − b)). A correct answer to a scam is
 *   a hit, a wrong answer to a genuine message a false alarm.
 * - **Planted gain.** After the pre-check, θ rises by `gains[family]` (in SDs of ability, as
 *   abilitySd = 1 by default) for every player. Player i takes the forms in `formOrderFor(i)`'s
 *   order, so half take A then B and half B then A.
 *
 * **The true effect.** g estimates the standardised mean change of the measured score (accuracy on
 * a family's items), not the ability gain itself: with 4 items a family, answering adds noise, and a
 * gain of 0.5 SD in ability is a d_z near 0.3 in accuracy. `computeTrueEffects` gets that value
 * exactly, with no sampling: for each form order, E[change | θ] and Var[change | θ] from the Rasch
 * probabilities, integrated over θ's normal distribution on a fine grid; then mixed over the orders.
 * With the forms rotated over exactly half the players each way, a family with no planted gain has
 * a true mean change of exactly 0, however the forms differ.
 */

import { type LearningRow, summariseLearning } from './learning-summary';
import {
  assembleForms,
  type FirstAttempt,
  type FormAssembly,
  fitRasch,
  formOrderFor,
} from './parallel-forms';
import { createRandom, deriveSeed, type Random } from './random';

/** A standard normal deviate (Box–Muller, one deviate a call) from the engine's generator. */
export function drawNormal(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export type PlantedConfig = {
  /** The families, in order, and the gain planted in each, in SDs of ability. */
  readonly gains: Readonly<Record<string, number>>;
  /** Players in a cohort (even, so the two form orders are exactly half each). */
  readonly players: number;
  /** Items of a family on each form (half scams, half genuine). */
  readonly perFamily: number;
  readonly poolPerFamily: number;
  readonly difficultySd: number;
  readonly abilityMean: number;
  readonly abilitySd: number;
  readonly calibrationPlayers: number;
};

/** A check like the baseline: 60 players, 4 items a family on each form, five families. */
export const PLANTED_DEFAULTS: PlantedConfig = {
  gains: { social: 0.5, cyber: 0, identity: 0.25, insider: 0, physical: 0 },
  players: 60,
  perFamily: 4,
  poolPerFamily: 12,
  difficultySd: 1,
  abilityMean: 0,
  abilitySd: 1,
  calibrationPlayers: 400,
};

export type SimItem = {
  readonly id: string;
  readonly family: string;
  readonly kind: 'scam' | 'genuine';
  /** The true difficulty b. */
  readonly difficulty: number;
};

export type PlantedStudy = {
  readonly config: PlantedConfig;
  readonly families: readonly string[];
  readonly pool: readonly SimItem[];
  /** Forms assembled from the calibration's Rasch estimates. */
  readonly assembly: FormAssembly;
  /** Each form's items, with their true difficulties. */
  readonly forms: Readonly<Record<'A' | 'B', readonly SimItem[]>>;
};

function isCorrect(random: Random, ability: number, difficulty: number): boolean {
  return random.next() < 1 / (1 + Math.exp(-(ability - difficulty)));
}

/** The pool, the calibration and the two forms, all from `seed`. */
export function preparePlantedStudy(config: PlantedConfig, seed: number): PlantedStudy {
  const families = Object.keys(config.gains);
  const poolRandom = createRandom(deriveSeed(seed, 1));
  const pool: SimItem[] = families.flatMap((family) =>
    Array.from({ length: config.poolPerFamily }, (_, index) => ({
      id: `${family}-${index}`,
      family,
      kind: index % 2 === 0 ? ('scam' as const) : ('genuine' as const),
      difficulty: config.difficultySd * drawNormal(poolRandom),
    })),
  );
  const calibrationRandom = createRandom(deriveSeed(seed, 2));
  const attempts: FirstAttempt[] = [];
  for (let person = 0; person < config.calibrationPlayers; person += 1) {
    for (const family of families) {
      const ability = config.abilityMean + config.abilitySd * drawNormal(calibrationRandom);
      for (const item of pool) {
        if (item.family !== family) continue;
        attempts.push({
          itemId: item.id,
          personId: `${family}:${person}`,
          correct: isCorrect(calibrationRandom, ability, item.difficulty),
        });
      }
    }
  }
  const estimated = new Map(fitRasch(attempts).items.map((item) => [item.itemId, item.difficulty]));
  const assembly = assembleForms(
    pool.map((item) => ({ ...item, difficulty: estimated.get(item.id)! })),
    { families, perFamily: config.perFamily, forms: 2 },
  );
  const byId = new Map(pool.map((item) => [item.id, item]));
  const [formA, formB] = assembly.forms.map((form) => form.itemIds.map((id) => byId.get(id)!));
  return { config, families, pool, assembly, forms: { A: formA!, B: formB! } };
}

function answerForm(
  random: Random,
  items: readonly SimItem[],
  ability: number,
): Pick<LearningRow, 'correct' | 'total' | 'hits' | 'scams' | 'falseAlarms' | 'genuine'> {
  let correct = 0;
  let hits = 0;
  let scams = 0;
  let falseAlarms = 0;
  let genuine = 0;
  for (const item of items) {
    const right = isCorrect(random, ability, item.difficulty);
    if (right) correct += 1;
    if (item.kind === 'scam') {
      scams += 1;
      if (right) hits += 1;
    } else {
      genuine += 1;
      if (!right) falseAlarms += 1;
    }
  }
  return { correct, total: items.length, hits, scams, falseAlarms, genuine };
}

/** One cohort's rows: every player's pre and post results per family. */
export function simulateCohort(study: PlantedStudy, seed: number, players?: number): LearningRow[] {
  const { config, families, forms } = study;
  const random = createRandom(seed);
  const itemsOf = (form: 'A' | 'B', family: string): readonly SimItem[] =>
    forms[form].filter((item) => item.family === family);
  const byFamily = families.map((family) => ({
    family,
    gain: config.gains[family]!,
    A: itemsOf('A', family),
    B: itemsOf('B', family),
  }));
  const rows: LearningRow[] = [];
  for (let player = 0; player < (players ?? config.players); player += 1) {
    const [preForm, postForm] = formOrderFor(player, 2) as ['A' | 'B', 'A' | 'B'];
    const playerId = `p${player}`;
    for (const entry of byFamily) {
      const ability = config.abilityMean + config.abilitySd * drawNormal(random);
      const { family } = entry;
      rows.push({
        playerId,
        family,
        phase: 'pre',
        form: preForm,
        ...answerForm(random, entry[preForm], ability),
      });
      rows.push({
        playerId,
        family,
        phase: 'post',
        form: postForm,
        ...answerForm(random, entry[postForm], ability + entry.gain),
      });
    }
  }
  return rows;
}

export type TrueEffect = {
  /** A family, or 'overall'. */
  readonly group: string;
  /** The planted gain in ability (SDs); for 'overall', the families' mean. */
  readonly gain: number;
  /** The population's mean change in accuracy. */
  readonly meanChange: number;
  readonly sdChange: number;
  /** meanChange / sdChange: what g estimates. */
  readonly dz: number;
};

/** Points of the grid over θ's standard normal, from −8 to 8 SDs. */
const GRID_POINTS = 801;

type Moments = { readonly mean: number; readonly secondMoment: number };

/** E[change] and E[change²] for one family and one form order, by quadrature over θ. */
function familyMoments(
  config: PlantedConfig,
  preItems: readonly SimItem[],
  postItems: readonly SimItem[],
  gain: number,
): Moments {
  let weights = 0;
  let mean = 0;
  let secondMoment = 0;
  for (let point = 0; point < GRID_POINTS; point += 1) {
    const x = -8 + (16 * point) / (GRID_POINTS - 1);
    const weight = Math.exp(-0.5 * x * x);
    const ability = config.abilityMean + config.abilitySd * x;
    let expectedChange = 0;
    let variance = 0;
    for (const [items, shift, sign] of [
      [preItems, 0, -1],
      [postItems, gain, 1],
    ] as const) {
      for (const item of items) {
        const p = 1 / (1 + Math.exp(-(ability + shift - item.difficulty)));
        expectedChange += (sign * p) / items.length;
        variance += (p * (1 - p)) / items.length ** 2;
      }
    }
    weights += weight;
    mean += weight * expectedChange;
    secondMoment += weight * (variance + expectedChange ** 2);
  }
  return { mean: mean / weights, secondMoment: secondMoment / weights };
}

/** Mixes per-order moments with the orders' shares of players. */
function mix(perOrder: readonly Moments[], shares: readonly number[]): Moments {
  let mean = 0;
  let secondMoment = 0;
  perOrder.forEach((moments, index) => {
    mean += shares[index]! * moments.mean;
    secondMoment += shares[index]! * moments.secondMoment;
  });
  return { mean, secondMoment };
}

function toEffect(group: string, gain: number, { mean, secondMoment }: Moments): TrueEffect {
  const sdChange = Math.sqrt(secondMoment - mean * mean);
  return { group, gain, meanChange: mean, sdChange, dz: mean / sdChange };
}

/**
 * The exact standardised change each family (and overall) should show, for a cohort of
 * `config.players` players rotated by `formOrderFor` (see the file's header).
 */
export function computeTrueEffects(study: PlantedStudy): TrueEffect[] {
  const { config, families, forms } = study;
  const orders: ['A' | 'B', 'A' | 'B'][] = [
    ['A', 'B'],
    ['B', 'A'],
  ];
  const firstShare = Math.ceil(config.players / 2) / config.players;
  const shares = [firstShare, 1 - firstShare];
  // perFamily[f][o]: moments of family f under order o.
  const perFamily = families.map((family) =>
    orders.map(([pre, post]) =>
      familyMoments(
        config,
        forms[pre].filter((item) => item.family === family),
        forms[post].filter((item) => item.family === family),
        config.gains[family]!,
      ),
    ),
  );
  const effects = families.map((family, index) =>
    toEffect(family, config.gains[family]!, mix(perFamily[index]!, shares)),
  );
  // Overall accuracy is the mean of the families' (equal item counts), abilities independent.
  const overallPerOrder = orders.map((_, order) => {
    let mean = 0;
    let variance = 0;
    for (const moments of perFamily) {
      const { mean: familyMean, secondMoment } = moments[order]!;
      mean += familyMean / families.length;
      variance += (secondMoment - familyMean ** 2) / families.length ** 2;
    }
    return { mean, secondMoment: variance + mean * mean };
  });
  const meanGain =
    families.reduce((sum, family) => sum + config.gains[family]!, 0) / families.length;
  effects.push(toEffect('overall', meanGain, mix(overallPerOrder, shares)));
  return effects;
}

export type PlantedGroupResult = TrueEffect & {
  /** Cohorts whose report had a g (all of them, unless every change was equal). */
  readonly cohortsWithG: number;
  readonly meanG: number;
  /** Share of cohorts whose interval holds the true d_z. */
  readonly coverage: number;
  /** Share of cohorts whose interval leaves 0 out: the power where a gain was planted, the false
   * alarm rate where none was. */
  readonly excludesZero: number;
  readonly meanAccuracyChange: number;
  readonly meanDPrimeChange: number;
};

export type PlantedReport = {
  readonly cohorts: number;
  readonly players: number;
  readonly resamples: number;
  readonly largestFormDifference: number;
  readonly groups: readonly PlantedGroupResult[];
};

/**
 * Runs `cohorts` seeded cohorts through `summariseLearning` and compares each group's interval with
 * the true effect. `resamples` 0 uses the normal interval, more the bootstrap.
 */
export function runPlantedEffect(
  config: PlantedConfig,
  options: { readonly seed: number; readonly cohorts: number; readonly resamples: number },
): PlantedReport {
  const study = preparePlantedStudy(config, options.seed);
  const truth = computeTrueEffects(study);
  const tallies = truth.map(() => ({ n: 0, g: 0, covered: 0, excludes: 0, change: 0, dPrime: 0 }));
  for (let cohort = 0; cohort < options.cohorts; cohort += 1) {
    const cohortSeed = deriveSeed(options.seed, 1000 + cohort);
    const summary = summariseLearning(simulateCohort(study, cohortSeed), {
      families: study.families,
      resamples: options.resamples,
      seed: cohortSeed,
    });
    [...summary.families, summary.overall].forEach((group, index) => {
      const tally = tallies[index]!;
      const { g, interval } = group.effect;
      tally.change += group.accuracyChange ?? 0;
      tally.dPrime += group.dPrime.meanChange ?? 0;
      if (g === null || interval === null) return;
      const { dz } = truth[index]!;
      tally.n += 1;
      tally.g += g;
      if (interval.lower <= dz && dz <= interval.upper) tally.covered += 1;
      if (interval.lower > 0 || interval.upper < 0) tally.excludes += 1;
    });
  }
  return {
    cohorts: options.cohorts,
    players: config.players,
    resamples: options.resamples,
    largestFormDifference: study.assembly.largestDifference,
    groups: truth.map((effect, index) => {
      const tally = tallies[index]!;
      return {
        ...effect,
        cohortsWithG: tally.n,
        meanG: tally.g / tally.n,
        coverage: tally.covered / options.cohorts,
        excludesZero: tally.excludes / options.cohorts,
        meanAccuracyChange: tally.change / options.cohorts,
        meanDPrimeChange: tally.dPrime / options.cohorts,
      };
    }),
  };
}
