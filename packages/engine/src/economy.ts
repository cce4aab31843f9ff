/**
 * The economy constants in one typed object, plus the integer arithmetic that turns them into
 * credits. Money is whole credits everywhere; every fraction is rounded half up with exact integer
 * arithmetic so a number like 6,187.5 can never become 6,187 through a floating-point slip.
 * Tuned values and the reasons for them are recorded in BALANCE.md.
 */
import type { Danger } from './catalogue';

/** Every difficulty, including a game master's hand-picked custom wave (the last). */
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'random', 'custom'] as const;

/** Every difficulty, including a game master's hand-picked custom wave. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Difficulties a wave can be drawn with by the seeded generator. */
export type DrawnDifficulty = Exclude<Difficulty, 'custom'>;

export type WaveShape = {
  readonly size: number;
  readonly minDanger: Danger;
  readonly maxDanger: Danger;
};

export type EconomyConfig = {
  readonly startingCash: number;
  readonly revenuePerWave: number;
  /** Upkeep per wave as a whole percent of invested, rounded half up. */
  readonly upkeepPercent: number;
  /** Share of a defense's invested amount paid back on sale, as a percent, rounded down. */
  readonly sellRefundPercent: number;
  readonly starBonus: number;
  /** What the season's first pass of a fraud's quiz pays when it comes on the season's first attempt. */
  readonly quizFirstPassReward: number;
  /**
   * What that first pass pays when it comes on the 2nd, 3rd, 4th… attempt of the season at that
   * fraud; the last value repeats. Retakes still teach, but guessing until a pass pays little.
   */
  readonly quizRetakePassRewards: readonly number[];
  readonly quizReviewReward: number;
  /**
   * Minutes after an attempt that ended without a pass (failed, or left answered or not) before
   * that quiz can be taken again: time to reread the page rather than to replay remembered answers.
   */
  readonly quizRetakeCooldownMinutes: number;
  /**
   * Each further attempt in a row without a pass multiplies that wait by this much (review.ts
   * getRetakeCooldownMinutes), so that guessing until a pass takes days, not an afternoon…
   */
  readonly quizRetakeCooldownGrowth: number;
  /**
   * …up to this many minutes. A retake that could only repeat questions whose answers the player
   * has been shown waits this long too: remembered answers are not learning.
   */
  readonly quizRetakeCooldownMaxMinutes: number;
  /**
   * Red-flag drills come in twin pairs, a scam and its genuine twin (drill-score.ts). A pair pays
   * once a season, when both are answered and both pass: this much for telling them apart…
   * (this and the flag pay are scaled by drill-score.ts's pairPayShare: half at the pass mark,
   * the whole for exactly the red flags)
   */
  readonly drillPairPay: number;
  /** …plus this much per red flag of the scam… */
  readonly drillFlagFoundPay: number;
  /**
   * …where a scam passes when its flags' hits minus false alarms (a share of its red flags found
   * minus a share of its other parts marked) reach this, so that marking every part, or marking
   * at random, does not pass. Two thirds: two of three flags with no ordinary part marked, or all
   * three with one of three ordinary parts marked. At a half, the bench's learner that marks by
   * what its past results taught it earned 13% of a perfect season; at two thirds, 11%, and with
   * the pay share rising from half, under 10% (BALANCE.md).
   */
  readonly drillPassDiscrimination: number;
  /** Minimum prevented % for 5, 4, 3, 2 and 1 stars, in that order. */
  readonly starThresholds: readonly [number, number, number, number, number];
  readonly waves: Readonly<Record<DrawnDifficulty, WaveShape>>;
  readonly customWave: {
    readonly minSize: number;
    readonly maxSize: number;
    readonly minDanger: Danger;
    readonly maxDanger: Danger;
  };
  /**
   * The alert factor (0.5 in game.md) as a percent: an alerted family's attacks do this % of the
   * damage that got through the defenses. A percent keeps the halving exact in integers.
   */
  readonly alertDamagePercent: number;
  /** Days until the next review after the 1st, 2nd, … consecutive pass; the last one repeats. */
  readonly reviewIntervalDays: readonly number[];
  /**
   * What a streak freeze costs in cash (streak.ts): one due review's pay, so a day of learning
   * pays for the next missed day's cover.
   */
  readonly streakFreezePrice: number;
  /** The most streak freezes a player holds at once. */
  readonly maxStreakFreezes: number;
  /**
   * The practice wave a new player's first loadout faces right after the welcome
   * (practice-wave.ts): the shape of a `difficulty` wave, `coveredAttacks` of its attacks drawn
   * among the frauds the loadout stops part of, the others among those it does not stop. Its seed
   * is derived from the player's id and `seed`. Never ranked, never paid (BALANCE.md).
   */
  readonly practiceWave: {
    readonly difficulty: DrawnDifficulty;
    readonly coveredAttacks: number;
    readonly seed: number;
  };
};

/** The economy in force. BALANCE.md says which values were tuned and why. */
export const ECONOMY: EconomyConfig = {
  startingCash: 1_000_000,
  revenuePerWave: 40_000,
  upkeepPercent: 2,
  sellRefundPercent: 50,
  starBonus: 10_000,
  quizFirstPassReward: 20_000,
  quizRetakePassRewards: [10_000, 5_000, 2_000],
  quizReviewReward: 5_000,
  quizRetakeCooldownMinutes: 30,
  quizRetakeCooldownGrowth: 2,
  quizRetakeCooldownMaxMinutes: 1_440,
  drillPairPay: 2_000,
  drillFlagFoundPay: 500,
  drillPassDiscrimination: 2 / 3,
  starThresholds: [90, 75, 50, 30, 10],
  waves: {
    easy: { size: 3, minDanger: 1, maxDanger: 2 },
    medium: { size: 4, minDanger: 1, maxDanger: 3 },
    hard: { size: 5, minDanger: 2, maxDanger: 4 },
    random: { size: 4, minDanger: 1, maxDanger: 4 },
  },
  customWave: { minSize: 1, maxSize: 8, minDanger: 1, maxDanger: 4 },
  alertDamagePercent: 50,
  reviewIntervalDays: [1, 3, 7, 21, 60],
  streakFreezePrice: 5_000,
  maxStreakFreezes: 1,
  practiceWave: { difficulty: 'easy', coveredAttacks: 1, seed: 29 },
};

/** The most stars a wave gives: one per threshold of `starThresholds`. */
export const MAX_STARS = ECONOMY.starThresholds.length;

/**
 * `numerator / denominator` rounded half up, for a non-negative numerator and a positive
 * denominator, both safe integers. Exact: the float quotient is corrected by one step if needed.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return divideFloor(2 * numerator + denominator, 2 * denominator);
}

/** `numerator / denominator` rounded down, exact for non-negative safe integers. */
export function divideFloor(numerator: number, denominator: number): number {
  let quotient = Math.floor(numerator / denominator);
  if (quotient * denominator > numerator) quotient -= 1;
  else if ((quotient + 1) * denominator <= numerator) quotient += 1;
  return quotient;
}

/** Upkeep due for one wave: `upkeepPercent` of invested, rounded half up (25 → 1 at 2%). */
export function computeUpkeep(invested: number): number {
  return divideRoundHalfUp(invested * ECONOMY.upkeepPercent, 100);
}

/**
 * Stars for a wave from its total prevented and total base damage, compared in integers so that
 * exactly 90% gives 5 stars. A wave with no base damage earns no stars.
 */
export function computeStars(prevented: number, base: number): number {
  if (base <= 0) return 0;
  const thresholds = ECONOMY.starThresholds;
  for (let index = 0; index < thresholds.length; index += 1) {
    if (prevented * 100 >= thresholds[index]! * base) return thresholds.length - index;
  }
  return 0;
}

/** Net worth = cash + what the bank has paid for the defenses it still owns. */
export function computeNetWorth(cash: number, invested: number): number {
  return cash + invested;
}
