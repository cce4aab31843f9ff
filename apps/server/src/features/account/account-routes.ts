import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import type { SessionCache } from '../../http/session-cache';
import { nameSchema } from '../../lib/names';
import { BankSchema } from '../bank/bank-routes';
import { eraseAccount } from './account-erase';
import { buildAccountExport, EXPORT_FORMAT } from './account-export';
import { endAllSessions, getAccount, renameMe } from './account-service';

export interface AccountRouteDeps {
  db: Db;
  auth: Auth;
  /** This process's memory of checked sessions: cleared whenever a session ends or changes. */
  sessions: SessionCache;
  now: () => Date;
}

const AccountSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    role: z.enum(['admin', 'player']),
    signInMethods: z.array(z.enum(['email', 'google'])),
    hasPassword: z.boolean().openapi({
      description: 'Only accounts with a password can change it (Google accounts cannot).',
    }),
    isLastGameMaster: z
      .boolean()
      .openapi({ description: 'The last active game master cannot delete the account.' }),
  })
  .openapi('Account');

const DisplayNameSchema = nameSchema('display');

const AccountUpdateSchema = z.strictObject({ name: DisplayNameSchema }).openapi('AccountUpdate');

const DeleteAccountSchema = z
  .strictObject({
    email: z
      .string()
      .max(254)
      .openapi({ description: "The account's e-mail address, typed again to confirm." }),
  })
  .openapi('DeleteAccount');

const Row = z.record(z.string(), z.unknown());

const AccountExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(1),
    exportedAt: z.string(),
    profile: z.object({
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      role: z.enum(['admin', 'player']),
      createdAt: z.string(),
      updatedAt: z.string(),
      signInMethods: z.array(z.object({ provider: z.string(), since: z.string() })),
    }),
    sessions: z.array(
      z.object({
        createdAt: z.string(),
        expiresAt: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
    signInAddresses: z.array(z.object({ address: z.string(), lastSignedInAt: z.string() })),
    bank: BankSchema.extend({ anonymousNumber: z.number().int() }).nullable(),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        seasonId: z.string(),
        amount: z.number().int(),
        kind: z.string(),
        reference: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    waveReports: z.array(Row).openapi({
      description: 'Every report of mine, oldest first, as GET /reports/{id} shows it.',
    }),
    leagues: z.object({
      memberOf: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          isOwner: z.boolean(),
          joinedAt: z.string(),
          memberCount: z.number().int(),
        }),
      ),
      owned: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          code: z.string(),
          createdAt: z.string(),
          memberCount: z.number().int(),
        }),
      ),
      removedFrom: z
        .array(z.object({ id: z.string(), name: z.string(), removedAt: z.string() }))
        .openapi({
          description:
            "Leagues whose owner removed me; that moment's invite code no longer works for me.",
        }),
    }),
    seasonArchive: z.array(
      z.object({
        seasonNumber: z.number().int(),
        rank: z.number().int(),
        position: z.number().int(),
        bankName: z.string(),
        managerName: z.string(),
        anonymous: z.boolean(),
        netWorth: z.number().int(),
      }),
    ),
    quizzes: z.object({
      attempts: z.array(Row),
      reviews: z.array(
        z.object({
          fraudId: z.string(),
          stage: z.number().int(),
          dueAt: z.string(),
          updatedAt: z.string(),
        }),
      ),
    }),
    audit: z
      .array(
        z.object({
          action: z.string(),
          target: z.string().nullable(),
          details: Row,
          at: z.string(),
        }),
      )
      .openapi({
        description:
          'Game-master actions I took (another player named only as "another player") and actions taken about me.',
      }),
  })
  .openapi('AccountExport');

const SignedOutSchema = z
  .object({ signedOut: z.number().int().openapi({ description: 'Sessions ended.' }) })
  .openapi('SignedOutEverywhere');

const AccountDeletedSchema = z
  .object({
    deleted: z.literal(true),
    leaguesHandedOver: z.number().int(),
    leaguesDeleted: z.number().int(),
  })
  .openapi('AccountDeleted');

/**
 * Expires the session cookies in the browser, with better-auth's own cookie names and attributes.
 * Called once the sessions are gone from the database, so it only clears the browser's copy.
 */
async function expireSessionCookies(c: Context<AppEnv>, auth: Auth): Promise<void> {
  const res = await auth.api.signOut({ headers: c.req.raw.headers, body: {}, asResponse: true });
  for (const cookie of res.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/** My account: profile, display name, sign out everywhere, export my data, delete my account. */
export function createAccountRoutes({ db, auth, sessions, now }: AccountRouteDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Account'],
      summary: 'My account: profile, sign-in methods, and whether I may change a password',
      responses: answers('The account', AccountSchema),
    }),
    async (c) => c.json(await getAccount(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/',
      tags: ['Account'],
      summary: 'Change my display name',
      description:
        'The name shown as the manager of my bank, unless I play anonymously. Passwords change through /auth/change-password.',
      request: { body: jsonBody(AccountUpdateSchema) },
      responses: answers('The account after the change', AccountSchema),
    }),
    async (c) => {
      const userId = c.get('user').id;
      await renameMe(db, userId, c.req.valid('json').name);
      // The remembered sessions carry the old name.
      sessions.clear();
      return c.json(await getAccount(db, userId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sign-out-everywhere',
      tags: ['Account'],
      summary: 'End every session of mine, on every device, this one included',
      responses: answers('How many sessions ended', SignedOutSchema),
    }),
    async (c) => {
      const signedOut = await endAllSessions(db, c.get('user').id);
      sessions.clear();
      await expireSessionCookies(c, auth);
      return c.json({ signedOut }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/export',
      tags: ['Account'],
      summary: 'Download everything the game holds about me, as one JSON file',
      description:
        'Profile, sessions, sign-in addresses, bank, ledger, wave reports, leagues, season tables, quizzes and audit entries. Nothing about other players.',
      responses: answers('The export, as an attachment', AccountExportSchema),
    }),
    async (c) => {
      const at = now();
      const data = await buildAccountExport(db, c.get('user').id, c.get('session').id, at);
      const day = at.toISOString().slice(0, 10);
      c.header(
        'content-disposition',
        `attachment; filename="fantasy-fraud-league-export-${day}.json"`,
      );
      c.header('cache-control', 'no-store');
      return c.json(data, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/',
      tags: ['Account'],
      summary: 'Delete my account and my personal data',
      description:
        'Type the e-mail address of the account to confirm. Deletes the account, sessions, bank, defenses, ledger, reports, league memberships, quizzes and saved answers; leagues I own pass to their longest-standing member (or are deleted when I am alone); audit entries and archived season rows keep their numbers as "deleted player". The last game master cannot delete the account.',
      request: { body: jsonBody(DeleteAccountSchema) },
      responses: answers('The account is gone', AccountDeletedSchema),
    }),
    async (c) => {
      const summary = await eraseAccount(db, c.get('user').id, c.req.valid('json').email);
      sessions.clear();
      await expireSessionCookies(c, auth);
      return c.json({ deleted: true as const, ...summary }, 200);
    },
  );

  return router;
}
