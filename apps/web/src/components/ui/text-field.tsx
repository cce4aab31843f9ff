import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: ReactNode;
  hint?: string;
  onValue: (value: string) => void;
  /** True while this field is the one the form's error line is about (lib/use-form-check.ts). */
  invalid?: boolean;
  /** The id of the form's error line, read with the field while it is invalid. */
  errorId?: string;
}

/** A labelled input, with an optional hint (and, when invalid, the error) read with it. */
export function TextField({
  id,
  label,
  hint,
  onValue,
  invalid,
  errorId,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </>
  );
}
