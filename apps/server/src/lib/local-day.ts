/**
 * A moment as the player's local calendar day, 'YYYY-MM-DD', in an IANA time zone. An unknown or
 * missing zone counts as UTC. Days are compared as text and stepped with `addDays`.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function localDay(at: Date, timeZone: string | null | undefined): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(zone, format);
  }
  return format.format(at);
}

/** `day` ('YYYY-MM-DD') moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + delta);
  return at.toISOString().slice(0, 10);
}

/** "27 November 2026": a UTC instant's date as mails and certificates write it. */
export function longUtcDate(at: Date | string): string {
  return new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
