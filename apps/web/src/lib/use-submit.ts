import { useState } from 'react';
import { messageFor } from './error-messages';

/**
 * Runs one async action at a time and keeps its error text for the line under the form, worded
 * by `describe` (the catalogue's words by default; the sign-in forms pass their own).
 */
export function useSubmit(describe: (error: unknown) => string = messageFor) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describe(e));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}
