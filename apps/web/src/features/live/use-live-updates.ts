/**
 * Opens the tab's event stream for as long as the signed-in layout is mounted, and turns each push
 * into cache updates: a wave landing refreshes every game answer (its notice shows once the
 * header's balances are new), the countdown replaces the next-wave answer, and the leaderboard is
 * refetched when it changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverClock } from '../../lib/server-clock';
import { gameKeys, nextWaveQuery, refreshGame } from '../game/game-api';
import { markArrivedLive } from '../game/replay-marks';
import { connection } from './connection';
import type { WaveLanded } from './live-events';
import { openLiveStream } from './live-stream';
import { landWave } from './wave-landing';

export const EVENTS_URL = '/api/events';

export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const [landed, setLanded] = useState<WaveLanded | null>(null);

  useEffect(() => {
    const stream = openLiveStream(
      EVENTS_URL,
      {
        onAnswer: () => connection.reportAnswer(),
        onFailure: () => connection.reportFailure(),
        onEvent: (event) => {
          serverClock.sync(event.serverTime);
          if (event.type === 'countdown') {
            // The countdown carries what GET /api/waves/next answers.
            queryClient.setQueryData(nextWaveQuery.queryKey, {
              serverTime: event.serverTime,
              next: event.next,
            });
          } else if (event.type === 'wave-landed') {
            const { type: _type, serverTime: _time, ...wave } = event;
            // The report arrived live: its replay plays the first time it is opened.
            if (wave.reportId) markArrivedLive(wave.reportId);
            // The notice shows with the new balances in the header, not before (wave-landing.ts).
            void landWave(queryClient, () => setLanded(wave));
          } else if (event.type === 'season-started') {
            void refreshGame(queryClient);
          } else if (event.type === 'leaderboard-changed') {
            void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
            // A league's table, podium and feed come from the same ranks (written after the
            // landing, decision 0022).
            void queryClient.invalidateQueries({ queryKey: gameKeys.leagues });
          }
        },
      },
      {
        create: (url) => new EventSource(url),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
      },
    );
    const stopRecovered = connection.onRecovered(() => stream.reconnectNow());
    return () => {
      stopRecovered();
      stream.close();
    };
  }, [queryClient]);

  return { landed, dismiss: () => setLanded(null) };
}
