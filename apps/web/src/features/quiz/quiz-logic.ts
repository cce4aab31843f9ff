/**
 * The words around a quiz's money, as pure functions: what was paid or why nothing was (after an
 * attempt; what passing would pay is features/game/quiz-status.ts). The server decides the
 * reward; these only explain it, from the status the player saw before the attempt.
 */
import { ECONOMY } from '@ffl/engine/economy';
import type { FraudId } from '@ffl/engine/ids';
import { QUIZ_PASS_SCORE } from '@ffl/engine/review';
import { formatTime } from '../../lib/date-format';
import { type FraudQuizStatus, formatReviewDate } from '../game/quiz-status';
import type { SubmitResult } from './quiz-api';
import { QUIZ_TEXT } from './quiz-text';

/** A wait as "23 min" (rounded up), or "45 s" under a minute. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/**
 * While a retake's cooldown runs at `now` (server epoch ms): when it opens, in words. Null once it
 * has opened, or when there is none.
 */
export function describeRetakeWait(
  retakeAt: string | null | undefined,
  now: number,
  timeZone: string,
): string | null {
  if (!retakeAt) return null;
  const at = Date.parse(retakeAt);
  if (!(at > now)) return null;
  return QUIZ_TEXT.retakeWait(formatWait(at - now), formatTime(at, timeZone));
}

/** The first question of a resumed attempt still to answer (the last one when all are). */
export function resumeIndex(questionIds: readonly string[], answered: ReadonlySet<string>): number {
  const next = questionIds.findIndex((id) => !answered.has(id));
  return next === -1 ? Math.max(0, questionIds.length - 1) : next;
}

export interface OutcomeWords {
  /** The reward paid, or why nothing was. */
  reward: string;
  /** The next review date, or how to get one. */
  review: string;
}

/** The result screen's words about money and the next review. */
export function describeOutcome(
  result: Pick<SubmitResult, 'passed' | 'reward' | 'review'>,
  before: FraudQuizStatus | undefined,
  timeZone: string,
): OutcomeWords {
  let reward: string;
  if (result.reward > 0) {
    const firstPass =
      before === undefined
        ? result.reward === ECONOMY.quizFirstPassReward
        : !before.passedThisSeason;
    reward = QUIZ_TEXT.rewardPaid(
      result.reward,
      firstPass ? QUIZ_TEXT.firstPassWhy : QUIZ_TEXT.reviewWhy,
    );
  } else if (!result.passed) {
    reward = QUIZ_TEXT.noRewardFailed(QUIZ_PASS_SCORE);
  } else if (before?.passedThisSeason) {
    reward = QUIZ_TEXT.noRewardAlreadyPassed;
  } else {
    reward = QUIZ_TEXT.noRewardOther;
  }
  const review = result.review
    ? QUIZ_TEXT.nextReview(
        formatReviewDate(result.review.dueAt, timeZone),
        ECONOMY.quizReviewReward,
      )
    : QUIZ_TEXT.noReview;
  return { reward, review };
}

/**
 * The status to explain a retake with: a pass on this screen is known before the refetched
 * status arrives, so "already passed this season" is never explained as a first pass.
 */
export function withLocalPass(
  fraudId: FraudId,
  status: FraudQuizStatus | undefined,
  passedHere: boolean,
): FraudQuizStatus | undefined {
  if (!passedHere || status?.passedThisSeason) return status;
  return {
    fraudId,
    bestScore: status?.bestScore ?? null,
    lastAttemptAt: status?.lastAttemptAt ?? null,
    reviewStage: status?.reviewStage ?? null,
    reviewDueAt: status?.reviewDueAt ?? null,
    status: 'passed',
    passedThisSeason: true,
    rewardIfPassed: 0,
    attemptsThisSeason: (status?.attemptsThisSeason ?? 0) + 1,
    retakeAt: null,
  };
}
