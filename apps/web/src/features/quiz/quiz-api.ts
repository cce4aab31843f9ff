/**
 * The quiz API: the player's quiz status per fraud, and one attempt at a time (draw, answer,
 * submit). Correctness never reaches the client before an answer is sent: the server checks it.
 */
import type { FraudId } from '@ffl/engine/ids';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';

export type QuizOverview = Schemas['QuizOverview'];
export type FraudQuizStatus = Schemas['QuizProgress'];
export type QuizState = FraudQuizStatus['status'];
export type QuizAttempt = Schemas['QuizAttempt'];
export type QuizQuestionView = Schemas['QuizQuestion'];
export type AnswerResult = Schemas['QuizAnswerResult'];
export type SubmitResult = Schemas['QuizSubmitResult'];
export type OptionId = AnswerResult['optionId'];

/** Under the game's keys, so that refreshGame (a new season resets first passes) covers it. */
export const quizKeys = {
  all: [...gameKeys.all, 'quizzes'] as const,
};

export const quizOverviewQuery = queryOptions({
  queryKey: quizKeys.all,
  queryFn: ({ signal }) => apiRequest<QuizOverview>('/api/quizzes', { signal }),
  staleTime: 30_000,
});

/** Draws five questions of `fraudId` on the server: a new attempt each time. */
export function useStartAttempt() {
  return useMutation({
    mutationFn: (fraudId: FraudId) =>
      apiRequest<QuizAttempt>(`/api/quizzes/${fraudId}/attempts`, { method: 'POST' }),
  });
}

export function useAnswerQuestion() {
  return useMutation({
    mutationFn: (input: { attemptId: string; questionId: string; optionId: OptionId }) =>
      apiRequest<AnswerResult>(`/api/quizzes/attempts/${input.attemptId}/answers`, {
        method: 'POST',
        body: { questionId: input.questionId, optionId: input.optionId },
      }),
  });
}

/**
 * Ends an attempt. The Idempotency-Key belongs to the attempt, not the click, so a retried
 * submit after a lost answer is paid once.
 */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { attemptId: string; idempotencyKey: string }) =>
      apiRequest<SubmitResult>(`/api/quizzes/attempts/${input.attemptId}/submit`, {
        method: 'POST',
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(gameKeys.bank, result.bank);
      void queryClient.invalidateQueries({ queryKey: quizKeys.all });
      void queryClient.invalidateQueries({ queryKey: gameKeys.advice });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
    },
  });
}
