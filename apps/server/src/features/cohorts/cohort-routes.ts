import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { answers, createRouter, IdempotencyHeaders, jsonBody, NoBody } from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../admin/admin-routes';
import { PlayerDetailSchema, UserIdParams } from '../admin/admin-schemas';
import { getPlayerDetail } from '../admin/admin-service';
import { LeaderboardQuerySchema, LeaderboardSchema } from '../leaderboard/leaderboard-schemas';
import { getLeaderboard } from '../leaderboard/leaderboard-service';
import {
  CohortDeletedSchema,
  CohortListSchema,
  CohortManagerParams,
  CohortParams,
  CohortSchema,
  CohortTableSchema,
  DeleteCohortSchema,
  GrantManagerSchema,
  JoinCohortSchema,
  MemberPageSchema,
  MemberQuery,
  MovePlayerSchema,
  MyCohortSchema,
  NewCohortSchema,
  RevokeManagerSchema,
} from './cohort-schemas';
import {
  assertCanManage,
  createCohort,
  deleteCohort,
  getCohortTable,
  getMyCohort,
  grantManager,
  joinCohort,
  listCohorts,
  listMembers,
  movePlayer,
  newJoinCode,
  renameCohort,
  revokeManager,
} from './cohort-service';

/**
 * The game master's cohort writes, mounted under /api/admin (the game-master guard is app.ts's).
 */
export function createCohortAdminRoutes(db: Db) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts',
      tags: ['Cohorts'],
      summary: 'Create a cohort, with its join code',
      description: 'Names are unique in any case (already-exists). Recorded in the audit log.',
      request: { body: jsonBody(NewCohortSchema) },
      responses: answers('The new cohort', CohortSchema),
    }),
    async (c) =>
      c.json(await createCohort(db, actorOf(c.get('user')), c.req.valid('json').name), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/cohorts/{cohortId}',
      tags: ['Cohorts'],
      summary: 'Rename a cohort',
      description: 'Recorded in the audit log.',
      request: { params: CohortParams, body: jsonBody(NewCohortSchema) },
      responses: answers('The cohort', CohortSchema),
    }),
    async (c) => {
      const { cohortId } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(await renameCohort(db, actorOf(c.get('user')), cohortId, name), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/delete',
      tags: ['Cohorts'],
      summary: 'Delete a cohort: its members stay, in no cohort',
      description:
        "The body confirms with the cohort's name. Send an Idempotency-Key: a retry with the same key returns the first answer. Its managers stop managing it. Recorded in the audit log.",
      request: {
        params: CohortParams,
        headers: IdempotencyHeaders,
        body: jsonBody(DeleteCohortSchema),
      },
      responses: answers('Deleted', CohortDeletedSchema),
    }),
    async (c) => {
      const { answer, replayed } = await deleteCohort(
        db,
        actorOf(c.get('user')),
        c.req.valid('param').cohortId,
        {
          confirm: c.req.valid('json').confirm,
          idempotencyKey: c.req.valid('header')['idempotency-key'],
        },
      );
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(answer, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/join-code',
      tags: ['Cohorts'],
      summary: 'A new join code: the old one stops working',
      description: 'Recorded in the audit log.',
      request: { params: CohortParams, body: NoBody },
      responses: answers('The cohort', CohortSchema),
    }),
    async (c) =>
      c.json(await newJoinCode(db, actorOf(c.get('user')), c.req.valid('param').cohortId), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/managers',
      tags: ['Cohorts'],
      summary: 'Make a player a manager of this cohort',
      description:
        "The body confirms with the player's e-mail address. Send an Idempotency-Key. The player must be verified and enabled, and not a game master or owner (who see every cohort). Recorded in the audit log.",
      request: {
        params: CohortParams,
        headers: IdempotencyHeaders,
        body: jsonBody(GrantManagerSchema),
      },
      responses: answers('The cohort', CohortSchema),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { answer, replayed } = await grantManager(
        db,
        actorOf(c.get('user')),
        c.req.valid('param').cohortId,
        { ...body, idempotencyKey: c.req.valid('header')['idempotency-key'] },
      );
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(answer, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/managers/{userId}/revoke',
      tags: ['Cohorts'],
      summary: 'Stop a player managing this cohort',
      description:
        "The body confirms with the player's e-mail address. Send an Idempotency-Key. A player who manages no cohort any more is a plain player again. Recorded in the audit log.",
      request: {
        params: CohortManagerParams,
        headers: IdempotencyHeaders,
        body: jsonBody(RevokeManagerSchema),
      },
      responses: answers('The cohort', CohortSchema),
    }),
    async (c) => {
      const { cohortId, userId } = c.req.valid('param');
      const { answer, replayed } = await revokeManager(
        db,
        actorOf(c.get('user')),
        cohortId,
        userId,
        {
          confirm: c.req.valid('json').confirm,
          idempotencyKey: c.req.valid('header')['idempotency-key'],
        },
      );
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(answer, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/players/{userId}/cohort',
      tags: ['Cohorts'],
      summary: 'Put a player in a cohort (out of any other), or in none',
      description: 'Recorded in the audit log when it changes anything.',
      request: { params: UserIdParams, body: jsonBody(MovePlayerSchema) },
      responses: answers('The player after the change', PlayerDetailSchema),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      await movePlayer(db, actorOf(c.get('user')), userId, c.req.valid('json').cohortId);
      return c.json(await getPlayerDetail(db, userId), 200);
    },
  );

  return router;
}

/**
 * A cohort's own routes: game masters for any cohort, its managers for theirs, nobody else; checked
 * before the request is validated, so that a refused caller learns nothing about the cohort.
 */
export const canManageCohort = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    const cohortId = c.req.param('cohortId') ?? '';
    // A malformed id is the request's own mistake: the route's validation answers it (400).
    if (CohortParams.safeParse({ cohortId }).success) {
      await assertCanManage(db, { id: user.id, role: user.role }, cohortId);
    }
    await next();
  });

/** The console's cohort reads (game masters and managers), and the player's own cohort. */
export function createCohortRoutes(db: Db) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/cohorts',
      tags: ['Cohorts'],
      summary: 'The cohorts I can manage: every cohort for a game master',
      description: 'Game masters and cohort managers; anyone else gets permission-denied.',
      responses: answers('The cohorts, by name', CohortListSchema),
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(await listCohorts(db, { id: user.id, role: user.role }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/cohorts/{cohortId}/members',
      tags: ['Cohorts'],
      summary: "A page of a cohort's members, with their season's points",
      description:
        'Game masters, and the managers of this cohort; anyone else gets permission-denied, whether or not the cohort exists.',
      middleware: [canManageCohort(db)] as const,
      request: { params: CohortParams, query: MemberQuery },
      responses: answers('The members', MemberPageSchema),
    }),
    async (c) =>
      c.json(await listMembers(db, c.req.valid('param').cohortId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/cohort',
      tags: ['Cohorts'],
      summary: 'My cohort, or null',
      responses: answers('My cohort', MyCohortSchema),
    }),
    async (c) => c.json(await getMyCohort(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/cohort',
      tags: ['Cohorts'],
      summary: 'Join a cohort with its join code',
      description:
        'A player is in one cohort at most: one already in another gets failed-precondition (a game master moves players); the same cohort again changes nothing.',
      request: { body: jsonBody(JoinCohortSchema) },
      responses: answers('My cohort', MyCohortSchema),
    }),
    async (c) => c.json(await joinCohort(db, c.get('user').id, c.req.valid('json').code), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/leaderboard/cohort',
      tags: ['Leaderboard'],
      summary: "My cohort's table: the season's ranking among its members",
      description: "The same table as a league's. A player in no cohort gets not-found.",
      request: { query: LeaderboardQuerySchema },
      responses: answers('The table', LeaderboardSchema),
    }),
    async (c) => {
      const viewerId = c.get('user').id;
      const { cohort } = await getMyCohort(db, viewerId);
      if (!cohort) throw new AppError('not-found', 'You are not in a cohort.');
      const { by } = c.req.valid('query');
      return c.json(await getLeaderboard(db, { viewerId, cohort, by }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/leaderboard/cohorts',
      tags: ['Leaderboard'],
      summary: 'Cohort against cohort: ranked by average points per member this season',
      description:
        'Every active member counts, played or not; cohorts without members are left out. An equal average shares a rank.',
      responses: answers('The table', CohortTableSchema),
    }),
    async (c) => c.json(await getCohortTable(db, c.get('user').id), 200),
  );

  return router;
}
