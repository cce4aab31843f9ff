/**
 * An organisation's SCIM tokens in the console (issue 28): the list, making one (its secret comes
 * back this once) and revoking one. Each write refreshes the list and the audit log.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { adminKeys } from './admin-api';

export type ScimToken = Schemas['ScimToken'];
export type CreatedScimToken = Schemas['CreatedScimToken'];

const scimTokenKeys = {
  list: (organisationId: string) => ['admin', 'scim-tokens', organisationId] as const,
};

export function scimTokensQuery(organisationId: string) {
  return queryOptions({
    queryKey: scimTokenKeys.list(organisationId),
    queryFn: ({ signal }) =>
      api.get('/api/admin/organisations/{organisationId}/scim-tokens', {
        params: { path: { organisationId } },
        signal,
      }),
  });
}

function useTokenWrite<V, R>(organisationId: string, request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scimTokenKeys.list(organisationId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useCreateScimToken = (organisationId: string) =>
  useTokenWrite(organisationId, (name: string) =>
    api.post('/api/admin/organisations/{organisationId}/scim-tokens', {
      params: { path: { organisationId } },
      body: { name },
    }),
  );

export const useRevokeScimToken = (organisationId: string) =>
  useTokenWrite(organisationId, (tokenId: string) =>
    api.post('/api/admin/organisations/{organisationId}/scim-tokens/{tokenId}/revoke', {
      params: { path: { organisationId, tokenId } },
    }),
  );
