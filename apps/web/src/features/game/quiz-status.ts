/**
 * The player's quiz status per fraud, which the wiki, the fraud pages, home and the quiz screen
 * all show, and what a pass would pay, in words. The server decides the reward; this only
 * explains it.
 */
import { ECONOMY } from '@ffl/engine/economy';
import { QUIZ_PASS_SCORE } from '@ffl/engine/review';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { formatDateTime } from '../../lib/date-format';
import { gameKeys } from './game-api';
import { QUIZ_STATUS_TEXT } from './game-text';

export type FraudQuizStatus = Schemas['QuizProgress'];
export type QuizState = FraudQuizStatus['status'];

/** Under the game's keys, so that refreshGame (a new season resets first passes) covers it. */
export const quizKeys = {
  all: [...gameKeys.all, 'quizzes'] as const,
};

export const quizOverviewQuery = queryOptions({
  queryKey: quizKeys.all,
  queryFn: ({ signal }) => api.get('/api/quizzes', { signal }),
  staleTime: 30_000,
});

/** A review date as "12 Mar 2026, 18:00" in the player's time zone. */
export function formatReviewDate(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone);
}

/** What a pass of this quiz would pay now, in words, before the attempt starts. */
export function describeExpectedReward(
  status: FraudQuizStatus | undefined,
  timeZone: string,
): string {
  const t = QUIZ_STATUS_TEXT;
  if (!status) return t.expectFirstPass(ECONOMY.quizFirstPassReward, QUIZ_PASS_SCORE);
  if (status.rewardIfPassed > 0) {
    if (status.passedThisSeason) return t.expectReview(status.rewardIfPassed);
    return status.rewardIfPassed < ECONOMY.quizFirstPassReward
      ? t.expectRetakePass(status.rewardIfPassed, QUIZ_PASS_SCORE, ECONOMY.quizFirstPassReward)
      : t.expectFirstPass(status.rewardIfPassed, QUIZ_PASS_SCORE);
  }
  return status.reviewDueAt
    ? t.expectNothing(formatReviewDate(status.reviewDueAt, timeZone), ECONOMY.quizReviewReward)
    : t.expectNothingNoDate;
}
