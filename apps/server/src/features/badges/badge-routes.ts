import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { LeagueBadgesSchema, MyBadgesSchema } from './badge-schemas';
import { getLeagueBadges, getMyBadges } from './badge-service';

/** My badges, and the badges of the members of a league I am in. */
export function createBadgeRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/badges',
      tags: ['Badges'],
      summary: 'My badges this season: earned or not, when, and the progress towards each',
      responses: answers('Every badge, in the order shown', MyBadgesSchema),
    }),
    async (c) => c.json(await getMyBadges(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/leagues/{leagueId}/badges',
      tags: ['Leagues', 'Badges'],
      summary: 'The badges each member of a league I am in has earned this season',
      description:
        'Members only: for a league I am not in, not-found, as for the league itself. Anonymous banks stay anonymous.',
      request: { params: z.object({ leagueId: PublicIdParam }) },
      responses: answers("The members' earned badges", LeagueBadgesSchema),
    }),
    async (c) =>
      c.json(
        await getLeagueBadges(db, c.get('user').id, c.req.valid('param').leagueId, now()),
        200,
      ),
  );

  return router;
}
