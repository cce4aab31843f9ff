import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { MyLeagues, Schemas } from '../../lib/api-schemas';
import { gameKeys, myLeaguesQuery } from '../game/game-api';

export type LeagueSummary = Schemas['LeagueSummary'];
export type LeagueDetail = Schemas['LeagueDetail'];
export type LeaguePreview = Schemas['LeaguePreview'];
export type LeagueMember = LeagueDetail['members'][number];

/** Keys under `gameKeys.leagues`, so invalidating my leagues refreshes these too. */
export const leagueKeys = {
  detail: (id: string) => [...gameKeys.leagues, 'detail', id] as const,
  preview: (code: string) => [...gameKeys.leagues, 'preview', code] as const,
};

export function leagueDetailQuery(id: string) {
  return queryOptions({
    queryKey: leagueKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get('/api/leagues/{leagueId}', { params: { path: { leagueId: id } }, signal }),
    staleTime: 15_000,
  });
}

/** What an invite code leads to, before joining. */
export function leaguePreviewQuery(code: string) {
  return queryOptions({
    queryKey: leagueKeys.preview(code),
    queryFn: ({ signal }) =>
      api.get('/api/leagues/preview/{code}', { params: { path: { code } }, signal }),
    staleTime: 15_000,
  });
}

/** After any change of membership: my leagues, every league view and every table. */
function useRefreshLeagues() {
  const queryClient = useQueryClient();
  return (mine?: MyLeagues) => {
    if (mine) queryClient.setQueryData(myLeaguesQuery.queryKey, mine);
    void queryClient.invalidateQueries({ queryKey: gameKeys.leagues });
    void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
  };
}

export function useCreateLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (name: string) => api.post('/api/leagues', { body: { name } }),
    onSuccess: () => refresh(),
  });
}

export function useJoinLeague() {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/leagues/join', { body: { code } }),
    onSuccess: () => refresh(),
  });
}

export function useRenameLeague(id: string) {
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (name: string) =>
      api.patch('/api/leagues/{leagueId}', { params: { path: { leagueId: id } }, body: { name } }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: (bankId: string) =>
      api.delete('/api/leagues/{leagueId}/members/{bankId}', {
        params: { path: { leagueId: id, bankId } },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(leagueKeys.detail(id), detail);
      refresh();
    },
  });
}

export function useRegenerateCode(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLeagues();
  return useMutation({
    mutationFn: () =>
      api.post('/api/leagues/{leagueId}/code', { params: { path: { leagueId: id } } }),
    onSuccess: (fresh) => {
      queryClient.setQueryData<LeagueDetail>(leagueKeys.detail(id), (old) =>
        old ? { ...old, code: fresh.code, joinPath: fresh.joinPath } : old,
      );
      refresh();
    },
  });
}

/**
 * Leave or delete: both answer with my leagues. The league's own views are only marked stale,
 * not refetched: they would answer not-found while the page moves away.
 */
export function useLeaveOrDelete(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'leave' | 'delete') =>
      action === 'leave'
        ? api.post('/api/leagues/{leagueId}/leave', { params: { path: { leagueId: id } } })
        : api.delete('/api/leagues/{leagueId}', { params: { path: { leagueId: id } } }),
    onSuccess: (mine) => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.leagues, refetchType: 'none' });
      queryClient.setQueryData(myLeaguesQuery.queryKey, mine);
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
    },
  });
}
