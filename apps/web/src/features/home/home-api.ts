/**
 * Home's own server answers: the newest wave report and the season's calendar. (The advice is
 * features/game/advice-api.)
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';

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
