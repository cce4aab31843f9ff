import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/context';
import { requireOwner } from '../../http/guards';
import { answers, createRouter, IdempotencyHeaders, jsonBody, NoBody } from '../../http/openapi';
import { AuditPageSchema } from '../audit/audit-schemas';
import { listAudit } from '../audit/audit-service';
import {
  DisablePlayerSchema,
  PageQuery,
  PlayerCountsSchema,
  PlayerDetailSchema,
  PlayerPageSchema,
  PlayerSearchQuery,
  RoleGrantSchema,
  UserIdParams,
} from './admin-schemas';
import {
  countPlayers,
  disablePlayer,
  enablePlayer,
  getPlayerDetail,
  searchPlayers,
  setPlayerRole,
} from './admin-service';

export function actorOf(u: SessionUser) {
  return { id: u.id, email: u.email };
}

/** The game master's players screen and audit log. The admin guard is mounted in app.ts. */
export function createAdminRoutes(db: Db) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/stats',
      tags: ['Admin'],
      summary:
        'How many players, verified players, game masters, disabled accounts and players active this week',
      responses: answers('The counts', PlayerCountsSchema),
    }),
    // Sessions and ledger rows carry wall-clock times, so the week is wall-clock too.
    async (c) => c.json(await countPlayers(db, new Date()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/players',
      tags: ['Admin'],
      summary: 'Search players by display name or e-mail, by name then e-mail, a page at a time',
      request: { query: PlayerSearchQuery },
      responses: answers('One page of players, with the total for the search', PlayerPageSchema),
    }),
    async (c) => c.json(await searchPlayers(db, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/players/{userId}',
      tags: ['Admin'],
      summary: 'One player: account, bank, defenses and the last 10 wave results',
      request: { params: UserIdParams },
      responses: answers('The player', PlayerDetailSchema),
    }),
    async (c) => c.json(await getPlayerDetail(db, c.req.valid('param').userId), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/players/{userId}/role',
      tags: ['Admin'],
      summary: "Set a player's role: owner, game master or player (owners only)",
      description:
        "Owners only. The body confirms with the player's e-mail address (another address: invalid-argument, nothing changed). Send an Idempotency-Key: a retry with the same key returns the first answer. A new owner or game master must have verified their e-mail and be enabled; the cohorts they managed are let go, and so are they when the role is player. The last active owner keeps the role. Recorded in the audit log.",
      middleware: [requireOwner] as const,
      request: {
        params: UserIdParams,
        headers: IdempotencyHeaders,
        body: jsonBody(RoleGrantSchema),
      },
      responses: answers('The player after the change', PlayerDetailSchema),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { role, confirm } = c.req.valid('json');
      const { player, replayed } = await setPlayerRole(db, actorOf(c.get('user')), userId, {
        role,
        confirm,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(player, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/players/{userId}/disable',
      tags: ['Admin'],
      summary: 'Disable an account: signs the player out everywhere and takes the bank out of play',
      description:
        "The body confirms with the player's e-mail address (another address: invalid-argument, nothing changed). Send an Idempotency-Key: a retry with the same key returns the first answer. A game master cannot disable themself. Recorded in the audit log.",
      request: {
        params: UserIdParams,
        headers: IdempotencyHeaders,
        body: jsonBody(DisablePlayerSchema),
      },
      responses: answers('The player after the change', PlayerDetailSchema),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { player, replayed } = await disablePlayer(db, actorOf(c.get('user')), userId, {
        confirm: c.req.valid('json').confirm,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(player, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/players/{userId}/archive',
      tags: ['Admin'],
      summary:
        'Archive a leaver: disabled as any account, and marked as gone for the audit records',
      description:
        "The player can no longer sign in, every session ends, and every record stays. The body confirms with the player's e-mail address. Send an Idempotency-Key. Enabling the account undoes it. Recorded in the audit log.",
      request: {
        params: UserIdParams,
        headers: IdempotencyHeaders,
        body: jsonBody(DisablePlayerSchema),
      },
      responses: answers('The player after the change', PlayerDetailSchema),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { player, replayed } = await disablePlayer(db, actorOf(c.get('user')), userId, {
        confirm: c.req.valid('json').confirm,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        leaver: true,
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(player, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/players/{userId}/enable',
      tags: ['Admin'],
      summary: 'Enable a disabled account and put the bank back in play',
      description: 'Recorded in the audit log.',
      request: { params: UserIdParams, body: NoBody },
      responses: answers('The player after the change', PlayerDetailSchema),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      return c.json(await enablePlayer(db, actorOf(c.get('user')), userId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/audit',
      tags: ['Admin'],
      summary: 'The audit log of game-master actions, newest first',
      request: { query: PageQuery },
      responses: answers('One page of the audit log', AuditPageSchema),
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid('query');
      return c.json(await listAudit(db, page, pageSize), 200);
    },
  );

  return router;
}
