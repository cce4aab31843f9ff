/**
 * What the sign-in forms check before they ask the server (lib/form-check.ts), in the error
 * catalogue's words: an address the server would refuse is "Please enter a valid email.". A new
 * password is the server's to judge: its answer says what is wrong with it and why.
 */

import { emailProblem, type FieldCheck, requiredProblem } from '../../lib/form-check';
import { nameRuleProblem } from '../../lib/names';
import { authText as t } from './auth-text';

const invalidEmail = t.errors['invalid-email'];

export function loginChecks(
  ids: { email: string; password: string },
  typed: { email: string; password: string },
): FieldCheck[] {
  return [
    [ids.email, emailProblem(typed.email, invalidEmail)],
    [ids.password, requiredProblem(typed.password, t.passwordMissing)],
  ];
}

/** "Forgot password?" and the reset request need only the address. */
export function emailChecks(id: string, email: string): FieldCheck[] {
  return [[id, emailProblem(email, invalidEmail)]];
}

export function signUpChecks(
  ids: { name: string; email: string },
  typed: { name: string; email: string },
): FieldCheck[] {
  return [
    // The display name is optional, but follows the one rule for names when given.
    [ids.name, nameRuleProblem('display', typed.name)],
    [ids.email, emailProblem(typed.email, invalidEmail)],
  ];
}
