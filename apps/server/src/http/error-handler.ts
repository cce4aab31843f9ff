import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionError } from '../db/db-errors';
import { AppError } from '../lib/app-error';
import { isStorageError } from '../lib/data-dir';
import type { Logger } from '../lib/logger';
import { BROKEN_TEXT_MESSAGE, isInvalidTextError } from '../lib/text-input';
import type { AppEnv } from './context';

/**
 * The app's one error handler: an AppError answers its code, status and Retry-After; a client's
 * malformed request 400; the database's faults 503 (its storage, or a lost connection); text the
 * database refused 400 (the request guard should have refused it first); anything else 500,
 * logged with its stack.
 */
export function createErrorHandler(deps: {
  logger: Logger;
  /** The database failed to use its files (PGlite may need the process restarted). */
  storageFailed: (error: unknown) => void;
}) {
  const { logger } = deps;
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) {
      if (error.retryAfter) c.header('retry-after', String(error.retryAfter));
      return c.json(error.toBody(), error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 403 ? 'permission-denied' : 'invalid-argument';
      const message = error.status === 403 ? 'Cross-site requests are not allowed.' : error.message;
      return c.json(
        new AppError(code, message || 'Invalid request.').toBody(),
        error.status === 403 ? 403 : 400,
      );
    }
    // The database cannot use its files (a read-only folder, a full disk): nothing is saved.
    if (isStorageError(error)) {
      logger.error(
        { err: error, requestId: c.get('requestId'), path: c.req.path },
        'database storage failed',
      );
      deps.storageFailed(error);
      c.header('retry-after', '30');
      return c.json(
        new AppError(
          'unavailable',
          'The game cannot save changes right now. Please try again in a moment.',
        ).toBody(),
        503,
      );
    }
    // The database is down or restarting: the client may retry, and nothing is the client's fault.
    if (isConnectionError(error)) {
      logger.warn({ requestId: c.get('requestId'), path: c.req.path }, 'database unreachable');
      c.header('retry-after', '5');
      return c.json(
        new AppError(
          'unavailable',
          'The game is briefly unavailable. Please try again in a moment.',
        ).toBody(),
        503,
      );
    }
    // The database refused a value as text (a NUL, say) that got past the request guard: the
    // request's fault, so a 400, and a warning without a stack so that the gap gets closed.
    if (isInvalidTextError(error)) {
      logger.warn(
        { requestId: c.get('requestId'), path: c.req.path, code: sqlState(error) },
        'the database refused a value as text',
      );
      return c.json(new AppError('invalid-argument', BROKEN_TEXT_MESSAGE).toBody(), 400);
    }
    logger.error(
      { err: error, requestId: c.get('requestId'), path: c.req.path },
      'unhandled error',
    );
    return c.json(
      new AppError('internal', 'Something went wrong. Please try again.').toBody(),
      500,
    );
  };
}

/** The SQLSTATE of a database error, through drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
