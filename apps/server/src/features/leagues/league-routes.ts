import { LEAGUE_LIMIT } from '@ffl/engine/leagues';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, jsonBody, NoBody, PublicIdParam } from '../../http/openapi';
import { withBank } from '../bank/bank-middleware';
import {
  InviteCodeSchema,
  JoinLeagueSchema,
  LeagueDetailSchema,
  LeagueFeedQuerySchema,
  LeagueFeedSchema,
  LeagueParams,
  LeaguePreviewSchema,
  LeagueRenameSchema,
  LeagueSummarySchema,
  MyLeaguesSchema,
  NewInviteCodeSchema,
  NewLeagueSchema,
} from './league-schemas';
import {
  createLeague,
  deleteLeague,
  getLeagueDetail,
  getMyLeagueFeed,
  getMyLeagues,
  joinLeague,
  leaveLeague,
  previewLeague,
  regenerateCode,
  removeMember,
  renameLeague,
} from './league-service';

/** Private leagues: create, join by code, leave, and the owner's rename, remove, code and delete. */
export function createLeagueRoutes({ db, now }: { db: Db; now: () => Date }) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Leagues'],
      summary: 'My leagues, with member counts, my rank in each and the invite codes',
      responses: answers('My leagues', MyLeaguesSchema),
    }),
    async (c) => c.json(await getMyLeagues(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Leagues'],
      summary: 'Create a private league; I own it and am its first member',
      description: `Counts towards the ${LEAGUE_LIMIT}-league limit (resource-exhausted beyond it).`,
      middleware: [withBank(db)] as const,
      request: { body: jsonBody(NewLeagueSchema) },
      responses: answers('The new league', LeagueSummarySchema),
    }),
    async (c) => c.json(await createLeague(db, c.get('user').id, c.req.valid('json').name), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/join',
      tags: ['Leagues'],
      summary: 'Join a league with its invite code',
      description:
        'Unknown code: not-found. Already a member: already-exists. In too many leagues: resource-exhausted. Removed by the owner while this was the code: permission-denied (a new code lets the player back in).',
      middleware: [withBank(db)] as const,
      request: { body: jsonBody(JoinLeagueSchema) },
      responses: answers('The league joined', LeagueSummarySchema),
    }),
    async (c) => c.json(await joinLeague(db, c.get('user').id, c.req.valid('json').code), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/preview/{code}',
      tags: ['Leagues'],
      summary: 'What an invite code leads to, before joining: name, members and owner',
      description:
        "Unknown code: not-found. An anonymous owner's names are replaced by their label.",
      request: { params: z.object({ code: InviteCodeSchema }) },
      responses: answers('The league behind the code', LeaguePreviewSchema),
    }),
    async (c) => {
      const { code } = c.req.valid('param');
      return c.json(await previewLeague(db, c.get('user').id, code), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/{leagueId}',
      tags: ['Leagues'],
      summary: 'A league I am in: details, members and its table',
      description: 'Members only; anyone else gets not-found.',
      request: { params: LeagueParams },
      responses: answers('The league', LeagueDetailSchema),
    }),
    async (c) => {
      const { leagueId } = c.req.valid('param');
      return c.json(await getLeagueDetail(db, c.get('user').id, leagueId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/{leagueId}/feed',
      tags: ['Leagues'],
      summary: "A league's feed: members joining, each wave's podium, badges earned",
      description:
        "Members only; anyone else gets not-found. Newest first, paged by time: pass a page's nextBefore as `before` for the next. Podiums are in the league's own ranks; anonymous banks stay anonymous.",
      request: { params: LeagueParams, query: LeagueFeedQuerySchema },
      responses: answers('One page of the feed', LeagueFeedSchema),
    }),
    async (c) => {
      const { leagueId } = c.req.valid('param');
      const page = c.req.valid('query');
      return c.json(await getMyLeagueFeed(db, c.get('user').id, leagueId, page, now()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{leagueId}',
      tags: ['Leagues'],
      summary: 'Rename the league (owner only)',
      request: {
        params: LeagueParams,
        body: jsonBody(LeagueRenameSchema),
      },
      responses: answers('The league after the change', LeagueSummarySchema),
    }),
    async (c) => {
      const { leagueId } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(await renameLeague(db, c.get('user').id, leagueId, name), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/{leagueId}/leave',
      tags: ['Leagues'],
      summary: 'Leave a league',
      description:
        'The owner cannot leave their own league (failed-precondition); they delete it instead.',
      request: { params: LeagueParams, body: NoBody },
      responses: answers('My leagues after leaving', MyLeaguesSchema),
    }),
    async (c) => {
      const userId = c.get('user').id;
      await leaveLeague(db, userId, c.req.valid('param').leagueId);
      return c.json(await getMyLeagues(db, userId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{leagueId}/members/{bankId}',
      tags: ['Leagues'],
      summary: 'Remove a member, named by their bank id (owner only)',
      description: 'The current invite code stops working for them; a new code lets them back in.',
      request: { params: LeagueParams.extend({ bankId: PublicIdParam }) },
      responses: answers('The league after the change', LeagueDetailSchema),
    }),
    async (c) => {
      const userId = c.get('user').id;
      const { leagueId, bankId } = c.req.valid('param');
      await removeMember(db, userId, leagueId, bankId);
      return c.json(await getLeagueDetail(db, userId, leagueId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/{leagueId}/code',
      tags: ['Leagues'],
      summary: 'Replace the invite code (owner only); the old code stops working',
      request: { params: LeagueParams, body: NoBody },
      responses: answers('The new code', NewInviteCodeSchema),
    }),
    async (c) => {
      const { leagueId } = c.req.valid('param');
      return c.json(await regenerateCode(db, c.get('user').id, leagueId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{leagueId}',
      tags: ['Leagues'],
      summary: 'Delete the league and all its memberships (owner only)',
      request: { params: LeagueParams },
      responses: answers('My leagues after the deletion', MyLeaguesSchema),
    }),
    async (c) => {
      const userId = c.get('user').id;
      await deleteLeague(db, userId, c.req.valid('param').leagueId);
      return c.json(await getMyLeagues(db, userId), 200);
    },
  );

  return router;
}
