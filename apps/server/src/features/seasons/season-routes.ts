import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter } from '../../http/openapi';
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
      responses: answers('The season and its progress'),
    }),
    async (c) => c.json(await getSeasonProgress(db), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/season',
      tags: ['Game master'],
      summary: 'Start a new season: archive the table, reset every bank (in the background)',
      responses: answers('The new season; follow its progress with GET /admin/season'),
    }),
    async (c) => {
      const u = c.get('user');
      const started = await startSeason(db, { id: u.id, email: u.email }, deps.now());
      deps.kick();
      return c.json({ ...started, progress: await getSeasonProgress(db) }, 200);
    },
  );

  return router;
}
