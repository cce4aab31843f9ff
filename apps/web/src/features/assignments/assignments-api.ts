import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';

export type MyAssignment = Schemas['MyAssignment'];

/** My cohort's assigned training, with my progress (Home carries it in the page). */
export const myAssignmentsQuery = queryOptions({
  queryKey: ['assignments', 'mine'] as const,
  queryFn: ({ signal }) => api.get('/api/me/assignments', { signal }),
  staleTime: 30_000,
});
