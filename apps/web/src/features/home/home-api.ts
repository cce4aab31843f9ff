/**
 * Home's own server answers: the newest wave report and the season's calendar. (The advice is
 * features/game/advice-api.)
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { preferencesQuery } from '../../lib/time-zone';
import { adviceQuery } from '../game/advice-api';
import { bankQuery, gameKeys, nextWaveQuery } from '../game/game-api';
import { quizOverviewQuery } from '../game/quiz-status';

/** Under gameKeys.reports, so that a landed wave (refreshGame) refetches it. */
export const lastReportQuery = queryOptions({
  queryKey: [...gameKeys.reports, 'latest'] as const,
  queryFn: ({ signal }) => api.get('/api/reports', { params: { query: { limit: 1 } }, signal }),
  staleTime: 30_000,
});

/**
 * The season's number, length, waves left and end (GET /api/season). Under gameKeys.all, so that
 * a landed wave or a new season (refreshGame) refetches it.
 */
export const seasonQuery = queryOptions({
  queryKey: [...gameKeys.all, 'season'] as const,
  queryFn: ({ signal }) => api.get('/api/season', { signal }),
  staleTime: 60_000,
});

/**
 * Fetches what Home's rule reads (home-priority.ts) besides the other features' slots, for the
 * route's loader: with every answer in the cache before Home draws, the primary card is chosen in
 * the first render and nothing below it moves when a late answer changes its mind. On a first
 * visit the answers are in the page (apps/server/src/http/page-data.ts), so this costs nothing.
 */
export function loadHomeRule(client: QueryClient): Promise<unknown>[] {
  return [
    client.ensureQueryData(bankQuery),
    client.ensureQueryData(nextWaveQuery),
    client.ensureQueryData(lastReportQuery),
    client.ensureQueryData(quizOverviewQuery),
    client.ensureQueryData(adviceQuery),
    client.ensureQueryData(preferencesQuery),
  ];
}
