import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The one-line summary of every page. Content changes only with a deploy, so it stays fresh long. */
export const contentSummariesQuery = queryOptions({
  queryKey: ['content', 'summaries'] as const,
  queryFn: ({ signal }) => api.get('/api/content', { signal }),
  staleTime: 10 * 60_000,
});
