import type { DefenseId } from '@ffl/engine/ids';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A defense's learning page. Content only changes with a deploy, so it never goes stale. */
export function defenseContentQuery(defenseId: DefenseId) {
  return queryOptions({
    queryKey: ['content', 'defense', defenseId] as const,
    queryFn: ({ signal }) =>
      api.get('/api/content/defenses/{defenseId}', { params: { path: { defenseId } }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
