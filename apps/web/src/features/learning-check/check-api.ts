/**
 * The learning measure's calls: my checks (what is due, my open one), one check, an answer, the
 * close, and my progress. Nothing here ever holds an item's truth before the close: the server
 * sends it only with the result.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { gameKeys } from '../game/game-api';
import type { CheckAnswer, CheckStatus, CheckView, LearningProgress } from './check-contract';

export const checkKeys = {
  all: [...gameKeys.all, 'checks'] as const,
  status: [...gameKeys.all, 'checks', 'status'] as const,
  one: (checkId: string) => [...gameKeys.all, 'checks', 'one', checkId] as const,
  progress: [...gameKeys.all, 'checks', 'progress'] as const,
};

/**
 * What is due now. Always asked again when a page shows it: a quiz passed elsewhere (a family's
 * learning complete) or the passing days can make a post-check due without this feature knowing.
 */
export const checkStatusQuery = queryOptions({
  queryKey: checkKeys.status,
  queryFn: ({ signal }): Promise<CheckStatus> => api.get('/api/me/checks', { signal }),
  staleTime: 0,
});

export function checkQuery(checkId: string) {
  return queryOptions({
    queryKey: checkKeys.one(checkId),
    queryFn: ({ signal }): Promise<CheckView> =>
      api.get('/api/me/checks/{checkId}', { params: { path: { checkId } }, signal }),
    staleTime: 60_000,
  });
}

export const learningProgressQuery = queryOptions({
  queryKey: checkKeys.progress,
  queryFn: ({ signal }): Promise<LearningProgress> => api.get('/api/me/learning', { signal }),
  staleTime: 30_000,
});

/** Starts the check that is due (the server returns my open one if there is one). */
export function useStartCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CheckView> => api.post('/api/me/checks'),
    onSuccess: (view) => {
      queryClient.setQueryData(checkKeys.one(view.id), view);
      void queryClient.invalidateQueries({ queryKey: checkKeys.status });
    },
  });
}

/** Saves one answer; the first answer to an item counts, and nothing of the truth comes back. */
export function useAnswerItem() {
  return useMutation({
    mutationFn: (input: { checkId: string; itemId: string; body: CheckAnswer }) =>
      api.put('/api/me/checks/{checkId}/answers/{itemId}', {
        params: { path: { checkId: input.checkId, itemId: input.itemId } },
        body: input.body,
      }),
  });
}

/** Closes the check: its result (every item's truth) comes back, and my progress changes. */
export function useCloseCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkId: string): Promise<CheckView> =>
      api.post('/api/me/checks/{checkId}/close', { params: { path: { checkId } } }),
    onSuccess: (view) => {
      queryClient.setQueryData(checkKeys.one(view.id), view);
      void queryClient.invalidateQueries({ queryKey: checkKeys.status });
      void queryClient.invalidateQueries({ queryKey: checkKeys.progress });
    },
  });
}
