import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ECONOMY } from './economy';
import {
  computeNextDue,
  computeQuizReward,
  computeRetakeOpensAt,
  getFirstPassReward,
  getRetakeCooldownMinutes,
  getReviewIntervalDays,
  isQuizPassed,
  isReviewDue,
  QUIZ_PASS_SCORE,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  recordQuizAttempt,
  toEpochMs,
} from './review';

const DAY = 86_400_000;
const start = Date.parse('2025-03-01T18:00:00.000Z');

describe('a quiz attempt', () => {
  it('draws 5 questions and passes with at least 4 right', () => {
    expect(QUIZ_QUESTIONS_PER_ATTEMPT).toBe(5);
    expect(QUIZ_PASS_SCORE).toBe(4);
    expect([0, 3, 4, 5].map(isQuizPassed)).toEqual([false, false, true, true]);
  });
});

describe('spaced review', () => {
  it('waits 1, 3, 7, 21 and 60 days, then 60 again', () => {
    expect([1, 2, 3, 4, 5, 6].map(getReviewIntervalDays)).toEqual([1, 3, 7, 21, 60, 60]);
    expect(getReviewIntervalDays(0)).toBe(1);
    expect(computeNextDue(start, 3)).toBe(start + 7 * DAY);
    expect(computeNextDue('2025-03-01T18:00:00.000Z', 1)).toBe(start + DAY);
  });

  it('accepts ISO strings, epoch ms and Dates, and refuses nonsense', () => {
    expect(toEpochMs('2025-03-01T18:00:00.000Z')).toBe(start);
    expect(toEpochMs(start)).toBe(start);
    expect(toEpochMs(new Date(start))).toBe(start);
    expect(() => toEpochMs('not a date')).toThrow(RangeError);
  });

  it('moves through the intervals on passes made when due', () => {
    let state = recordQuizAttempt(null, true, start);
    expect(state).toEqual({ stage: 1, dueAt: start + DAY });
    state = recordQuizAttempt(state, true, start + DAY);
    expect(state).toEqual({ stage: 2, dueAt: start + 4 * DAY });
    state = recordQuizAttempt(state, true, start + 5 * DAY);
    expect(state).toEqual({ stage: 3, dueAt: start + 12 * DAY });
  });

  it('keeps the schedule on attempts before the due date', () => {
    const state = { stage: 2, dueAt: start + 4 * DAY };
    expect(recordQuizAttempt(state, true, start + 2 * DAY)).toBe(state);
    expect(recordQuizAttempt(state, false, start + 2 * DAY)).toBe(state);
    expect(recordQuizAttempt(null, false, start)).toBeNull();
  });

  it('sends a failed review back to the first interval', () => {
    const state = { stage: 4, dueAt: start };
    expect(recordQuizAttempt(state, false, start + DAY)).toEqual({
      stage: 1,
      dueAt: start + 2 * DAY,
    });
  });

  it('stays on the last interval after it', () => {
    expect(recordQuizAttempt({ stage: 5, dueAt: start }, true, start)).toEqual({
      stage: 5,
      dueAt: start + 60 * DAY,
    });
  });

  it('knows when a review is due', () => {
    expect(isReviewDue(null, start)).toBe(false);
    expect(isReviewDue({ stage: 1, dueAt: start }, start - 1)).toBe(false);
    expect(isReviewDue({ stage: 1, dueAt: start }, start)).toBe(true);
  });

  it('pays 20,000 for a first pass in the season, 5,000 for a due review pass, else nothing', () => {
    const due = { stage: 1, dueAt: start };
    const reward = (
      passed: boolean,
      passedThisSeason: boolean,
      state: typeof due | null,
      at: number,
    ) => computeQuizReward({ passed, passedThisSeason, attempt: 1, state, at });
    expect(reward(true, false, null, start)).toBe(20_000);
    expect(reward(true, false, due, start)).toBe(20_000);
    expect(reward(true, true, due, start)).toBe(5_000);
    expect(reward(true, true, due, start - 1)).toBe(0);
    expect(reward(false, false, null, start)).toBe(0);
  });

  it('pays less for a first pass that took more attempts: 20,000, 10,000, 5,000, then 2,000', () => {
    const paid = [1, 2, 3, 4, 5, 12].map((attempt) =>
      computeQuizReward({ passed: true, passedThisSeason: false, attempt, state: null, at: start }),
    );
    expect(paid).toEqual([20_000, 10_000, 5_000, 2_000, 2_000, 2_000]);
    expect([1, 2, 3, 9].map(getFirstPassReward)).toEqual([20_000, 10_000, 5_000, 2_000]);
    expect(
      computeQuizReward({
        passed: false,
        passedThisSeason: false,
        attempt: 2,
        state: null,
        at: start,
      }),
    ).toBe(0);
  });

  it('opens a retake 30 minutes after an attempt that ended without a pass', () => {
    expect(computeRetakeOpensAt(start)).toBe(start + 30 * 60_000);
    expect(computeRetakeOpensAt(new Date(start).toISOString())).toBe(start + 30 * 60_000);
  });

  it('doubles the wait after each further failure in a row, up to a day', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => getRetakeCooldownMinutes(n))).toEqual([
      30, 60, 120, 240, 480, 960, 1_440, 1_440, 1_440,
    ]);
    expect(getRetakeCooldownMinutes(0)).toBe(30);
    expect(getRetakeCooldownMinutes(Number.NaN)).toBe(30);
    expect(computeRetakeOpensAt(start, 3)).toBe(start + 120 * 60_000);
  });

  it('waits the longest when a retake could only repeat questions already shown', () => {
    expect(getRetakeCooldownMinutes(1, true)).toBe(ECONOMY.quizRetakeCooldownMaxMinutes);
    expect(computeRetakeOpensAt(start, 2, true)).toBe(start + DAY);
  });

  it('never shortens the wait as failures add up, and never passes the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (failures, repeat) => {
        const wait = getRetakeCooldownMinutes(failures, repeat);
        expect(Number.isInteger(wait)).toBe(true);
        expect(wait).toBeLessThanOrEqual(ECONOMY.quizRetakeCooldownMaxMinutes);
        expect(getRetakeCooldownMinutes(failures + 1, repeat)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});
