/**
 * The simulated players of the balance simulator (game.md, "Balance simulation"). Each acts before
 * a wave: it may pass quizzes, buy and upgrade, and it picks an alert family. All randomness comes
 * from the Random passed in.
 */
import { DEFENSES, type Level, type Loadout, type OwnedLevel } from './catalogue';
import type { Forecast } from './draw-wave';
import {
  computePairPay,
  type DrillAnswer,
  type DrillSide,
  type DrillTruth,
  scoreDrill,
  toDrillSide,
} from './drill-score';
import type { DrawnDifficulty } from './economy';
import { ECONOMY } from './economy';
import { computeFraudMix, computeRotationMix } from './fraud-mix';
import { DEFENSE_IDS, type DefenseId, FAMILY_IDS, type FamilyId, FRAUD_IDS } from './ids';
import {
  computeDamageWeights,
  computeExpectedDamageByFamily,
  type DamageWeights,
  planPurchases,
} from './planner';
import type { Random } from './random';

/** The six simulated players of game.md, in the order the sim table prints them. */
export const STRATEGY_IDS = [
  'none',
  'random',
  'spender',
  'informed',
  'forecast',
  'informed+quizzes',
] as const;

export type StrategyId = (typeof STRATEGY_IDS)[number];

/** A simulated bank's mutable state during a season. */
export type SimBank = {
  cash: number;
  invested: number;
  loadout: Partial<Record<DefenseId, Level>>;
  /** Number of fraud quizzes passed this season. */
  quizzesPassed: number;
  /** Number of red-flag drills completed this season (informed+quizzes only). */
  drillsDone?: number;
};

export type WaveContext = {
  /** 0-based wave number in the season. */
  readonly waveIndex: number;
  readonly difficulty: DrawnDifficulty;
  readonly forecast: Forecast;
  readonly random: Random;
};

/** The random strategy stops buying once cash is below this. */
export const RANDOM_STRATEGY_CASH_FLOOR = 150_000;

/** informed+quizzes has passed every quiz before this wave (1-based wave 6 = index 5 done). */
export const QUIZZES_DONE_BY_WAVE = 6;

/**
 * The red-flag drills informed+quizzes completes in a season: 30 twin pairs (a scam and its
 * genuine twin each, the minimum of 60 drills), DRILL_PAIRS_PER_WAVE pairs before each
 * wave until all are done.
 */
export const SIM_DRILL_PAIRS = 30;
export const DRILL_PAIRS_PER_WAVE = 3;

/**
 * How the simulated learner does on a pair, judged modestly: the genuine message trusted, the
 * scam reported with 2 of its 3 red flags found and none of its 3 other parts marked.
 */
const SIM_SCAM: DrillTruth = {
  legitimate: false,
  rightDecisions: ['report'],
  redFlagIds: ['a', 'b', 'c'],
  hotspotIds: ['a', 'b', 'c', 'd', 'e', 'f'],
};
const SIM_GENUINE: DrillTruth = {
  legitimate: true,
  rightDecisions: ['trust'],
  redFlagIds: [],
  hotspotIds: ['a', 'b', 'c', 'd', 'e', 'f'],
};

function simSide(truth: DrillTruth, answer: DrillAnswer): DrillSide {
  return toDrillSide(truth, scoreDrill(truth, answer));
}

/** What the simulated learner earns from one pair (computePairPay, as a player would be paid). */
export function computeSimPairPay(): number {
  return computePairPay(
    simSide(SIM_SCAM, { decision: 'report', flags: ['a', 'b'] }),
    simSide(SIM_GENUINE, { decision: 'trust', flags: [] }),
  ).total;
}

/**
 * The bar a purchase must clear for the planning strategies: it must save more per wave than the
 * upkeep it adds, since buying itself does not change net worth and upkeep is the real cost.
 */
export const PLANNING_MIN_SAVED_PER_CREDIT = ECONOMY.upkeepPercent / 100;

/** Damage weights of the rotation's average wave with random forecasts: the informed players' view. */
export const ROTATION_WEIGHTS: DamageWeights = computeDamageWeights(computeRotationMix());

/** Lets strategy `id` act on `bank` before a wave; returns its alert pick. */
export function playStrategy(id: StrategyId, bank: SimBank, context: WaveContext): FamilyId {
  switch (id) {
    case 'none':
      return pickRandomFamily(context.random);
    case 'random':
      buyRandomly(bank, context.random);
      return pickRandomFamily(context.random);
    case 'spender':
      buyInCatalogueOrder(bank);
      return pickRandomFamily(context.random);
    case 'informed':
      buyByPlan(bank, ROTATION_WEIGHTS);
      return pickRandomFamily(context.random);
    case 'forecast':
      return playForecast(bank, context);
    case 'informed+quizzes':
      passQuizzes(bank, context.waveIndex);
      doDrills(bank, context.waveIndex);
      buyByPlan(bank, ROTATION_WEIGHTS);
      return pickRandomFamily(context.random);
  }
}

function playForecast(bank: SimBank, context: WaveContext): FamilyId {
  const weights = computeDamageWeights(computeFraudMix(context.difficulty, context.forecast));
  buyByPlan(bank, weights);
  return pickAlertFamily(bank.loadout, weights);
}

/** The family with the highest expected loss for `loadout` under `weights` (catalogue order on ties). */
export function pickAlertFamily(loadout: Loadout, weights: DamageWeights): FamilyId {
  const byFamily = computeExpectedDamageByFamily(loadout, weights);
  let best: FamilyId = FAMILY_IDS[0];
  for (const family of FAMILY_IDS) if (byFamily[family] > byFamily[best]) best = family;
  return best;
}

function pickRandomFamily(random: Random): FamilyId {
  return FAMILY_IDS[random.nextInt(FAMILY_IDS.length)]!;
}

function buyLevel(bank: SimBank, defenseId: DefenseId, fromLevel: OwnedLevel): void {
  const price = DEFENSES[defenseId].costs[fromLevel as 0 | 1 | 2];
  bank.cash -= price;
  bank.invested += price;
  bank.loadout[defenseId] = (fromLevel + 1) as Level;
}

function listAffordableLevels(bank: SimBank): DefenseId[] {
  return DEFENSE_IDS.filter((defenseId) => {
    const level: OwnedLevel = bank.loadout[defenseId] ?? 0;
    return level < 3 && DEFENSES[defenseId].costs[level as 0 | 1 | 2] <= bank.cash;
  });
}

function buyRandomly(bank: SimBank, random: Random): void {
  while (bank.cash >= RANDOM_STRATEGY_CASH_FLOOR) {
    const options = listAffordableLevels(bank);
    if (options.length === 0) return;
    const defenseId = options[random.nextInt(options.length)]!;
    buyLevel(bank, defenseId, bank.loadout[defenseId] ?? 0);
  }
}

/** Buys every defense it can afford in catalogue order, then upgrades in the same order, repeatedly. */
function buyInCatalogueOrder(bank: SimBank): void {
  for (;;) {
    const affordable = listAffordableLevels(bank);
    const next =
      affordable.find((defenseId) => bank.loadout[defenseId] === undefined) ?? affordable[0];
    if (next === undefined) return;
    buyLevel(bank, next, bank.loadout[next] ?? 0);
  }
}

function buyByPlan(bank: SimBank, weights: DamageWeights): void {
  if (bank.cash < 0) return;
  const plan = planPurchases(bank.loadout, bank.cash, weights, {
    minSavedPerCredit: PLANNING_MIN_SAVED_PER_CREDIT,
  });
  for (const step of plan.steps) {
    for (let level: number = step.fromLevel; level < step.toLevel; level += 1) {
      buyLevel(bank, step.defenseId, level as OwnedLevel);
    }
  }
}

/** Passes the first-pass quizzes evenly over the waves before QUIZZES_DONE_BY_WAVE. */
function passQuizzes(bank: SimBank, waveIndex: number): void {
  if (waveIndex >= QUIZZES_DONE_BY_WAVE) return;
  const target = Math.ceil((FRAUD_IDS.length * (waveIndex + 1)) / QUIZZES_DONE_BY_WAVE);
  const newlyPassed = target - bank.quizzesPassed;
  bank.quizzesPassed = target;
  bank.cash += newlyPassed * ECONOMY.quizFirstPassReward;
}

/**
 * Completes DRILL_PAIRS_PER_WAVE more twin pairs before each wave, until the season's
 * SIM_DRILL_PAIRS are done. Each pair pays once, as on the server. `drillsDone` counts drills.
 */
function doDrills(bank: SimBank, waveIndex: number): void {
  const target = Math.min(SIM_DRILL_PAIRS, DRILL_PAIRS_PER_WAVE * (waveIndex + 1));
  for (let pair = (bank.drillsDone ?? 0) / 2; pair < target; pair += 1) {
    bank.cash += computeSimPairPay();
  }
  bank.drillsDone = Math.max(bank.drillsDone ?? 0, 2 * target);
}
