/**
 * The game master's server state: one query key per resource under ['admin'], and the mutations
 * that refresh what they change (including the players' own game data, e.g. after a new season).
 */

import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';
import type { WaveDraftBody } from './wave-draft';

export type AdminWave = Schemas['AdminWave'];
export type AdminWaveDetail = Schemas['AdminWaveDetail'];
export type AdminWavePage = Schemas['AdminWavePage'];
export type WavePreview = Schemas['WavePreview'];
export type DamageDistribution = Schemas['DamageDistribution'];
export type WaveResultsPage = Schemas['WaveResultsPage'];
export type WaveSchedule = Schemas['WaveSchedule'];
export type SeasonProgress = Schemas['SeasonProgress'];
export type SeasonStarted = Schemas['SeasonStarted'];
export type PlayerCounts = Schemas['PlayerCounts'];
export type PlayerPage = Schemas['PlayerPage'];
export type PlayerSummary = Schemas['PlayerSummary'];
export type PlayerDetail = Schemas['PlayerDetail'];
export type AuditPage = Schemas['AuditPage'];
export type QuizStats = Schemas['QuizStats'];

export type WavesWhen = 'upcoming' | 'past';

export const WAVE_PAGE_SIZE = 10;
export const RESULTS_PAGE_SIZE = 50;
export const PLAYER_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 25;

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  waves: ['admin', 'waves'] as const,
  waveList: (when: WavesWhen, page: number) => ['admin', 'waves', 'list', when, page] as const,
  wave: (id: string) => ['admin', 'waves', 'one', id] as const,
  results: (id: string, page: number) => ['admin', 'waves', 'results', id, page] as const,
  schedule: ['admin', 'schedule'] as const,
  season: ['admin', 'season'] as const,
  players: ['admin', 'players'] as const,
  playerList: (q: string, page: number) => ['admin', 'players', 'list', q, page] as const,
  player: (id: string) => ['admin', 'players', 'one', id] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
  quizStats: ['admin', 'quiz-stats'] as const,
};

export const statsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => apiRequest<PlayerCounts>('/api/admin/stats', { signal }),
  staleTime: 15_000,
});

export function wavesQuery(when: WavesWhen, page = 1, pageSize = WAVE_PAGE_SIZE) {
  return queryOptions({
    queryKey: adminKeys.waveList(when, page),
    queryFn: ({ signal }) =>
      apiRequest<AdminWavePage>(`/api/admin/waves?when=${when}&page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function waveQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.wave(id),
    queryFn: ({ signal }) => apiRequest<AdminWaveDetail>(`/api/admin/waves/${id}`, { signal }),
    staleTime: 5_000,
  });
}

export function waveResultsQuery(id: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.results(id, page),
    queryFn: ({ signal }) =>
      apiRequest<WaveResultsPage>(
        `/api/admin/waves/${id}/results?page=${page}&pageSize=${RESULTS_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const scheduleQuery = queryOptions({
  queryKey: adminKeys.schedule,
  queryFn: ({ signal }) => apiRequest<WaveSchedule>('/api/admin/schedule', { signal }),
  staleTime: 10_000,
});

export const seasonQuery = queryOptions({
  queryKey: adminKeys.season,
  queryFn: ({ signal }) => apiRequest<SeasonProgress>('/api/admin/season', { signal }),
  staleTime: 5_000,
});

export function playersQuery(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PLAYER_PAGE_SIZE) });
  if (q) params.set('q', q);
  return queryOptions({
    queryKey: adminKeys.playerList(q, page),
    queryFn: ({ signal }) => apiRequest<PlayerPage>(`/api/admin/players?${params}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function playerQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.player(id),
    queryFn: ({ signal }) =>
      apiRequest<PlayerDetail>(`/api/admin/players/${encodeURIComponent(id)}`, { signal }),
    staleTime: 10_000,
  });
}

export function auditQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>(`/api/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/**
 * The quiz statistics, or null when this server does not have them (an older server answers
 * not-found), so the screens can say so instead of failing.
 */
export const quizStatsQuery = queryOptions({
  queryKey: adminKeys.quizStats,
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest<QuizStats>('/api/admin/quiz-stats', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

/** What any wave change can alter: the lists, the schedule, the players' countdown, the log. */
function refreshWaves(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.waves });
  void queryClient.invalidateQueries({ queryKey: adminKeys.schedule });
  void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
  void queryClient.invalidateQueries({ queryKey: gameKeys.nextWave });
}

export function usePreviewWave() {
  return useMutation({
    mutationFn: (draft: WaveDraftBody & { seed?: number }) =>
      apiRequest<WavePreview>('/api/admin/waves/preview', { method: 'POST', body: draft }),
  });
}

export function useScheduleWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaveDraftBody & { seed?: number; at?: string }) =>
      apiRequest<AdminWave>('/api/admin/waves', { method: 'POST', body }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

export function useEditWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<WaveDraftBody> & { id: string; at?: string }) =>
      apiRequest<AdminWave>(`/api/admin/waves/${id}`, { method: 'PATCH', body }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

/**
 * A key for one confirmed destructive action (cancel a wave, start a season, disable an
 * account): made when its dialog opens and sent with every try of that confirmation, so a retry
 * after a lost answer does not act twice.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Cancels a wave for good, confirmed with its id. */
export function useCancelWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiRequest<{ ok: true }>(`/api/admin/waves/${id}`, {
        method: 'DELETE',
        body: { confirm: id },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

export function useRetryWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/api/admin/waves/${id}/retry`, { method: 'POST', body: {} }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { enabled?: boolean; intervalMinutes?: number; timeOfDay?: string }) =>
      apiRequest<WaveSchedule>('/api/admin/schedule', { method: 'PUT', body: change }),
    onSuccess: (schedule) => {
      queryClient.setQueryData(adminKeys.schedule, schedule);
      refreshWaves(queryClient);
    },
  });
}

/** Starts the next season, confirmed with the current season's number as the game master typed it. */
export function useStartSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ confirm, idempotencyKey }: { confirm: number; idempotencyKey: string }) =>
      apiRequest<SeasonStarted>('/api/admin/season', {
        method: 'POST',
        body: { confirm },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (started) => {
      queryClient.setQueryData(adminKeys.season, started.progress);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** A role or access change: the player's id, on or off, and for disabling its confirmation. */
interface PlayerChange {
  id: string;
  on: boolean;
  /** Disabling only: the player's e-mail address and the dialog's Idempotency-Key. */
  confirm?: { email: string; idempotencyKey: string };
}

/** After a role or access change: the player, the lists, the counts and the log. */
function usePlayerMutation(
  request: (change: PlayerChange) => Promise<PlayerDetail>,
): ReturnType<typeof useMutation<PlayerDetail, Error, PlayerChange>> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (player) => {
      queryClient.setQueryData(adminKeys.player(player.id), player);
      void queryClient.invalidateQueries({ queryKey: adminKeys.players });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export function useSetAdmin() {
  return usePlayerMutation(({ id, on: admin }) =>
    apiRequest<PlayerDetail>(`/api/admin/players/${encodeURIComponent(id)}/admin`, {
      method: 'POST',
      body: { admin },
    }),
  );
}

/** Enables an account, or disables it with the player's e-mail address as confirmation. */
export function useSetDisabled() {
  return usePlayerMutation(({ id, on: disabled, confirm }) => {
    const path = `/api/admin/players/${encodeURIComponent(id)}`;
    if (!disabled) return apiRequest<PlayerDetail>(`${path}/enable`, { method: 'POST' });
    if (!confirm) throw new Error('Disabling an account needs its confirmation.');
    return apiRequest<PlayerDetail>(`${path}/disable`, {
      method: 'POST',
      body: { confirm: confirm.email },
      headers: { 'Idempotency-Key': confirm.idempotencyKey },
    });
  });
}
