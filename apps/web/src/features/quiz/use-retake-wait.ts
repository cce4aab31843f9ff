import { useEffect, useState, useSyncExternalStore } from 'react';
import { serverClock } from '../../lib/server-clock';
import { useTimeZone } from '../../lib/time-zone';
import { describeRetakeWait } from './quiz-logic';

/**
 * The words for a retake's cooldown, re-read every second while it runs, and null otherwise. Unlike
 * `useServerNow`, nothing ticks when there is no cooldown, so the quiz a player is answering is not
 * rendered again every second for a countdown it does not show.
 */
export function useRetakeWait(retakeAt: string | null | undefined): string | null {
  const offset = useSyncExternalStore(serverClock.subscribe, serverClock.offset);
  const timeZone = useTimeZone();
  // Only a trigger: each tick renders again, and the wait is read from the clock then.
  const [, setTick] = useState(0);
  const opensAt = retakeAt ? Date.parse(retakeAt) : Number.NaN;
  useEffect(() => {
    if (!(opensAt > Date.now() + serverClock.offset())) return;
    const timer = window.setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() + serverClock.offset() >= opensAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [opensAt]);
  return describeRetakeWait(retakeAt, Date.now() + offset, timeZone);
}
