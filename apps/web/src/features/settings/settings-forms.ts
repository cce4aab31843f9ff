/**
 * The checks a settings form makes before it asks the server. The server checks again (and is
 * the only judge of password strength): these only catch what needs no server to explain.
 */
import { ApiError } from '../../lib/api';
import { AUTH_ERROR_MESSAGES, gameMessageFor } from '../../lib/error-messages';
import { settingsText as t } from './settings-text';

export const DISPLAY_NAME_MAX = 80;
export const BANK_NAME_MAX = 40;

/** Why a name cannot be saved as typed, or null when it can. */
export function checkName(
  typed: string,
  current: string,
  words: { empty: string; unchanged: string },
): string | null {
  const name = typed.trim();
  if (!name) return words.empty;
  if (name === current) return words.unchanged;
  return null;
}

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

export function checkPasswordChange({ current, next, confirm }: PasswordChange): string | null {
  if (!current) return t.passwordMissingCurrent;
  if (next !== confirm) return t.passwordMismatch;
  if (next === current) return t.passwordSame;
  return null;
}

/** The catalogue's words for identity errors (weak or wrong password), the server's for the rest. */
export function passwordMessageFor(error: unknown): string {
  if (error instanceof ApiError) {
    const known = AUTH_ERROR_MESSAGES[error.code];
    if (known) return known;
  }
  return gameMessageFor(error);
}

/** Whether the typed confirmation matches the account's address (as the server compares it). */
export function emailMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && typed.trim() !== '';
}

/** "Google", "Google and e-mail": how an account without a password signs in. */
export function describeSignInMethods(methods: readonly string[]): string {
  const names = methods.map((method) => (method === 'google' ? t.googleMethod : method));
  return names.length ? names.join(' and ') : t.googleMethod;
}
