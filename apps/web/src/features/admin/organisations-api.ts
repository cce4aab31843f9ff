/**
 * Organisations in the console (issue 28): the owner's list, one organisation, and the writes,
 * each of which refreshes the organisation screens and the audit log.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { adminKeys } from './admin-api';

const organisationKeys = {
  all: [...adminKeys.all, 'organisations'] as const,
  list: [...adminKeys.all, 'organisations', 'list'] as const,
  one: (id: string) => [...adminKeys.all, 'organisations', 'one', id] as const,
};

export const organisationsQuery = queryOptions({
  queryKey: organisationKeys.list,
  queryFn: ({ signal }) => api.get('/api/admin/organisations', { signal }),
  staleTime: 15_000,
});

export function organisationQuery(organisationId: string) {
  return queryOptions({
    queryKey: organisationKeys.one(organisationId),
    queryFn: ({ signal }) =>
      api.get('/api/admin/organisations/{organisationId}', {
        params: { path: { organisationId } },
        signal,
      }),
    staleTime: 15_000,
  });
}

function useOrganisationWrite<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organisationKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useCreateOrganisation = () =>
  useOrganisationWrite((body: Schemas['NewOrganisation']) =>
    api.post('/api/admin/organisations', { body }),
  );

export const useChangeOrganisation = () =>
  useOrganisationWrite(({ id, body }: { id: string; body: Schemas['OrganisationChange'] }) =>
    api.patch('/api/admin/organisations/{organisationId}', {
      params: { path: { organisationId: id } },
      body,
    }),
  );

export const useSetProvider = () =>
  useOrganisationWrite(({ id, body }: { id: string; body: Schemas['SsoSetting'] }) =>
    api.put('/api/admin/organisations/{organisationId}/provider', {
      params: { path: { organisationId: id } },
      body,
    }),
  );

export const useDeleteOrganisation = () =>
  useOrganisationWrite(({ id, confirm }: { id: string; confirm: string }) =>
    api.post('/api/admin/organisations/{organisationId}/delete', {
      params: { path: { organisationId: id } },
      body: { confirm },
    }),
  );
