import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { MyLeagues, Schemas } from '../../lib/api-schemas';
import { gameKeys, myLeaguesQuery } from '../game/game-api';
import { inviteCodeOf } from './leagues-model';

export type LeagueSummary = Schemas['LeagueSummary'];
export type LeagueDetail = Schemas['LeagueDetail'];
export type LeaguePreview = Schemas['LeaguePreview'];
export type LeagueMember = LeagueDetail['members'][number];
export type LeaguePodium = Schemas['LeaguePodium'];
export type LeagueFeedEntry = Schemas['LeagueFeedEntry'];

/** Feed entries a page asks for: a phone screen or two; "Show older" fetches the next. */
export const FEED_PAGE_SIZE = 20;

/** Keys under `gameKeys.leagues`, so invalidating my leagues refreshes these too. */
export const leagueKeys = {
  detail: (id: string) => [...gameKeys.leagues, 'detail', id] as const,
  feed: (id: string) => [...gameKeys.leagues, 'feed', id] as const,
  preview: (code: string) => [...gameKeys.leagues, 'preview', code] as const,
};

/** A league's feed, newest first, a page at a time; the cursor is the page's `nextBefore`. */
export function leagueFeedQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: leagueKeys.feed(id),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/leagues/{leagueId}/feed', {
        params: {
          path: { leagueId: id },
          query: { limit: FEED_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 15_000,
  });
}

/**
 * What an invite link leads to, for a visitor not signed in yet (the sign-in pages). Not under
 * `gameKeys`: it belongs to no player.
 */
export function invitationQuery(code: string) {
  return queryOptions({
    queryKey: ['invitation', code] as const,
    queryFn: ({ signal }) =>
      api.get('/api/invitations/{code}', { params: { path: { code } }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

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

/**
 * Where a player who just verified their e-mail goes: the league of the invite link they came
 * through, which the verification joined them to (server), or else the page they were going to.
 */
export async function pageAfterInvitation(
  queryClient: QueryClient,
  returnTo: string,
): Promise<string> {
  const code = inviteCodeOf(returnTo);
  if (!code) return returnTo;
  try {
    const preview = await queryClient.fetchQuery({ ...leaguePreviewQuery(code), staleTime: 0 });
    return preview.alreadyMember && preview.leagueId ? `/leagues/${preview.leagueId}` : returnTo;
  } catch {
    // The join page says what is wrong with the link.
    return returnTo;
  }
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
