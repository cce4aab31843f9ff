import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';

export const REPORTS_PAGE_SIZE = 20;

/** Keys under `gameKeys.reports`, so a landed wave (which invalidates `gameKeys.all`) refreshes them. */
export const attackLogKeys = {
  pages: [...gameKeys.reports, 'attack-log-pages'] as const,
  report: (id: string) => [...gameKeys.reports, 'report', id] as const,
  balance: [...gameKeys.reports, 'balance'] as const,
};

/** My reports, newest first, a page at a time; the cursor is the last report id of a page. */
export const reportPagesQuery = infiniteQueryOptions({
  queryKey: attackLogKeys.pages,
  queryFn: ({ pageParam, signal }) =>
    api.get('/api/reports', {
      params: { query: { limit: REPORTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 30_000,
});

/** One report with its per-attack "why". A stored report never changes, so it never goes stale. */
export function reportQuery(id: string) {
  return queryOptions({
    queryKey: attackLogKeys.report(id),
    queryFn: ({ signal }) =>
      api.get('/api/reports/{reportId}', { params: { path: { reportId: id } }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Net worth after each wave of this season, for the balance chart. */
export const balanceQuery = queryOptions({
  queryKey: attackLogKeys.balance,
  queryFn: ({ signal }) => api.get('/api/reports/balance', { signal }),
  staleTime: 30_000,
});
