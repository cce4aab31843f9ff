import type { FraudId } from '@ffl/engine/ids';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A fraud's learning page, without its quiz. Content changes only with a deploy. */
export function fraudPageQuery(fraudId: FraudId) {
  return queryOptions({
    queryKey: ['content', 'frauds', fraudId] as const,
    queryFn: ({ signal }) =>
      api.get('/api/content/frauds/{fraudId}', { params: { path: { fraudId } }, signal }),
    staleTime: 10 * 60_000,
  });
}
