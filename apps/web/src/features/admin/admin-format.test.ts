import { describe, expect, it } from 'vitest';
import {
  describeInterval,
  familyList,
  formatCompactMoney,
  formatDateTime,
  intervalProblem,
  pageCount,
  seasonNumberTyped,
  splitInterval,
  timeOfDayProblem,
  toMinutes,
} from './admin-format';

describe('intervals', () => {
  it('splits minutes into the largest unit that divides them', () => {
    expect(splitInterval(5)).toEqual({ value: 5, unit: 'minutes' });
    expect(splitInterval(90)).toEqual({ value: 90, unit: 'minutes' });
    expect(splitInterval(120)).toEqual({ value: 2, unit: 'hours' });
    expect(splitInterval(1440)).toEqual({ value: 1, unit: 'days' });
    expect(splitInterval(10_080)).toEqual({ value: 7, unit: 'days' });
  });

  it('reads a typed number and unit back as minutes, refusing anything but whole numbers', () => {
    expect(toMinutes('5', 'minutes')).toBe(5);
    expect(toMinutes(' 2 ', 'hours')).toBe(120);
    expect(toMinutes('7', 'days')).toBe(10_080);
    for (const bad of ['', '0', '-5', '1.5', 'abc', '1e3'])
      expect(toMinutes(bad, 'minutes')).toBeNull();
  });

  it('keeps the server limits of 5 minutes to 7 days', () => {
    expect(intervalProblem(null)).toMatch(/whole number/);
    expect(intervalProblem(4)).toBe('The interval is at least 5 minutes.');
    expect(intervalProblem(5)).toBeNull();
    expect(intervalProblem(10_080)).toBeNull();
    expect(intervalProblem(10_081)).toBe('The interval is at most 7 days.');
  });

  it('describes an interval in words', () => {
    expect(describeInterval(5)).toBe('every 5 minutes');
    expect(describeInterval(60)).toBe('every hour');
    expect(describeInterval(180)).toBe('every 3 hours');
    expect(describeInterval(1440)).toBe('every day');
    expect(describeInterval(2880)).toBe('every 2 days');
  });

  it('accepts only a 24-hour HH:MM time of day', () => {
    expect(timeOfDayProblem('18:00')).toBeNull();
    expect(timeOfDayProblem('00:05')).toBeNull();
    for (const bad of ['24:00', '8:00', '18:60', '', '18:00:00']) {
      expect(timeOfDayProblem(bad)).not.toBeNull();
    }
  });
});

describe('formats', () => {
  it('writes compact money for chart axes', () => {
    expect(formatCompactMoney(0)).toBe('$0');
    expect(formatCompactMoney(950)).toBe('$950');
    expect(formatCompactMoney(12_000)).toBe('$12k');
    expect(formatCompactMoney(12_500)).toBe('$12.5k');
    expect(formatCompactMoney(250_000)).toBe('$250k');
    expect(formatCompactMoney(1_200_000)).toBe('$1.2M');
    expect(formatCompactMoney(-40_000)).toBe('\u2212$40k');
  });

  it('writes a date and time, and a dash when there is none', () => {
    expect(formatDateTime(null, 'UTC')).toBe('—');
    expect(formatDateTime('not a date', 'UTC')).toBe('—');
    expect(formatDateTime('2025-11-21T18:00:00.000Z', 'UTC')).toMatch(/2025/);
  });

  it('writes a time in the given time zone, and names the zone', () => {
    expect(formatDateTime('2025-11-21T18:00:00.000Z', 'UTC')).toBe('21 Nov 2025, 18:00:00 UTC');
    expect(formatDateTime('2025-11-21T18:00:00.000Z', 'Africa/Johannesburg')).toBe(
      '21 Nov 2025, 20:00:00 GMT+2',
    );
  });

  it('names forecast families as players see them', () => {
    expect(familyList(['social', 'physical'])).toBe('Social engineering, Physical');
    expect(familyList([])).toBe('');
    expect(familyList(['unknown'])).toBe('unknown');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('the typed confirmation of a new season', () => {
  it("matches only the current season's number, spaces around it allowed", () => {
    expect(seasonNumberTyped('7', 7)).toBe(true);
    expect(seasonNumberTyped(' 7 ', 7)).toBe(true);
    expect(seasonNumberTyped('8', 7)).toBe(false);
    expect(seasonNumberTyped('07', 7)).toBe(false);
    expect(seasonNumberTyped('7.0', 7)).toBe(false);
    expect(seasonNumberTyped('', 7)).toBe(false);
    expect(seasonNumberTyped('seven', 7)).toBe(false);
  });
});
