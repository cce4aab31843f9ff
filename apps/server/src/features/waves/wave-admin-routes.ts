import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
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
import type { EventBus } from '../../realtime/event-bus';
import { getSchedule, updateSchedule } from './schedule-service';
import { listWaveResults, streamWaveResultsCsv } from './wave-results';
import {
  AdminWaveDetailSchema,
  AdminWavePageSchema,
  AdminWaveSchema,
  CancelWaveSchema,
  NewWaveSchema,
  PagingSchema,
  ScheduleChangeSchema,
  WaveActionOkSchema,
  WaveChangeSchema,
  WaveDraftSchema,
  WaveListQuerySchema,
  WavePreviewSchema,
  WaveResultsPageSchema,
  WaveScheduleSchema,
} from './wave-schemas';
import {
  cancelWave,
  editWave,
  getWave,
  listWaves,
  retryWave,
  scheduleWave,
  toAdminWave,
} from './wave-service';
import { getWaveDetail, previewWave } from './wave-stats';

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
        query: WaveListQuerySchema,
      },
      responses: answers('A page of waves', AdminWavePageSchema),
    }),
    async (c) => c.json(await listWaves(db, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/waves/preview',
      tags: ['Game master'],
      summary: 'Preview a wave on every current loadout before sending it',
      description: 'Send the returned seed with the wave to send exactly the wave previewed.',
      request: { body: jsonBody(WaveDraftSchema) },
      responses: answers('The drawn wave and its damage distribution', WavePreviewSchema),
    }),
    async (c) => c.json(await previewWave(db, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/waves',
      tags: ['Game master'],
      summary: 'Schedule a wave now or at a time',
      description:
        'Send an Idempotency-Key: a retry with the same key returns the first answer and schedules one wave. A wave sent now (no `at`) cannot be cancelled: the body confirms it with `"confirm": "now"` (without it: invalid-argument, nothing sent).',
      request: { headers: IdempotencyHeaders, body: jsonBody(NewWaveSchema) },
      responses: answers('The scheduled wave', AdminWaveSchema),
    }),
    async (c) => {
      const { at, confirm, ...draft } = c.req.valid('json');
      if (at === undefined && confirm !== 'now') {
        throw new AppError(
          'invalid-argument',
          'A wave sent now hits every player at once and cannot be cancelled: confirm it with { "confirm": "now" }. Nothing was sent.',
        );
      }
      const { result, replayed } = await scheduleWave(db, bus, {
        draft,
        at: parseAt(at, deps.now()),
        actor: actorOf(c),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(result, 200);
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
    async (c) => c.json(await getWaveDetail(db, c.req.valid('param').waveId), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/waves/{waveId}',
      tags: ['Game master'],
      summary: 'Change a scheduled wave: its time, or its difficulty, picks and forecast',
      request: {
        params: WaveParam,
        body: jsonBody(WaveChangeSchema),
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
      responses: answers('Cancelled', WaveActionOkSchema),
    }),
    async (c) => {
      const { result, replayed } = await cancelWave(
        db,
        bus,
        c.req.valid('param').waveId,
        actorOf(c),
        {
          confirm: c.req.valid('json').confirm,
          idempotencyKey: c.req.valid('header')['idempotency-key'],
        },
      );
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/waves/{waveId}/retry',
      tags: ['Game master'],
      summary: 'Resume a failed wave with the players not yet hit',
      request: { params: WaveParam },
      responses: answers('Rescheduled for now', WaveActionOkSchema),
    }),
    async (c) =>
      c.json(await retryWave(db, c.req.valid('param').waveId, actorOf(c), deps.now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves/{waveId}/results',
      tags: ['Game master'],
      summary: "A landed wave's per-player results",
      request: { params: WaveParam, query: PagingSchema },
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
      request: { body: jsonBody(ScheduleChangeSchema) },
      responses: answers('The schedule after the change', WaveScheduleSchema),
    }),
    async (c) =>
      c.json(await updateSchedule(db, bus, c.req.valid('json'), actorOf(c), deps.now()), 200),
  );

  return router;
}
