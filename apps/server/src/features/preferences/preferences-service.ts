import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { playerPrefs } from '../../db/schema/loop';

/** The player's time zone (IANA name), or null while the browser never sent one (then UTC). */
export async function getTimeZone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: playerPrefs.timeZone })
    .from(playerPrefs)
    .where(eq(playerPrefs.userId, userId));
  return row?.timeZone ?? null;
}
