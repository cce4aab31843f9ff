import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, jsonBody, PublicIdParam } from '../../http/openapi';
import { nameSchema } from '../../lib/names';
import { LeaderboardSchema } from '../leaderboard/leaderboard-routes';
import {
  createLeague,
  deleteLeague,
  getLeagueDetail,
  INVITE_CODE_LENGTH,
  joinLeague,
  LEAGUE_LIMIT,
  leaveLeague,
  listMyLeagues,
  previewLeague,
  regenerateCode,
  removeMember,
  renameLeague,
} from './league-service';

const LeagueNameSchema = nameSchema('league');

const InviteCodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9]{${INVITE_CODE_LENGTH}}$`),
    `An invite code is ${INVITE_CODE_LENGTH} letters and digits.`,
  )
  .openapi({ example: 'K7MPQ2XH', description: 'Any letter case.' });

const LeagueParams = z.object({ leagueId: PublicIdParam });

const LeagueSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string().openapi({ description: 'The invite code; only members see it.' }),
    joinPath: z.string().openapi({ example: '/join/K7MPQ2XH' }),
    isOwner: z.boolean(),
    memberCount: z.number().int(),
    myRank: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .openapi('LeagueSummary');

const MyLeaguesSchema = z
  .object({
    leagues: z.array(LeagueSummarySchema).openapi({ description: 'In the order I joined them.' }),
    limit: z.number().int().openapi({ description: 'The most leagues a player can be in.' }),
  })
  .openapi('MyLeagues');

const LeagueDetailSchema = LeagueSummarySchema.extend({
  members: z.array(
    z.object({
      bankId: z.string().nullable().openapi({
        description: "Null for another member's anonymous bank, unless I own the league.",
      }),
      bankName: z.string(),
      manager: z.string().nullable(),
      anonymous: z.boolean(),
      isOwner: z.boolean(),
      isMe: z.boolean(),
      joinedAt: z.string(),
    }),
  ),
  table: LeaderboardSchema,
}).openapi('LeagueDetail');

const LeaguePreviewSchema = z
  .object({
    name: z.string(),
    memberCount: z.number().int(),
    owner: z.object({
      bankName: z
        .string()
        .openapi({ description: '"Anonymous bank #NNNN" when the owner is anonymous.' }),
      manager: z.string().nullable().openapi({ description: 'Null when the owner is anonymous.' }),
      anonymous: z.boolean(),
    }),
    alreadyMember: z.boolean(),
    leagueId: z
      .string()
      .nullable()
      .openapi({ description: 'Only for a member, who knows it already; null otherwise.' }),
    code: z.string().openapi({ description: 'The invite code, upper case.' }),
  })
  .openapi('LeaguePreview');

/** The action routes take no body; an empty JSON object is accepted too. */
const NoBody = { required: false, content: { 'application/json': { schema: z.strictObject({}) } } };

/** Private leagues: create, join by code, leave, and the owner's rename, remove, code and delete. */
export function createLeagueRoutes(db: Db) {
  const router = createRouter();

  async function myLeagues(userId: string) {
    return { leagues: await listMyLeagues(db, userId), limit: LEAGUE_LIMIT };
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Leagues'],
      summary: 'My leagues, with member counts, my rank in each and the invite codes',
      responses: answers('My leagues', MyLeaguesSchema),
    }),
    async (c) => c.json(await myLeagues(c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Leagues'],
      summary: 'Create a private league; I own it and am its first member',
      description: `Counts towards the ${LEAGUE_LIMIT}-league limit (resource-exhausted beyond it).`,
      request: {
        body: jsonBody(z.strictObject({ name: LeagueNameSchema }).openapi('NewLeague')),
      },
      responses: answers('The new league', LeagueSummarySchema),
    }),
    async (c) => {
      const u = c.get('user');
      return c.json(await createLeague(db, u, c.req.valid('json').name), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/join',
      tags: ['Leagues'],
      summary: 'Join a league with its invite code',
      description:
        'Unknown code: not-found. Already a member: already-exists. In too many leagues: resource-exhausted. Removed by the owner while this was the code: permission-denied (a new code lets the player back in).',
      request: { body: jsonBody(z.strictObject({ code: InviteCodeSchema }).openapi('JoinLeague')) },
      responses: answers('The league joined', LeagueSummarySchema),
    }),
    async (c) => {
      const u = c.get('user');
      return c.json(await joinLeague(db, u, c.req.valid('json').code), 200);
    },
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
      method: 'patch',
      path: '/{leagueId}',
      tags: ['Leagues'],
      summary: 'Rename the league (owner only)',
      request: {
        params: LeagueParams,
        body: jsonBody(z.strictObject({ name: LeagueNameSchema }).openapi('LeagueRename')),
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
      return c.json(await myLeagues(userId), 200);
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
      responses: answers(
        'The new code',
        z.object({ code: z.string(), joinPath: z.string() }).openapi('InviteCode'),
      ),
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
      return c.json(await myLeagues(userId), 200);
    },
  );

  return router;
}
