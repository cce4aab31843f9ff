/**
 * A time left, as a person says it: always with its units ("in 3 h 12 min", "in 4 min 05 s",
 * "in 45 s"), and as the date once it is a day or more away ("on 14 Jan, 18:00"), where a
 * count of hours says less than the day does.
 */
import { formatDayTime } from './date-format';
import { timeLeftText as t } from './time-left-text';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** From here on the date is shown instead of the time left. */
export const DAY_MS = 24 * HOUR;

/** The span left, with units and no preposition: "3 h 12 min", "4 min 05 s", "45 s". */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.floor(ms / SECOND));
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return t.hours(h, min);
  if (min > 0) return t.minutes(min, String(s).padStart(2, '0'));
  return t.seconds(s);
}

/**
 * The time until `at` (epoch ms) from `now` (epoch ms, the server's clock), as a phrase that
 * fits after "The next wave hits": "in 3 h 12 min", or "on 14 Jan, 18:00" from a day away.
 */
export function formatTimeUntil(at: number, now: number, timeZone: string): string {
  const left = at - now;
  if (left >= DAY_MS) return t.onDate(formatDayTime(at, timeZone));
  return t.inTime(formatSpan(left));
}
