import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ECONOMY } from './economy';
import {
  addFreeze,
  canBuyFreeze,
  EMPTY_STREAK,
  fromDayNumber,
  recordStreakDay,
  type StreakState,
  shiftDay,
  toDayNumber,
  viewStreak,
} from './streak';

const record = (state: StreakState, ...days: string[]): StreakState =>
  days.reduce(recordStreakDay, state);
const withFreeze = (state: StreakState): StreakState => addFreeze(state);

/** Any day from 2000 to 2099. */
const dayArbitrary = fc
  .integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') })
  .map(fromDayNumber);

/** Any reachable state: days recorded in any order, freezes bought at any point. */
const stateArbitrary = fc
  .array(fc.oneof(dayArbitrary, fc.constant('freeze' as const)), { maxLength: 30 })
  .map((steps) =>
    steps.reduce<StreakState>(
      (state, step) =>
        step === 'freeze'
          ? canBuyFreeze(state)
            ? addFreeze(state)
            : state
          : recordStreakDay(state, step),
      EMPTY_STREAK,
    ),
  );

describe('days', () => {
  it('steps days across months, years and leap days with Date.UTC', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    // A daylight-saving change is not a day boundary: days are whole UTC days.
    expect(shiftDay('2026-03-28', 2)).toBe('2026-03-30');
    expect(toDayNumber('1970-01-02')).toBe(1);
  });

  it('refuses text that is not a real day', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-1-01', '26-01-01', '', '2026-01-01T00'])
      expect(() => toDayNumber(day), day).toThrow(RangeError);
  });
});

describe('recordStreakDay', () => {
  it('starts at 1 and adds 1 for each next day', () => {
    const state = record(EMPTY_STREAK, '2026-11-01', '2026-11-02', '2026-11-03');
    expect(state).toEqual({
      current: 3,
      longest: 3,
      lastDay: '2026-11-03',
      freezes: 0,
      lastFrozenDay: null,
    });
  });

  it('counts a day once, however often it is recorded', () => {
    const once = record(EMPTY_STREAK, '2026-11-01', '2026-11-02');
    expect(recordStreakDay(once, '2026-11-02')).toBe(once);
  });

  it('neither breaks nor counts again a day earlier than the last (time zone moved west)', () => {
    const state = record(EMPTY_STREAK, '2026-11-01', '2026-11-02');
    expect(recordStreakDay(state, '2026-11-01')).toBe(state);
    expect(recordStreakDay(state, '2026-10-20')).toBe(state);
    // The next day still follows on.
    expect(recordStreakDay(state, '2026-11-03').current).toBe(3);
  });

  it('restarts at 1 after a missed day without a freeze, keeping the longest', () => {
    const state = record(EMPTY_STREAK, '2026-11-01', '2026-11-02', '2026-11-04');
    expect(state).toMatchObject({ current: 1, longest: 2, lastDay: '2026-11-04' });
  });

  it('uses a held freeze for exactly one missed day', () => {
    const before = withFreeze(record(EMPTY_STREAK, '2026-11-01', '2026-11-02'));
    expect(before.freezes).toBe(1);
    const after = recordStreakDay(before, '2026-11-04');
    expect(after).toEqual({
      current: 3,
      longest: 3,
      lastDay: '2026-11-04',
      freezes: 0,
      lastFrozenDay: '2026-11-03',
    });
    // Across a month end too.
    const monthEnd = recordStreakDay(withFreeze(record(EMPTY_STREAK, '2026-11-29')), '2026-12-01');
    expect(monthEnd).toMatchObject({ current: 2, lastFrozenDay: '2026-11-30', freezes: 0 });
  });

  it('does not stretch a freeze over two missed days, and keeps it for later', () => {
    const before = withFreeze(record(EMPTY_STREAK, '2026-11-01', '2026-11-02'));
    const after = recordStreakDay(before, '2026-11-05');
    expect(after).toMatchObject({ current: 1, longest: 2, freezes: 1, lastFrozenDay: null });
    // The kept freeze covers a later single missed day.
    expect(recordStreakDay(after, '2026-11-07')).toMatchObject({
      current: 2,
      freezes: 0,
      lastFrozenDay: '2026-11-06',
    });
  });

  it('does not spend a freeze when no day was missed', () => {
    const state = record(withFreeze(record(EMPTY_STREAK, '2026-11-01')), '2026-11-02');
    expect(state).toMatchObject({ current: 2, freezes: 1, lastFrozenDay: null });
  });

  it('never lowers the longest streak and keeps current ≤ longest (property)', () => {
    fc.assert(
      fc.property(stateArbitrary, dayArbitrary, (state, day) => {
        const next = recordStreakDay(state, day);
        expect(next.longest).toBeGreaterThanOrEqual(state.longest);
        expect(next.current).toBeLessThanOrEqual(next.longest);
        expect(next.current).toBeGreaterThanOrEqual(1);
        expect(next.freezes).toBeLessThanOrEqual(state.freezes);
      }),
    );
  });

  it('counts n days in a row as n, and days recorded in order never lower longest (property)', () => {
    fc.assert(
      fc.property(
        dayArbitrary,
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }),
        (start, steps) => {
          let state = record(EMPTY_STREAK, start);
          let day = start;
          let run = 1;
          for (const step of steps) {
            const longest = state.longest;
            day = shiftDay(day, step);
            state = recordStreakDay(state, day);
            if (step === 1) run += 1;
            else if (step > 1) run = 1;
            expect(state.current).toBe(run);
            expect(state.longest).toBeGreaterThanOrEqual(longest);
          }
        },
      ),
    );
  });

  it('lets one freeze cover at most one day (property)', () => {
    fc.assert(
      fc.property(
        dayArbitrary,
        fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 20 }),
        (start, gaps) => {
          let state = withFreeze(record(EMPTY_STREAK, start));
          let day = start;
          let covered = 0;
          for (const gap of gaps) {
            day = shiftDay(day, gap);
            const next = recordStreakDay(state, day);
            if (next.lastFrozenDay !== state.lastFrozenDay) {
              covered += 1;
              // The covered day is the single missed one, and the streak went on.
              expect(gap).toBe(2);
              expect(next.lastFrozenDay).toBe(shiftDay(day, -1));
              expect(next.current).toBe(state.current + 1);
            }
            state = next;
          }
          expect(covered).toBeLessThanOrEqual(1);
          expect(state.freezes).toBe(1 - covered);
        },
      ),
    );
  });
});

describe('viewStreak', () => {
  const state = record(EMPTY_STREAK, '2026-11-01', '2026-11-02', '2026-11-03');

  it('shows a streak done today, not at risk', () => {
    expect(viewStreak(state, '2026-11-03')).toEqual({
      current: 3,
      longest: 3,
      doneToday: true,
      atRisk: false,
      freezes: 0,
      freezeCovers: null,
      lastFrozenDay: null,
    });
  });

  it('keeps a streak last done yesterday alive and at risk', () => {
    expect(viewStreak(state, '2026-11-04')).toMatchObject({
      current: 3,
      doneToday: false,
      atRisk: true,
      freezeCovers: null,
    });
  });

  it('shows 0 once a day was missed without a freeze, with the longest kept', () => {
    expect(viewStreak(state, '2026-11-05')).toMatchObject({
      current: 0,
      longest: 3,
      doneToday: false,
      atRisk: false,
      freezeCovers: null,
    });
  });

  it('says which missed day a held freeze will cover', () => {
    const frozen = withFreeze(state);
    expect(viewStreak(frozen, '2026-11-05')).toMatchObject({
      current: 3,
      atRisk: true,
      freezes: 1,
      freezeCovers: '2026-11-04',
    });
    expect(viewStreak(frozen, '2026-11-06')).toMatchObject({ current: 0, freezeCovers: null });
    // Recording today then uses it, as the view said.
    expect(recordStreakDay(frozen, '2026-11-05')).toMatchObject({
      current: 4,
      lastFrozenDay: '2026-11-04',
    });
  });

  it('counts a last day later than today (time zone moved west) as done today', () => {
    expect(viewStreak(state, '2026-11-02')).toMatchObject({
      current: 3,
      doneToday: true,
      atRisk: false,
    });
  });

  it('shows nothing before the first day', () => {
    expect(viewStreak(EMPTY_STREAK, '2026-11-01')).toEqual({
      current: 0,
      longest: 0,
      doneToday: false,
      atRisk: false,
      freezes: 0,
      freezeCovers: null,
      lastFrozenDay: null,
    });
  });

  it('agrees with recordStreakDay: doing something today gives the shown streak + 1 (property)', () => {
    fc.assert(
      fc.property(stateArbitrary, dayArbitrary, (state, today) => {
        const view = viewStreak(state, today);
        const next = recordStreakDay(state, today);
        if (view.doneToday) expect(next).toBe(state);
        else expect(next.current).toBe(view.current + 1);
        expect(view.atRisk).toBe(view.current > 0 && !view.doneToday);
        expect(view.current === 0 || view.current === state.current).toBe(true);
        if (view.freezeCovers !== null) expect(next.lastFrozenDay).toBe(view.freezeCovers);
      }),
    );
  });
});

describe('streak freezes', () => {
  it('costs 5,000 and a player holds at most one', () => {
    expect(ECONOMY.streakFreezePrice).toBe(5_000);
    expect(ECONOMY.maxStreakFreezes).toBe(1);
    expect(canBuyFreeze(EMPTY_STREAK)).toBe(true);
    const held = addFreeze(EMPTY_STREAK);
    expect(held.freezes).toBe(1);
    expect(canBuyFreeze(held)).toBe(false);
    expect(() => addFreeze(held)).toThrow(RangeError);
    // Once used, another can be bought.
    const used = recordStreakDay(
      record(addFreeze(record(EMPTY_STREAK, '2026-11-01'))),
      '2026-11-03',
    );
    expect(used.freezes).toBe(0);
    expect(canBuyFreeze(used)).toBe(true);
  });
});
