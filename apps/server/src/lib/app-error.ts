/**
 * The one error type of the stack. Codes are the specification's standard codes plus the
 * identity codes of its error catalogue; each code has exactly one HTTP status.
 */
export const ERROR_STATUS = {
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  unauthenticated: 401,
  'resource-exhausted': 429,
  'failed-precondition': 403,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
  'user-not-found': 404,
  'wrong-password': 401,
  'invalid-email': 400,
  'email-already-in-use': 409,
  'weak-password': 400,
  'too-many-requests': 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every code, in the order above: the error schema of the API document lists them. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds the client should wait before retrying, for rate limits. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}
