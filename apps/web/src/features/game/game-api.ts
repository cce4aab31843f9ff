/**
 * The game's server state for every page: one query key per resource, so that a wave landing
 * (or a purchase) refreshes everything that shows it. Pages add their own queries beside their
 * feature, built the same way.
 */

import type { ShopAction } from '@ffl/engine/actions';
import type { DefenseId, FamilyId } from '@ffl/engine/ids';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyHeader } from '../../lib/api';
import type { Bank } from '../../lib/api-schemas';

export const gameKeys = {
  bank: ['game', 'bank'] as const,
  nextWave: ['game', 'next-wave'] as const,
  reports: ['game', 'reports'] as const,
  advice: ['game', 'advice'] as const,
  leaderboard: ['game', 'leaderboard'] as const,
  leagues: ['game', 'leagues'] as const,
  /** Everything above: what a landed wave or a new season can change. */
  all: ['game'] as const,
};

export const bankQuery = queryOptions({
  queryKey: gameKeys.bank,
  queryFn: ({ signal }) => api.get('/api/bank', { signal }),
  staleTime: 30_000,
});

export const nextWaveQuery = queryOptions({
  queryKey: gameKeys.nextWave,
  queryFn: ({ signal }) => api.get('/api/waves/next', { signal }),
  staleTime: 30_000,
});

export const leaderboardQuery = queryOptions({
  queryKey: [...gameKeys.leaderboard, 'global'],
  queryFn: ({ signal }) => api.get('/api/leaderboard', { signal }),
  staleTime: 15_000,
});

export const myLeaguesQuery = queryOptions({
  queryKey: gameKeys.leagues,
  queryFn: ({ signal }) => api.get('/api/leagues', { signal }),
  staleTime: 30_000,
});

/** Drops every cached game answer, e.g. after a wave lands or a new season starts. */
export function refreshGame(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gameKeys.all });
}

/**
 * Buy, upgrade or sell one defense. Each click gets its own Idempotency-Key, so a retried
 * request is charged once. The server's answer carries the new bank, which replaces the cache.
 */
export function useShopAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ defenseId, action }: { defenseId: DefenseId; action: ShopAction }) =>
      api.post('/api/bank/defenses/{defenseId}/{action}', {
        params: { path: { defenseId, action }, header: idempotencyHeader() },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(gameKeys.bank, result.bank);
      void queryClient.invalidateQueries({ queryKey: gameKeys.advice });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
    },
  });
}

/** Sets (or clears, with null) the security alert pick for the next wave. */
export function useSetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (family: FamilyId | null) => api.put('/api/bank/alert', { body: { family } }),
    onSuccess: (bank) => {
      queryClient.setQueryData(gameKeys.bank, bank);
      void queryClient.invalidateQueries({ queryKey: gameKeys.advice });
    },
  });
}

/** Changes the bank's name, anonymous mode or the welcome flag. */
export function useUpdateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Pick<Bank, 'name' | 'anonymous' | 'welcomeDone'>>) =>
      api.patch('/api/bank', { body: patch }),
    onSuccess: (bank, patch) => {
      queryClient.setQueryData(gameKeys.bank, bank);
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
      // The end of the welcome brings the practice wave's report (waves/practice-service.ts).
      if (patch.welcomeDone) void queryClient.invalidateQueries({ queryKey: gameKeys.reports });
    },
  });
}
