import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user, verification } from '../db/schema/auth';
import type { PasswordContext } from './passwords';

/**
 * What the identity routes (http/auth-routes.ts, auth/email-link-routes.ts) need to know about
 * accounts beyond what better-auth answers; the routes only validate and call these.
 */

/** Whose reset link a token is (its e-mail and name), for the password strength check. */
export async function resetLinkOwner(db: Db, token: string): Promise<PasswordContext> {
  const [row] = await db
    .select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row ?? {};
}

/** Whether an account has this (lower-case) e-mail address. */
export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row !== undefined;
}

/** Whether the account with this address has verified it; false when there is none. */
export async function isEmailVerified(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return row?.verified === true;
}

/**
 * Deletes the account with this address if it is not verified yet (its sessions go with it):
 * a sign-up whose verification mail failed is taken back, so that signing up again works.
 */
export async function takeBackUnverifiedAccount(db: Db, email: string): Promise<void> {
  await db.delete(user).where(and(eq(user.email, email), eq(user.emailVerified, false)));
}
