/**
 * From an error to the words a person reads. Each feature words the codes it explains itself in
 * an `errors` record of its *-text.ts (the sign-in forms: features/auth/auth-text.ts); this file
 * keeps the error catalogue's generic rows (product.md) and the rules every feature shares.
 */
import { ApiError } from './api';
import type { Schemas } from './api-schemas';

/** Every code an ApiError may carry: the server's (its Error schema) and the browser's own. */
export type ErrorCode =
  | Schemas['Error']['error']['code']
  | 'network-request-failed'
  | 'popup-closed-by-user';

/** A feature's words for the codes it explains itself. */
export type ErrorWords = Readonly<Partial<Record<ErrorCode, string>>>;

/** The error catalogue's rows that every form shares. */
export const CATALOGUE_ERRORS = {
  'too-many-requests': 'Too many attempts. Please wait a minute and try again.',
  'network-request-failed': 'Network error. Please check your connection.',
} as const satisfies ErrorWords;

/** The catalogue's "any other". */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** Codes whose server message is written for people and is worth showing as it is. */
const SERVER_WORDED = new Set(['failed-precondition', 'permission-denied']);

/** `words`' entry for the error's code, if it is an ApiError and there is one. */
export function wordsFor(error: unknown, words: ErrorWords): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return words[error.code as ErrorCode];
}

/** A sentence (or several): what the server adds after a code's words to say why. */
const HINT = /^\p{Lu}.*[.!?]$/su;

/**
 * A code's words followed by the server's hint of why (a weak password: "… This is similar to a
 * commonly used password."). The server may send the words and the hint, or the hint alone;
 * anything else it says is not shown.
 */
export function withServerHint(words: string, error: unknown): string {
  if (!(error instanceof ApiError)) return words;
  const message = error.message.trim();
  if (message.startsWith(`${words} `)) return message;
  if (message !== words && HINT.test(message)) return `${words} ${message}`;
  return words;
}

/**
 * For forms: the feature's own words for the code, else the catalogue's; the server's words for
 * an access refusal; the generic text otherwise.
 */
export function messageFor(error: unknown, words: ErrorWords = {}): string {
  if (error instanceof ApiError) {
    const known = wordsFor(error, words) ?? wordsFor(error, CATALOGUE_ERRORS);
    if (known) return known;
    if (error.code === 'deadline-exceeded') return CATALOGUE_ERRORS['network-request-failed'];
    if (SERVER_WORDED.has(error.code)) return error.message;
  }
  return GENERIC_ERROR;
}

/**
 * For game actions (shop, leagues, quizzes, settings, game master): the feature's own words for
 * the code if it has some; the server words every other 4xx for people, so show it; network
 * trouble and server faults get the catalogue's wording.
 */
export function gameMessageFor(error: unknown, words: ErrorWords = {}): string {
  if (error instanceof ApiError) {
    const own = wordsFor(error, words);
    if (own) return own;
    if (error.status === 0) return CATALOGUE_ERRORS['network-request-failed'];
    if (error.code === 'too-many-requests') return CATALOGUE_ERRORS['too-many-requests'];
    if (error.status >= 400 && error.status < 500 && error.code !== 'unauthenticated') {
      return error.message;
    }
  }
  return GENERIC_ERROR;
}
