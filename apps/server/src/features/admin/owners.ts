import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';

/**
 * The rule that keeps a deployment governable (issue 27): at least one active owner, someone who
 * can still grant roles. Revoking, disabling and erasing an owner all take these row locks first,
 * in id order as every admin action takes them, so two owners acting on each other at once are
 * serialised and the second sees what the first did.
 */

/** The stored roles of the console's whole power (engine roles.ts: isGameMaster). */
export const GAME_MASTER_ROLES = ['owner', 'admin'] as const;

/** Locks the rows of every active owner and game master; returns them with their roles. */
export async function lockActiveStaff(tx: DbOrTx): Promise<{ id: string; role: string }[]> {
  return tx
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(and(inArray(user.role, [...GAME_MASTER_ROLES]), eq(user.banned, false)))
    .orderBy(asc(user.id))
    .for('update');
}

/** Ids of the active owners other than `userId`. */
export async function listOtherActiveOwners(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'owner'), eq(user.banned, false), ne(user.id, userId)))
    .orderBy(asc(user.id));
  return rows.map((row) => row.id);
}
