import { isGameMaster, isOwner } from '@ffl/engine/roles';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { DatabaseUnreachableError } from '../db/db-errors';
import { AppError } from '../lib/app-error';
import type { AppEnv } from './context';
import type { SessionCache } from './session-cache';

/** The refusals every signed-in route shares (the event streams' own check uses them too). */
export const accessErrors = {
  signIn: () => new AppError('unauthenticated', 'Please sign in.'),
  disabled: () =>
    new AppError(
      'permission-denied',
      'This account has been disabled. Please contact your game master.',
    ),
  unverified: () => new AppError('failed-precondition', 'Please verify your email address first.'),
};

/**
 * The server enforces access on every API call; the web app only mirrors these rules.
 * A session is required (401 unauthenticated), then a verified e-mail (403 failed-precondition).
 */
export function requireSession(
  auth: Auth,
  cache: SessionCache | undefined,
  databaseUp: () => Promise<boolean>,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    const load = async () => {
      try {
        return await auth.api.getSession({ headers: c.req.raw.headers });
      } catch (error) {
        // better-auth turns a failed session read into its own internal error and drops the
        // cause. With the database down that is a 503 `unavailable` the client may retry.
        if (!(await databaseUp().catch(() => false))) throw new DatabaseUnreachableError(error);
        throw error;
      }
    };
    const result = cookie && cache ? await cache.get(cookie, load) : await load();
    if (!result) throw accessErrors.signIn();
    if (result.user.banned) throw accessErrors.disabled();
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  });
}

export const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user').emailVerified) {
    throw accessErrors.unverified();
  }
  await next();
});

/** Owners and game masters (engine roles.ts); mounted on /api/admin/* in app.ts. */
export const requireGameMaster = createMiddleware<AppEnv>(async (c, next) => {
  if (!isGameMaster(c.get('user').role)) {
    throw new AppError('permission-denied', 'Only game masters can do that.');
  }
  await next();
});

/** Owners alone: granting and revoking roles. */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  if (!isOwner(c.get('user').role)) {
    throw new AppError('permission-denied', 'Only owners can do that.');
  }
  await next();
});
