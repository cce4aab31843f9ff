import { ECONOMY } from '@ffl/engine/economy';
import { FAMILY_IDS, FRAUD_IDS } from '@ffl/engine/ids';
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
import { BankSchema } from '../bank/bank-routes';
import { ensureBank } from '../bank/bank-service';
import {
  answerQuestion,
  getQuizOverview,
  PASS_SCORE,
  QUESTIONS_PER_ATTEMPT,
  startAttempt,
  submitAttempt,
} from './quiz-service';
import { getQuizStats, MOST_MISSED_MIN_ANSWERS } from './quiz-stats';

/** Starting quizzes is cheap for a player and costs rows for us: this many per hour is plenty. */
export const QUIZ_ATTEMPT_RULE: RateRule = { max: 60, windowSeconds: 3600 };

const FraudIdSchema = z
  .enum(FRAUD_IDS, { message: 'Expected a fraud id from the catalogue, such as Phishing.' })
  .openapi({ description: 'A fraud id from the catalogue.' });
const FamilySchema = z.enum(FAMILY_IDS);
const ShareSchema = z.number().min(0).max(1);

const QuizProgressSchema = z
  .object({
    fraudId: FraudIdSchema,
    status: z.enum(['new', 'passed', 'review-due', 'failed']).openapi({
      description:
        'review-due when a review is due now; else failed when my latest attempt failed; else passed when I have passed it (this season or on the review schedule); else new.',
    }),
    passedThisSeason: z.boolean(),
    bestScore: z.number().int().min(0).max(QUESTIONS_PER_ATTEMPT).nullable(),
    lastAttemptAt: z.string().nullable().openapi({ description: 'My latest submitted attempt.' }),
    reviewStage: z.number().int().nullable().openapi({
      description:
        'Step on the review ladder (1 to 5: 1, 3, 7, 21, 60 days); null if never passed.',
    }),
    reviewDueAt: z.string().nullable(),
    rewardIfPassed: z
      .number()
      .int()
      .openapi({
        description: `What passing now would pay: the season's first pass pays ${ECONOMY.quizFirstPassReward} on the first attempt, then ${ECONOMY.quizRetakePassRewards.join(', ')} on later ones; a due review pays ${ECONOMY.quizReviewReward}; else 0.`,
      }),
    attemptsThisSeason: z.number().int().min(0).openapi({
      description:
        'My attempts at this quiz that ended this season: submitted, or left after answering.',
    }),
    retakeAt: z
      .string()
      .nullable()
      .openapi({
        description: `While the ${ECONOMY.quizRetakeCooldownMinutes}-minute cooldown after an attempt without a pass runs: when I can take the quiz again. Else null.`,
      }),
  })
  .openapi('QuizProgress');

const QuizOverviewSchema = z
  .object({
    frauds: z.array(QuizProgressSchema).openapi({ description: 'All 20 frauds, engine order.' }),
    reviewsDue: z.array(FraudIdSchema),
    passedCount: z.number().int().openapi({ description: 'Frauds passed this season.' }),
    serverTime: z.string(),
  })
  .openapi('QuizOverview');

const QuizQuestionSchema = z
  .object({
    id: z.string().openapi({ example: 'Phishing-3' }),
    kind: z.enum(['knowledge', 'scenario']),
    prompt: z.string(),
    options: z
      .array(
        z.object({
          id: z
            .number()
            .int()
            .openapi({ description: "The option's place in this attempt's order, 0 to 3." }),
          text: z.string(),
        }),
      )
      .openapi({
        description:
          'Four options in an order drawn for this attempt (answers refer to this order), none marked right or wrong.',
      }),
  })
  .openapi('QuizQuestion');

const QuizAnswerResultSchema = z
  .object({
    questionId: z.string(),
    optionId: z.number().int(),
    correct: z.boolean(),
    correctOptionId: z.number().int(),
    explanations: z
      .array(z.object({ optionId: z.number().int(), text: z.string(), correct: z.boolean() }))
      .openapi({ description: 'Why each option is right or wrong, in option order.' }),
  })
  .openapi('QuizAnswerResult');

const QuizAttemptSchema = z
  .object({
    attemptId: z.string(),
    fraudId: FraudIdSchema,
    questions: z.array(QuizQuestionSchema),
    answered: z.array(QuizAnswerResultSchema).openapi({
      description:
        'Answers I already gave, when my unfinished attempt at this quiz is resumed; else empty.',
    }),
  })
  .openapi('QuizAttempt');

const QuizAnswerRequestSchema = z
  .strictObject({
    questionId: z
      .string()
      .min(1, 'questionId cannot be empty.')
      .max(64, 'questionId can have at most 64 characters.'),
    optionId: z
      .number()
      .int('optionId must be a whole number from 0 to 3.')
      .min(0, 'optionId must be a whole number from 0 to 3.')
      .max(3, 'optionId must be a whole number from 0 to 3.'),
  })
  .openapi('QuizAnswerRequest');

const QuizSubmitResultSchema = z
  .object({
    attemptId: z.string(),
    fraudId: FraudIdSchema,
    score: z.number().int().min(0).max(QUESTIONS_PER_ATTEMPT),
    passed: z.boolean().openapi({ description: `At least ${PASS_SCORE} right.` }),
    reward: z.number().int().openapi({ description: 'Credits paid into my bank by this attempt.' }),
    review: z
      .object({ stage: z.number().int(), dueAt: z.string() })
      .nullable()
      .openapi({ description: 'When this quiz is next due for review; null if never passed.' }),
    bank: BankSchema,
  })
  .openapi('QuizSubmitResult');

const PassRateFields = {
  attempts: z.number().int().openapi({ description: 'Submitted attempts.' }),
  passes: z.number().int(),
  passRate: ShareSchema.openapi({ description: 'passes / attempts (0 to 1); 0 with no attempts.' }),
};

const QuizStatsSchema = z
  .object({
    totals: z.object({ ...PassRateFields, answers: z.number().int() }),
    perFraud: z.array(
      z.object({ fraudId: FraudIdSchema, family: FamilySchema, ...PassRateFields }),
    ),
    perFamily: z.array(z.object({ family: FamilySchema, ...PassRateFields })),
    mostMissed: z
      .array(
        z.object({
          questionId: z.string(),
          fraudId: FraudIdSchema,
          prompt: z.string(),
          answers: z.number().int(),
          wrongShare: ShareSchema,
          options: z.array(
            z.object({
              optionId: z.number().int(),
              text: z.string(),
              correct: z.boolean(),
              answers: z.number().int(),
              share: ShareSchema,
            }),
          ),
        }),
      )
      .openapi({
        description: `The 10 questions with the highest share of wrong answers, among those answered at least ${MOST_MISSED_MIN_ANSWERS} times.`,
      }),
    minAnswers: z.number().int(),
  })
  .openapi('QuizStats');

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
  router.use('/quizzes/*', async (c, next) => {
    const u = c.get('user');
    await ensureBank(db, u.id, u.name);
    await next();
  });

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
      description: `Resumes my unfinished attempt at this quiz if I already answered part of it. Otherwise draws questions I have not seen first, each with its options in a new order, and ends any other quiz I had not submitted. After an attempt without a pass, a retake waits ${ECONOMY.quizRetakeCooldownMinutes} minutes: failed-precondition with the time it opens, and Retry-After. Rate limited to 60 an hour.`,
      request: { params: z.object({ fraudId: FraudIdSchema }) },
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
      description: `Every question must be answered. The season's first pass (${PASS_SCORE} of ${QUESTIONS_PER_ATTEMPT}) pays ${ECONOMY.quizFirstPassReward} on the season's first attempt at the quiz, then ${ECONOMY.quizRetakePassRewards.join(', ')} on later attempts; a pass when its review is due pays ${ECONOMY.quizReviewReward}; else nothing. Send an Idempotency-Key; submitting again returns the first result and pays once.`,
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
