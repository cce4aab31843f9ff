/**
 * The server's clock as seen from this tab. The countdown must agree with the server, whose clock
 * may differ from this computer's (or be moved by the test clock), so every answer that carries a
 * `serverTime` updates an offset and the countdown ticks locally from `Date.now() + offset`.
 */

/** serverTime − localNow in ms, or null when `serverTime` is not a readable date. */
export function computeOffset(serverTime: unknown, localNow: number): number | null {
  if (typeof serverTime !== 'string') return null;
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - localNow : null;
}

export interface ServerClock {
  /** The server's time now, in epoch ms. */
  now(): number;
  offset(): number;
  /** Takes the `serverTime` of an answer or event that arrived just now. */
  sync(serverTime: unknown): void;
  subscribe(listener: () => void): () => void;
}

export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => localNow() + offset,
    offset: () => offset,
    sync(serverTime) {
      const next = computeOffset(serverTime, localNow());
      if (next === null || next === offset) return;
      offset = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one clock of this tab. */
export const serverClock = createServerClock();

/** Syncs the clock from any API answer that carries a top-level `serverTime`. */
export function syncFromAnswer(clock: ServerClock, data: unknown): void {
  if (data && typeof data === 'object' && 'serverTime' in data) {
    clock.sync((data as { serverTime: unknown }).serverTime);
  }
}
