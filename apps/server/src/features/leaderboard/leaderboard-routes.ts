import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import {
  ArchivedLeaderboardSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  StandingSchema,
} from './leaderboard-schemas';
import { getArchivedLeaderboard, getLeaderboard } from './leaderboard-service';
import type { RankingCache } from './ranking-cache';
import { getStanding } from './standing-service';

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
        'Ranked by points, then net worth (by=net-worth: net worth alone); an equal score shares a rank and the earlier joiner is listed first. Disabled banks and banks not yet moved to the current season are left out.',
      request: { query: LeaderboardQuerySchema },
      responses: answers('The table', LeaderboardSchema),
    }),
    async (c) => {
      const { by } = c.req.valid('query');
      return c.json(await getLeaderboard(db, { viewerId: c.get('user').id, ranking, by }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/league/{leagueId}',
      tags: ['Leaderboard'],
      summary: "A private league's table: the same ranking among its members",
      description: 'Members only; anyone else gets not-found.',
      request: { params: z.object({ leagueId: PublicIdParam }), query: LeaderboardQuerySchema },
      responses: answers('The table', LeaderboardSchema),
    }),
    async (c) => {
      const { leagueId } = c.req.valid('param');
      const { by } = c.req.valid('query');
      return c.json(await getLeaderboard(db, { viewerId: c.get('user').id, leagueId, by }), 200);
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

/** `GET /api/me/standing`: where I stand in the season table, and my latest wave's move. */
export function createStandingRoutes(db: Db, ranking?: RankingCache) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/standing',
      tags: ['Leaderboard'],
      summary: 'My rank, points and net worth, and my latest wave with my rank before and after it',
      responses: answers('My standing', StandingSchema),
    }),
    async (c) => c.json(await getStanding(db, c.get('user').id, ranking), 200),
  );
  return router;
}
