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
    expect(formatTimeUntil(at, at - (3 * h + 12 * min))).toBe('in 3 h 12 min');
    expect(formatTimeUntil(at, at - 30 * s)).toBe('in 30 s');
    expect(formatTimeUntil(at, at - (DAY_MS - 1))).toBe('in 23 h 59 min');
  });

  it('gives the date, in the player’s time zone, from a day away', () => {
    expect(formatTimeUntil(at, at - DAY_MS, 'UTC')).toBe('on 14 Jan, 18:05');
    expect(formatTimeUntil(at, at - 3 * DAY_MS, 'Africa/Johannesburg')).toBe('on 14 Jan, 20:05');
  });
});
