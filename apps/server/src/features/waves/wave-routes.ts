import { DEFENSE_IDS, FAMILY_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { ensureBank } from '../bank/bank-service';
import { adviseNextMoves, getReport, listBalanceHistory, listReports } from './report-service';
import { getNextWave } from './wave-service';

const DifficultySchema = z.enum(['easy', 'medium', 'hard', 'random', 'custom']);
const FraudIdSchema = z.enum(FRAUD_IDS);
const DefenseIdSchema = z.enum(DEFENSE_IDS);
const FamilySchema = z.enum(FAMILY_IDS);
const LevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const OwnedLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const NextWaveSchema = z
  .object({
    serverTime: z.string().openapi({ description: 'The server clock, for the countdown.' }),
    next: z
      .object({
        id: z.string(),
        scheduledAt: z.string(),
        difficulty: DifficultySchema,
        forecast: z.array(z.string()),
        status: z.enum(['scheduled', 'running']),
        automatic: z.boolean(),
      })
      .nullable(),
  })
  .openapi('NextWave');

export const ReportSummarySchema = z
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

export const ReportAttackSchema = z
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

export const ReportSchema = ReportSummarySchema.extend({
  ledger: z.array(
    z.object({
      kind: z.enum(['damage', 'revenue', 'upkeep', 'bonus']),
      amount: z.number().int(),
    }),
  ),
  attacks: z.array(ReportAttackSchema),
}).openapi('Report');

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
          netChange: z.number().int(),
        }),
      )
      .openapi({ description: 'My net worth after each wave, oldest first (the latest 200).' }),
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
      .object({ waveId: z.string(), difficulty: DifficultySchema, forecast: z.array(z.string()) })
      .nullable()
      .openapi({ description: 'The announced wave the advice is for; null for the random mix.' }),
    best: MoveSchema.nullable(),
    alternatives: z.array(MoveSchema),
  })
  .openapi('Advice');

/** The player's side of waves: the next one (never its attacks), my reports and advice. */
export function createWaveRoutes(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves/next',
      tags: ['Waves'],
      summary: 'The next wave: time, difficulty and forecast families. Never its attacks.',
      responses: answers('The next wave, or null when none is scheduled', NextWaveSchema),
    }),
    async (c) => c.json({ serverTime: deps.now().toISOString(), next: await getNextWave(db) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports',
      tags: ['Waves'],
      summary: 'My wave reports, newest first',
      request: {
        query: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          cursor: PublicIdParam.optional(),
        }),
      },
      responses: answers('A page of reports and the cursor of the next page', ReportPageSchema),
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(await listReports(db, c.get('user').id, { limit, cursor }), 200);
    },
  );

  // Declared before /reports/{reportId}, which would otherwise take "balance" for a report id.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/balance',
      tags: ['Waves'],
      summary: 'My net worth after each wave of this season, for the balance chart',
      responses: answers('The start of the season and one point per wave', BalanceHistorySchema),
    }),
    async (c) => {
      const u = c.get('user');
      await ensureBank(db, u.id, u.name);
      return c.json(await listBalanceHistory(db, u.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/{reportId}',
      tags: ['Waves'],
      summary: 'One of my reports, with the per-attack breakdown and its ledger lines',
      request: { params: z.object({ reportId: PublicIdParam }) },
      responses: answers('The report', ReportSchema),
    }),
    async (c) => c.json(await getReport(db, c.get('user').id, c.req.valid('param').reportId), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/advice',
      tags: ['Bank'],
      summary: 'The best next move for the coming wave, from the engine',
      responses: answers('The best move and a few alternatives', AdviceSchema),
    }),
    async (c) => {
      const u = c.get('user');
      await ensureBank(db, u.id, u.name);
      return c.json(await adviseNextMoves(db, u.id, deps.now()), 200);
    },
  );

  return router;
}
