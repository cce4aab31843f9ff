import { describe, expect, it } from 'vitest';
import {
  formatAt,
  formatDateTime,
  formatDayTime,
  formatLongDate,
  formatTime,
  fromZonedInputValue,
  toZonedInputValue,
  zoneOffsetMs,
} from './date-format';

const JOBURG = 'Africa/Johannesburg';
const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;

/** 05:30 UTC on 14 January 2030: already the 14th in Johannesburg, still the 13th in Los Angeles. */
const MORNING = Date.parse('2030-01-14T05:30:00.000Z');

describe('a moment in the player’s time zone', () => {
  it('writes the same moment as each zone’s own wall clock, across a day boundary', () => {
    expect(formatDateTime(MORNING, JOBURG)).toBe('14 Jan 2030, 07:30');
    expect(formatDateTime(MORNING, LA)).toBe('13 Jan 2030, 21:30');
    expect(formatDayTime(MORNING, JOBURG)).toBe('14 Jan, 07:30');
    expect(formatDayTime(MORNING, LA)).toBe('13 Jan, 21:30');
    expect(formatTime(MORNING, JOBURG)).toBe('07:30');
    expect(formatTime(MORNING, LA)).toBe('21:30');
    expect(formatLongDate(MORNING, JOBURG)).toBe('14 January 2030');
    expect(formatLongDate(MORNING, LA)).toBe('13 January 2030');
  });

  it('takes epoch ms, ISO text or a Date alike', () => {
    const iso = new Date(MORNING).toISOString();
    expect(formatDateTime(iso, LA)).toBe(formatDateTime(MORNING, LA));
    expect(formatDateTime(new Date(MORNING), LA)).toBe(formatDateTime(MORNING, LA));
  });

  it('names the zone to the second for the game master', () => {
    expect(formatAt(MORNING, JOBURG, 'dateTimeNamed')).toBe('14 Jan 2030, 07:30:00 GMT+2');
    expect(formatAt(MORNING, LA, 'dateTimeNamed')).toBe('13 Jan 2030, 21:30:00 GMT-8');
    expect(formatAt(MORNING, 'UTC', 'dateTimeNamed')).toBe('14 Jan 2030, 05:30:00 UTC');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(formatTime(Date.parse('2030-01-13T22:00:00.000Z'), JOBURG)).toBe('00:00');
  });

  it('gives a dash for a missing or broken moment', () => {
    expect(formatAt(null, JOBURG)).toBe('—');
    expect(formatAt(undefined, JOBURG)).toBe('—');
    expect(formatAt('not a date', JOBURG)).toBe('—');
  });
});

describe('zone offsets and the datetime-local fields', () => {
  it('knows each zone’s offset, summer time included', () => {
    expect(zoneOffsetMs(MORNING, JOBURG)).toBe(2 * HOUR);
    expect(zoneOffsetMs(MORNING, LA)).toBe(-8 * HOUR);
    expect(zoneOffsetMs(Date.parse('2030-07-01T12:00:00Z'), LA)).toBe(-7 * HOUR);
  });

  it('fills the field with the zone’s wall clock and reads it back as the same moment', () => {
    expect(toZonedInputValue(MORNING, JOBURG)).toBe('2030-01-14T07:30');
    expect(toZonedInputValue(MORNING, LA)).toBe('2030-01-13T21:30');
    expect(fromZonedInputValue('2030-01-14T07:30', JOBURG)).toBe(MORNING);
    expect(fromZonedInputValue('2030-01-13T21:30', LA)).toBe(MORNING);
    expect(fromZonedInputValue('2030-07-01T05:00', LA)).toBe(Date.parse('2030-07-01T12:00:00Z'));
    expect(fromZonedInputValue('2030-07-01T05:00:30', LA)).toBe(Date.parse('2030-07-01T12:00:30Z'));
  });

  it('reads a time around the clock changes without losing an hour', () => {
    // Los Angeles skips 02:00–03:00 on 10 March 2030 and repeats 01:00–02:00 on 3 November.
    expect(fromZonedInputValue('2030-03-10T01:30', LA)).toBe(Date.parse('2030-03-10T09:30:00Z'));
    expect(fromZonedInputValue('2030-03-10T03:30', LA)).toBe(Date.parse('2030-03-10T10:30:00Z'));
    expect(fromZonedInputValue('2030-03-10T02:30', LA)).toBe(Date.parse('2030-03-10T10:30:00Z'));
    expect(fromZonedInputValue('2030-11-03T01:30', LA)).toBe(Date.parse('2030-11-03T08:30:00Z'));
  });

  it('refuses a malformed or impossible value', () => {
    expect(fromZonedInputValue('', LA)).toBeNull();
    expect(fromZonedInputValue('2030-02-31T10:00', LA)).toBeNull();
    expect(fromZonedInputValue('2030-01-14T25:00', LA)).toBeNull();
    expect(fromZonedInputValue('tomorrow', LA)).toBeNull();
    expect(fromZonedInputValue('2030-13-01T10:00', LA)).toBeNull();
    expect(fromZonedInputValue('2030-06-15', LA)).toBeNull();
  });
});
