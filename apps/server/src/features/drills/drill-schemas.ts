import { DRILL_DECISIONS } from '@ffl/engine/drill-score';
import { ECONOMY } from '@ffl/engine/economy';
import { z } from '@hono/zod-openapi';
import { FamilySchema, FraudIdSchema } from '../../http/domain-schemas';

/**
 * The shapes of the red-flag drills' answers and requests (the drills contract); the services
 * return these types. Before a player's first submit nothing here carries the truth: the
 * artefact, the hotspots' ids and neutral labels only. The artefact goes out through
 * `ArtefactSchema.parse`, so a field the content adds later is dropped rather than sent.
 */

/** A drill's id: `<FraudId>-d<n>`. */
/**
 * A drill as the player's API names it: an opaque handle of the player's own (drill-variants.ts),
 * 16 characters of base64url, never the content id, so that nothing shown names the drill.
 */
export const DrillIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16}$/, 'Expected a drill id as the drill list gives it.')
  .openapi({ example: 'TD-OsXLJIZotlzg2' });

/**
 * A drill's content id (`Phishing-d1`): the game master's statistics name drills by it, not by a
 * player's handle.
 */
const ContentDrillIdSchema = z.string().openapi({ example: 'Phishing-d1' });

/** At most this many flags in a request: far more than any drill has hotspots. */
export const MAX_FLAGS_IN_REQUEST = 64;

export const DrillDecisionSchema = z.enum(DRILL_DECISIONS, {
  message: 'decision must be report, trust or verify.',
});
export const DrillOutcomeSchema = z.enum(['right', 'safe', 'wrong']).openapi({
  description:
    'right: one of the right decisions; safe: verify through a known channel where it was not needed; wrong: trusting a scam or reporting a legitimate message.',
});
export const DrillDifficultySchema = z.enum(['least', 'moderate', 'very']).openapi({
  description: 'NIST Phish Scale difficulty: how hard the drill is to see through.',
});
export const DrillMediumSchema = z.enum([
  'email',
  'sms',
  'chat',
  'call',
  'invoice',
  'letter',
  'web',
  'social',
  'atm',
]);
export const DrillSettingSchema = z.enum(['za', 'international']);
export const CueKindSchema = z.enum(['errors', 'technical', 'visual', 'language', 'tactics']);

const ShareSchema = z.number().min(0).max(1);

// ---- The artefact: one realistic message, call, invoice, page or machine ----

const HotspotRef = { hotspot: z.string().optional() };

const SpanSchema = z
  .union([
    z.string(),
    z.object({
      text: z.string(),
      hotspot: z.string().optional().openapi({ description: 'The hotspot this run of text is.' }),
      link: z
        .string()
        .optional()
        .openapi({ description: "A link's real target: shown, never followed." }),
    }),
  ])
  .openapi('DrillSpan');
const BlockSchema = z.array(SpanSchema);

const EmailArtefactSchema = z.object({
  medium: z.literal('email'),
  from: z.object({ name: z.string(), address: z.string(), ...HotspotRef }),
  replyTo: z.object({ address: z.string(), ...HotspotRef }).optional(),
  to: z.string(),
  date: z.string(),
  subject: BlockSchema,
  body: z.array(BlockSchema),
  attachments: z
    .array(z.object({ name: z.string(), type: z.string(), size: z.string(), ...HotspotRef }))
    .optional(),
});

const MessageArtefactSchema = z.object({
  medium: z.enum(['sms', 'chat']),
  app: z.string().optional(),
  sender: z.object({ name: z.string(), number: z.string(), ...HotspotRef }),
  messages: z.array(
    z.object({ from: z.enum(['them', 'me']), time: z.string(), body: BlockSchema }),
  ),
});

const CallArtefactSchema = z.object({
  medium: z.literal('call'),
  video: z.boolean(),
  callerId: z.object({ name: z.string(), number: z.string(), ...HotspotRef }),
  callBackNumber: z.object({ number: z.string(), ...HotspotRef }).optional(),
  turns: z.array(z.object({ speaker: z.enum(['caller', 'you']), text: BlockSchema })),
});

const InvoiceArtefactSchema = z.object({
  medium: z.enum(['invoice', 'letter']),
  from: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string().optional(),
    ...HotspotRef,
  }),
  to: z.string(),
  date: z.string(),
  reference: z.string().optional(),
  currency: z.enum(['ZAR', 'USD']),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
  bankDetails: z
    .object({
      bank: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      branchCode: z.string().optional(),
      ...HotspotRef,
    })
    .optional(),
  body: z.array(BlockSchema),
});

const WebArtefactSchema = z.object({
  medium: z.literal('web'),
  url: z.string(),
  urlHotspot: z.string().optional(),
  padlock: z.boolean(),
  padlockHotspot: z.string().optional(),
  title: z.string(),
  body: z.array(BlockSchema),
  form: z
    .object({
      fields: z.array(
        z.object({
          label: z.string(),
          type: z.enum(['text', 'password', 'otp', 'card']),
          ...HotspotRef,
        }),
      ),
      submit: z.string(),
    })
    .optional(),
});

const SocialArtefactSchema = z.object({
  medium: z.literal('social'),
  platform: z.string(),
  account: z.object({
    name: z.string(),
    handle: z.string(),
    verified: z.boolean(),
    ...HotspotRef,
  }),
  sponsored: z.boolean(),
  body: z.array(BlockSchema),
  cta: SpanSchema.optional(),
  comments: z.array(z.object({ author: z.string(), text: BlockSchema })).optional(),
});

const AtmArtefactSchema = z.object({
  medium: z.literal('atm'),
  screen: BlockSchema,
  parts: z.array(
    z.object({
      id: z.enum([
        'fascia',
        'screen',
        'card-slot',
        'keypad',
        'camera-area',
        'cash-slot',
        'stickers',
      ]),
      look: z.enum(['plain', 'added-on']),
      description: z.string(),
      ...HotspotRef,
    }),
  ),
  notes: z.array(BlockSchema).optional(),
});

export const ArtefactSchema = z
  .union([
    EmailArtefactSchema,
    MessageArtefactSchema,
    CallArtefactSchema,
    InvoiceArtefactSchema,
    WebArtefactSchema,
    SocialArtefactSchema,
    AtmArtefactSchema,
  ])
  .openapi('DrillArtefact', {
    description:
      'The artefact in the look of its medium. Links are inert: `link` is the target to show. A run of text or a part with `hotspot` can be marked as a red flag.',
  });

// ---- Results ----

const DrillLastResultSchema = z
  .object({
    outcome: DrillOutcomeSchema,
    found: z.number().int().min(0),
    missed: z.number().int().min(0),
    falseFlags: z.number().int().min(0),
    paid: z.number().int().min(0).openapi({ description: 'What this drill paid me this season.' }),
  })
  .openapi('DrillLastResult');

/**
 * A drill's difficulty, once I have submitted it this season; null before. Shown before, it would
 * hint at the answer: legitimate messages carry few alarming parts, so most rate "very difficult".
 */
const KnownDifficultySchema = z.union([DrillDifficultySchema, z.null()]).openapi({
  description:
    'NIST Phish Scale difficulty once I have submitted the drill this season; null before, as it would hint at the answer.',
});

const DrillCardSchema = z
  .object({
    id: DrillIdSchema,
    fraudId: FraudIdSchema,
    title: z.string(),
    medium: DrillMediumSchema,
    setting: DrillSettingSchema,
    difficulty: KnownDifficultySchema,
    completed: z.boolean().openapi({ description: 'I submitted it this season.' }),
    /** My latest result at it this season; null if none. */
    lastResult: z.union([DrillLastResultSchema, z.null()]),
  })
  .openapi('DrillCard');

export const DrillListSchema = z
  .object({
    /** My drill of the day (UTC), drawn from the frauds I am weakest on; the same all day. */
    today: z.union([DrillCardSchema, z.null()]),
    drills: z.array(DrillCardSchema).openapi({ description: 'Every drill, by fraud, then id.' }),
  })
  .openapi('DrillList');

const PayReasonSchema = z.enum([
  'paid',
  'paid-with-twin',
  'awaiting-twin',
  'not-passed',
  'twin-not-passed',
  'already-completed',
]);

export const DrillResultSchema = z
  .object({
    drillId: DrillIdSchema,
    fraudId: FraudIdSchema,
    legitimate: z.boolean(),
    decision: z.object({
      chosen: DrillDecisionSchema,
      outcome: DrillOutcomeSchema,
      right: z.array(DrillDecisionSchema),
      explanation: z.string(),
    }),
    hotspots: z
      .array(
        z.object({
          id: z.string(),
          label: z.string(),
          redFlag: z.boolean(),
          marked: z.boolean(),
          cue: CueKindSchema.nullable(),
          explanation: z.string(),
        }),
      )
      .openapi({
        description: 'Every hotspot in reading order: what it is, and whether I marked it.',
      }),
    found: z.number().int().min(0),
    missed: z.number().int().min(0),
    falseFlags: z.number().int().min(0),
    passed: z.boolean().openapi({
      description:
        'Told apart: a genuine message trusted, or a scam reported or verified with its red flags found and few other parts marked (hits minus false alarms at least the pass mark).',
    }),
    pay: z
      .object({
        amount: z.number().int().min(0).openapi({
          description:
            "What the drill's twin pair paid into my bank (on whichever submit completed the pair), 0 while it has not.",
        }),
        reason: PayReasonSchema.openapi({
          description:
            'paid: this submit completed a pair told apart; paid-with-twin: the pair paid when its twin was answered; awaiting-twin: this drill passed, and its pair pays once its twin (a scam or genuine version of the same story) is answered; not-passed: this drill was not told apart, so its pair pays nothing this season; twin-not-passed: this drill passed but its twin did not; already-completed: not my first submit of the drill this season.',
        }),
        decision: z
          .number()
          .int()
          .min(0)
          .openapi({ description: 'The pair pay for telling the twins apart, 0 while unpaid.' }),
        flags: z
          .number()
          .int()
          .min(0)
          .openapi({ description: "The scam's flag pay, for all its red flags; 0 while unpaid." }),
        deduction: z.number().int().max(0).openapi({
          description:
            'What missed red flags and marked ordinary parts took off (0 or negative): amount = decision + flags + deduction.',
        }),
      })
      .openapi({
        description: `What the drill's twin pair earns, once both are answered and both pass (a scam reported or verified with its red flags' hits minus false alarms at least ${ECONOMY.drillPassDiscrimination.toFixed(2)}, the genuine message trusted): ${ECONOMY.drillPairPay} for the pair plus ${ECONOMY.drillFlagFoundPay} per red flag of the scam, times a share that is half at the pass mark and the whole for exactly the red flags. Paid once a season, on first submits only.`,
      }),
    review: z.object({ met: z.boolean(), reward: z.number().int().min(0) }).openapi({
      description: `Whether this drill met the fraud's due review (the quiz reviews' schedule), paying ${ECONOMY.quizReviewReward}.`,
    }),
    inRealLife: z.string(),
    fraudPage: z.string().openapi({ example: '/frauds/Phishing' }),
  })
  .openapi('DrillResult');

export const DrillViewSchema = z
  .object({
    id: DrillIdSchema,
    fraudId: FraudIdSchema,
    title: z.string(),
    scenario: z.string(),
    setting: DrillSettingSchema,
    difficulty: KnownDifficultySchema,
    artefact: ArtefactSchema,
    hotspots: z.array(z.object({ id: z.string(), label: z.string() })).openapi({
      description: 'Every part that can be marked, in reading order, with a neutral name.',
    }),
    completed: z.boolean(),
    /** My latest result this season; null until I submit (the truth stays on the server until then). */
    result: z.union([DrillResultSchema, z.null()]),
  })
  .openapi('DrillView');

export const DrillSubmitSchema = z
  .strictObject({
    decision: DrillDecisionSchema,
    flags: z
      .array(
        z
          .string({ message: 'Each flag must be a hotspot id.' })
          .min(1, 'A flag cannot be empty.')
          .max(64, 'A hotspot id has at most 64 characters.'),
        { message: 'flags must be a list of hotspot ids.' },
      )
      .max(MAX_FLAGS_IN_REQUEST, `Send at most ${MAX_FLAGS_IN_REQUEST} flags.`),
  })
  .openapi('DrillSubmit');

// ---- Measures ----

const CountsFields = {
  scams: z.number().int().openapi({ description: 'Scam drills done.' }),
  reported: z.number().int().openapi({ description: 'Of those, decided report or verify.' }),
  legit: z.number().int().openapi({ description: 'Legitimate drills done.' }),
  falseAlarms: z
    .number()
    .int()
    .openapi({ description: 'Of those, decided report or verify (false alarms).' }),
  flagsFound: z.number().int().openapi({ description: 'Red flags found on scam drills.' }),
  flagsTotal: z.number().int().openapi({ description: 'Red flags in those scam drills.' }),
};

export const DrillProgressSchema = z
  .object({
    weeks: z
      .array(
        z.object({
          weekStart: z.string().openapi({
            description: 'Monday (UTC) of the week, YYYY-MM-DD.',
            example: '2026-03-02',
          }),
          ...CountsFields,
        }),
      )
      .openapi({ description: 'Weeks with drills, oldest first.' }),
    byDifficulty: z.array(z.object({ difficulty: DrillDifficultySchema, ...CountsFields })),
  })
  .openapi('DrillProgress', {
    description:
      "My first submit of each drill in each season, counted by week and by difficulty: the rates are the app's to work out.",
  });

const RateFields = {
  reportRate: ShareSchema.nullable().openapi({
    description: 'Scam attempts decided report or verify (a hit); null without scam attempts.',
  }),
  falseAlarmRate: ShareSchema.nullable().openapi({
    description: 'Legitimate attempts decided report or verify (a false alarm); null without any.',
  }),
  flagsFoundRate: ShareSchema.nullable().openapi({
    description: 'Red flags found / red flags, over scam attempts; null without any.',
  }),
};

export const DrillStatsSchema = z
  .object({
    families: z.array(
      z.object({ family: FamilySchema, attempts: z.number().int(), ...RateFields }),
    ),
    drills: z.array(
      z.object({
        id: ContentDrillIdSchema,
        fraudId: FraudIdSchema,
        title: z.string(),
        legitimate: z.boolean(),
        difficulty: DrillDifficultySchema,
        attempts: z.number().int(),
        players: z.number().int(),
        ...RateFields,
        trustedShare: ShareSchema.nullable().openapi({
          description:
            'Scam attempts decided trust; null for a legitimate drill or without attempts.',
        }),
      }),
    ),
    missedFlags: z
      .array(
        z.object({
          drillId: ContentDrillIdSchema,
          hotspotId: z.string(),
          label: z.string(),
          missedShare: ShareSchema,
          attempts: z.number().int(),
        }),
      )
      .openapi({
        description: 'The 20 red flags missed most often, by share of the attempts at their drill.',
      }),
  })
  .openapi('DrillStats', {
    description: "Over each player's first submit of each drill in the current season.",
  });

export type DrillCard = z.infer<typeof DrillCardSchema>;
export type DrillList = z.infer<typeof DrillListSchema>;
export type DrillResult = z.infer<typeof DrillResultSchema>;
export type DrillView = z.infer<typeof DrillViewSchema>;
export type DrillProgress = z.infer<typeof DrillProgressSchema>;
export type DrillStats = z.infer<typeof DrillStatsSchema>;
export type DrillArtefact = z.infer<typeof ArtefactSchema>;
export type PayReason = z.infer<typeof PayReasonSchema>;
