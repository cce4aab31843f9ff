import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { ArchivedLeaderboardSchema, LeaderboardSchema } from './leaderboard-schemas';
import { getArchivedLeaderboard, getLeaderboard } from './leaderboard-service';
import type { RankingCache } from './ranking-cache';

/** The global table, a league's table, and last season's archived table. */
export function createLeaderboardRoutes(db: Db, ranking?: RankingCache) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Leaderboard'],
      summary: 'The global table of this season: top 50 and around me',
      description:
        'Ranked by net worth; ties share a rank and the earlier joiner is listed first. Disabled banks and banks not yet moved to the current season are left out.',
      responses: answers('The table', LeaderboardSchema),
    }),
    async (c) => c.json(await getLeaderboard(db, { viewerId: c.get('user').id, ranking }), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/league/{leagueId}',
      tags: ['Leaderboard'],
      summary: "A private league's table: the same ranking among its members",
      description: 'Members only; anyone else gets not-found.',
      request: { params: z.object({ leagueId: PublicIdParam }) },
      responses: answers('The table', LeaderboardSchema),
    }),
    async (c) => {
      const { leagueId } = c.req.valid('param');
      return c.json(await getLeaderboard(db, { viewerId: c.get('user').id, leagueId }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/archive',
      tags: ['Leaderboard'],
      summary: "Last season's final table, as archived when it ended",
      description: 'Anonymous mode is the one the player had when the season ended.',
      responses: answers('The archived table', ArchivedLeaderboardSchema),
    }),
    async (c) => c.json(await getArchivedLeaderboard(db, c.get('user').id), 200),
  );

  return router;
}
