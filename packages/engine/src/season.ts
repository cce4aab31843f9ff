/**
 * A season's length and its end (issue 29): a season is a run of `SEASON.waves` waves, the season
 * the balance simulator plays and BALANCE.md tunes the economy for. It ends when its last wave has
 * landed; the end a player is told of is that wave's time, projected from the waves scheduled and
 * the automatic schedule's next slots (the server knows both). The season-end mail goes
 * `SEASON.endNoticeHours` before it. Times are epoch milliseconds, passed in.
 */

export const SEASON = {
  /** Waves in a season (the simulator's `simulateSeason` default, BALANCE.md). */
  waves: 12,
  /** A game's season length may be set from 1 to this many waves (SEASON_WAVES). */
  maxWaves: 10_000,
  /** How long before the season's last wave the season-end mail goes, in hours. */
  endNoticeHours: 24,
} as const;

const HOUR_MS = 3_600_000;

/** Waves still to land in a season of `length` waves once `landed` of them have (never below 0). */
export function seasonWavesLeft(landed: number, length: number = SEASON.waves): number {
  if (!Number.isInteger(landed) || landed < 0) throw new RangeError(`landed: ${landed}`);
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`length: ${length}`);
  return Math.max(0, length - landed);
}

/**
 * When the season ends: the time of its last wave, the `left`-th of the times the coming waves are
 * due (in any order; each time is one wave). Null when fewer waves than that are known (the
 * automatic schedule is paused), or when no wave is left (the season is ending now).
 */
export function projectSeasonEnd(dueTimes: readonly number[], left: number): number | null {
  if (left <= 0 || dueTimes.length < left) return null;
  const sorted = [...dueTimes].sort((a, b) => a - b);
  return sorted[left - 1] ?? null;
}

/**
 * Whether the season-end mail is due at `now`: from `hours` before the end until the end itself.
 */
export function isSeasonEndNoticeDue(
  endsAt: number,
  now: number,
  hours: number = SEASON.endNoticeHours,
): boolean {
  return now < endsAt && endsAt - now <= hours * HOUR_MS;
}
