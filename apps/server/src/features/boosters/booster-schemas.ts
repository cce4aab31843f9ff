import { BOOSTER } from '@ffl/engine/booster';
import { z } from '@hono/zod-openapi';
import { FamilySchema } from '../../http/domain-schemas';
import { PublicIdParam } from '../../http/openapi';
import { QuizAnswerResultSchema, QuizQuestionSchema } from '../quizzes/quiz-schemas';

export const BoosterIdSchema = PublicIdParam;

/** A booster's question handle: its place, q1 to q<items>. */
export const BoosterQuestionIdSchema = z
  .string()
  .regex(/^q[1-9]$/, 'Expected a question id as the booster gives it, such as q1.');

export const BoosterOfferSchema = z
  .object({
    waveId: z.string(),
    familyId: FamilySchema,
    lost: z
      .number()
      .int()
      .openapi({ description: "What the family's attacks cost me in that wave." }),
    items: z.number().int().openapi({ example: BOOSTER.items }),
    offeredUntil: z.string().openapi({ description: 'When the offer lapses (ISO time).' }),
  })
  .openapi('BoosterOffer');

export const BoosterViewSchema = z
  .object({
    id: z.string(),
    waveId: z.string(),
    familyId: FamilySchema,
    lost: z.number().int(),
    questions: z.array(QuizQuestionSchema),
    answered: z.array(QuizAnswerResultSchema).openapi({
      description: 'My answers so far, each with every option explained.',
    }),
    correct: z.number().int().nullable().openapi({ description: 'Right answers, once complete.' }),
    completedAt: z.string().nullable(),
  })
  .openapi('BoosterView');

export const BoosterResultSchema = z
  .object({
    id: z.string(),
    waveId: z.string(),
    familyId: FamilySchema,
    lost: z.number().int(),
    correct: z.number().int(),
    total: z.number().int(),
    completedAt: z.string(),
  })
  .openapi('BoosterResult');

export const BoosterStatusSchema = z
  .object({
    // The booster my latest wave offers, if it cost me money and I have not taken it; then my
    // unfinished booster, if any. A union with null, not .nullable(): on a registered schema,
    // .nullable() makes the component itself nullable, for every route that returns it.
    offer: z.union([BoosterOfferSchema, z.null()]),
    open: z.union([BoosterViewSchema, z.null()]),
    results: z.array(BoosterResultSchema).openapi({
      description: 'My finished boosters, newest first: part of my learning curve.',
    }),
  })
  .openapi('BoosterStatus');

export const BoosterStartSchema = z
  .strictObject({
    waveId: PublicIdParam.openapi({ description: 'The wave whose losses offered the booster.' }),
  })
  .openapi('BoosterStart');

export const BoosterAnswerSchema = z
  .strictObject({
    questionId: BoosterQuestionIdSchema,
    optionId: z
      .number()
      .int('optionId must be a whole number from 0 to 3.')
      .min(0, 'optionId must be a whole number from 0 to 3.')
      .max(3, 'optionId must be a whole number from 0 to 3.'),
  })
  .openapi('BoosterAnswer');

export type BoosterOffer = z.infer<typeof BoosterOfferSchema>;
export type BoosterView = z.infer<typeof BoosterViewSchema>;
export type BoosterResult = z.infer<typeof BoosterResultSchema>;
export type BoosterStatus = z.infer<typeof BoosterStatusSchema>;
