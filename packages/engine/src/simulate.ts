/**
 * The balance simulator: seasons of 12 waves with the default difficulty rotation and random
 * forecasts, played by the strategies of strategies.ts, and the five balance criteria of game.md.
 * Every season with the same seed sees the same forecasts and attacks whatever the strategy, so the
 * strategies are compared on identical luck.
 */
import { DEFENSES } from './catalogue';
import { DIFFICULTY_ROTATION, drawForecast, drawWave, getRotationDifficulty } from './draw-wave';
import { ECONOMY } from './economy';
import { computeFraudMix, listForecastOutcomes } from './fraud-mix';
import { DEFENSE_IDS, type DefenseId } from './ids';
import { computeDamageWeights, planPurchases } from './planner';
import { createRandom, deriveSeed } from './random';
import { resolveWave } from './resolve-wave';
import {
  PLANNING_MIN_SAVED_PER_CREDIT,
  playStrategy,
  type SimBank,
  STRATEGY_IDS,
  type StrategyId,
} from './strategies';

export type SeasonParams = {
  /** Waves in the season; 12 by default. */
  readonly waves?: number;
};

export type SeasonResult = {
  readonly netWorth: number;
  readonly cash: number;
  readonly invested: number;
};

const WAVE_STREAM = 1_000;
const PLAYER_STREAM = 7;

/** Plays one season of `strategy` from `seed` and returns the bank's final position. */
export function simulateSeason(
  seed: number,
  strategy: StrategyId,
  params: SeasonParams = {},
): SeasonResult {
  const waves = params.waves ?? 12;
  const random = createRandom(deriveSeed(seed, PLAYER_STREAM));
  const bank: SimBank = { cash: ECONOMY.startingCash, invested: 0, loadout: {}, quizzesPassed: 0 };
  for (let waveIndex = 0; waveIndex < waves; waveIndex += 1) {
    const difficulty = getRotationDifficulty(waveIndex);
    const waveSeed = deriveSeed(seed, WAVE_STREAM + waveIndex);
    const forecast = drawForecast(waveSeed, difficulty);
    const attacks = drawWave(waveSeed, difficulty, forecast);
    const alert = playStrategy(strategy, bank, { waveIndex, difficulty, forecast, random });
    bank.cash += resolveWave(attacks, bank.loadout, alert, bank.invested).netChange;
  }
  return { netWorth: bank.cash + bank.invested, cash: bank.cash, invested: bank.invested };
}

export type Distribution = { readonly median: number; readonly p10: number; readonly p90: number };

/** Nearest-rank percentile (0 < p ≤ 1) of ascending `sorted` values. */
export function computePercentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** Median, p10 and p90 net worth of `strategy` over seasons seeded 1..`seasons`. */
export function simulateSeasons(strategy: StrategyId, seasons: number): Distribution {
  const values: number[] = [];
  for (let seed = 1; seed <= seasons; seed += 1)
    values.push(simulateSeason(seed, strategy).netWorth);
  values.sort((a, b) => a - b);
  return {
    median: computePercentile(values, 0.5),
    p10: computePercentile(values, 0.1),
    p90: computePercentile(values, 0.9),
  };
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

export type BalanceReport = {
  readonly seasons: number;
  readonly distributions: Readonly<Record<StrategyId, Distribution>>;
  readonly criteria: readonly Criterion[];
  /** Defenses no forecast makes the forecast strategy buy early (criterion 5's failures). */
  readonly deadItems: readonly DefenseId[];
};

/** Runs every strategy over `seasons` seeded seasons and judges the five criteria. */
export function runBalance(seasons: number): BalanceReport {
  const distributions = Object.fromEntries(
    STRATEGY_IDS.map((id) => [id, simulateSeasons(id, seasons)]),
  ) as Record<StrategyId, Distribution>;
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
  ];
  return { seasons, distributions, criteria, deadItems };
}

/** Criterion 5's verdict in words. */
export function describeDeadItems(deadItems: readonly DefenseId[]): string {
  return deadItems.length === 0
    ? `all ${DEFENSE_IDS.length} defenses bought early`
    : `never bought early: ${deadItems.map((id) => DEFENSES[id].name).join(', ')}`;
}

/** The report as the plain-text table `npm run sim` prints. */
export function formatBalanceReport(report: BalanceReport): string {
  const header = `${'strategy'.padEnd(18)}${'median'.padStart(14)}${'p10'.padStart(14)}${'p90'.padStart(14)}`;
  const rows = STRATEGY_IDS.map((id) => {
    const d = report.distributions[id];
    return `${id.padEnd(18)}${formatCredits(d.median).padStart(14)}${formatCredits(d.p10).padStart(14)}${formatCredits(d.p90).padStart(14)}`;
  });
  const criteria = report.criteria.map(
    (c) => `${c.pass ? 'PASS' : 'FAIL'}  ${c.id}. ${c.description}: ${c.detail}`,
  );
  return [
    `Net worth after 12 waves, ${report.seasons} seeded seasons (seeds 1..${report.seasons})`,
    '',
    header,
    ...rows,
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
