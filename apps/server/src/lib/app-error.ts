/**
 * The one error type of the stack. Codes are the specification's standard codes plus the
 * identity codes of its error catalogue; each code has one HTTP status, with one exception:
 * `resource-exhausted` is 429 when it is the caller's own allowance (25 leagues) and 503 when the
 * server is out of capacity for everyone (`serverBusy`, decision 0027).
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

/** The status of a `resource-exhausted` that is the server's capacity, not the caller's allowance. */
const SERVER_BUSY_STATUS = 503;

export class AppError extends Error {
  override name = 'AppError';
  /** Set only by `serverBusy`. */
  private busy = false;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds the client should wait before retrying, for rate limits. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] | typeof SERVER_BUSY_STATUS {
    return this.busy ? SERVER_BUSY_STATUS : ERROR_STATUS[this.code];
  }

  /**
   * `resource-exhausted` with 503 and Retry-After: the server has no room for this kind of work
   * right now (a full queue of password checks), whoever asks. A client may retry after the wait;
   * a 429 would say that this client alone sent too much.
   */
  static serverBusy(message: string, retryAfter: number): AppError {
    const error = new AppError('resource-exhausted', message, Math.max(1, Math.ceil(retryAfter)));
    error.busy = true;
    return error;
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}
