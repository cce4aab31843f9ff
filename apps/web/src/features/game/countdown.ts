/** The next-wave countdown: how much time is left and how urgent it looks. */
import { formatTimeUntil } from '../../lib/time-left';

/** From product.md: the countdown turns "warning" at 5 minutes and "critical" at 2. */
export const WARNING_MS = 5 * 60_000;
export const CRITICAL_MS = 2 * 60_000;

export type CountdownTone = 'calm' | 'warning' | 'critical';

export function countdownTone(remainingMs: number): CountdownTone {
  if (remainingMs <= CRITICAL_MS) return 'critical';
  if (remainingMs <= WARNING_MS) return 'warning';
  return 'calm';
}

export interface CountdownView {
  remainingMs: number;
  /** With its units: "in 3 h 12 min", "in 45 s"; the date from a day away: "on 14 Jan, 18:00". */
  text: string;
  tone: CountdownTone;
  /** True once the scheduled time has passed and the wave is being resolved. */
  landing: boolean;
}

/**
 * The countdown to `scheduledAt` (ISO) at the server time `serverNow` (epoch ms); its date, from a
 * day away, in the player's `timeZone`.
 */
export function describeCountdown(
  scheduledAt: string,
  serverNow: number,
  timeZone: string,
): CountdownView {
  const at = Date.parse(scheduledAt);
  const remainingMs = Number.isFinite(at) ? Math.max(0, at - serverNow) : 0;
  return {
    remainingMs,
    text: formatTimeUntil(serverNow + remainingMs, serverNow, timeZone),
    tone: countdownTone(remainingMs),
    landing: remainingMs <= 0,
  };
}
