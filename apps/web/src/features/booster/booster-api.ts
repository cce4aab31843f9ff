/**
 * Post-wave boosters: my offer, my open booster and my finished ones; one booster; an answer.
 * The server draws the questions and checks every answer; nothing here holds an answer before
 * it is sent.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';

export type BoosterStatus = Schemas['BoosterStatus'];
export type BoosterView = Schemas['BoosterView'];

export const boosterKeys = {
  all: [...gameKeys.all, 'boosters'] as const,
  status: [...gameKeys.all, 'boosters', 'status'] as const,
  one: (boosterId: string) => [...gameKeys.all, 'boosters', 'one', boosterId] as const,
};

/** Asked again whenever a page shows it: a wave that just landed may offer a booster. */
export const boosterStatusQuery = queryOptions({
  queryKey: boosterKeys.status,
  queryFn: ({ signal }): Promise<BoosterStatus> => api.get('/api/me/boosters', { signal }),
  staleTime: 0,
});

export function boosterQuery(boosterId: string) {
  return queryOptions({
    queryKey: boosterKeys.one(boosterId),
    queryFn: ({ signal }): Promise<BoosterView> =>
      api.get('/api/me/boosters/{boosterId}', { params: { path: { boosterId } }, signal }),
    staleTime: 60_000,
  });
}

/** Starts the booster a wave offers (the same one again if it was started already). */
export function useStartBooster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waveId: string): Promise<BoosterView> =>
      api.post('/api/me/boosters', { body: { waveId } }),
    onSuccess: (view) => {
      queryClient.setQueryData(boosterKeys.one(view.id), view);
      void queryClient.invalidateQueries({ queryKey: boosterKeys.status });
    },
  });
}

export function useAnswerBooster(boosterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionId: string; optionId: number }): Promise<BoosterView> =>
      api.post('/api/me/boosters/{boosterId}/answers', {
        params: { path: { boosterId } },
        body: input,
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(boosterKeys.one(view.id), view);
      if (view.completedAt) void queryClient.invalidateQueries({ queryKey: boosterKeys.status });
    },
  });
}
