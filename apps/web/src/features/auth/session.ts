import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { authApi, type SessionData } from './auth-api';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => authApi.getSession(),
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

/** A safe place to return to after sign-in: only paths on this site. */
export function safeRedirect(target: unknown): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.includes('\\')
  ) {
    return '/home';
  }
  if (['/', '/login', '/signup'].includes(target.split('?')[0] ?? '')) return '/home';
  return target;
}

/** The `?redirect=` of the sign-in pages, if it is a plausible path. */
export function readRedirect(search: Record<string, unknown>): string | undefined {
  const v = search.redirect;
  return typeof v === 'string' && v.length <= 2048 ? v : undefined;
}

/** Guard for the public entry pages: a signed-in visitor goes on to `target` (or /home). */
export async function redirectIfSignedIn(queryClient: QueryClient, target?: string): Promise<void> {
  if (await loadSession(queryClient)) throw redirect({ to: safeRedirect(target) });
}

/** Ends the session on the server and forgets everything cached for this user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await authApi.signOut();
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, null);
}
