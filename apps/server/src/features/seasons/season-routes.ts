import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, jsonBody } from '../../http/openapi';
import { SeasonProgressSchema, SeasonStartedSchema, StartSeasonSchema } from './season-schemas';
import { getSeasonProgress, startSeason } from './season-service';

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
