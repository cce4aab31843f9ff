import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionError } from '../../db/db-errors';
import type { AppEnv } from '../../http/context';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { isStorageError } from '../../lib/data-dir';
import type { Logger } from '../../lib/logger';
import { isInvalidTextError } from '../../lib/text-input';

/**
 * SCIM's own error format (RFC 7644 §3.12): every failure under /scim/v2 answers
 * `{ schemas: [Error], status: "400", scimType?, detail }` as application/scim+json, never the
 * API's `{ error: { code, message } }`, since a directory reads only SCIM's.
 */

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** The detail error keywords of RFC 7644 §3.12 that this service answers. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidValue'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

/**
 * An AppError with SCIM's keyword, for the refusals a directory can act on. Still the one error
 * type: the API would answer it as any other AppError.
 */
export class ScimError extends AppError {
  constructor(
    code: ErrorCode,
    readonly scimType: ScimType | undefined,
    message: string,
  ) {
    super(code, message);
  }
}

export const scimErrors = {
  invalidFilter: (detail: string) => new ScimError('invalid-argument', 'invalidFilter', detail),
  invalidValue: (detail: string) => new ScimError('invalid-argument', 'invalidValue', detail),
  invalidSyntax: (detail: string) => new ScimError('invalid-argument', 'invalidSyntax', detail),
  invalidPath: (detail: string) => new ScimError('invalid-argument', 'invalidPath', detail),
  noTarget: (detail: string) => new ScimError('invalid-argument', 'noTarget', detail),
  mutability: (detail: string) => new ScimError('invalid-argument', 'mutability', detail),
  uniqueness: (detail: string) => new ScimError('already-exists', 'uniqueness', detail),
  notFound: (what: string) => new ScimError('not-found', undefined, `No ${what} with that id.`),
};

interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

export function scimErrorResponse(
  status: number,
  detail: string,
  scimType?: ScimType,
  retryAfter?: number,
): Response {
  const body: ScimErrorBody = {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
  const headers = new Headers({ 'content-type': SCIM_CONTENT_TYPE, 'cache-control': 'no-store' });
  if (retryAfter) headers.set('retry-after', String(retryAfter));
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * The SCIM service's error handler: the app's (http/error-handler.ts) statuses in SCIM's format.
 * A storage or connection fault is a 503 with Retry-After, which directories retry later; a fault
 * of our own is logged and still answered in SCIM's format.
 */
export function createScimErrorHandler(deps: {
  logger: Logger;
  storageFailed: (error: unknown) => void;
}) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) {
      const scimType = error instanceof ScimError ? error.scimType : undefined;
      return scimErrorResponse(error.status, error.message, scimType, error.retryAfter);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return scimErrorResponse(
        error.status as ContentfulStatusCode,
        error.message || 'Invalid request.',
      );
    }
    if (isStorageError(error)) {
      deps.logger.error({ err: error, path: c.req.path }, 'database storage failed (SCIM)');
      deps.storageFailed(error);
      return scimErrorResponse(503, 'The service cannot save changes right now.', undefined, 30);
    }
    if (isConnectionError(error)) {
      deps.logger.warn({ path: c.req.path }, 'database unreachable (SCIM)');
      return scimErrorResponse(503, 'The service is briefly unavailable.', undefined, 5);
    }
    if (isInvalidTextError(error)) {
      return scimErrorResponse(400, 'A value holds text that cannot be stored.', 'invalidValue');
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error (SCIM)');
    return scimErrorResponse(500, 'Something went wrong. Please try again later.');
  };
}
