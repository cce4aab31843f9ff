import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { nextWaveQuery } from '../game/game-api';
import { serverOffset } from './server-time';

/**
 * Server time minus browser time, from the freshest answer that carries the server clock (the next
 * wave). Null until it is known.
 */
export function useServerOffset(): number | null {
  const query = useQuery({ ...nextWaveQuery, staleTime: 0 });
  return query.data ? serverOffset(query.data.serverTime, query.dataUpdatedAt) : null;
}

/** The server's clock now, ticking every second; null until known. */
export function useServerNow(): number | null {
  const offset = useServerOffset();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return offset === null ? null : now + offset;
}

/**
 * Asks the server for its clock right before a time is sent, since the test clock (or a long-open
 * page) may have moved since the page loaded. Half the round trip is added as the answer's age.
 */
export async function fetchServerNow(queryClient: QueryClient): Promise<number> {
  const sent = Date.now();
  const data = await queryClient.fetchQuery({ ...nextWaveQuery, staleTime: 0 });
  const received = Date.now();
  const server = Date.parse(data.serverTime);
  return Number.isNaN(server) ? received : server + (received - sent) / 2;
}
