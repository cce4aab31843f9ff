import type { FraudId } from '@ffl/engine/ids';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { FraudPage } from '../../lib/api-schemas';

/** A fraud's learning page, without its quiz. Content changes only with a deploy. */
export function fraudPageQuery(fraudId: FraudId) {
  return queryOptions({
    queryKey: ['content', 'frauds', fraudId] as const,
    queryFn: ({ signal }) => apiRequest<FraudPage>(`/api/content/frauds/${fraudId}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
