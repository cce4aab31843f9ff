/**
 * Cohorts in the console (issue 27): the list a game master or a cohort manager sees, a cohort's
 * members, and the game master's writes. Each write refreshes what it changes.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyHeader } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { adminKeys } from './admin-api';

export type Cohort = Schemas['Cohort'];

export const MEMBER_PAGE_SIZE = 25;

const cohortKeys = {
  list: [...adminKeys.cohorts, 'list'] as const,
  members: (id: string, q: string, page: number) =>
    [...adminKeys.cohorts, 'members', id, q, page] as const,
};

export const cohortsQuery = queryOptions({
  queryKey: cohortKeys.list,
  queryFn: ({ signal }) => api.get('/api/cohorts', { signal }),
  staleTime: 15_000,
});

export function membersQuery(cohortId: string, q: string, page: number) {
  return queryOptions({
    queryKey: cohortKeys.members(cohortId, q, page),
    queryFn: ({ signal }) =>
      api.get('/api/cohorts/{cohortId}/members', {
        params: {
          path: { cohortId },
          query: { page, pageSize: MEMBER_PAGE_SIZE, ...(q ? { q } : {}) },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useCohortWrite<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });
      void queryClient.invalidateQueries({ queryKey: adminKeys.players });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useCreateCohort = () =>
  useCohortWrite((name: string) => api.post('/api/admin/cohorts', { body: { name } }));

export const useRenameCohort = () =>
  useCohortWrite(({ id, name }: { id: string; name: string }) =>
    api.patch('/api/admin/cohorts/{cohortId}', {
      params: { path: { cohortId: id } },
      body: { name },
    }),
  );

export const useNewJoinCode = () =>
  useCohortWrite((id: string) =>
    api.post('/api/admin/cohorts/{cohortId}/join-code', { params: { path: { cohortId: id } } }),
  );

export const useDeleteCohort = () =>
  useCohortWrite(({ id, confirm, key }: { id: string; confirm: string; key: string }) =>
    api.post('/api/admin/cohorts/{cohortId}/delete', {
      params: { path: { cohortId: id }, header: idempotencyHeader(key) },
      body: { confirm },
    }),
  );

/**
 * Makes the player with this e-mail address a manager of the cohort: found through the players
 * search, then granted with the address as confirmation.
 */
export const useGrantManager = () =>
  useCohortWrite(async ({ id, email, key }: { id: string; email: string; key: string }) => {
    const wanted = email.trim().toLowerCase();
    const page = await api.get('/api/admin/players', {
      params: { query: { q: wanted, page: 1, pageSize: 10 } },
    });
    const player = page.players.find((p) => p.email.toLowerCase() === wanted);
    if (!player) throw new NoSuchPlayer(wanted);
    return api.post('/api/admin/cohorts/{cohortId}/managers', {
      params: { path: { cohortId: id }, header: idempotencyHeader(key) },
      body: { userId: player.id, confirm: player.email },
    });
  });

export const useRevokeManager = () =>
  useCohortWrite(
    ({ id, userId, email, key }: { id: string; userId: string; email: string; key: string }) =>
      api.post('/api/admin/cohorts/{cohortId}/managers/{userId}/revoke', {
        params: { path: { cohortId: id, userId }, header: idempotencyHeader(key) },
        body: { confirm: email },
      }),
  );

/** No account has the typed address: said in the form, not as a server error. */
export class NoSuchPlayer extends Error {
  constructor(readonly email: string) {
    super(`No player has the address ${email}.`);
  }
}

export type CohortAssignment = Schemas['CohortAssignment'];

export function cohortAssignmentsQuery(cohortId: string) {
  return queryOptions({
    queryKey: [...adminKeys.cohorts, 'assignments', cohortId] as const,
    queryFn: ({ signal }) =>
      api.get('/api/cohorts/{cohortId}/assignments', { params: { path: { cohortId } }, signal }),
    staleTime: 15_000,
  });
}

export function assignmentPeopleQuery(cohortId: string, assignmentId: string) {
  return queryOptions({
    queryKey: [...adminKeys.cohorts, 'assignments', cohortId, assignmentId] as const,
    queryFn: ({ signal }) =>
      api.get('/api/cohorts/{cohortId}/assignments/{assignmentId}', {
        params: { path: { cohortId, assignmentId } },
        signal,
      }),
    staleTime: 15_000,
  });
}

export const useAssign = () =>
  useCohortWrite(({ cohortId, body }: { cohortId: string; body: Schemas['NewAssignment'] }) =>
    api.post('/api/cohorts/{cohortId}/assignments', { params: { path: { cohortId } }, body }),
  );

export const useCancelAssignment = () =>
  useCohortWrite(({ cohortId, assignmentId }: { cohortId: string; assignmentId: string }) =>
    api.post('/api/cohorts/{cohortId}/assignments/{assignmentId}/cancel', {
      params: { path: { cohortId, assignmentId } },
    }),
  );
