import { useState } from 'react';
import { messageFor } from '../../lib/error-messages';

/** Runs one async action at a time and keeps its error text for the line under the form. */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageFor(e));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}
