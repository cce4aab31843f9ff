import type { FraudQuizStatus } from './quiz-status';

/** Test data: the player's time zone in the quiz screens' tests. */
export const utcZone = 'UTC';

/** Test data: a Phishing quiz never taken, with `patch` applied. */
export function quizStatus(patch: Partial<FraudQuizStatus>): FraudQuizStatus {
  return {
    fraudId: 'Phishing',
    status: 'new',
    passedThisSeason: false,
    bestScore: null,
    lastAttemptAt: null,
    reviewStage: null,
    reviewDueAt: null,
    rewardIfPassed: 20_000,
    attemptsThisSeason: 0,
    retakeAt: null,
    ...patch,
  };
}
