/** Where the sign-in pages send a visitor; the session itself is lib/session.ts. */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loadSession } from '../../lib/session';

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
