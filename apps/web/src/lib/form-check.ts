/**
 * One way for every form to check what was typed before it asks the server. The form turns the
 * browser's own checks off (`noValidate`: no tooltip in the browser's words and language), runs
 * its checks in the order of its fields, and shows the first problem inline under the form, in
 * the error catalogue's or its feature's words, with that field marked invalid and focused
 * (`use-form-check.ts`). The server checks everything again.
 */

/** A field's id and what is wrong with it, or null when nothing is. */
export type FieldCheck = readonly [fieldId: string, problem: string | null];

export interface FormProblem {
  fieldId: string;
  message: string;
}

/** The first problem, in the order the checks are given (the fields' order on the page). */
export function firstProblem(checks: readonly FieldCheck[]): FormProblem | null {
  for (const [fieldId, problem] of checks) {
    if (problem) return { fieldId, message: problem };
  }
  return null;
}

/**
 * The server's rule for an e-mail address (zod's `z.email()`, on the trimmed text), so that the
 * form refuses what the server would and nothing more.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(typed: string): boolean {
  return EMAIL.test(typed.trim());
}

/** `invalid` (the catalogue's "Please enter a valid email.") for an empty or malformed address. */
export function emailProblem(typed: string, invalid: string): string | null {
  return isEmailAddress(typed) ? null : invalid;
}

/** `missing` when nothing but spaces was typed. */
export function requiredProblem(typed: string, missing: string): string | null {
  return typed.trim() === '' ? missing : null;
}
