import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema/auth';
import { signInAddress } from '../db/schema/ops';

/** How long an address stays known after the last sign-in from it. */
export const KNOWN_ADDRESS_DAYS = 180;

const DAY_MS = 86_400_000;

/**
 * Whether the account with this e-mail has signed in with its password from `address` in the
 * last 180 days. Addresses that could not be read ("unknown") are never known.
 */
export async function isKnownAddress(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<boolean> {
  if (address === 'unknown') return false;
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  const [row] = await db
    .select({ userId: signInAddress.userId })
    .from(signInAddress)
    .innerJoin(user, eq(user.id, signInAddress.userId))
    .where(
      and(
        eq(user.email, email),
        eq(signInAddress.address, address),
        gt(signInAddress.lastSignedInAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Notes a successful password sign-in from `address`, and forgets this account's stale ones. */
export async function rememberAddress(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  if (address === 'unknown') return;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (!owner) return;
  await db
    .insert(signInAddress)
    .values({ userId: owner.id, address, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signInAddress.userId, signInAddress.address],
      set: { lastSignedInAt: sql`excluded.last_signed_in_at` },
    });
  const stale = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS);
  await db
    .delete(signInAddress)
    .where(and(eq(signInAddress.userId, owner.id), lt(signInAddress.lastSignedInAt, stale)));
}
