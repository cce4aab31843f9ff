import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { serverClock } from '../../lib/server-clock';

/**
 * Milliseconds from the server's now to `at` (epoch ms; null and undefined pass through). The
 * component renders again at each of `flips` (epoch ms) rather than every second: Home's rule
 * only changes its mind when the wave comes near or lands.
 */
export function useTimeLeft(
  at: number | null | undefined,
  flips: readonly number[],
): number | null | undefined {
  const offset = useSyncExternalStore(serverClock.subscribe, serverClock.offset);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const now = Date.now() + offset;
  const nextFlip = Math.min(...flips.filter((flip) => flip > now));
  useEffect(() => {
    if (!Number.isFinite(nextFlip)) return;
    // setTimeout's longest wait is about 24.8 days; a later flip is simply looked at again then.
    const wait = Math.min(nextFlip - Date.now() - offset + 50, 2 ** 31 - 1);
    const timer = window.setTimeout(rerender, Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [nextFlip, offset]);
  if (at === null || at === undefined) return at;
  return at - now;
}
