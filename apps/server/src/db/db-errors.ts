/**
 * Telling a lost database apart from a bad statement. node-postgres reports a refused or dropped
 * connection with a Node error code, and the server's own shutdown with a SQLSTATE of class 57
 * (operator intervention) or 08 (connection exception); drizzle wraps either in an error whose
 * `cause` holds the original. Such errors are the database's fault, not the client's: requests
 * get 503 `unavailable`, and start-up waits and tries again.
 */

const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when `error` (or an error it wraps) says the database cannot be reached right now. */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = codeOf(e);
    if (code && (NODE_CODES.has(code) || code.startsWith('57P') || code.startsWith('08'))) {
      return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The database is unreachable, found out after the fact (a library reported only its own failure,
 * and a ping then failed). Its SQLSTATE (08006, connection failure) makes it a connection error.
 */
export class DatabaseUnreachableError extends Error {
  readonly code = '08006';
  constructor(cause: unknown) {
    super('the database is unreachable', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** The retry delays of the specification's backoff: 1 s, then × 1.5 each time, at most 60 s. */
export function backoffDelayMs(attempt: number): number {
  return Math.min(60_000, 1000 * 1.5 ** attempt);
}
