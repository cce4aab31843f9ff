/** The tab's connection monitor, wired to the real clock, timers and /api/health. */
import { useSyncExternalStore } from 'react';
import { REQUEST_TIMEOUT_MS } from '../../lib/api';
import { type ConnectionSnapshot, createConnectionMonitor } from './connection-monitor';

/** Any answer from our server counts, including its own "degraded" 503 when the database is down. */
async function probeHealth(): Promise<boolean> {
  try {
    const res = await fetch('/api/health', {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return res.ok || res.status === 503;
  } catch {
    return false;
  }
}

export const connection = createConnectionMonitor({
  now: () => Date.now(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  probe: probeHealth,
});

export function useConnection(): ConnectionSnapshot {
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot);
}
