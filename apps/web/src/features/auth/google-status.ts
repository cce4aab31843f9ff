import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { authText } from './auth-text';

/** Checked once at the server's start, so it does not change while the page is open. */
export const googleStatusQuery = queryOptions({
  queryKey: ['auth', 'google'] as const,
  queryFn: ({ signal }) => api.get('/api/auth/google', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** What to say under the Google button: nothing while it works (or before the server answers). */
export function googleNote(status: Schemas['GoogleStatus'] | undefined): string | null {
  if (!status || status.available) return null;
  return (
    (status.reason && authText.googleUnavailable[status.reason]) || authText.googleUnavailableOther
  );
}
