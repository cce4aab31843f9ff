import { ApiError } from './api';

/** The specification's error catalogue: the text shown inline under a form, by code. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'user-not-found': 'No account found with that email.',
  'wrong-password': 'Incorrect password.',
  'invalid-email': 'Please enter a valid email.',
  'email-already-in-use': 'That email is already in use.',
  'popup-closed-by-user': 'The sign-in popup was closed.',
  'weak-password': 'Password must be at least 8 characters and not a common password.',
  'too-many-requests': 'Too many attempts. Please wait a minute and try again.',
  'network-request-failed': 'Network error. Please check your connection.',
};

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** Codes whose server message is written for people and is worth showing as it is. */
const SERVER_WORDED = new Set(['failed-precondition', 'permission-denied']);

/**
 * A weak password's message is the catalogue's words followed by the server's hint of why
 * ("… This is similar to a commonly used password."): show the hint too.
 */
function weakPasswordMessage(error: ApiError): string {
  const catalogue = AUTH_ERROR_MESSAGES['weak-password']!;
  return error.message.startsWith(`${catalogue} `) ? error.message : catalogue;
}

export function messageFor(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'weak-password') return weakPasswordMessage(error);
    const known = AUTH_ERROR_MESSAGES[error.code];
    if (known) return known;
    if (error.code === 'deadline-exceeded') return AUTH_ERROR_MESSAGES['network-request-failed']!;
    if (SERVER_WORDED.has(error.code)) return error.message;
  }
  return GENERIC_ERROR;
}

/**
 * For game actions (shop, leagues, quizzes, settings, game master): the server words every 4xx
 * for people, so show it; network trouble and server faults get the generic wording.
 */
export function gameMessageFor(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return AUTH_ERROR_MESSAGES['network-request-failed']!;
    if (error.status >= 400 && error.status < 500 && error.code !== 'unauthenticated') {
      return error.message;
    }
  }
  return GENERIC_ERROR;
}
