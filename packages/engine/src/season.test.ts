import { describe, expect, it } from 'vitest';
import { isSeasonEndNoticeDue, projectSeasonEnd, SEASON, seasonWavesLeft } from './season';
import { simulateSeason } from './simulate';

const HOUR = 3_600_000;

describe('a season’s length', () => {
  it('is the simulator’s season: the economy is tuned for it', () => {
    expect(SEASON.waves).toBe(12);
    // simulateSeason plays SEASON.waves waves unless told otherwise.
    const played = simulateSeason(1, 'none');
    const twelve = simulateSeason(1, 'none', { waves: SEASON.waves });
    expect(played).toEqual(twelve);
  });

  it('counts the waves left, never below none', () => {
    expect(seasonWavesLeft(0)).toBe(SEASON.waves);
    expect(seasonWavesLeft(5, 12)).toBe(7);
    expect(seasonWavesLeft(12, 12)).toBe(0);
    expect(seasonWavesLeft(13, 12)).toBe(0);
    expect(() => seasonWavesLeft(-1, 12)).toThrow(RangeError);
    expect(() => seasonWavesLeft(1, 0)).toThrow(RangeError);
  });
});

describe('the season’s end', () => {
  it('is the time of its last wave among the coming ones', () => {
    const due = [30 * HOUR, 6 * HOUR, 54 * HOUR, 78 * HOUR];
    expect(projectSeasonEnd(due, 1)).toBe(6 * HOUR);
    expect(projectSeasonEnd(due, 3)).toBe(54 * HOUR);
    // Two waves due at the same time are two waves.
    expect(projectSeasonEnd([5, 5, 9], 2)).toBe(5);
  });

  it('is unknown with too few waves known, and none once no wave is left', () => {
    expect(projectSeasonEnd([6 * HOUR], 2)).toBeNull();
    expect(projectSeasonEnd([6 * HOUR], 0)).toBeNull();
  });

  it('is announced by mail from a day before it until it comes', () => {
    const end = 100 * HOUR;
    expect(isSeasonEndNoticeDue(end, end - SEASON.endNoticeHours * HOUR - 1)).toBe(false);
    expect(isSeasonEndNoticeDue(end, end - SEASON.endNoticeHours * HOUR)).toBe(true);
    expect(isSeasonEndNoticeDue(end, end - 1)).toBe(true);
    expect(isSeasonEndNoticeDue(end, end)).toBe(false);
  });
});
