import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { authText } from './auth-text';

/** The server's answer to "can the Google button work?" (GET /api/auth/google). */
export interface GoogleStatus {
  available: boolean;
  /** `not-configured`, `discovery-failed`, or a reason this app does not know yet. */
  reason: string | null;
}

/** Checked once at the server's start, so it does not change while the page is open. */
export const googleStatusQuery = queryOptions({
  queryKey: ['auth', 'google'] as const,
  queryFn: ({ signal }) => apiRequest<GoogleStatus>('/api/auth/google', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** What to say under the Google button: nothing while it works (or before the server answers). */
export function googleNote(status: GoogleStatus | undefined): string | null {
  if (!status || status.available) return null;
  return (
    (status.reason && authText.googleUnavailable[status.reason]) || authText.googleUnavailableOther
  );
}
