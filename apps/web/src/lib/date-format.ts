/**
 * Every date and time the app shows, in one place, in the player's time zone (lib/time-zone.ts:
 * the zone kept in their settings, else the browser's). Each function takes the zone, so that no
 * screen can fall back to the browser's by forgetting it, and so that tests fix it.
 *
 * Formats are built on first use and kept per style and zone: a formatter costs tens of
 * milliseconds to make on a slow phone, and most pages need one or two (decision 0013).
 */

const STYLES = {
  /** "21 Nov 2026, 18:00": a report, a review, a ledger line. */
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** "21 Nov 2026, 18:00:00 GMT+2": the game master's console, to the second and named. */
  dateTimeNamed: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
  /** "14 Jan, 18:00": a countdown's date, a day or more away. */
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "14:35". */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "14 January 2030". */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** The parts of a moment's wall-clock time in a zone (for the datetime-local fields). */
  parts: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = Exclude<keyof typeof STYLES, 'parts'>;

const made = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof STYLES, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...STYLES[style], timeZone });
    made.set(key, format);
  }
  return format;
}

/** A moment (epoch ms, an ISO text or a Date) as epoch ms; NaN when it names none. */
function toEpoch(at: number | string | Date): number {
  if (typeof at === 'number') return at;
  if (typeof at === 'string') return Date.parse(at);
  return at.getTime();
}

/** A moment in the player's time zone, in `style`; the dash for a missing or broken one. */
export function formatAt(
  at: number | string | Date | null | undefined,
  timeZone: string,
  style: DateStyle = 'dateTime',
): string {
  if (at === null || at === undefined || at === '') return '—';
  const epoch = toEpoch(at);
  if (Number.isNaN(epoch)) return '—';
  return formatter(style, timeZone).format(epoch);
}

/** "21 Nov 2026, 18:00". */
export function formatDateTime(at: number | string | Date, timeZone: string): string {
  return formatAt(at, timeZone, 'dateTime');
}

/** "14 Jan, 18:00". */
export function formatDayTime(at: number | string | Date, timeZone: string): string {
  return formatAt(at, timeZone, 'dayTime');
}

/** "14:35". */
export function formatTime(at: number | string | Date, timeZone: string): string {
  return formatAt(at, timeZone, 'time');
}

/** "14 January 2030". */
export function formatLongDate(at: number | string | Date, timeZone: string): string {
  return formatAt(at, timeZone, 'longDate');
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of a moment in a zone. */
function wallClock(epochMs: number, timeZone: string): WallClock {
  const found: Record<string, number> = {};
  for (const part of formatter('parts', timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  }
  return {
    year: found.year ?? 1970,
    month: found.month ?? 1,
    day: found.day ?? 1,
    // Some engines wrote midnight as 24 with h23 asked for.
    hour: (found.hour ?? 0) % 24,
    minute: found.minute ?? 0,
    second: found.second ?? 0,
  };
}

/** How far the zone's clock is ahead of UTC at a moment, in ms (+2 h in Johannesburg). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const c = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The value of an `<input type="datetime-local">` for a moment, in the player's time zone. */
export function toZonedInputValue(epochMs: number, timeZone: string): string {
  const c = wallClock(epochMs, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The moment an `<input type="datetime-local">` value names in the player's time zone, or null
 * for a malformed or impossible date (31 February). A time the clocks skip in spring is read
 * with the offset from before the change; a time they repeat in autumn, as its first occurrence.
 */
export function fromZonedInputValue(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  const check = new Date(asUtc);
  // Dates that Date.UTC silently rolled over, like 31 February or 25:00.
  if (check.getUTCMonth() !== (mo ?? 1) - 1 || check.getUTCDate() !== d || (h ?? 0) > 23) {
    return null;
  }
  // The offset a few hours before and after: two candidates, the earlier one that reads back
  // as the typed time wins; with none (a skipped hour), the offset from before the change.
  const before = zoneOffsetMs(asUtc - 12 * 3_600_000, timeZone);
  const after = zoneOffsetMs(asUtc + 12 * 3_600_000, timeZone);
  const candidates = [asUtc - before, asUtc - after].sort((a, b) => a - b);
  const typed = `${y}-${pad(mo ?? 1)}-${pad(d ?? 1)}T${pad(h ?? 0)}:${pad(mi ?? 0)}`;
  for (const candidate of candidates) {
    if (toZonedInputValue(candidate, timeZone) === typed) return candidate;
  }
  return asUtc - before;
}
