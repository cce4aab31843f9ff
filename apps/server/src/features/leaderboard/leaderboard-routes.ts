import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { getArchivedLeaderboard, getLeaderboard } from './leaderboard-service';
import type { RankingCache } from './ranking-cache';

export const LeaderboardRowSchema = z
  .object({
    rank: z.number().int().openapi({ description: 'Ties share a rank: 1, 2, 2, 4.' }),
    position: z.number().int().openapi({ description: '1-based place in the order shown.' }),
    bankId: z.string().nullable().openapi({
      description:
        "The bank's public id. Null for another player's anonymous bank, and in the archive.",
    }),
    bankName: z
      .string()
      .openapi({ description: '"Anonymous bank #NNNN" for another player\'s anonymous bank.' }),
    manager: z
      .string()
      .nullable()
      .openapi({ description: "Null for another player's anonymous bank." }),
    netWorth: z.number().int(),
    isMe: z.boolean(),
    anonymous: z.boolean(),
  })
  .openapi('LeaderboardRow');

const MeSchema = z
  .object({ rank: z.number().int(), position: z.number().int() })
  .nullable()
  .openapi({ description: 'Null when I have no bank yet or am not in this table.' });

export const LeaderboardSchema = z
  .object({
    season: z.object({ id: z.string(), number: z.number().int() }),
    league: z.object({ id: z.string(), name: z.string() }).nullable(),
    total: z.number().int().openapi({ description: 'Banks in the table.' }),
    me: MeSchema,
    rows: z.array(LeaderboardRowSchema).openapi({ description: 'The top 50.' }),
    aroundMe: z.array(LeaderboardRowSchema).openapi({
      description: 'My row with up to five rows above and five below; empty when `me` is null.',
    }),
  })
  .openapi('Leaderboard');

const ArchivedLeaderboardSchema = z
  .object({
    season: z
      .object({ id: z.string(), number: z.number().int(), endedAt: z.string().nullable() })
      .nullable()
      .openapi({ description: 'The most recently ended season; null before the first one ends.' }),
    total: z.number().int(),
    me: MeSchema,
    rows: z.array(LeaderboardRowSchema),
    aroundMe: z.array(LeaderboardRowSchema),
  })
  .openapi('ArchivedLeaderboard');

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
