/**
 * Is the server answering? The specification's offline rule: after 10 s without a server answer
 * the app is in "offline mode". Failed requests and event-stream errors start the clock; from then
 * on a /api/health probe asks again with the retry backoff, and any answer (probe, query or
 * event) ends the trouble. Timers and the probe are passed in, so the rules are tested without a
 * browser.
 */
import { backoffDelay } from '../../lib/backoff';

/** From the specification: "Backend didn't respond within 10 seconds" leads to offline mode. */
export const OFFLINE_AFTER_MS = 10_000;

export interface ConnectionSnapshot {
  offline: boolean;
  /** When the first unanswered request of the current trouble failed (epoch ms), else null. */
  troubleSince: number | null;
}

export interface MonitorDeps {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Resolves true when the server answered. */
  probe: () => Promise<boolean>;
}

export interface ConnectionMonitor {
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The server answered something (a query, a mutation, an event). */
  reportAnswer(): void;
  /** A request or the event stream failed without an answer. */
  reportFailure(): void;
  /** Called once each time the app comes back from offline mode. */
  onRecovered(listener: () => void): () => void;
  dispose(): void;
}

export function createConnectionMonitor(deps: MonitorDeps): ConnectionMonitor {
  let snapshot: ConnectionSnapshot = { offline: false, troubleSince: null };
  const listeners = new Set<() => void>();
  const recoveredListeners = new Set<() => void>();
  let offlineTimer: unknown = null;
  let probeTimer: unknown = null;
  let probeAttempt = 0;
  /** Bumped whenever trouble ends, so a probe answering late for old trouble is ignored. */
  let generation = 0;

  const set = (next: ConnectionSnapshot) => {
    if (next.offline === snapshot.offline && next.troubleSince === snapshot.troubleSince) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const clearTimers = () => {
    if (offlineTimer !== null) deps.clearTimer(offlineTimer);
    if (probeTimer !== null) deps.clearTimer(probeTimer);
    offlineTimer = null;
    probeTimer = null;
  };

  const scheduleProbe = () => {
    const mine = generation;
    probeTimer = deps.setTimer(() => {
      probeTimer = null;
      deps
        .probe()
        .catch(() => false)
        .then((answered) => {
          if (mine !== generation) return;
          if (answered) {
            monitor.reportAnswer();
            return;
          }
          probeAttempt += 1;
          if (probeTimer === null) scheduleProbe();
        });
    }, backoffDelay(probeAttempt));
  };

  const monitor: ConnectionMonitor = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportAnswer() {
      if (snapshot.troubleSince === null) return;
      const wasOffline = snapshot.offline;
      generation += 1;
      clearTimers();
      probeAttempt = 0;
      set({ offline: false, troubleSince: null });
      if (wasOffline) for (const listener of recoveredListeners) listener();
    },
    reportFailure() {
      if (snapshot.troubleSince !== null) return;
      const since = deps.now();
      set({ offline: false, troubleSince: since });
      offlineTimer = deps.setTimer(() => {
        offlineTimer = null;
        set({ offline: true, troubleSince: since });
      }, OFFLINE_AFTER_MS);
      scheduleProbe();
    },
    onRecovered(listener) {
      recoveredListeners.add(listener);
      return () => recoveredListeners.delete(listener);
    },
    dispose() {
      generation += 1;
      clearTimers();
      listeners.clear();
      recoveredListeners.clear();
    },
  };
  return monitor;
}
