import { roleOf } from '@ffl/engine/roles';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, session, user } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { listOtherActiveOwners } from '../admin/owners';
import type { Account, SignInMethod } from './account-schemas';

/** better-auth's provider id for e-mail and password accounts. */
const PASSWORD_PROVIDER = 'credential';

function toSignInMethod(providerId: string): SignInMethod {
  return providerId === PASSWORD_PROVIDER ? 'email' : 'google';
}

/** My account as the settings page shows it: profile, sign-in methods and what I may do. */
export async function getAccount(db: Db, userId: string): Promise<Account> {
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  if (!me) throw new AppError('not-found', 'This account no longer exists.');
  const accounts = await db
    .select({ providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  const methods = [...new Set(accounts.map((row) => toSignInMethod(row.providerId)))];
  const role = roleOf(me.role);
  return {
    name: me.name,
    email: me.email,
    emailVerified: me.emailVerified,
    createdAt: me.createdAt.toISOString(),
    role,
    signInMethods: methods,
    hasPassword: accounts.some((row) => row.providerId === PASSWORD_PROVIDER && !!row.password),
    isLastOwner:
      role === 'owner' && !me.banned && (await listOtherActiveOwners(db, userId)).length === 0,
  };
}

/**
 * Changes my display name (the manager's name on the leaderboard, unless I play anonymously).
 * better-auth's own update-user endpoint stays closed: our door into it allows only the endpoints
 * the app needs, and this one field is all the app changes.
 */
export async function renameMe(db: Db, userId: string, name: string): Promise<void> {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Ends every session of mine, on every device, this one included. Returns how many ended. */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return ended.length;
}
