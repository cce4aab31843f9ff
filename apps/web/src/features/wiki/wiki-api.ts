import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { ContentSummaries } from '../../lib/api-schemas';

/** The one-line summary of every page. Content changes only with a deploy, so it stays fresh long. */
export const contentSummariesQuery = queryOptions({
  queryKey: ['content', 'summaries'] as const,
  queryFn: ({ signal }) => apiRequest<ContentSummaries>('/api/content', { signal }),
  staleTime: 10 * 60_000,
});
