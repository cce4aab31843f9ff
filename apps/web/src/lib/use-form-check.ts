import { useId, useState } from 'react';
import { type FieldCheck, firstProblem } from './form-check';

/**
 * A form's checks before it asks the server (form-check.ts): `check` finds the first problem,
 * marks its field invalid (`aria-invalid`, described by the form's error line) and moves the focus
 * there; the form shows the returned words in its error line, whose id is `errorId`.
 */
export function useFormCheck() {
  const errorId = useId();
  const [invalid, setInvalid] = useState<string | null>(null);
  return {
    errorId,
    /** The problem's words, or null when every check passes. */
    check(checks: readonly FieldCheck[]): string | null {
      const problem = firstProblem(checks);
      setInvalid(problem?.fieldId ?? null);
      if (problem) document.getElementById(problem.fieldId)?.focus();
      return problem?.message ?? null;
    },
    /** Marks a field at fault for an answer of the server (a wrong password, say). */
    blame(fieldId: string | null) {
      setInvalid(fieldId);
    },
    /** For a TextField: whether it is the field at fault, and the error line that says why. */
    field(fieldId: string): { invalid: boolean; errorId: string } {
      return { invalid: invalid === fieldId, errorId };
    },
    /** For a plain input: its aria attributes, with its own hint (if any) before the error. */
    aria(fieldId: string, hintId?: string) {
      const fault = invalid === fieldId;
      const describedBy = [hintId, fault ? errorId : undefined].filter(Boolean).join(' ');
      return {
        'aria-invalid': fault ? true : undefined,
        'aria-describedby': describedBy || undefined,
      } as const;
    },
  };
}
