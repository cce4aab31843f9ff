import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, type FamilyId, FRAUD_IDS, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Db } from '../../db/client';
import type { WaveStatus } from '../../db/schema/game';
import type { AppEnv } from '../../http/context';
import {
  answers,
  createRouter,
  IdempotencyHeaders,
  jsonBody,
  PublicIdParam,
} from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../realtime/event-bus';
import { getSchedule, SCHEDULE_LIMITS, updateSchedule } from './schedule-service';
import { listWaveResults, streamWaveResultsCsv } from './wave-results';
import {
  cancelWave,
  drawFromDraft,
  editWave,
  getWave,
  listWaves,
  retryWave,
  scheduleWave,
  type WaveRow,
} from './wave-service';
import { previewDamage, resultDistribution } from './wave-stats';

const DIFFICULTIES = ['random', 'easy', 'medium', 'hard', 'custom'] as const;

const CANCEL_CONFIRM_MESSAGE =
  'Confirm with the id of the wave to cancel: { "confirm": "<wave id>" }.';

const CancelWaveSchema = z
  .strictObject({
    confirm: z
      .string({ message: CANCEL_CONFIRM_MESSAGE })
      .max(100, CANCEL_CONFIRM_MESSAGE)
      .openapi({ description: "The wave's id, as in the path.", example: 'Ab3dE5gH7jK9mN1pQ3sT' }),
  })
  .openapi('CancelWave');
const WAVE_STATUSES = ['scheduled', 'running', 'done', 'failed', 'cancelled'] as const;

const DraftSchema = z.strictObject({
  difficulty: z.enum(DIFFICULTIES),
  fraudIds: z.array(z.enum(FRAUD_IDS)).min(1).max(8).optional(),
  forecast: z.array(z.enum(FAMILY_IDS)).min(1).max(2).optional(),
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

const ScheduleSchema = z.strictObject({
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

const Paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

const AdminAttackSchema = z
  .object({
    fraudId: z.enum(FRAUD_IDS),
    name: z.string(),
    family: z.enum(FAMILY_IDS),
    baseDamage: z.number().int(),
    danger: z.number().int().min(1).max(4),
  })
  .openapi('AdminAttack');

const AdminWaveSchema = z
  .object({
    id: z.string(),
    scheduledAt: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    forecast: z.array(z.enum(FAMILY_IDS)),
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

const AdminWavePageSchema = z
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
      .openapi({ description: 'Ten equal-width bins from 0 to the highest damage.' }),
    stars: z.array(z.number().int()).openapi({ description: 'Players per star count, 0 to 5.' }),
  })
  .openapi('DamageDistribution');

const WavePreviewSchema = z
  .object({
    seed: z.number().int(),
    difficulty: z.enum(DIFFICULTIES),
    forecast: z.array(z.enum(FAMILY_IDS)),
    attacks: z.array(AdminAttackSchema),
    distribution: DamageDistributionSchema,
  })
  .openapi('WavePreview');

const AdminWaveDetailSchema = AdminWaveSchema.extend({
  distribution: DamageDistributionSchema,
  distributionKind: z.enum(['preview', 'results']),
}).openapi('AdminWaveDetail');

const WaveResultsPageSchema = z
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
        alertFamily: z.string().nullable(),
        stars: z.number().int(),
        totalBase: z.number().int(),
        totalDamage: z.number().int(),
        netChange: z.number().int(),
        cashAfter: z.number().int(),
        netWorthAfter: z.number().int(),
        attacks: z.array(
          z.object({ fraudId: z.string(), base: z.number().int(), damage: z.number().int() }),
        ),
      }),
    ),
  })
  .openapi('WaveResultsPage');

const WaveScheduleSchema = z
  .object({
    enabled: z.boolean(),
    intervalMinutes: z.number().int(),
    timeOfDay: z.string().openapi({ description: 'HH:MM in the server time zone.' }),
    nextDifficulty: z
      .enum(DIFFICULTIES)
      .openapi({ description: 'The rotation easy → medium → hard → random: the next one.' }),
    nextSlot: z.string().nullable().openapi({ description: 'Null while paused.' }),
    updatedAt: z.string(),
  })
  .openapi('WaveSchedule');

const OkSchema = z.object({ ok: z.literal(true) }).openapi('WaveActionOk');

function describeAttacks(attacks: readonly string[]) {
  return (attacks as FraudId[]).map((id) => ({
    fraudId: id,
    name: FRAUD_NAMES[id],
    family: FRAUDS[id].family,
    baseDamage: FRAUDS[id].baseDamage,
    danger: FRAUDS[id].danger,
  }));
}

export function toAdminWave(row: WaveRow) {
  return {
    id: row.id,
    scheduledAt: row.scheduledAt.toISOString(),
    difficulty: row.difficulty,
    forecast: row.forecast as FamilyId[],
    attacks: describeAttacks(row.attacks),
    status: row.status,
    error: row.error,
    automatic: row.automatic,
    seed: row.seed,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    playersHit: row.playersHit,
  };
}

function parseAt(value: string | undefined, now: Date): Date {
  if (value === undefined) return now;
  const at = new Date(value);
  if (at.getTime() < now.getTime() - 60_000) {
    throw new AppError('out-of-range', 'That time is in the past. Pick a time from now on.');
  }
  if (at.getTime() > now.getTime() + 366 * 86_400_000) {
    throw new AppError('out-of-range', 'Schedule waves at most a year ahead.');
  }
  return at < now ? now : at;
}

function actorOf(c: Context<AppEnv>) {
  const u = c.get('user');
  return { id: u.id, email: u.email };
}

/** The game master's waves: schedule, preview, edit, cancel, results, CSV, and the schedule. */
export function createWaveAdminRoutes(deps: { db: Db; bus: EventBus; now: () => Date }) {
  const { db, bus } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves',
      tags: ['Game master'],
      summary: 'Upcoming or past waves, with their attacks',
      request: {
        query: z.object({
          when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
          ...Paging,
        }),
      },
      responses: answers('A page of waves', AdminWavePageSchema),
    }),
    async (c) => {
      const { when, page, pageSize } = c.req.valid('query');
      const statuses: WaveStatus[] =
        when === 'upcoming'
          ? ['scheduled', 'running']
          : when === 'past'
            ? ['done', 'failed', 'cancelled']
            : ['scheduled', 'running', 'done', 'failed', 'cancelled'];
      const { total, rows } = await listWaves(db, {
        statuses,
        page,
        pageSize,
        newestFirst: when !== 'upcoming',
      });
      return c.json({ total, page, pageSize, waves: rows.map(toAdminWave) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/waves/preview',
      tags: ['Game master'],
      summary: 'Preview a wave on every current loadout before sending it',
      description: 'Send the returned seed with the wave to send exactly the wave previewed.',
      request: { body: jsonBody(DraftSchema) },
      responses: answers('The drawn wave and its damage distribution', WavePreviewSchema),
    }),
    async (c) => {
      const drawn = drawFromDraft(c.req.valid('json'));
      return c.json(
        {
          seed: drawn.seed,
          difficulty: drawn.difficulty,
          forecast: drawn.forecast,
          attacks: describeAttacks(drawn.attacks),
          distribution: await previewDamage(db, drawn.attacks),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/waves',
      tags: ['Game master'],
      summary: 'Schedule a wave now or at a time',
      request: { body: jsonBody(DraftSchema.extend({ at: AtSchema.optional() })) },
      responses: answers('The scheduled wave', AdminWaveSchema),
    }),
    async (c) => {
      const { at, ...draft } = c.req.valid('json');
      const row = await scheduleWave(db, bus, {
        draft,
        at: parseAt(at, deps.now()),
        actor: actorOf(c),
      });
      return c.json(toAdminWave(row), 200);
    },
  );

  const WaveParam = z.object({ waveId: PublicIdParam });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves/{waveId}',
      tags: ['Game master'],
      summary: 'One wave; its damage distribution once landed, or a preview while upcoming',
      request: { params: WaveParam },
      responses: answers('The wave', AdminWaveDetailSchema),
    }),
    async (c) => {
      const row = await getWave(db, c.req.valid('param').waveId);
      const distribution =
        row.status === 'scheduled'
          ? await previewDamage(db, row.attacks as FraudId[])
          : await resultDistribution(db, row.id);
      return c.json(
        {
          ...toAdminWave(row),
          distribution,
          distributionKind: row.status === 'scheduled' ? 'preview' : 'results',
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/waves/{waveId}',
      tags: ['Game master'],
      summary: 'Change a scheduled wave: its time, or its difficulty, picks and forecast',
      request: {
        params: WaveParam,
        body: jsonBody(
          DraftSchema.omit({ seed: true }).partial().extend({ at: AtSchema.optional() }),
        ),
      },
      responses: answers('The wave after the change', AdminWaveSchema),
    }),
    async (c) => {
      const { at, ...rest } = c.req.valid('json');
      const draft = rest.difficulty ? { ...rest, difficulty: rest.difficulty } : undefined;
      if (!draft && (rest.fraudIds || rest.forecast)) {
        throw new AppError(
          'invalid-argument',
          'Send the difficulty with the picks or the forecast.',
        );
      }
      const row = await editWave(db, bus, {
        id: c.req.valid('param').waveId,
        at: at === undefined ? undefined : parseAt(at, deps.now()),
        draft,
        actor: actorOf(c),
      });
      return c.json(toAdminWave(row), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/waves/{waveId}',
      tags: ['Game master'],
      summary: 'Cancel a scheduled wave',
      description:
        "Cannot be undone. The body confirms with the wave's id (another id: invalid-argument, nothing cancelled). Send an Idempotency-Key: a retry with the same key returns the first answer.",
      request: {
        params: WaveParam,
        headers: IdempotencyHeaders,
        body: jsonBody(CancelWaveSchema),
      },
      responses: answers('Cancelled', OkSchema),
    }),
    async (c) => {
      const { replayed } = await cancelWave(db, bus, c.req.valid('param').waveId, actorOf(c), {
        confirm: c.req.valid('json').confirm,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/waves/{waveId}/retry',
      tags: ['Game master'],
      summary: 'Resume a failed wave with the players not yet hit',
      request: { params: WaveParam },
      responses: answers('Rescheduled for now', OkSchema),
    }),
    async (c) => {
      await retryWave(db, c.req.valid('param').waveId, actorOf(c), deps.now());
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves/{waveId}/results',
      tags: ['Game master'],
      summary: "A landed wave's per-player results",
      request: { params: WaveParam, query: z.object(Paging) },
      responses: answers('A page of results', WaveResultsPageSchema),
    }),
    async (c) => {
      const { waveId } = c.req.valid('param');
      await getWave(db, waveId);
      const { page, pageSize } = c.req.valid('query');
      return c.json(await listWaveResults(db, waveId, page, pageSize), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves/{waveId}/results.csv',
      tags: ['Game master'],
      summary: "A landed wave's results as CSV",
      request: { params: WaveParam },
      responses: {
        200: {
          description: 'One line per player hit, with a header line',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const row = await getWave(db, c.req.valid('param').waveId);
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="wave-${row.id}.csv"`);
      return stream(c, async (out) => {
        for await (const chunk of streamWaveResultsCsv(db, row.id)) await out.write(chunk);
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/schedule',
      tags: ['Game master'],
      summary: 'The automatic schedule',
      responses: answers('The schedule', WaveScheduleSchema),
    }),
    async (c) => c.json(await getSchedule(db, deps.now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/schedule',
      tags: ['Game master'],
      summary: 'Change, pause or resume the automatic schedule',
      request: { body: jsonBody(ScheduleSchema) },
      responses: answers('The schedule after the change', WaveScheduleSchema),
    }),
    async (c) =>
      c.json(await updateSchedule(db, bus, c.req.valid('json'), actorOf(c), deps.now()), 200),
  );

  return router;
}
