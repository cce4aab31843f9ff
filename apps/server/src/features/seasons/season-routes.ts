import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, jsonBody } from '../../http/openapi';
import { getSeasonProgress, startSeason } from './season-service';

const SeasonProgressSchema = z
  .object({
    season: z.object({
      id: z.string(),
      number: z.number().int(),
      status: z
        .enum(['resetting', 'active', 'ended'])
        .openapi({ description: 'resetting while banks are being reset in batches.' }),
      startedAt: z.string(),
    }),
    banksReset: z.number().int().openapi({ description: 'Banks already on this season.' }),
    banksTotal: z.number().int(),
  })
  .openapi('SeasonProgress');

const SeasonStartedSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    archived: z.number().int().openapi({ description: "Rows of last season's archived table." }),
    progress: SeasonProgressSchema,
  })
  .openapi('SeasonStarted');

const CONFIRM_MESSAGE =
  'Confirm with the current season\'s number: { "confirm": 7 } while season 7 runs.';

const StartSeasonSchema = z
  .strictObject({
    confirm: z
      .number({ message: CONFIRM_MESSAGE })
      .int(CONFIRM_MESSAGE)
      .min(1, CONFIRM_MESSAGE)
      .openapi({
        description: "The current season's number, typed by the game master.",
        example: 7,
      }),
  })
  .openapi('StartSeason');

/** The game master's season: see its progress, start the next one. */
export function createSeasonAdminRoutes(deps: { db: Db; now: () => Date; kick: () => void }) {
  const { db } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/season',
      tags: ['Game master'],
      summary: 'The current season and how far its reset has gone',
      responses: answers('The season and its progress', SeasonProgressSchema),
    }),
    async (c) => c.json(await getSeasonProgress(db), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/season',
      tags: ['Game master'],
      summary: 'Start a new season: archive the table, reset every bank (in the background)',
      description:
        "Cannot be undone. The body confirms with the current season's number (another number: failed-precondition, nothing started). Send an Idempotency-Key: a retry with the same key returns the first answer and starts one season.",
      request: { headers: IdempotencyHeaders, body: jsonBody(StartSeasonSchema) },
      responses: answers(
        'The new season; follow its progress with GET /admin/season',
        SeasonStartedSchema,
      ),
    }),
    async (c) => {
      const u = c.get('user');
      const { started, replayed } = await startSeason(
        db,
        { id: u.id, email: u.email },
        deps.now(),
        {
          confirm: c.req.valid('json').confirm,
          idempotencyKey: c.req.valid('header')['idempotency-key'],
        },
      );
      if (replayed) c.header('idempotent-replayed', 'true');
      else deps.kick();
      return c.json({ ...started, progress: await getSeasonProgress(db) }, 200);
    },
  );

  return router;
}
