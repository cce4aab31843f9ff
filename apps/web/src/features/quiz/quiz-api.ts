/**
 * The quiz API: one attempt at a time (draw, answer, submit; the quiz status per fraud is
 * features/game/quiz-status.ts). Correctness never reaches the client before an answer is sent: the server checks it.
 */
import type { FraudId } from '@ffl/engine/ids';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyHeader } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameKeys } from '../game/game-api';
import { quizKeys } from '../game/quiz-status';

export type QuizAttempt = Schemas['QuizAttempt'];
export type AnswerResult = Schemas['QuizAnswerResult'];
export type SubmitResult = Schemas['QuizSubmitResult'];
export type OptionId = AnswerResult['optionId'];

/** Draws five questions of `fraudId` on the server: a new attempt each time. */
export function useStartAttempt() {
  return useMutation({
    mutationFn: (fraudId: FraudId) =>
      api.post('/api/quizzes/{fraudId}/attempts', { params: { path: { fraudId } } }),
  });
}

export function useAnswerQuestion() {
  return useMutation({
    mutationFn: (input: { attemptId: string; questionId: string; optionId: OptionId }) =>
      api.post('/api/quizzes/attempts/{attemptId}/answers', {
        params: { path: { attemptId: input.attemptId } },
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
      api.post('/api/quizzes/attempts/{attemptId}/submit', {
        params: {
          path: { attemptId: input.attemptId },
          header: idempotencyHeader(input.idempotencyKey),
        },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(gameKeys.bank, result.bank);
      void queryClient.invalidateQueries({ queryKey: quizKeys.all });
      void queryClient.invalidateQueries({ queryKey: gameKeys.advice });
      void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
    },
  });
}
