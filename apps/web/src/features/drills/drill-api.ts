/**
 * The drills API: the list with the drill of the day, one drill (its truth only after a submit),
 * the submit, and the player's measures. Each answer is checked against drill-contract.ts by the
 * compiler (the annotated return types), so the pages read one set of names.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyHeader } from '../../lib/api';
import { gameKeys } from '../game/game-api';
import { quizKeys } from '../game/quiz-status';
import type {
  DrillDecision,
  DrillList,
  DrillProgress,
  DrillResult,
  DrillView,
} from './drill-contract';

export const drillKeys = {
  all: [...gameKeys.all, 'drills'] as const,
  list: [...gameKeys.all, 'drills', 'list'] as const,
  one: (drillId: string) => [...gameKeys.all, 'drills', 'one', drillId] as const,
  progress: [...gameKeys.all, 'drills', 'progress'] as const,
};

export const drillListQuery = queryOptions({
  queryKey: drillKeys.list,
  queryFn: ({ signal }): Promise<DrillList> => api.get('/api/drills', { signal }),
  staleTime: 30_000,
});

export function drillQuery(drillId: string) {
  return queryOptions({
    queryKey: drillKeys.one(drillId),
    queryFn: ({ signal }): Promise<DrillView> =>
      api.get('/api/drills/{drillId}', { params: { path: { drillId } }, signal }),
    staleTime: 60_000,
  });
}

export const drillProgressQuery = queryOptions({
  queryKey: drillKeys.progress,
  queryFn: ({ signal }): Promise<DrillProgress> => api.get('/api/me/drills/progress', { signal }),
  staleTime: 30_000,
});

/**
 * Submits a decision and the marked flags. The Idempotency-Key belongs to the try, not the click,
 * so a retried submit is paid once. The answer replaces the drill's cached view (now with its
 * result); the bank, the list, the measures and the quiz reviews are fetched again.
 */
export function useSubmitDrill(drillId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      decision: DrillDecision;
      flags: string[];
      idempotencyKey: string;
    }): Promise<DrillResult> =>
      api.post('/api/drills/{drillId}/attempts', {
        params: { path: { drillId }, header: idempotencyHeader(input.idempotencyKey) },
        body: { decision: input.decision, flags: input.flags },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(drillKeys.one(drillId), (view: DrillView | undefined) =>
        view ? { ...view, completed: true, result } : view,
      );
      void queryClient.invalidateQueries({ queryKey: gameKeys.bank });
      void queryClient.invalidateQueries({ queryKey: drillKeys.list });
      void queryClient.invalidateQueries({ queryKey: drillKeys.progress });
      void queryClient.invalidateQueries({ queryKey: quizKeys.all });
      void queryClient.invalidateQueries({ queryKey: gameKeys.advice });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
    },
  });
}
