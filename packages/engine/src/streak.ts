/**
 * The daily streak: the player's run of local days with a drill, a quiz or a due review done.
 * Days are 'YYYY-MM-DD' text in the player's time zone (the server works them out); this module
 * only steps them, with Date.UTC, and never reads a clock.
 *
 * - Recording the day after the last one adds 1. Recording the same day again changes nothing.
 * - A streak freeze (ECONOMY.maxStreakFreezes at most, bought for ECONOMY.streakFreezePrice)
 *   covers exactly one missed day: recording the day after a single missed day uses it and adds 1.
 *   Two or more missed days break the streak, freeze or not, and the freeze is kept.
 * - A day earlier than the last one (the time zone moved west) changes nothing: no break, no
 *   second count.
 */
import { ECONOMY } from './economy';

export type StreakState = {
  /** Days in the streak as of `lastDay` (not as of today: see viewStreak). */
  readonly current: number;
  readonly longest: number;
  /** The last day recorded, 'YYYY-MM-DD', or null before the first. */
  readonly lastDay: string | null;
  /** Freezes held, 0 to ECONOMY.maxStreakFreezes. */
  readonly freezes: number;
  /** The last missed day a freeze covered, or null. */
  readonly lastFrozenDay: string | null;
};

export type StreakView = {
  /** The streak as of today: 0 once it is broken. */
  readonly current: number;
  readonly longest: number;
  readonly doneToday: boolean;
  /** Alive but not done today: doing something today keeps it. */
  readonly atRisk: boolean;
  readonly freezes: number;
  /** Yesterday, when it was missed and a held freeze will cover it; otherwise null. */
  readonly freezeCovers: string | null;
  readonly lastFrozenDay: string | null;
};

/** A streak before any day is recorded. */
export const EMPTY_STREAK: StreakState = {
  current: 0,
  longest: 0,
  lastDay: null,
  freezes: 0,
  lastFrozenDay: null,
};

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day. Throws a RangeError for anything else. */
export function toDayNumber(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (match) {
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (fromDayNumber(time / DAY_MS) === day) return time / DAY_MS;
  }
  throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
}

/** The 'YYYY-MM-DD' day `dayNumber` days after 1970-01-01. */
export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** `day` moved by `delta` days. */
export function shiftDay(day: string, delta: number): string {
  return fromDayNumber(toDayNumber(day) + delta);
}

/** Records a day with an activity done (see the rules at the top of this file). */
export function recordStreakDay(state: StreakState, day: string): StreakState {
  const today = toDayNumber(day);
  if (state.lastDay === null) return withCurrent(state, 1, day);
  const gap = today - toDayNumber(state.lastDay);
  if (gap <= 0) return state;
  if (gap === 1) return withCurrent(state, state.current + 1, day);
  if (gap === 2 && state.freezes > 0) {
    return {
      ...withCurrent(state, state.current + 1, day),
      freezes: state.freezes - 1,
      lastFrozenDay: shiftDay(day, -1),
    };
  }
  return withCurrent(state, 1, day);
}

function withCurrent(state: StreakState, current: number, day: string): StreakState {
  return { ...state, current, longest: Math.max(state.longest, current), lastDay: day };
}

/** The streak as the player sees it on `today` (their local day). */
export function viewStreak(state: StreakState, today: string): StreakView {
  const gap = state.lastDay === null ? null : toDayNumber(today) - toDayNumber(state.lastDay);
  // gap < 0: the last day recorded is later than today, after a move west; it counts as today.
  const doneToday = gap !== null && gap <= 0;
  const freezeCovers = gap === 2 && state.freezes > 0 ? shiftDay(today, -1) : null;
  const alive = gap !== null && (gap <= 1 || freezeCovers !== null);
  return {
    current: alive ? state.current : 0,
    longest: state.longest,
    doneToday,
    atRisk: alive && !doneToday,
    freezes: state.freezes,
    freezeCovers,
    lastFrozenDay: state.lastFrozenDay,
  };
}

/** True while the player holds fewer than ECONOMY.maxStreakFreezes freezes (cash is checked apart). */
export function canBuyFreeze(state: StreakState): boolean {
  return state.freezes < ECONOMY.maxStreakFreezes;
}

/** The state after buying a freeze. Throws a RangeError when canBuyFreeze is false. */
export function addFreeze(state: StreakState): StreakState {
  if (!canBuyFreeze(state)) throw new RangeError('a streak freeze is already held');
  return { ...state, freezes: state.freezes + 1 };
}
