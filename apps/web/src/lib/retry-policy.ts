import { ApiError } from './api';

/** How many times a query retries an error the server did answer (a 5xx) before giving up. */
export const MAX_ANSWERED_RETRIES = 5;

/**
 * True when the server did not answer: the connection failed, the 15 s timeout ran out, or a
 * proxy in front of it said it is down (502/504 carry no body of ours).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) {
    return error.code === 'network-request-failed' || error.code === 'deadline-exceeded';
  }
  return error.status === 502 || error.status === 504;
}

/**
 * Queries keep retrying (with the backoff) for as long as the server is unreachable, so a page
 * comes back by itself after an outage. An answered error is retried a few times unless it is the
 * client's fault (4xx), which a retry cannot fix.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isServerUnreachable(error)) return true;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_ANSWERED_RETRIES;
}
