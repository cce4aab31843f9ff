/**
 * The specification's retry backoff for safe requests: 1 s, growing by 1.5 each time, at most
 * 60 s. Queries, the /api/health probe and the event stream's reconnects all wait this long.
 */
export const BACKOFF_START_MS = 1000;
export const BACKOFF_FACTOR = 1.5;
export const BACKOFF_CAP_MS = 60_000;

/** The wait before retry number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(BACKOFF_START_MS * BACKOFF_FACTOR ** n, BACKOFF_CAP_MS);
}
