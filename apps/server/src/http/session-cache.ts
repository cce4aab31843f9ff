import type { Auth } from '../auth/auth';

export type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

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
  // Checks in flight: when a remembered session runs out while a page's requests arrive together,
  // they share one check instead of each asking the identity library at once.
  const loading = new Map<string, Promise<SessionResult | null>>();
  // Bumped by clear(): a check that started before a sign-out must not be remembered after it.
  let generation = 0;
  const clearListeners = new Set<() => void>();

  async function check(
    cookie: string,
    load: () => Promise<SessionResult | null>,
  ): Promise<SessionResult | null> {
    const started = generation;
    const time = now();
    const result = await load();
    if (started !== generation) return result;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    // Only sessions are remembered: an unknown cookie is checked again each time.
    if (result) entries.set(cookie, { result, until: time + SESSION_CACHE_MS });
    else entries.delete(cookie);
    return result;
  }

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
      const pending = loading.get(cookie);
      if (pending) return pending;
      const next = check(cookie, load).finally(() => {
        if (loading.get(cookie) === next) loading.delete(cookie);
      });
      loading.set(cookie, next);
      return next;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
      for (const listener of clearListeners) listener();
    },
    /** Calls `listener` whenever a session may have ended or changed in this process. */
    onClear(listener: () => void) {
      clearListeners.add(listener);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
