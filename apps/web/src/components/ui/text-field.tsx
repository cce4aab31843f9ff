import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: ReactNode;
  hint?: string;
  onValue: (value: string) => void;
}

/** A labelled input, with an optional hint that screen readers read with it. */
export function TextField({ id, label, hint, onValue, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-describedby={hintId}
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
