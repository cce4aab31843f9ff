import { and, count, eq, exists, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { ledger } from '../../db/schema/game';

/** The dashboard's window for "active this week". */
export const ACTIVE_WINDOW_MS = 7 * 86_400_000;

/**
 * Ledger kinds only a player's own action writes. Waves write damage, revenue, upkeep and bonus to
 * every bank, so those would count a player who never came back.
 */
const PLAYER_ACTIONS = ['buy', 'upgrade', 'sell', 'quiz-reward', 'drill-reward'] as const;

/**
 * Accounts (not disabled) seen since `since`: a session signed in or refreshed then (sessions are
 * refreshed once a day while in use), or a purchase, sale, quiz or drill reward then. A player who signed
 * out after playing still counts through their actions.
 */
export async function countActivePlayers(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(
      and(
        eq(user.banned, false),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(session)
              .where(and(eq(session.userId, user.id), gte(session.updatedAt, since))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(ledger)
              .where(
                and(
                  eq(ledger.userId, user.id),
                  inArray(ledger.kind, [...PLAYER_ACTIONS]),
                  gte(ledger.createdAt, since),
                ),
              ),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}
