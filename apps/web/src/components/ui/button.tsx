import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and reads "Please wait…", as the specification asks. */
  pending?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function Button({
  pending = false,
  variant = 'primary',
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? 'Please wait…' : children}
    </button>
  );
}
