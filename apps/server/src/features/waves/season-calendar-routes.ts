import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter } from '../../http/openapi';
import { getSeasonCalendar } from './season-calendar';
import { SeasonCalendarSchema } from './season-calendar-schemas';

/** The season's length and end, for Home (the season-end mail says the same). */
export function createSeasonCalendarRoutes(deps: {
  db: Db;
  now: () => Date;
  /** Waves in a season (env SEASON_WAVES). */
  seasonWaves: number;
}) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/season',
      tags: ['Waves'],
      summary:
        'The current season: its number, its length in waves, the waves left and when it ends',
      responses: answers('The season', SeasonCalendarSchema),
    }),
    async (c) => c.json(await getSeasonCalendar(deps.db, deps.now(), deps.seasonWaves), 200),
  );
  return router;
}
