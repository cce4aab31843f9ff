import type { Auth } from '../auth/auth';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/** How long a process trusts a session it has just checked. */
export const SESSION_CACHE_MS = 2000;
const MAX_ENTRIES = 20_000;

/**
 * A short memory of checked sessions, keyed by the request's Cookie header. Checking a session
 * with the identity library costs more than the rest of a typical game request, and a page polls
 * several endpoints at once; for two seconds the answer is reused. Anything that ends or changes
 * a session in this process (sign-out, password change, a game master disabling a player) clears
 * it; another process may serve a session up to two seconds after it ended.
 */
export function createSessionCache(now: () => number = Date.now) {
  const entries = new Map<string, { result: SessionResult | null; until: number }>();
  return {
    async get(
      cookie: string,
      load: () => Promise<SessionResult | null>,
    ): Promise<SessionResult | null> {
      const hit = entries.get(cookie);
      const time = now();
      if (
        hit &&
        hit.until > time &&
        (!hit.result || hit.result.session.expiresAt.getTime() > time)
      ) {
        return hit.result;
      }
      const result = await load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // Only sessions are remembered: an unknown cookie is checked again each time.
      if (result) entries.set(cookie, { result, until: time + SESSION_CACHE_MS });
      else entries.delete(cookie);
      return result;
    },
    clear() {
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
