/**
 * The balance simulator: seasons of 12 waves with the default difficulty rotation and random
 * forecasts, played by the strategies of strategies.ts; the five balance criteria of game.md and
 * the two of the weekly loop (6: points reward informed play; 7: a late joiner cannot reach the top
 * quarter without playing well).
 * Every season with the same seed sees the same forecasts and attacks whatever the strategy, so the
 * strategies are compared on identical luck.
 */

import { DEFENSES } from './catalogue';
import {
  DIFFICULTY_ROTATION,
  drawForecast,
  drawWave,
  type Forecast,
  getRotationDifficulty,
} from './draw-wave';
import { type DrawnDifficulty, ECONOMY } from './economy';
import { computeFraudMix, listForecastOutcomes } from './fraud-mix';
import { DEFENSE_IDS, type DefenseId, type FraudId } from './ids';
import { computeDamageWeights, planPurchases } from './planner';
import { computeWavePoints } from './points';
import { createRandom, deriveSeed } from './random';
import { resolveWave } from './resolve-wave';
import { SEASON } from './season';
import {
  PLANNING_MIN_SAVED_PER_CREDIT,
  playStrategy,
  type SimBank,
  STRATEGY_IDS,
  type StrategyId,
} from './strategies';

export type SeasonParams = {
  /** Waves in the season; SEASON.waves (12) by default. */
  readonly waves?: number;
  /**
   * The 0-based wave the bank joins before (0 by default: the whole season). A late joiner
   * starts with the starting cash and scores 0 points for every wave before it joined.
   */
  readonly joinAtWave?: number;
  /**
   * Which player of the season this is (0 by default). Players of one season face the same waves;
   * each number has its own stream for its random choices (alert picks, random purchases).
   */
  readonly player?: number;
};

export type SeasonResult = {
  readonly netWorth: number;
  readonly cash: number;
  readonly invested: number;
  /** The season's points: the sum of computeWavePoints over the waves played (0 for a missed one). */
  readonly points: number;
};

const WAVE_STREAM = 1_000;
const PLAYER_STREAM = 7;
/** Streams of players 1, 2, 3… of a season (player 0 keeps PLAYER_STREAM). */
const OTHER_PLAYER_STREAM = 2_000;

/** Wave `waveIndex` (0-based) of the season seeded `seed`: the same for every player. */
export function drawSeasonWave(
  seed: number,
  waveIndex: number,
): { difficulty: DrawnDifficulty; forecast: Forecast; attacks: FraudId[] } {
  const difficulty = getRotationDifficulty(waveIndex);
  const waveSeed = deriveSeed(seed, WAVE_STREAM + waveIndex);
  const forecast = drawForecast(waveSeed, difficulty);
  return { difficulty, forecast, attacks: drawWave(waveSeed, difficulty, forecast) };
}

/** Plays one season of `strategy` from `seed` and returns the bank's final position. */
export function simulateSeason(
  seed: number,
  strategy: StrategyId,
  params: SeasonParams = {},
): SeasonResult {
  const waves = params.waves ?? SEASON.waves;
  const player = params.player ?? 0;
  const random = createRandom(
    deriveSeed(seed, player === 0 ? PLAYER_STREAM : OTHER_PLAYER_STREAM + player),
  );
  const bank: SimBank = { cash: ECONOMY.startingCash, invested: 0, loadout: {}, quizzesPassed: 0 };
  let points = 0;
  for (let waveIndex = params.joinAtWave ?? 0; waveIndex < waves; waveIndex += 1) {
    const { difficulty, forecast, attacks } = drawSeasonWave(seed, waveIndex);
    const alert = playStrategy(strategy, bank, { waveIndex, difficulty, forecast, random });
    const result = resolveWave(attacks, bank.loadout, alert, bank.invested);
    bank.cash += result.netChange;
    points += computeWavePoints(result.stars, result.totalBase, result.totalPrevented);
  }
  return { netWorth: bank.cash + bank.invested, cash: bank.cash, invested: bank.invested, points };
}

export type Distribution = { readonly median: number; readonly p10: number; readonly p90: number };

/** Nearest-rank percentile (0 < p ≤ 1) of ascending `sorted` values. */
export function computePercentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** Median, p10 and p90 of `values` (any order; not changed). */
export function summarise(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: computePercentile(sorted, 0.5),
    p10: computePercentile(sorted, 0.1),
    p90: computePercentile(sorted, 0.9),
  };
}

/** Every season of `strategy` seeded 1..`seasons`, in seed order. */
export function listSeasons(strategy: StrategyId, seasons: number): SeasonResult[] {
  const results: SeasonResult[] = [];
  for (let seed = 1; seed <= seasons; seed += 1) results.push(simulateSeason(seed, strategy));
  return results;
}

/**
 * Criterion 5's probe: for every rotation difficulty and every forecast it can publish, the
 * defenses among the forecast strategy's first 10 purchases from a fresh bank. A step may buy two
 * levels of one defense at once, as game.md allows.
 */
export function listEarlyPurchases(): Record<DefenseId, string[]> {
  const seenIn = Object.fromEntries(DEFENSE_IDS.map((id) => [id, [] as string[]])) as Record<
    DefenseId,
    string[]
  >;
  for (const difficulty of DIFFICULTY_ROTATION) {
    for (const { forecast } of listForecastOutcomes(difficulty)) {
      const weights = computeDamageWeights(computeFraudMix(difficulty, forecast));
      const plan = planPurchases({}, ECONOMY.startingCash, weights, {
        minSavedPerCredit: PLANNING_MIN_SAVED_PER_CREDIT,
        maxSteps: 10,
      });
      const label = `${difficulty}:${forecast.elevatedFamilies.join('+')}`;
      for (const step of plan.steps) {
        if (!seenIn[step.defenseId].includes(label)) seenIn[step.defenseId].push(label);
      }
    }
  }
  return seenIn;
}

export type Criterion = {
  readonly id: number;
  readonly description: string;
  readonly pass: boolean;
  readonly detail: string;
};

/** Informed play must score at least this many times random play's median points (criterion 6). */
export const POINTS_MARGIN = 1.25;

/** The 0-based wave a late joiner joins before: wave 7 of 12, so it misses the first 6. */
export const LATE_JOIN_WAVE = 6;
/** Criterion 7 runs on seasons seeded 1..this (fewer than the table's, to keep `npm run sim` quick). */
export const LATE_JOIN_SEASONS = 100;
/** Criterion 7's full-season population: this many players of each of the six strategies. */
export const PLAYERS_PER_STRATEGY = 4;
/** A late joiner may be in the top quarter in at most this share of seasons without playing well. */
export const LATE_JOIN_TOP_QUARTER_MAX = 0.01;
/** The late joiners of criterion 7: the first three do not play the second half well. */
export const LATE_JOINERS = [
  { strategy: 'none', playsWell: false },
  { strategy: 'random', playsWell: false },
  { strategy: 'spender', playsWell: false },
  { strategy: 'informed', playsWell: true },
  { strategy: 'forecast', playsWell: true },
] as const satisfies readonly { strategy: StrategyId; playsWell: boolean }[];

/** What the season table ranks by: points first, net worth as the tiebreak. */
export type Standing = { readonly points: number; readonly netWorth: number };

/**
 * The share (0–1) of `population` that `bank` ranks level with or above, by points and then net
 * worth. A bank that ties with a player is counted as ahead of it, so the share is never too low.
 */
export function computeStandingShare(bank: Standing, population: readonly Standing[]): number {
  let atOrBelow = 0;
  for (const other of population) {
    if (
      other.points < bank.points ||
      (other.points === bank.points && other.netWorth <= bank.netWorth)
    )
      atOrBelow += 1;
  }
  return population.length === 0 ? 1 : atOrBelow / population.length;
}

/** True when `share` (computeStandingShare) puts the bank in the population's top quarter. */
export function isTopQuarter(share: number): boolean {
  return share >= 0.75;
}

export type LateJoinerRow = {
  readonly strategy: StrategyId;
  readonly playsWell: boolean;
  /** The late joiner's season points. */
  readonly points: Distribution;
  /** Its standing share as a percentile (0–100) of the full-season population. */
  readonly percentile: Distribution;
  readonly bestPercentile: number;
  /** The percentile it would have if the table ranked by net worth alone, for comparison. */
  readonly netWorthPercentile: Distribution;
  /** Share (0–1) of the seasons in which it finished in the top quarter. */
  readonly topQuarterShare: number;
};

export type LateJoinReport = {
  readonly seasons: number;
  readonly populationSize: number;
  /** Per season, the fewest points that reached the population's top quarter. */
  readonly topQuarterPoints: Distribution;
  readonly rows: readonly LateJoinerRow[];
};

/**
 * Criterion 7's experiment. For each season seeded 1..`seasons`: a full-season population of
 * PLAYERS_PER_STRATEGY players of each strategy (equal shares; each player has its own stream of
 * random choices), and one late joiner per LATE_JOINERS entry, which misses waves 1–6 (0 points)
 * and starts wave 7 with the starting cash. `known` may hold player 0's full seasons already
 * simulated, in seed order from seed 1.
 */
export function runLateJoiners(
  seasons: number,
  known: Partial<Record<StrategyId, readonly SeasonResult[]>> = {},
): LateJoinReport {
  const shares = LATE_JOINERS.map(() => [] as number[]);
  const byNetWorth = LATE_JOINERS.map(() => [] as number[]);
  const points = LATE_JOINERS.map(() => [] as number[]);
  const lines: number[] = [];
  for (let seed = 1; seed <= seasons; seed += 1) {
    const population: SeasonResult[] = [];
    for (const strategy of STRATEGY_IDS) {
      for (let player = 0; player < PLAYERS_PER_STRATEGY; player += 1) {
        const reused = player === 0 ? known[strategy]?.[seed - 1] : undefined;
        population.push(reused ?? simulateSeason(seed, strategy, { player }));
      }
    }
    const descending = population.map((bank) => bank.points).sort((a, b) => b - a);
    lines.push(descending[Math.ceil(population.length / 4) - 1]!);
    const netWorths = population.map((bank) => ({ points: bank.netWorth, netWorth: 0 }));
    LATE_JOINERS.forEach(({ strategy }, index) => {
      const late = simulateSeason(seed, strategy, {
        joinAtWave: LATE_JOIN_WAVE,
        player: PLAYERS_PER_STRATEGY,
      });
      points[index]!.push(late.points);
      shares[index]!.push(computeStandingShare(late, population));
      byNetWorth[index]!.push(
        computeStandingShare({ points: late.netWorth, netWorth: 0 }, netWorths),
      );
    });
  }
  const percentiles = (values: readonly number[]): Distribution =>
    summarise(values.map((share) => Math.round(share * 100)));
  return {
    seasons,
    populationSize: STRATEGY_IDS.length * PLAYERS_PER_STRATEGY,
    topQuarterPoints: summarise(lines),
    rows: LATE_JOINERS.map(({ strategy, playsWell }, index) => ({
      strategy,
      playsWell,
      points: summarise(points[index]!),
      percentile: percentiles(shares[index]!),
      bestPercentile: Math.round(Math.max(...shares[index]!) * 100),
      netWorthPercentile: percentiles(byNetWorth[index]!),
      topQuarterShare: shares[index]!.filter(isTopQuarter).length / shares[index]!.length,
    })),
  };
}

/** Criterion 6: informed play beats random play on points by POINTS_MARGIN. */
export function judgePointsMargin(points: Readonly<Record<StrategyId, Distribution>>): Criterion {
  const informed = points.informed.median;
  const random = points.random.median;
  return {
    id: 6,
    description: `informed ≥ ${POINTS_MARGIN.toFixed(2)} × random on median season points`,
    pass: informed >= POINTS_MARGIN * random,
    detail: `informed / random = ${(informed / random).toFixed(3)} (${informed} / ${random} points; informed p10 ${points.informed.p10}, random p90 ${points.random.p90})`,
  };
}

/**
 * Criterion 7, in two parts. (a) A late joiner that does not play the second half well
 * (LATE_JOINERS' none, random and spender) is in the population's top quarter in at most
 * LATE_JOIN_TOP_QUARTER_MAX of the seasons. (b) Playing the second half well pays: the informed
 * late joiner's median points are at least POINTS_MARGIN × the random late joiner's, as criterion
 * 6 asks of a whole season. The detail also says where the late joiners that play well end up.
 */
export function judgeLateJoiners(report: LateJoinReport): Criterion {
  const notWell = report.rows.filter((row) => !row.playsWell);
  const well = report.rows.filter((row) => row.playsWell);
  const row = (strategy: StrategyId): LateJoinerRow | undefined =>
    report.rows.find((candidate) => candidate.strategy === strategy);
  const informed = row('informed')?.points.median ?? 0;
  const random = row('random')?.points.median ?? 0;
  const share = (late: LateJoinerRow): string => `${(late.topQuarterShare * 100).toFixed(1)}%`;
  return {
    id: 7,
    description: `a late joiner (waves 7–12) is in the top quarter in ≤ ${LATE_JOIN_TOP_QUARTER_MAX * 100}% of seasons unless it plays well, and informed ≥ ${POINTS_MARGIN.toFixed(2)} × random`,
    pass:
      notWell.every((late) => late.topQuarterShare <= LATE_JOIN_TOP_QUARTER_MAX) &&
      informed >= POINTS_MARGIN * random,
    detail: `top quarter in ${notWell.map((late) => `${share(late)} (${late.strategy})`).join(', ')} of ${report.seasons} seasons; late informed / late random = ${(informed / random).toFixed(3)} (${informed} / ${random} points); playing well: ${well.map((late) => `${late.strategy} at percentile ${late.percentile.median} (best ${late.bestPercentile}, top quarter ${share(late)})`).join(', ')}; top-quarter line ${report.topQuarterPoints.median} points`,
  };
}

export type BalanceReport = {
  readonly seasons: number;
  /** Net worth after 12 waves. */
  readonly distributions: Readonly<Record<StrategyId, Distribution>>;
  /** Season points after 12 waves. */
  readonly points: Readonly<Record<StrategyId, Distribution>>;
  readonly lateJoin: LateJoinReport;
  readonly criteria: readonly Criterion[];
  /** Defenses no forecast makes the forecast strategy buy early (criterion 5's failures). */
  readonly deadItems: readonly DefenseId[];
};

/**
 * Runs every strategy over `seasons` seeded seasons and judges the seven criteria; criterion 7
 * uses the first min(`seasons`, LATE_JOIN_SEASONS) of them.
 */
export function runBalance(seasons: number): BalanceReport {
  const played = Object.fromEntries(
    STRATEGY_IDS.map((id) => [id, listSeasons(id, seasons)]),
  ) as Record<StrategyId, SeasonResult[]>;
  const summariseBy = (pick: (season: SeasonResult) => number) =>
    Object.fromEntries(STRATEGY_IDS.map((id) => [id, summarise(played[id].map(pick))])) as Record<
      StrategyId,
      Distribution
    >;
  const distributions = summariseBy((season) => season.netWorth);
  const points = summariseBy((season) => season.points);
  const lateJoin = runLateJoiners(Math.min(seasons, LATE_JOIN_SEASONS), played);
  const median = (id: StrategyId): number => distributions[id].median;
  const start = ECONOMY.startingCash;
  const informedOverRandom = median('informed') - median('random');
  const randomOverNone = median('random') - median('none');
  const early = listEarlyPurchases();
  const deadItems = DEFENSE_IDS.filter((id) => early[id].length === 0);
  const ratio = (a: StrategyId, b: StrategyId): string => (median(a) / median(b)).toFixed(3);
  const criteria: Criterion[] = [
    {
      id: 1,
      description: 'informed − random ≥ 25% and random − none ≥ 15% of starting cash',
      pass: informedOverRandom >= 0.25 * start && randomOverNone >= 0.15 * start,
      detail: `informed − random = ${formatCredits(informedOverRandom)} (${percentOf(informedOverRandom, start)}), random − none = ${formatCredits(randomOverNone)} (${percentOf(randomOverNone, start)})`,
    },
    {
      id: 2,
      description: 'forecast ≥ 1.05 × informed',
      pass: median('forecast') >= 1.05 * median('informed'),
      detail: `forecast / informed = ${ratio('forecast', 'informed')}`,
    },
    {
      id: 3,
      description: 'spender < informed',
      pass: median('spender') < median('informed'),
      detail: `spender / informed = ${ratio('spender', 'informed')}`,
    },
    {
      id: 4,
      description: 'informed+quizzes ≥ 1.10 × informed',
      pass: median('informed+quizzes') >= 1.1 * median('informed'),
      detail: `informed+quizzes / informed = ${ratio('informed+quizzes', 'informed')}`,
    },
    {
      id: 5,
      description:
        "every defense is among the forecast strategy's first 10 purchases for some forecast",
      pass: deadItems.length === 0,
      detail: describeDeadItems(deadItems),
    },
    judgePointsMargin(points),
    judgeLateJoiners(lateJoin),
  ];
  return { seasons, distributions, points, lateJoin, criteria, deadItems };
}

/** Criterion 5's verdict in words. */
export function describeDeadItems(deadItems: readonly DefenseId[]): string {
  return deadItems.length === 0
    ? `all ${DEFENSE_IDS.length} defenses bought early`
    : `never bought early: ${deadItems.map((id) => DEFENSES[id].name).join(', ')}`;
}

/** The report as the plain-text tables `npm run sim` prints. */
export function formatBalanceReport(report: BalanceReport): string {
  const columns = (cells: readonly string[]): string =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(18) : cell.padStart(14))).join('');
  const table = (
    distributions: Readonly<Record<StrategyId, Distribution>>,
    format: (value: number) => string,
  ): string[] => [
    columns(['strategy', 'median', 'p10', 'p90']),
    ...STRATEGY_IDS.map((id) => {
      const d = distributions[id];
      return columns([id, format(d.median), format(d.p10), format(d.p90)]);
    }),
  ];
  const late = report.lateJoin;
  const criteria = report.criteria.map(
    (c) => `${c.pass ? 'PASS' : 'FAIL'}  ${c.id}. ${c.description}: ${c.detail}`,
  );
  return [
    `Net worth after 12 waves, ${report.seasons} seeded seasons (seeds 1..${report.seasons})`,
    '',
    ...table(report.distributions, formatCredits),
    '',
    `Season points after 12 waves (0 to 100 a wave), the same seasons`,
    '',
    ...table(report.points, String),
    '',
    `Late joiners (waves 7 to 12 only) against ${late.populationSize} full-season players (${PLAYERS_PER_STRATEGY} of each strategy), seeds 1..${late.seasons}: medians; percentile = share of the population ranked at or below it`,
    '',
    columns(['late joiner', 'points', 'percentile', 'best', 'top quarter', 'by net worth']),
    ...late.rows.map((row) =>
      columns([
        row.strategy,
        String(row.points.median),
        String(row.percentile.median),
        String(row.bestPercentile),
        `${(row.topQuarterShare * 100).toFixed(1)}%`,
        String(row.netWorthPercentile.median),
      ]),
    ),
    columns(['top-quarter line', String(late.topQuarterPoints.median)]),
    '',
    ...criteria,
  ].join('\n');
}

function formatCredits(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(Math.round(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function percentOf(amount: number, of: number): string {
  return `${((amount * 100) / of).toFixed(1)}%`;
}
