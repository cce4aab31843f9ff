import { ECONOMY } from '@ffl/engine/economy';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { QUIZ_PASS_SCORE, QUIZ_QUESTIONS_PER_ATTEMPT } from '@ffl/engine/review';
import { z } from '@hono/zod-openapi';
import { FamilySchema, FraudIdSchema } from '../../http/domain-schemas';
import { BankSchema } from '../bank/bank-schemas';

/** The shapes of the quizzes' answers and requests; the services return these types. */

/** A question needs this many answers before it can top the most-missed list. */
export const MOST_MISSED_MIN_ANSWERS = 5;

const QuizStatusSchema = z.enum(['new', 'passed', 'review-due', 'failed']);

export const QuizFraudIdSchema = FraudIdSchema.openapi({
  description: 'A fraud id from the catalogue.',
});
const ShareSchema = z.number().min(0).max(1);

const QuizProgressSchema = z
  .object({
    fraudId: QuizFraudIdSchema,
    status: QuizStatusSchema.openapi({
      description:
        'review-due when a review is due now; else failed when my latest attempt failed; else passed when I have passed it (this season or on the review schedule); else new.',
    }),
    passedThisSeason: z.boolean(),
    bestScore: z.number().int().min(0).max(QUIZ_QUESTIONS_PER_ATTEMPT).nullable(),
    lastAttemptAt: z.string().nullable().openapi({ description: 'My latest submitted attempt.' }),
    reviewStage: z
      .number()
      .int()
      .nullable()
      .openapi({
        description: `Step on the review ladder (1 to ${ECONOMY.reviewIntervalDays.length}: ${ECONOMY.reviewIntervalDays.join(', ')} days); null if never passed.`,
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
        'My attempts at this quiz that ended this season: submitted, or left unsubmitted.',
    }),
    retakeAt: z
      .string()
      .nullable()
      .openapi({
        description: `While the cooldown after an attempt without a pass runs (${ECONOMY.quizRetakeCooldownMinutes} minutes, ${ECONOMY.quizRetakeCooldownGrowth} times longer after each further one in a row, at most ${ECONOMY.quizRetakeCooldownMaxMinutes}): when I can take the quiz again. Else null.`,
      }),
  })
  .openapi('QuizProgress');

export const QuizOverviewSchema = z
  .object({
    frauds: z
      .array(QuizProgressSchema)
      .openapi({ description: `All ${FRAUD_IDS.length} frauds, engine order.` }),
    reviewsDue: z.array(QuizFraudIdSchema),
    passedCount: z.number().int().openapi({ description: 'Frauds passed this season.' }),
    serverTime: z.string(),
  })
  .openapi('QuizOverview');

export const QuizQuestionSchema = z
  .object({
    id: z.string().openapi({
      example: 'q3',
      description: "The question's place in this attempt (q1, q2…): never the content id.",
    }),
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

export const QuizAnswerResultSchema = z
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

export const QuizAttemptSchema = z
  .object({
    attemptId: z.string(),
    fraudId: QuizFraudIdSchema,
    questions: z.array(QuizQuestionSchema),
    answered: z.array(QuizAnswerResultSchema).openapi({
      description:
        'Answers I already gave, when my unfinished attempt at this quiz is resumed; else empty.',
    }),
  })
  .openapi('QuizAttempt');

export const QuizAnswerRequestSchema = z
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

export const QuizSubmitResultSchema = z
  .object({
    attemptId: z.string(),
    fraudId: QuizFraudIdSchema,
    score: z.number().int().min(0).max(QUIZ_QUESTIONS_PER_ATTEMPT),
    passed: z.boolean().openapi({ description: `At least ${QUIZ_PASS_SCORE} right.` }),
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

export const QuizStatsSchema = z
  .object({
    totals: z.object({ ...PassRateFields, answers: z.number().int() }),
    perFraud: z.array(
      z.object({ fraudId: QuizFraudIdSchema, family: FamilySchema, ...PassRateFields }),
    ),
    perFamily: z.array(z.object({ family: FamilySchema, ...PassRateFields })),
    mostMissed: z
      .array(
        z.object({
          questionId: z.string(),
          fraudId: QuizFraudIdSchema,
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

export type QuizStatus = z.infer<typeof QuizStatusSchema>;
export type QuizProgress = z.infer<typeof QuizProgressSchema>;
export type QuizOverview = z.infer<typeof QuizOverviewSchema>;
export type DrawnQuestion = z.infer<typeof QuizQuestionSchema>;
export type AnswerResult = z.infer<typeof QuizAnswerResultSchema>;
export type DrawnAttempt = z.infer<typeof QuizAttemptSchema>;
export type SubmitResult = z.infer<typeof QuizSubmitResultSchema>;
export type QuizStats = z.infer<typeof QuizStatsSchema>;
