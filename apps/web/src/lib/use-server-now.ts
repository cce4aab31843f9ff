import { useEffect, useState, useSyncExternalStore } from 'react';
import { serverClock } from './server-clock';

/** The server's time (epoch ms), re-read every second and whenever the offset changes. */
export function useServerNow(): number {
  const offset = useSyncExternalStore(serverClock.subscribe, serverClock.offset);
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    // Ticks on the second boundary, so that every countdown on the page changes together.
    let timer = 0;
    const tick = () => {
      setLocal(Date.now());
      timer = window.setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    };
    timer = window.setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    return () => window.clearTimeout(timer);
  }, []);
  return local + offset;
}
