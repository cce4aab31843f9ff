/**
 * Spaced review of quizzes, over dates passed in (ISO strings, epoch ms or Date): the engine never
 * reads the clock. Days are exact 24-hour spans of UTC time, so the schedule has no time-zone or
 * daylight-saving surprises.
 *
 * A review state is the interval step the fraud is on and when it is next due. A first pass puts it
 * on step 1 (due 1 day later); each pass of a due review moves one step on (3, 7, 21, 60 days,
 * then 60 again); a failed due review goes back to step 1, due 1 day after the failure. Attempts
 * before the due date change nothing: retrieval practice only counts once the memory has had time
 * to fade.
 */
import { ECONOMY } from './economy';

export type DateInput = string | number | Date;

/** A quiz attempt draws this many of the fraud's questions (game.md: "A session draws 5 of them"). */
export const QUIZ_QUESTIONS_PER_ATTEMPT = 5;

/** An attempt passes with at least this many of its questions right. */
export const QUIZ_PASS_SCORE = 4;

/** Whether an attempt with `score` right answers passes. */
export function isQuizPassed(score: number): boolean {
  return score >= QUIZ_PASS_SCORE;
}

export type ReviewState = {
  /** 1-based step in ECONOMY.reviewIntervalDays that set dueAt. */
  readonly stage: number;
  /** Epoch ms from which the review is due. */
  readonly dueAt: number;
};

const DAY_MS = 86_400_000;

/** Epoch ms of a date given as an ISO string, epoch ms or Date (RangeError when unparseable). */
export function toEpochMs(date: DateInput): number {
  const ms =
    typeof date === 'number' ? date : typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not a date: ${String(date)}`);
  return ms;
}

/** Days to wait after a pass that reached `stage` (1-based; past the last interval it repeats). */
export function getReviewIntervalDays(stage: number): number {
  const intervals = ECONOMY.reviewIntervalDays;
  return intervals[Math.min(Math.max(stage, 1), intervals.length) - 1]!;
}

/** When a review is next due after a pass at `passedAt` that reached `stage`, in epoch ms. */
export function computeNextDue(passedAt: DateInput, stage: number): number {
  return toEpochMs(passedAt) + getReviewIntervalDays(stage) * DAY_MS;
}

/** Whether the quiz of a fraud in `state` is due for review at `now` (never when never passed). */
export function isReviewDue(state: ReviewState | null, now: DateInput): boolean {
  return state !== null && toEpochMs(now) >= state.dueAt;
}

/**
 * The review state after a quiz attempt at `at`. `state` is null when the fraud was never passed.
 * See the file header for the rules.
 */
export function recordQuizAttempt(
  state: ReviewState | null,
  passed: boolean,
  at: DateInput,
): ReviewState | null {
  if (state === null) return passed ? { stage: 1, dueAt: computeNextDue(at, 1) } : null;
  if (!isReviewDue(state, at)) return state;
  const stage = passed ? Math.min(state.stage + 1, ECONOMY.reviewIntervalDays.length) : 1;
  return { stage, dueAt: computeNextDue(at, stage) };
}

/**
 * What the season's first pass pays on the `attempt`-th attempt of the season at that fraud
 * (1-based, counting this one): the full first-pass reward on the first attempt, then
 * ECONOMY.quizRetakePassRewards (whose last value repeats).
 */
export function getFirstPassReward(attempt: number): number {
  if (attempt <= 1) return ECONOMY.quizFirstPassReward;
  const later = ECONOMY.quizRetakePassRewards;
  return later[Math.min(attempt - 2, later.length - 1)]!;
}

/**
 * Credits a quiz attempt pays: the first pass of the fraud this season pays by how many attempts
 * it took (getFirstPassReward); otherwise a pass while the review is due pays the review reward;
 * anything else pays 0. `attempt` is this attempt's number among the season's attempts at the
 * fraud, 1 for the first.
 */
export function computeQuizReward(input: {
  readonly passed: boolean;
  readonly passedThisSeason: boolean;
  readonly attempt: number;
  readonly state: ReviewState | null;
  readonly at: DateInput;
}): number {
  if (!input.passed) return 0;
  if (!input.passedThisSeason) return getFirstPassReward(input.attempt);
  return isReviewDue(input.state, input.at) ? ECONOMY.quizReviewReward : 0;
}

/**
 * Minutes a quiz stays closed after an attempt that ended without a pass (failed, left after
 * answering, or left unanswered). `failures` counts the attempts in a row at that quiz that ended
 * without a pass, this one included, since the player's last pass of it or the start of the
 * season: 1 waits ECONOMY.quizRetakeCooldownMinutes, and each further one multiplies the wait by
 * ECONOMY.quizRetakeCooldownGrowth, up to ECONOMY.quizRetakeCooldownMaxMinutes (30, 60, 120, …,
 * then a day). `mustRepeat` says the next attempt cannot be drawn wholly from questions the player
 * was never shown: it would replay answers already revealed, so it waits the maximum.
 */
export function getRetakeCooldownMinutes(failures: number, mustRepeat = false): number {
  const max = ECONOMY.quizRetakeCooldownMaxMinutes;
  if (mustRepeat) return max;
  // The exponent is bounded so that the product stays an exact integer far past any cap.
  const count = Number.isFinite(failures) ? Math.max(Math.floor(failures), 1) : 1;
  const steps = Math.min(count - 1, 30);
  return Math.min(
    max,
    ECONOMY.quizRetakeCooldownMinutes * ECONOMY.quizRetakeCooldownGrowth ** steps,
  );
}

/**
 * When a quiz can be taken again after an attempt that ended without a pass at `endedAt`, in
 * epoch ms: getRetakeCooldownMinutes(failures, mustRepeat) later.
 */
export function computeRetakeOpensAt(endedAt: DateInput, failures = 1, mustRepeat = false): number {
  return toEpochMs(endedAt) + getRetakeCooldownMinutes(failures, mustRepeat) * 60_000;
}
