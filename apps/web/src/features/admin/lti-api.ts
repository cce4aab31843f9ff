/**
 * Learning platforms (LTI 1.3) in the console: the owner's list with the tool's addresses, and
 * the writes, each of which refreshes the list and the audit log.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { adminKeys } from './admin-api';

const ltiKeys = [...adminKeys.all, 'lti-platforms'] as const;

export const ltiPlatformsQuery = queryOptions({
  queryKey: ltiKeys,
  queryFn: ({ signal }) => api.get('/api/admin/lti/platforms', { signal }),
  staleTime: 15_000,
});

function useLtiWrite<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ltiKeys });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useAddLtiPlatform = () =>
  useLtiWrite((body: Schemas['LtiNewPlatform']) => api.post('/api/admin/lti/platforms', { body }));

export const useApproveLtiPlatform = () =>
  useLtiWrite((platformId: string) =>
    api.post('/api/admin/lti/platforms/{platformId}/approve', {
      params: { path: { platformId } },
      body: {},
    }),
  );

export const useRemoveLtiPlatform = () =>
  useLtiWrite(({ platformId, confirm }: { platformId: string; confirm: string }) =>
    api.post('/api/admin/lti/platforms/{platformId}/delete', {
      params: { path: { platformId } },
      body: { confirm },
    }),
  );
