import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../lib/app-error';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * zxcvbn-ts keeps a frequency-ordered list of leaked passwords; its head is the list of the
 * most common ones that NIST SP 800-63B asks verifiers to refuse.
 */
const common: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

export const WEAK_PASSWORD_MESSAGE =
  'Password must be at least 8 characters and not a common password.';

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Throws `weak-password` unless the password is 8 to 128 characters and not a common one. */
export function assertStrongPassword(password: unknown): void {
  if (typeof password !== 'string')
    throw new AppError('invalid-argument', 'The password must be a string.');
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX || isCommonPassword(password)) {
    throw new AppError(
      'weak-password',
      length > PASSWORD_MAX ? 'Password must be at most 128 characters.' : WEAK_PASSWORD_MESSAGE,
    );
  }
}
