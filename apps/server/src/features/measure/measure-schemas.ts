import { EFFECT_SIZE_LABEL } from '@ffl/engine/effect-size';
import { z } from '@hono/zod-openapi';
import { FamilySchema, FraudIdSchema } from '../../http/domain-schemas';

/**
 * The learning measure's answers and requests (decision 0026). Before a check closes nothing here
 * carries an item's truth: the message, the statements and the options only. Once it closes, the
 * result shows every item's truth and why.
 */

export const CheckIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{20}$/, 'Expected a check id.')
  .openapi({ example: 'a1B2c3D4e5F6g7H8i9J0' });

export const MeasureItemIdSchema = z
  .string()
  .regex(/^M-[A-Za-z]{2,40}-[0-9]{1,3}$/, 'Expected a check item id, such as M-Phishing-1.')
  .openapi({ example: 'M-Phishing-1' });

export const MeasurePhaseSchema = z.enum(['pre', 'post', 'retention']).openapi({
  description:
    'pre: the baseline; post: the post-check, on a parallel form; retention: the later check of whether the gain lasted.',
});

export const MeasureFormSchema = z.enum(['A', 'B', 'C']);

const ChannelSchema = z.enum(['email', 'sms', 'chat', 'call', 'web', 'letter', 'social']);

export const ProgrammeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    startedAt: z.string(),
    postAfterDays: z.number().int().min(1),
    retentionAfterDays: z.number().int().min(1),
  })
  .openapi('LearningProgramme');

const DecisionItemViewSchema = z.object({
  id: MeasureItemIdSchema,
  kind: z.literal('decision'),
  fraudId: FraudIdSchema,
  family: FamilySchema,
  scenario: z.string(),
  message: z.object({
    channel: ChannelSchema,
    from: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
  }),
  statements: z
    .array(z.object({ id: z.string(), text: z.string() }))
    .openapi({ description: 'Four statements about the message; tick the warning signs.' }),
  answered: z.boolean(),
});

const ScenarioItemViewSchema = z.object({
  id: MeasureItemIdSchema,
  kind: z.literal('scenario'),
  fraudId: FraudIdSchema,
  family: FamilySchema,
  question: z.string(),
  options: z
    .array(z.object({ id: z.number().int().min(0), text: z.string() }))
    .openapi({ description: 'Four options, in an order seeded per check; answer by id.' }),
  answered: z.boolean(),
});

/** A check's scores on some items: right answers, warning signs, decisions, d′ and c. */
const SCORE_FIELDS = {
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  signsFound: z.number().int().min(0),
  signsTotal: z.number().int().min(0),
  falseSigns: z.number().int().min(0),
  hits: z.number().int().min(0),
  scams: z.number().int().min(0),
  falseAlarms: z.number().int().min(0),
  genuine: z.number().int().min(0),
  dPrime: z.number(),
  criterion: z.number(),
};

export const FamilyScoreSchema = z
  .object({ family: FamilySchema, ...SCORE_FIELDS })
  .openapi('MeasureFamilyScore');

const DecisionResultSchema = z.object({
  id: MeasureItemIdSchema,
  kind: z.literal('decision'),
  correct: z.boolean(),
  scam: z.boolean(),
  decision: z.enum(['report', 'trust']).nullable(),
  statements: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      sign: z.boolean(),
      ticked: z.boolean(),
      explanation: z.string(),
    }),
  ),
  explanation: z.string(),
});

const ScenarioResultSchema = z.object({
  id: MeasureItemIdSchema,
  kind: z.literal('scenario'),
  correct: z.boolean(),
  chosen: z.number().int().nullable(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() })),
  explanation: z.string(),
});

export const CheckResultSchema = z
  .object({
    correct: z.number().int().min(0),
    total: z.number().int().min(0),
    families: z.array(FamilyScoreSchema),
    items: z.array(z.discriminatedUnion('kind', [DecisionResultSchema, ScenarioResultSchema])),
  })
  .openapi('CheckResult');

export const CheckViewSchema = z
  .object({
    id: CheckIdSchema,
    phase: MeasurePhaseSchema,
    form: MeasureFormSchema,
    families: z.array(FamilySchema),
    startedAt: z.string(),
    closed: z.boolean(),
    answered: z.number().int().min(0),
    total: z.number().int().min(0),
    items: z.array(z.discriminatedUnion('kind', [DecisionItemViewSchema, ScenarioItemViewSchema])),
    result: CheckResultSchema.nullable().openapi({
      description: 'Only once the check is closed: every item with its truth, and the scores.',
    }),
  })
  .openapi('CheckView');

const DueSchema = z.object({
  phase: MeasurePhaseSchema,
  families: z.array(FamilySchema),
  items: z.number().int().min(1),
  reason: z.enum(['first-visit', 'programme', 'family-complete', 'delay', 'retention']).openapi({
    description:
      "first-visit: my baseline; programme: a game master started a programme, so a new baseline; family-complete: I passed every quiz of these families; delay: the programme's delay since my baseline has passed; retention: the delay since my post-check has passed.",
  }),
});

export const CheckStatusSchema = z
  .object({
    programme: ProgrammeSchema,
    due: DueSchema.nullable(),
    open: z
      .object({
        id: CheckIdSchema,
        phase: MeasurePhaseSchema,
        answered: z.number().int().min(0),
        total: z.number().int().min(0),
      })
      .nullable(),
    next: z
      .object({ phase: MeasurePhaseSchema, families: z.array(FamilySchema), at: z.string() })
      .nullable()
      .openapi({ description: 'The next check that will fall due by time, if none is due now.' }),
  })
  .openapi('CheckStatus');

export const AnswerBodySchema = z
  .object({
    decision: z.enum(['report', 'trust']).optional(),
    signs: z.array(z.string().min(1).max(64)).max(8).optional(),
    option: z.number().int().min(0).max(9).optional(),
  })
  .strict()
  .openapi('CheckAnswer', {
    description:
      'A decision item takes decision (report or trust) and signs (the statements ticked); a scenario item takes option.',
  });

export const AnswerSavedSchema = z
  .object({
    itemId: MeasureItemIdSchema,
    answered: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .openapi('CheckAnswerSaved');

const ProgressPointSchema = z.object({
  checkId: CheckIdSchema,
  phase: MeasurePhaseSchema,
  closedAt: z.string(),
  ...SCORE_FIELDS,
});

export const LearningProgressSchema = z
  .object({
    families: z.array(
      z.object({
        family: FamilySchema,
        points: z
          .array(ProgressPointSchema)
          .openapi({ description: 'My closed checks, oldest first.' }),
        summary: z.string().nullable(),
      }),
    ),
    overall: z.array(ProgressPointSchema),
    summary: z.string().nullable(),
  })
  .openapi('LearningProgress');

const IntervalSchema = z.object({ lower: z.number(), upper: z.number() });

const ReportGroupSchema = z.object({
  family: z.union([FamilySchema, z.literal('all')]),
  n: z.number().int().min(0),
  accuracyPre: z.number().nullable(),
  accuracyPost: z.number().nullable(),
  change: z.number().nullable(),
  g: z.number().nullable(),
  interval: IntervalSchema.nullable(),
  intervalMethod: z.enum(['bootstrap', 'normal']).nullable(),
  reason: z.enum(['too-few', 'no-variation']).nullable(),
  dPrime: z.object({
    n: z.number().int().min(0),
    pre: z.number().nullable(),
    post: z.number().nullable(),
    change: z.number().nullable(),
  }),
});

const FormSetMethodSchema = z.enum(['content', 'proportion-correct', 'rasch']).openapi({
  description:
    "content: the writers' prior difficulty (the content's forms); proportion-correct: item difficulty from the share of first attempts right (shrunk by a small prior); rasch: item difficulty from a Rasch model fitted to first attempts.",
});

export const FormBalanceSchema = z
  .object({
    formSetId: z.string().nullable().openapi({ description: 'Null: the content’s own forms.' }),
    method: FormSetMethodSchema,
    createdAt: z.string().nullable(),
    firstAttempts: z.number().int().min(0),
    statement: z.string().openapi({
      description:
        "How the forms are balanced, in one sentence: by the writers' prior difficulty (content), or by proportion correct or a Rasch model from N first attempts on a date.",
    }),
    earlierChecks: z.number().int().min(0).openapi({
      description:
        "Closed checks in the report drawn from an earlier form set (a player's later checks keep the set of their baseline).",
    }),
  })
  .openapi('FormBalance');

export const LearningReportSchema = z
  .object({
    programme: ProgrammeSchema,
    filters: z.object({
      leagueId: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
    effectSize: z.literal(EFFECT_SIZE_LABEL),
    method: z.string().openapi({ description: 'How the figures are computed, in plain words.' }),
    post: z.array(ReportGroupSchema).openapi({ description: 'Baseline against post-check.' }),
    retention: z
      .array(ReportGroupSchema)
      .openapi({ description: 'Baseline against the retention check.' }),
    forms: z
      .array(
        z.object({
          form: MeasureFormSchema,
          n: z.number().int().min(0),
          accuracy: z.number().nullable(),
          meanDifficulty: z.number().nullable().openapi({
            description:
              'The mean estimated difficulty of the form in the current form set, in logits (higher is harder); null when not estimated from responses.',
          }),
        }),
      )
      .openapi({
        description:
          "Each form's accuracy on first attempts and mean estimated difficulty: how parallel they are.",
      }),
    balance: FormBalanceSchema,
    orders: z
      .array(
        z.object({ order: z.string(), n: z.number().int().min(0), change: z.number().nullable() }),
      )
      .openapi({ description: 'The mean change in accuracy for each order of forms (A→B, B→A).' }),
    players: z.object({
      baseline: z.number().int().min(0),
      post: z.number().int().min(0),
      retention: z.number().int().min(0),
    }),
  })
  .openapi('LearningReport');

export const ReportQuerySchema = z.object({
  league: z
    .string()
    .regex(/^[A-Za-z0-9]{20}$/)
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  programme: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
});

export const ProgrammeCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    postAfterDays: z.number().int().min(1).max(365).default(28),
    retentionAfterDays: z.number().int().min(1).max(730).default(56),
  })
  .strict()
  .openapi('ProgrammeCreate');

export const RebalanceMethodSchema = z
  .enum(['auto', 'proportion-correct', 'rasch', 'content'])
  .openapi({
    description:
      "auto: a Rasch model when the items average enough first attempts and the forms are linked, else proportion correct; content: back to the writers' forms.",
  });

export const FormsRebalanceSchema = z
  .object({ method: RebalanceMethodSchema.default('auto') })
  .strict()
  .openapi('FormsRebalance');

const FormFamilyMeanSchema = z.object({
  family: FamilySchema,
  meanDifficulty: z.number().nullable(),
});

export const FormSetSchema = z
  .object({
    id: z.string().nullable().openapi({ description: 'Null: no set stored, the content’s forms.' }),
    method: FormSetMethodSchema,
    createdAt: z.string().nullable(),
    firstAttempts: z.number().int().min(0).openapi({
      description:
        'First attempts the difficulties were estimated from (a Rasch fit: those it took).',
    }),
    players: z.number().int().min(0),
    statement: z.string(),
    largestDifference: z.number().nullable().openapi({
      description: 'The largest gap between two forms’ mean difficulties, in logits.',
    }),
    forms: z.array(
      z.object({
        form: MeasureFormSchema,
        items: z.number().int().min(0),
        meanDifficulty: z.number().nullable(),
        families: z.array(FormFamilyMeanSchema),
      }),
    ),
    items: z
      .array(
        z.object({
          id: MeasureItemIdSchema,
          family: FamilySchema,
          kind: z.enum(['scam', 'genuine', 'scenario']),
          form: MeasureFormSchema.nullable().openapi({
            description: 'Null: on no form (a spare).',
          }),
          contentForm: MeasureFormSchema,
          attempts: z.number().int().min(0).nullable(),
          correct: z.number().int().min(0).nullable(),
          difficulty: z.number().nullable(),
        }),
      )
      .openapi({ description: 'Every item of the pool, its form and its estimate.' }),
  })
  .openapi('MeasureFormSet');

export type CheckView = z.infer<typeof CheckViewSchema>;
export type CheckResult = z.infer<typeof CheckResultSchema>;
export type CheckStatus = z.infer<typeof CheckStatusSchema>;
export type AnswerBody = z.infer<typeof AnswerBodySchema>;
export type AnswerSaved = z.infer<typeof AnswerSavedSchema>;
export type FamilyScore = z.infer<typeof FamilyScoreSchema>;
export type LearningProgress = z.infer<typeof LearningProgressSchema>;
export type LearningReport = z.infer<typeof LearningReportSchema>;
export type ReportGroup = z.infer<typeof ReportGroupSchema>;
export type Programme = z.infer<typeof ProgrammeSchema>;
export type FormBalance = z.infer<typeof FormBalanceSchema>;
export type FormSetView = z.infer<typeof FormSetSchema>;
export type RebalanceMethod = z.infer<typeof RebalanceMethodSchema>;
