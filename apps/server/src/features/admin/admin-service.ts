import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';

export interface PlayerCounts {
  players: number;
  verified: number;
  admins: number;
  disabled: number;
}

export async function countPlayers(db: Db): Promise<PlayerCounts> {
  const [all] = await db.select({ n: count() }).from(user);
  const [verified] = await db.select({ n: count() }).from(user).where(eq(user.emailVerified, true));
  const [admins] = await db.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
  const [disabled] = await db.select({ n: count() }).from(user).where(eq(user.banned, true));
  return {
    players: all?.n ?? 0,
    verified: verified?.n ?? 0,
    admins: admins?.n ?? 0,
    disabled: disabled?.n ?? 0,
  };
}

/** Grants or revokes the game-master role; returns false when no account has that e-mail. */
export async function setAdminRole(db: Db, email: string, admin: boolean): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: admin ? 'admin' : 'user', updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
