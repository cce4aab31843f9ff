import { DEFENSE_IDS } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/context';
import { answers, createRouter, IdempotencyHeaders, jsonBody } from '../../http/openapi';
import { listAudit } from '../audit/audit-service';
import {
  countPlayers,
  disablePlayer,
  enablePlayer,
  getPlayerDetail,
  PLAYER_PAGE_SIZE,
  PLAYER_PAGE_SIZE_MAX,
  PLAYER_SEARCH_MAX,
  searchPlayers,
  setPlayerAdmin,
} from './admin-service';
import { ACTIVE_WINDOW_MS, countActivePlayers } from './player-activity';

/** Pages beyond this would only be empty; the bound keeps the offset a sane number. */
const PAGE_MAX = 100_000;

const PageSchema = z.coerce
  .number({ message: `page must be a whole number from 1 to ${PAGE_MAX}.` })
  .int(`page must be a whole number from 1 to ${PAGE_MAX}.`)
  .min(1, `page must be a whole number from 1 to ${PAGE_MAX}.`)
  .max(PAGE_MAX, `page must be a whole number from 1 to ${PAGE_MAX}.`)
  .default(1);

const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${PLAYER_PAGE_SIZE_MAX}.`;
const PageSizeSchema = z.coerce
  .number({ message: PAGE_SIZE_MESSAGE })
  .int(PAGE_SIZE_MESSAGE)
  .min(1, PAGE_SIZE_MESSAGE)
  .max(PLAYER_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
  .default(PLAYER_PAGE_SIZE);

const PageQuery = z.object({ page: PageSchema, pageSize: PageSizeSchema });

const PlayerSearchQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(PLAYER_SEARCH_MAX, `The search can have at most ${PLAYER_SEARCH_MAX} characters.`)
    .optional()
    .openapi({ description: 'Part of a display name or e-mail address, in any case.' }),
});

/** better-auth's account ids; the admin screens identify players by them. */
const UserIdParams = z.object({
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a player id.')
    .openapi({ example: '0b6f3c1e-8d2a-4f4e-9a57-3c2d1e0f9b8a' }),
});

const StatsSchema = z
  .object({
    players: z.number().int(),
    verified: z.number().int(),
    admins: z.number().int(),
    disabled: z.number().int(),
    activeThisWeek: z.number().int().openapi({
      description:
        'Accounts not disabled that signed in, or bought, sold or passed a quiz, in the last 7 days.',
    }),
  })
  .openapi('PlayerCounts');

const WaveResultSummarySchema = z
  .object({
    id: z.string(),
    waveId: z.string(),
    netChange: z.number().int(),
    stars: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('WaveResultSummary');

const PlayerSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['admin', 'player']),
    emailVerified: z.boolean(),
    disabled: z.boolean(),
    createdAt: z.string(),
    bank: z
      .object({
        id: z.string(),
        name: z.string().openapi({ description: 'The real name, also in anonymous mode.' }),
        anonymous: z.boolean(),
        cash: z.number().int(),
        invested: z.number().int(),
        netWorth: z.number().int(),
        disabled: z.boolean(),
        // A union, not .nullable(): that would mark the shared component itself as nullable.
        lastWave: z.union([WaveResultSummarySchema, z.null()]),
      })
      .nullable()
      .openapi({ description: 'Null until the player first opens the game.' }),
    quizzesPassed: z.number().int(),
  })
  .openapi('PlayerSummary');

const PlayerDetailSchema = PlayerSummarySchema.extend({
  owned: z.array(
    z.object({
      defenseId: z.enum(DEFENSE_IDS),
      level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      invested: z.number().int(),
    }),
  ),
  recentWaves: z.array(WaveResultSummarySchema).openapi({ description: 'Newest first, up to 10.' }),
}).openapi('PlayerDetail');

const PlayerPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    players: z.array(PlayerSummarySchema),
  })
  .openapi('PlayerPage');

const AuditPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        actor: z.string().openapi({ description: "The game master's e-mail." }),
        action: z.string(),
        target: z.string().nullable(),
        details: z.unknown(),
        at: z.string(),
      }),
    ),
  })
  .openapi('AuditPage');

const DISABLE_CONFIRM_MESSAGE =
  'Confirm with the player\'s e-mail address: { "confirm": "player@example.com" }.';

const DisablePlayerSchema = z
  .strictObject({
    confirm: z
      .string({ message: DISABLE_CONFIRM_MESSAGE })
      .trim()
      .min(3, DISABLE_CONFIRM_MESSAGE)
      .max(254, DISABLE_CONFIRM_MESSAGE)
      .openapi({
        description: "The player's e-mail address, in any case.",
        example: 'player@example.com',
      }),
  })
  .openapi('DisablePlayer');

/** The actions take no body; an empty JSON object is accepted too. */
const NoBody = { required: false, content: { 'application/json': { schema: z.strictObject({}) } } };

function actorOf(u: SessionUser) {
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
      responses: answers('The counts', StatsSchema),
    }),
    async (c) => {
      // Sessions and ledger rows carry wall-clock times, so the window is wall-clock too.
      const since = new Date(Date.now() - ACTIVE_WINDOW_MS);
      const [counts, activeThisWeek] = await Promise.all([
        countPlayers(db),
        countActivePlayers(db, since),
      ]);
      return c.json({ ...counts, activeThisWeek }, 200);
    },
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
      path: '/players/{userId}/admin',
      tags: ['Admin'],
      summary: 'Grant or revoke the game-master role',
      description:
        'The player must have verified their e-mail to become a game master. The last game master cannot give up the role. Recorded in the audit log.',
      request: {
        params: UserIdParams,
        body: jsonBody(z.strictObject({ admin: z.boolean() }).openapi('AdminGrant')),
      },
      responses: answers('The player after the change', PlayerDetailSchema),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { admin } = c.req.valid('json');
      return c.json(await setPlayerAdmin(db, actorOf(c.get('user')), userId, admin), 200);
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
