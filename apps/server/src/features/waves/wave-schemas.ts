import { FORECAST_FAMILIES } from '@ffl/engine/draw-wave';
import { ECONOMY } from '@ffl/engine/economy';
import { MAX_WAVE_POINTS } from '@ffl/engine/points';
import { z } from '@hono/zod-openapi';
import {
  DefenseIdSchema,
  DifficultySchema,
  FamilySchema,
  FraudIdSchema,
  LevelSchema,
  OwnedLevelSchema,
} from '../../http/domain-schemas';
import { PublicIdParam } from '../../http/openapi';
import { UpcomingWaveSchema } from '../../realtime/live-events-schemas';

/**
 * The shapes of the waves' answers and requests, for players and for the game master. The
 * services return these types, so the API document is what the code sends.
 */

// ── The player's side ──────────────────────────────────────────────────────────────────────────

export const NextWaveSchema = z
  .object({
    serverTime: z.string().openapi({ description: 'The server clock, for the countdown.' }),
    next: UpcomingWaveSchema.nullable().openapi({
      description: 'What players may know of the coming wave (never its attacks); null if none.',
    }),
  })
  .openapi('NextWave');

const ReportSummarySchema = z
  .object({
    id: z.string(),
    waveId: z.string(),
    landedAt: z.string(),
    difficulty: DifficultySchema,
    forecast: z.array(FamilySchema).openapi({ description: 'The elevated families announced.' }),
    alertFamily: FamilySchema.nullable().openapi({ description: 'My alert pick for this wave.' }),
    stars: z.number().int(),
    totalBase: z.number().int(),
    totalDamage: z.number().int(),
    prevented: z.number().int(),
    preventedPercent: z
      .number()
      .openapi({ description: 'Σ prevented / Σ base, in %, one decimal.' }),
    netChange: z.number().int().openapi({ description: 'The change of cash: the ledger lines.' }),
    cashAfter: z.number().int(),
    netWorthAfter: z.number().int(),
    points: z
      .number()
      .int()
      .openapi({ description: `Points this wave earned (0–${MAX_WAVE_POINTS}).` }),
    pointsAfter: z.number().int().openapi({ description: "The season's points after this wave." }),
    rankBefore: z.number().int().nullable().openapi({
      description:
        'My rank in the season table just before the wave; null until the wave is ranked, and for waves before points.',
    }),
    rankAfter: z.number().int().nullable().openapi({
      description: 'My rank just after it. The move is rankBefore − rankAfter (positive: climbed).',
    }),
    practice: z.boolean().openapi({
      description:
        'The practice wave after the welcome: never ranked, no points, and no money moved. Its ' +
        'netChange, ledger, cashAfter and netWorthAfter say what a real wave would have done; ' +
        'waveId is its own id. Listed last, after every real report.',
    }),
  })
  .openapi('ReportSummary');

export const ReportPageSchema = z
  .object({
    reports: z.array(ReportSummarySchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .openapi('ReportPage');

const ReportAttackSchema = z
  .object({
    fraudId: FraudIdSchema,
    fraudName: z.string(),
    family: FamilySchema,
    base: z.number().int(),
    layers: z
      .array(
        z.object({
          defenseId: DefenseIdSchema,
          defenseName: z.string(),
          level: LevelSchema,
          effectiveness: z.number().openapi({ description: '% of what reached it.' }),
          saved: z.number().int(),
        }),
      )
      .openapi({ description: 'The defenses that applied, in the order they acted.' }),
    damageBeforeAlert: z.number().int(),
    alerted: z.boolean(),
    alertSaved: z.number().int(),
    damage: z.number().int(),
    prevented: z.number().int(),
    bestImprovement: z
      .object({
        defenseId: DefenseIdSchema,
        defenseName: z.string(),
        kind: z.enum(['buy', 'upgrade']),
        fromLevel: OwnedLevelSchema,
        toLevel: LevelSchema,
        cost: z.number().int(),
        wouldHaveSaved: z.number().int(),
      })
      .nullable()
      .openapi({ description: 'The missing defense or upgrade that saves most per credit.' }),
  })
  .openapi('ReportAttack');

/** The ledger lines a wave writes for a player. */
export const WaveLedgerKindSchema = z.enum(['damage', 'revenue', 'upkeep', 'bonus']);

export const ReportSchema = ReportSummarySchema.extend({
  ledger: z.array(z.object({ kind: WaveLedgerKindSchema, amount: z.number().int() })),
  attacks: z.array(ReportAttackSchema),
}).openapi('Report');

const WhatIfChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('alert'),
    from: FamilySchema.nullable().openapi({ description: 'The alert pick the bank had.' }),
    to: FamilySchema.nullable().openapi({ description: 'The pick advised; null for none.' }),
  }),
  z.object({
    kind: z.literal('level'),
    defenseId: DefenseIdSchema,
    fromLevel: OwnedLevelSchema,
    toLevel: LevelSchema,
  }),
]);

/** The advice on a wave report (engine what-if.ts `adviseReport`), the one the results mail gives. */
export const ReportAdviceSchema = z
  .object({
    replays: z.boolean().openapi({
      description:
        "False when the game's numbers changed since the wave: the wave cannot be replayed, and nothing is advised.",
    }),
    best: z
      .object({
        change: WhatIfChangeSchema,
        saving: z.number().int().openapi({ description: 'Less damage plus more star bonus.' }),
        price: z
          .number()
          .int()
          .openapi({ description: 'Cash it would have turned into defenses (0 for an alert).' }),
        extraUpkeep: z.number().int(),
        netWorthGain: z
          .number()
          .int()
          .openapi({ description: 'saving − extraUpkeep: net worth counts defenses at cost.' }),
        pointsGain: z.number().int(),
      })
      .nullable()
      .openapi({
        description:
          'The single change before the wave (an alert pick, or one affordable raise of a defense) that would have ranked the bank highest: points, then net worth; null when none would have.',
      }),
  })
  .openapi('ReportAdvice');

/** A report as the Attack Log shows it: the stored facts and the advice on them. */
export const AdvisedReportSchema = ReportSchema.extend({ advice: ReportAdviceSchema }).openapi(
  'AdvisedReport',
);

/** What moved net worth between two points of the chart, besides the waves (balance-moves.ts). */
export const BalanceMovesSchema = z
  .object({
    purchases: z.number().int().openapi({
      description: 'Cash put into defenses (≤ 0); net worth (cash + invested) does not change.',
    }),
    sales: z.number().int().openapi({
      description: 'Net worth lost selling defenses: the refunds less what they had cost (≤ 0).',
    }),
    rewards: z.number().int().openapi({ description: 'Quiz and other rewards (≥ 0).' }),
  })
  .openapi('BalanceMoves');

export const BalanceHistorySchema = z
  .object({
    season: z.object({ id: z.string(), number: z.number().int() }),
    start: z
      .object({ at: z.string(), netWorth: z.number().int() })
      .openapi({ description: 'The starting cash, when the season started or I joined.' }),
    points: z
      .array(
        z.object({
          reportId: z.string(),
          at: z.string(),
          netWorth: z.number().int(),
          netChange: z
            .number()
            .int()
            .openapi({ description: "The wave's report: its net change." }),
          upkeep: z.number().int().openapi({ description: "The wave's upkeep line (≤ 0)." }),
          before: BalanceMovesSchema.openapi({
            description:
              'The moves since the point before: its net worth + sales + rewards + netChange is this net worth.',
          }),
        }),
      )
      .openapi({ description: 'My net worth after each wave, oldest first (the latest 200).' }),
    since: BalanceMovesSchema.openapi({
      description: 'The moves since the last wave (or the start): they lead to netWorth.',
    }),
    netWorth: z.number().int().openapi({ description: 'My net worth now.' }),
  })
  .openapi('BalanceHistory');

const QuizMoveSchema = z.object({
  kind: z.literal('quiz'),
  fraudId: FraudIdSchema,
  reason: z.enum(['first-pass', 'review']),
  reward: z.number().int(),
  paybackWaves: z.literal(0),
});

const PurchaseMoveSchema = z.object({
  kind: z.enum(['buy', 'upgrade']),
  defenseId: DefenseIdSchema,
  fromLevel: OwnedLevelSchema,
  toLevel: LevelSchema,
  cost: z.number().int(),
  expectedSavedPerWave: z.number(),
  paybackWaves: z.number(),
});

const MoveSchema = z.union([QuizMoveSchema, PurchaseMoveSchema]).openapi('Move');

export const AdviceSchema = z
  .object({
    basedOn: z
      .object({ waveId: z.string(), difficulty: DifficultySchema, forecast: z.array(FamilySchema) })
      .nullable()
      .openapi({ description: 'The announced wave the advice is for; null for the random mix.' }),
    best: MoveSchema.nullable(),
    bestPurchase: PurchaseMoveSchema.nullable().openapi({
      description:
        'The best buy or upgrade (the first purchase in the same ranking), for the screens that ' +
        'sell defenses: the shop and the welcome. Null when no affordable purchase pays back.',
    }),
    alternatives: z.array(MoveSchema),
  })
  .openapi('Advice');

export const ReportPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: PublicIdParam.optional(),
});

// ── The game master's side ─────────────────────────────────────────────────────────────────────

const CANCEL_CONFIRM_MESSAGE =
  'Confirm with the id of the wave to cancel: { "confirm": "<wave id>" }.';

export const CancelWaveSchema = z
  .strictObject({
    confirm: z
      .string({ message: CANCEL_CONFIRM_MESSAGE })
      .max(100, CANCEL_CONFIRM_MESSAGE)
      .openapi({ description: "The wave's id, as in the path.", example: 'Ab3dE5gH7jK9mN1pQ3sT' }),
  })
  .openapi('CancelWave');

const WAVE_STATUSES = ['scheduled', 'running', 'done', 'failed', 'cancelled'] as const;

/** A wave to draw: the attacks always come from the engine and the catalogue, never the request. */
export const WaveDraftSchema = z.strictObject({
  difficulty: DifficultySchema,
  /** The game master's picks, for a custom wave. */
  fraudIds: z
    .array(FraudIdSchema)
    .min(ECONOMY.customWave.minSize)
    .max(ECONOMY.customWave.maxSize)
    .optional(),
  /** Elevated families; drawn from the seed when omitted. */
  forecast: z.array(FamilySchema).min(FORECAST_FAMILIES.min).max(FORECAST_FAMILIES.max).optional(),
  /** To send exactly the wave a preview showed. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 2)
    .optional(),
});

/** A moment up to a year ahead; a minute of slack for clocks and slow forms. */
const AtSchema = z.iso
  .datetime({ offset: true })
  .openapi({ description: 'When the wave hits (ISO 8601). Omit for now.' });

export const NewWaveSchema = WaveDraftSchema.extend({
  at: AtSchema.optional(),
  confirm: z.literal('now').optional().openapi({
    description: 'Required when `at` is left out: a wave sent now cannot be cancelled.',
  }),
});

export const WaveChangeSchema = WaveDraftSchema.omit({ seed: true })
  .partial()
  .extend({ at: AtSchema.optional() });

/** The automatic schedule's bounds. */
const SCHEDULE_LIMITS = { minIntervalMinutes: 5, maxIntervalMinutes: 7 * 1440 } as const;

export const ScheduleChangeSchema = z.strictObject({
  enabled: z.boolean().optional(),
  intervalMinutes: z
    .number()
    .int()
    .min(SCHEDULE_LIMITS.minIntervalMinutes, 'The interval is at least 5 minutes.')
    .max(SCHEDULE_LIMITS.maxIntervalMinutes, 'The interval is at most 7 days.')
    .optional(),
  timeOfDay: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time of day is HH:MM, 24-hour.')
    .optional(),
});

export const PagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const WaveListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  ...PagingSchema.shape,
});

const AdminAttackSchema = z
  .object({
    fraudId: FraudIdSchema,
    name: z.string(),
    family: FamilySchema,
    baseDamage: z.number().int(),
    danger: z.number().int().min(1).max(4),
  })
  .openapi('AdminAttack');

export const AdminWaveSchema = z
  .object({
    id: z.string(),
    scheduledAt: z.string(),
    difficulty: DifficultySchema,
    forecast: z.array(FamilySchema),
    attacks: z.array(AdminAttackSchema),
    status: z.enum(WAVE_STATUSES),
    error: z.string().nullable().openapi({ description: 'Why a failed wave failed.' }),
    automatic: z.boolean(),
    seed: z.number().int(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    playersHit: z.number().int().openapi({ description: 'Players resolved so far.' }),
  })
  .openapi('AdminWave');

export const AdminWavePageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    waves: z.array(AdminWaveSchema),
  })
  .openapi('AdminWavePage');

const DamageDistributionSchema = z
  .object({
    players: z.number().int(),
    totalDamage: z.number().int(),
    totalNetChange: z.number().int(),
    averageDamage: z.number().int(),
    minDamage: z.number().int(),
    medianDamage: z.number().int(),
    p90Damage: z.number().int(),
    maxDamage: z.number().int(),
    histogram: z
      .array(z.object({ from: z.number().int(), to: z.number().int(), players: z.number().int() }))
      .openapi({
        description:
          'Contiguous bins of one round width (at most 11): each starts where the one before ended, the first holds the lowest damage and the last the highest.',
      }),
    stars: z.array(z.number().int()).openapi({ description: 'Players per star count, 0 to 5.' }),
  })
  .openapi('DamageDistribution');

export const WavePreviewSchema = z
  .object({
    seed: z.number().int(),
    difficulty: DifficultySchema,
    forecast: z.array(FamilySchema),
    attacks: z.array(AdminAttackSchema),
    distribution: DamageDistributionSchema,
  })
  .openapi('WavePreview');

export const AdminWaveDetailSchema = AdminWaveSchema.extend({
  distribution: DamageDistributionSchema,
  distributionKind: z.enum(['preview', 'results']),
}).openapi('AdminWaveDetail');

export const WaveResultsPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(
      z.object({
        reportId: z.string(),
        userId: z.string(),
        email: z.string(),
        manager: z.string(),
        bankId: z.string(),
        bankName: z.string(),
        alertFamily: FamilySchema.nullable(),
        stars: z.number().int(),
        totalBase: z.number().int(),
        totalDamage: z.number().int(),
        netChange: z.number().int(),
        cashAfter: z.number().int(),
        netWorthAfter: z.number().int(),
        attacks: z.array(
          z.object({ fraudId: FraudIdSchema, base: z.number().int(), damage: z.number().int() }),
        ),
      }),
    ),
  })
  .openapi('WaveResultsPage');

export const WaveScheduleSchema = z
  .object({
    enabled: z.boolean(),
    intervalMinutes: z.number().int(),
    timeOfDay: z.string().openapi({ description: 'HH:MM in the server time zone.' }),
    nextDifficulty: DifficultySchema.openapi({
      description: 'The rotation easy → medium → hard → random: the next one.',
    }),
    nextSlot: z.string().nullable().openapi({ description: 'Null while paused.' }),
    updatedAt: z.string(),
  })
  .openapi('WaveSchedule');

export const WaveActionOkSchema = z.object({ ok: z.literal(true) }).openapi('WaveActionOk');

export type NextWave = z.infer<typeof NextWaveSchema>;
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
export type ReportPage = z.infer<typeof ReportPageSchema>;
export type ReportAttack = z.infer<typeof ReportAttackSchema>;
export type Report = z.infer<typeof ReportSchema>;
export type WaveLedgerKind = z.infer<typeof WaveLedgerKindSchema>;
export type ReportAdvice = z.infer<typeof ReportAdviceSchema>;
export type AdvisedReport = z.infer<typeof AdvisedReportSchema>;
export type BalanceHistory = z.infer<typeof BalanceHistorySchema>;
export type Advice = z.infer<typeof AdviceSchema>;
export type WaveDraft = z.infer<typeof WaveDraftSchema>;
export type ScheduleChange = z.infer<typeof ScheduleChangeSchema>;
export type AdminAttack = z.infer<typeof AdminAttackSchema>;
export type AdminWave = z.infer<typeof AdminWaveSchema>;
export type AdminWavePage = z.infer<typeof AdminWavePageSchema>;
export type AdminWaveDetail = z.infer<typeof AdminWaveDetailSchema>;
export type DamageDistribution = z.infer<typeof DamageDistributionSchema>;
export type WavePreview = z.infer<typeof WavePreviewSchema>;
export type WaveResultsPage = z.infer<typeof WaveResultsPageSchema>;
export type WaveSchedule = z.infer<typeof WaveScheduleSchema>;
export type WaveActionOk = z.infer<typeof WaveActionOkSchema>;

/** The answer of a game master's wave action that has nothing else to say. */
export const WAVE_ACTION_OK: WaveActionOk = { ok: true };
