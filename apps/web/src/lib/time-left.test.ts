import { describe, expect, it } from 'vitest';
import { DAY_MS, formatSpan, formatTimeUntil } from './time-left';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('formatSpan', () => {
  it('always names its units', () => {
    expect(formatSpan(3 * h + 12 * min + 59 * s)).toBe('3 h 12 min');
    expect(formatSpan(17 * h + 9 * min + 25 * s)).toBe('17 h 9 min');
    expect(formatSpan(2 * h)).toBe('2 h');
    expect(formatSpan(4 * min + 5 * s + 999)).toBe('4 min 05 s');
    expect(formatSpan(59 * min + 59 * s)).toBe('59 min 59 s');
    expect(formatSpan(45 * s)).toBe('45 s');
    expect(formatSpan(999)).toBe('0 s');
  });

  it('never counts below zero', () => {
    expect(formatSpan(-5 * s)).toBe('0 s');
  });
});

describe('formatTimeUntil', () => {
  const at = Date.parse('2030-01-14T18:05:00.000Z');

  it('says "in" and the span while the time is less than a day away', () => {
    expect(formatTimeUntil(at, at - (3 * h + 12 * min), 'UTC')).toBe('in 3 h 12 min');
    expect(formatTimeUntil(at, at - 30 * s, 'UTC')).toBe('in 30 s');
    expect(formatTimeUntil(at, at - (DAY_MS - 1), 'UTC')).toBe('in 23 h 59 min');
  });

  it('gives the date, in the player’s time zone, from a day away', () => {
    expect(formatTimeUntil(at, at - DAY_MS, 'UTC')).toBe('on 14 Jan, 18:05');
    expect(formatTimeUntil(at, at - 3 * DAY_MS, 'Africa/Johannesburg')).toBe('on 14 Jan, 20:05');
  });

  it('gives the day as it is in the player’s zone, across a day boundary', () => {
    // 05:30 UTC on 14 January: the 14th in Johannesburg, still the 13th in Los Angeles.
    const morning = Date.parse('2030-01-14T05:30:00.000Z');
    expect(formatTimeUntil(morning, morning - 2 * DAY_MS, 'Africa/Johannesburg')).toBe(
      'on 14 Jan, 07:30',
    );
    expect(formatTimeUntil(morning, morning - 2 * DAY_MS, 'America/Los_Angeles')).toBe(
      'on 13 Jan, 21:30',
    );
    // Less than a day away, the same span in every zone.
    expect(formatTimeUntil(morning, morning - (3 * h + 12 * min), 'America/Los_Angeles')).toBe(
      'in 3 h 12 min',
    );
  });
});
