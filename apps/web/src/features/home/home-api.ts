/** Home's own server answer: the newest wave report. (The advice is features/game/advice-api.) */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';

/** Under gameKeys.reports, so that a landed wave (refreshGame) refetches it. */
export const lastReportQuery = queryOptions({
  queryKey: [...gameKeys.reports, 'latest'] as const,
  queryFn: ({ signal }) => api.get('/api/reports', { params: { query: { limit: 1 } }, signal }),
  staleTime: 30_000,
});
