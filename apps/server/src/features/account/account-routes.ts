import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import type { SessionCache } from '../../http/session-cache';
import { eraseAccount } from './account-erase';
import { buildAccountExport } from './account-export';
import {
  AccountDeletedSchema,
  AccountExportSchema,
  AccountSchema,
  AccountUpdateSchema,
  DeleteAccountSchema,
  SignedOutSchema,
} from './account-schemas';
import { endAllSessions, getAccount, renameMe } from './account-service';

export interface AccountRouteDeps {
  db: Db;
  auth: Auth;
  /** This process's memory of checked sessions: cleared whenever a session ends or changes. */
  sessions: SessionCache;
  now: () => Date;
}

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
        'Type the e-mail address of the account to confirm. Deletes the account, sessions, bank, defenses, ledger, reports, league memberships, quizzes and saved answers; leagues I own pass to their longest-standing member (or are deleted when I am alone); audit entries and archived season rows keep their numbers as "deleted player". The last active owner cannot delete the account.',
      request: { body: jsonBody(DeleteAccountSchema) },
      responses: answers('The account is gone', AccountDeletedSchema),
    }),
    async (c) => {
      const deleted = await eraseAccount(db, c.get('user').id, c.req.valid('json').email);
      sessions.clear();
      await expireSessionCookies(c, auth);
      return c.json(deleted, 200);
    },
  );

  return router;
}
