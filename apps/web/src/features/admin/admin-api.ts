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
import { ApiError, api, idempotencyHeader } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';
import type { WaveDraftBody } from './wave-draft';

export type AdminWave = Schemas['AdminWave'];
export type AdminWaveDetail = Schemas['AdminWaveDetail'];
export type WavePreview = Schemas['WavePreview'];
export type DamageDistribution = Schemas['DamageDistribution'];
export type WaveSchedule = Schemas['WaveSchedule'];
export type PlayerSummary = Schemas['PlayerSummary'];
export type PlayerDetail = Schemas['PlayerDetail'];
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
  cohorts: ['admin', 'cohorts'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
  quizStats: ['admin', 'quiz-stats'] as const,
};

export const statsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => api.get('/api/admin/stats', { signal }),
  staleTime: 15_000,
});

export function wavesQuery(when: WavesWhen, page = 1, pageSize = WAVE_PAGE_SIZE) {
  return queryOptions({
    queryKey: adminKeys.waveList(when, page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/waves', { params: { query: { when, page, pageSize } }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function waveQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.wave(id),
    queryFn: ({ signal }) =>
      api.get('/api/admin/waves/{waveId}', { params: { path: { waveId: id } }, signal }),
    staleTime: 5_000,
  });
}

export function waveResultsQuery(id: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.results(id, page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/waves/{waveId}/results', {
        params: { path: { waveId: id }, query: { page, pageSize: RESULTS_PAGE_SIZE } },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const scheduleQuery = queryOptions({
  queryKey: adminKeys.schedule,
  queryFn: ({ signal }) => api.get('/api/admin/schedule', { signal }),
  staleTime: 10_000,
});

/** The season's length, waves left and end, as players see them on Home (GET /api/season). */
export const seasonCalendarQuery = queryOptions({
  queryKey: [...adminKeys.season, 'calendar'] as const,
  queryFn: ({ signal }) => api.get('/api/season', { signal }),
});

export const seasonQuery = queryOptions({
  queryKey: adminKeys.season,
  queryFn: ({ signal }) => api.get('/api/admin/season', { signal }),
  staleTime: 5_000,
});

export function playersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.playerList(q, page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/players', {
        params: { query: { page, pageSize: PLAYER_PAGE_SIZE, ...(q ? { q } : {}) } },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function playerQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.player(id),
    queryFn: ({ signal }) =>
      api.get('/api/admin/players/{userId}', { params: { path: { userId: id } }, signal }),
    staleTime: 10_000,
  });
}

export function auditQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: ({ signal }) =>
      api.get('/api/admin/audit', {
        params: { query: { page, pageSize: AUDIT_PAGE_SIZE } },
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
      return await api.get('/api/admin/quiz-stats', { signal });
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
      api.post('/api/admin/waves/preview', { body: draft }),
  });
}

/**
 * Sends or schedules a wave with the Idempotency-Key of the preview it comes from, so that a
 * second click or a retry cannot send it twice; a wave sent now carries its confirmation.
 */
export function useScheduleWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...body
    }: WaveDraftBody & { seed?: number; at?: string; idempotencyKey: string }) =>
      api.post('/api/admin/waves', {
        params: { header: idempotencyHeader(idempotencyKey) },
        body: body.at === undefined ? { ...body, confirm: 'now' } : body,
      }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

export function useEditWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<WaveDraftBody> & { id: string; at?: string }) =>
      api.patch('/api/admin/waves/{waveId}', { params: { path: { waveId: id } }, body }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

/** Cancels a wave for good, confirmed with its id. */
export function useCancelWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      api.delete('/api/admin/waves/{waveId}', {
        params: { path: { waveId: id }, header: idempotencyHeader(idempotencyKey) },
        body: { confirm: id },
      }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

export function useRetryWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post('/api/admin/waves/{waveId}/retry', { params: { path: { waveId: id } } }),
    onSuccess: () => refreshWaves(queryClient),
  });
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { enabled?: boolean; intervalMinutes?: number; timeOfDay?: string }) =>
      api.put('/api/admin/schedule', { body: change }),
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
      api.post('/api/admin/season', {
        params: { header: idempotencyHeader(idempotencyKey) },
        body: { confirm },
      }),
    onSuccess: (started) => {
      queryClient.setQueryData(adminKeys.season, started.progress);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/**
 * A role or access change: the player's id, on or off, and for a role change or disabling its
 * confirmation.
 */
interface PlayerChange {
  id: string;
  on: boolean;
  /** A role change and disabling: the player's e-mail address and the dialog's Idempotency-Key. */
  confirm?: { email: string; idempotencyKey: string };
}

/** After a role, cohort or access change: the player, the lists, the counts and the log. */
function afterPlayerChange(queryClient: QueryClient, player: PlayerDetail) {
  queryClient.setQueryData(adminKeys.player(player.id), player);
  void queryClient.invalidateQueries({ queryKey: adminKeys.players });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
}

function usePlayerMutation(
  request: (change: PlayerChange) => Promise<PlayerDetail>,
): ReturnType<typeof useMutation<PlayerDetail, Error, PlayerChange>> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (player) => afterPlayerChange(queryClient, player),
  });
}

/** Sets a player's role (owners only), confirmed with the player's e-mail address. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      role,
      confirm,
    }: {
      id: string;
      role: Schemas['RoleGrant']['role'];
      confirm: { email: string; idempotencyKey: string };
    }) =>
      api.post('/api/admin/players/{userId}/role', {
        params: { path: { userId: id }, header: idempotencyHeader(confirm.idempotencyKey) },
        body: { role, confirm: confirm.email },
      }),
    onSuccess: (player) => afterPlayerChange(queryClient, player),
  });
}

/** Puts a player in a cohort, or in none. */
export function useMovePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cohortId }: { id: string; cohortId: string | null }) =>
      api.put('/api/admin/players/{userId}/cohort', {
        params: { path: { userId: id } },
        body: { cohortId },
      }),
    onSuccess: (player) => {
      afterPlayerChange(queryClient, player);
      void queryClient.invalidateQueries({ queryKey: adminKeys.cohorts });
    },
  });
}

/** Enables an account, or disables it with the player's e-mail address as confirmation. */
export function useSetDisabled() {
  return usePlayerMutation(({ id, on: disabled, confirm }) => {
    const path = { userId: id };
    if (!disabled) return api.post('/api/admin/players/{userId}/enable', { params: { path } });
    if (!confirm) throw new Error('Disabling an account needs its confirmation.');
    return api.post('/api/admin/players/{userId}/disable', {
      params: { path, header: idempotencyHeader(confirm.idempotencyKey) },
      body: { confirm: confirm.email },
    });
  });
}

/** Archives a leaver (disabled, marked as gone), confirmed with the player's e-mail address. */
export function useArchive() {
  return usePlayerMutation(({ id, confirm }) => {
    if (!confirm) throw new Error('Archiving an account needs its confirmation.');
    return api.post('/api/admin/players/{userId}/archive', {
      params: { path: { userId: id }, header: idempotencyHeader(confirm.idempotencyKey) },
      body: { confirm: confirm.email },
    });
  });
}
