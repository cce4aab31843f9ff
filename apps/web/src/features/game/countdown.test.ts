import { describe, expect, it } from 'vitest';
import { countdownTone, describeCountdown } from './countdown';

describe('countdownTone', () => {
  it('is calm above 5 minutes', () => {
    expect(countdownTone(5 * 60_000 + 1)).toBe('calm');
    expect(countdownTone(3 * 3600_000)).toBe('calm');
  });

  it('warns from 5 minutes down to just above 2', () => {
    expect(countdownTone(5 * 60_000)).toBe('warning');
    expect(countdownTone(2 * 60_000 + 1)).toBe('warning');
  });

  it('is critical at 2 minutes and below', () => {
    expect(countdownTone(2 * 60_000)).toBe('critical');
    expect(countdownTone(0)).toBe('critical');
  });
});

describe('describeCountdown', () => {
  const at = '2030-01-01T18:00:00.000Z';
  const t = (iso: string) => Date.parse(iso);

  it('counts down with units from the server time', () => {
    expect(describeCountdown(at, t('2030-01-01T15:45:51.400Z'), 'UTC')).toEqual({
      remainingMs: 2 * 3600_000 + 14 * 60_000 + 8600,
      text: 'in 2 h 14 min',
      tone: 'calm',
      landing: false,
    });
  });

  it('turns warning and critical near the wave', () => {
    expect(describeCountdown(at, t('2030-01-01T17:56:00.000Z'), 'UTC').tone).toBe('warning');
    expect(describeCountdown(at, t('2030-01-01T17:58:30.000Z'), 'UTC')).toMatchObject({
      text: 'in 1 min 30 s',
      tone: 'critical',
    });
  });

  it('stops at zero and says the wave is landing', () => {
    expect(describeCountdown(at, t('2030-01-01T18:00:05.000Z'), 'UTC')).toEqual({
      remainingMs: 0,
      text: 'in 0 s',
      tone: 'critical',
      landing: true,
    });
  });

  it('gives the date once the wave is a day or more away', () => {
    expect(describeCountdown(at, t('2029-12-30T09:00:00.000Z'), 'UTC').text).toBe(
      'on 1 Jan, 18:00',
    );
  });

  it('gives that date in the player’s time zone, on their side of midnight', () => {
    // 23:30 UTC on 1 January: already the 2nd in Johannesburg, mid-afternoon in Los Angeles.
    const late = '2030-01-01T23:30:00.000Z';
    const now = t('2029-12-29T12:00:00.000Z');
    expect(describeCountdown(late, now, 'Africa/Johannesburg').text).toBe('on 2 Jan, 01:30');
    expect(describeCountdown(late, now, 'America/Los_Angeles').text).toBe('on 1 Jan, 15:30');
  });
});
