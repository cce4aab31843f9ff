import { ECONOMY } from '@ffl/engine/economy';
import { QUIZ_PASS_SCORE, QUIZ_QUESTIONS_PER_ATTEMPT } from '@ffl/engine/review';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import {
  answers,
  createRouter,
  IdempotencyHeaders,
  jsonBody,
  PublicIdParam,
} from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import { withBank } from '../bank/bank-middleware';
import {
  QuizAnswerRequestSchema,
  QuizAnswerResultSchema,
  QuizAttemptSchema,
  QuizFraudIdSchema,
  QuizOverviewSchema,
  QuizStatsSchema,
  QuizSubmitResultSchema,
} from './quiz-schemas';
import { answerQuestion, getQuizOverview, startAttempt, submitAttempt } from './quiz-service';
import { getQuizStats } from './quiz-stats';

/** Starting quizzes is cheap for a player and costs rows for us: this many per hour is plenty. */
export const QUIZ_ATTEMPT_RULE: RateRule = { max: 60, windowSeconds: 3600 };

const AttemptParams = z.object({ attemptId: PublicIdParam });

/** These routes take no body; a body (a score, a reward…) is refused rather than ignored. */
async function refuseBody(c: Context<AppEnv>): Promise<void> {
  const body = (await c.req.text()).trim();
  if (body !== '' && body !== '{}') {
    throw new AppError('invalid-argument', 'This request takes no body.');
  }
}

/** Quizzes: my progress, drawing an attempt, checking answers, submitting; and the game-master stats. */
export function createQuizRoutes(deps: { db: Db; now: () => Date; limiter: RateLimiter }) {
  const { db, now } = deps;
  const router = createRouter();

  // Matches /quizzes too. A quiz needs the bank: its season, and its cash for the reward.
  router.use('/quizzes/*', withBank(db));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/quizzes',
      tags: ['Quizzes'],
      summary: 'My quizzes: status, best score, reviews due, and what passing would pay',
      responses: answers('Every fraud quiz for me', QuizOverviewSchema),
    }),
    async (c) => c.json(await getQuizOverview(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/quizzes/{fraudId}/attempts',
      tags: ['Quizzes'],
      summary:
        'Start a quiz: five questions drawn on the server, fresh ones first, without the answers',
      description: `Resumes my unfinished attempt at this quiz, answered or not. Otherwise draws questions I have not seen first, each with its options in a new order, and ends any other quiz I had not submitted (it counts as an attempt without a pass). After an attempt without a pass, a retake waits ${ECONOMY.quizRetakeCooldownMinutes} minutes, ${ECONOMY.quizRetakeCooldownGrowth} times longer after each further one in a row, at most ${ECONOMY.quizRetakeCooldownMaxMinutes} minutes (also when those attempts have shown nearly every question): failed-precondition with the time it opens, and Retry-After. Rate limited to 60 an hour.`,
      request: { params: z.object({ fraudId: QuizFraudIdSchema }) },
      responses: answers('The attempt and its questions', QuizAttemptSchema),
    }),
    async (c) => {
      await refuseBody(c);
      const userId = c.get('user').id;
      await deps.limiter.hit(`quiz-attempt:${userId}`, QUIZ_ATTEMPT_RULE);
      return c.json(await startAttempt(db, userId, c.req.valid('param').fraudId, now()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/quizzes/attempts/{attemptId}/answers',
      tags: ['Quizzes'],
      summary: 'Answer one question: right or wrong, with every option explained',
      description:
        "optionId is the option's place in this attempt's order. An answer is final: the same answer again returns the same result; another answer is refused.",
      request: { params: AttemptParams, body: jsonBody(QuizAnswerRequestSchema) },
      responses: answers('The checked answer', QuizAnswerResultSchema),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await answerQuestion(db, {
        userId: c.get('user').id,
        attemptId: c.req.valid('param').attemptId,
        questionId: body.questionId,
        optionId: body.optionId,
        now: now(),
      });
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/quizzes/attempts/{attemptId}/submit',
      tags: ['Quizzes'],
      summary: 'Submit an answered quiz: the score, and the reward paid into my bank',
      description: `Every question must be answered. The season's first pass (${QUIZ_PASS_SCORE} of ${QUIZ_QUESTIONS_PER_ATTEMPT}) pays ${ECONOMY.quizFirstPassReward} on the season's first attempt at the quiz, then ${ECONOMY.quizRetakePassRewards.join(', ')} on later attempts; a pass when its review is due pays ${ECONOMY.quizReviewReward}; else nothing. Send an Idempotency-Key; submitting again returns the first result and pays once.`,
      request: { params: AttemptParams, headers: IdempotencyHeaders },
      responses: answers('The result, with my bank after it', QuizSubmitResultSchema),
    }),
    async (c) => {
      await refuseBody(c);
      const { result, replayed } = await submitAttempt(db, {
        userId: c.get('user').id,
        attemptId: c.req.valid('param').attemptId,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        now: now(),
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/quiz-stats',
      tags: ['Admin'],
      summary: 'Quiz statistics: pass rates per fraud and family, and the most-missed questions',
      responses: answers('The statistics over every player', QuizStatsSchema),
    }),
    async (c) => c.json(await getQuizStats(db), 200),
  );

  return router;
}
