import type { DefenseId } from '@ffl/engine/ids';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { DefensePage } from '../../lib/api-schemas';

/** A defense's learning page. Content only changes with a deploy, so it never goes stale. */
export function defenseContentQuery(defenseId: DefenseId) {
  return queryOptions({
    queryKey: ['content', 'defense', defenseId] as const,
    queryFn: ({ signal }) =>
      apiRequest<DefensePage>(`/api/content/defenses/${defenseId}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
