/**
 * What went wrong inside a call to better-auth that better-auth itself hides. It awaits the
 * verification and reset mails but swallows their failure (the sign-up answered 200 and the
 * player never got a link), and it turns any error of the password hashing into a 500 (a full
 * hashing queue's 503 among them). The hooks we give it note such faults here, in the request's
 * own async context, and the auth routes answer with them after the call (auth-routes.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { APIError } from 'better-auth/api';
import { AppError } from '../lib/app-error';

export interface AuthFaults {
  /** A mail that could not be stored or sent. */
  mail?: unknown;
  /** The hashing queue was full: `resource-exhausted`, 503. */
  busy?: AppError;
}

const faults = new AsyncLocalStorage<AuthFaults>();

/** Runs `call` with a fresh record of faults, and returns both. */
export async function withAuthFaults<T>(call: () => Promise<T>): Promise<[T, AuthFaults]> {
  const record: AuthFaults = {};
  const value = await faults.run(record, call);
  return [value, record];
}

/**
 * Notes a mail that failed, and gives better-auth an error of its own kind for it (where it does
 * not swallow the failure, it would print any other error with its stack).
 */
export function noteMailFailure(error: unknown): never {
  const record = faults.getStore();
  if (record && record.mail === undefined) record.mail = error;
  throw new APIError('SERVICE_UNAVAILABLE', { message: 'The e-mail could not be sent.' });
}

/**
 * Notes the hashing queue's refusal, and gives better-auth an error of its own kind for it: any
 * other error it prints with its stack to stderr, once per request.
 */
export function noteHashingFailure(error: unknown): never {
  if (!(error instanceof AppError) || error.code !== 'resource-exhausted') throw error;
  const record = faults.getStore();
  if (record) record.busy ??= error;
  throw new APIError('SERVICE_UNAVAILABLE', { message: error.message });
}
