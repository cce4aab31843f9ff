/**
 * The game master's drill statistics (GET /api/admin/drills/stats): per family and per drill,
 * the most-missed red flags, the share who trusted each scam. Rates are 0–1 shares, or null where
 * no attempt of that kind was made.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';

export type DrillStats = Schemas['DrillStats'];

export const drillStatsQuery = queryOptions({
  queryKey: ['admin', 'drill-stats'] as const,
  queryFn: ({ signal }) => api.get('/api/admin/drills/stats', { signal }),
  staleTime: 15_000,
});
