/**
 * The signed-in session, shared by the whole app (route guards, the chrome, settings, the
 * `unauthenticated` listener): one cached query and the way to end it.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { Schemas } from './api-schemas';

/** The signed-in user, as GET /api/auth/get-session answers it (better-auth's, documented). */
export type SessionData = Schemas['SessionData'];

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api.get('/api/auth/get-session'),
  staleTime: 60_000,
});

/** The session, fetched once and then served from cache; route guards await this. */
export function loadSession(queryClient: QueryClient): Promise<SessionData | null> {
  return queryClient.ensureQueryData(sessionQuery);
}

/** Forgets the cached session and fetches it again, e.g. after sign-in or "check again". */
export async function refreshSession(queryClient: QueryClient): Promise<SessionData | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Ends the session on the server and forgets everything cached for this user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await api.post('/api/auth/sign-out', { body: {} });
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
}
