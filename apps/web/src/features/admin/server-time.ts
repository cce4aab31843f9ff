/**
 * The server's clock as seen from the browser. Waves are due by the server's clock (which the
 * browser tests can move), so "in 2 minutes" must mean two minutes of server time.
 */

/** Server time minus browser time, from an answer's `serverTime` and when it arrived. */
export function serverOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The value of an `<input type="datetime-local">` for a moment, in the browser's time zone. */
export function toLocalInputValue(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The moment an `<input type="datetime-local">` value names (browser time zone), or null. */
export function fromLocalInputValue(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const month = (mo ?? 1) - 1;
  const at = new Date(y ?? 0, month, d, h, mi, s);
  // Reject dates the Date constructor silently rolled over, like 31 February.
  if (at.getMonth() !== month || at.getDate() !== d) return null;
  return at.getTime();
}

/** "HH:MM" of a moment in the browser's time zone, for the schedule's time-of-day field. */
export function toTimeOfDay(epochMs: number): string {
  const d = new Date(epochMs);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
