import { ASSIGNMENT } from '@ffl/engine/assignments';
import { useEffect } from 'react';
import { api } from './api';

/**
 * Active time for assigned training (issue 27): while this page is visible, it tells the server
 * every ASSIGNMENT.heartbeatSeconds that it is still being read. The server counts the time
 * between two beats only when they are close (engine beatCredit), so a hidden tab, a closed lid
 * or a page left in the background counts nothing. A failed beat is dropped: the next one counts.
 */
export function useHeartbeat(topic: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      api.post('/api/me/heartbeat', { body: { topic } }).catch(() => undefined);
    };
    const start = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      beat();
      timer = setInterval(beat, ASSIGNMENT.heartbeatSeconds * 1000);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [topic]);
}
