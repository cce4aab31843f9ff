/** Pure helpers of the game master's console: dates, intervals, compact money. */

import { FAMILY_NAMES, isFamilyId } from '@ffl/engine/ids';
import { formatAt } from '../../lib/date-format';
import { ADMIN_TEXT } from './admin-text';
import { SCHEDULE_LIMITS } from './schedule-limits';

const P = ADMIN_TEXT.problems;

/**
 * "21 Nov 2025, 18:00:00 GMT+2" in the game master's time zone, named, since the schedule's time
 * of day is the server's; the dash for a missing time.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  return formatAt(iso, timeZone, 'dateTimeNamed');
}

/** A compact axis label: $0, $950, $12k, $1.2M. */
export function formatCompactMoney(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '\u2212' : '';
  if (abs >= 1_000_000) return `${sign}$${trim(abs / 1_000_000)}M`;
  if (abs >= 1_000) return `${sign}$${trim(abs / 1_000)}k`;
  return `${sign}$${Math.round(abs)}`;
}

function trim(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

export type IntervalUnit = 'minutes' | 'hours' | 'days';
const UNIT_MINUTES: Record<IntervalUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** The largest unit that divides the interval evenly: 1440 → 1 day, 90 → 90 minutes. */
export function splitInterval(minutes: number): { value: number; unit: IntervalUnit } {
  if (minutes % 1440 === 0) return { value: minutes / 1440, unit: 'days' };
  if (minutes % 60 === 0) return { value: minutes / 60, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}

/** Minutes from a typed number and unit; null when the number is not a whole positive number. */
export function toMinutes(value: string, unit: IntervalUnit): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 ? n * UNIT_MINUTES[unit] : null;
}

/** The schedule's interval rule, in words, or null when the interval is fine. */
export function intervalProblem(minutes: number | null): string | null {
  if (minutes === null) return P.intervalNumber;
  if (minutes < SCHEDULE_LIMITS.minIntervalMinutes) return P.intervalMin;
  if (minutes > SCHEDULE_LIMITS.maxIntervalMinutes) return P.intervalMax;
  return null;
}

/** HH:MM, 24-hour, as the server expects. */
export function timeOfDayProblem(value: string): string | null {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : P.timeOfDay;
}

/** Pages needed for `total` rows; at least one, so "page 1 of 1" reads right when empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Forecast families by their display names, in the order given: "Social engineering, Physical". */
export function familyList(forecast: readonly string[]): string {
  return forecast.map((family) => (isFamilyId(family) ? FAMILY_NAMES[family] : family)).join(', ');
}

/** "every 5 minutes", "every 2 hours", "every day", "every 7 days". */
export function describeInterval(minutes: number): string {
  const { value, unit } = splitInterval(minutes);
  return ADMIN_TEXT.intervals[unit](value);
}

/**
 * Whether the game master typed the current season's number to confirm a new season: the digits
 * exactly as the page shows them, spaces around them allowed.
 */
export function seasonNumberTyped(typed: string, current: number): boolean {
  return typed.trim() === String(current);
}
