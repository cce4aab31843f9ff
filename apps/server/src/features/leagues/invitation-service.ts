import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bank, league, pendingInvitation } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import { anonymousLabel } from '../../lib/names';
import { ensureBank } from '../bank/bank-service';
import { INVITE_CODE_LENGTH, type Invitation } from './league-schemas';
import { joinLeague } from './league-service';

/**
 * An invitation that survives signing up (decision 0036): a player who signs up through an invite
 * link names its code with the sign-up; the server keeps it with the new, unverified account, and
 * the verification link, once followed, joins them to the league. The client never places itself:
 * it only says which link it came through, and the join is the same checked join as the button's.
 */

const CODE_SHAPE = new RegExp(`^[A-Za-z0-9]{${INVITE_CODE_LENGTH}}$`);

function normalise(code: string): string | null {
  const trimmed = code.trim();
  return CODE_SHAPE.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** An invite link's path on this site: `/join/<code>`, the code in any case. */
const JOIN_PATH = new RegExp(`^/join/([A-Za-z0-9]{${INVITE_CODE_LENGTH}})$`);

/**
 * Remembers the invite link an account was just signed up through: the sign-up's callbackURL, the
 * page to continue to once verified, when it is an invite link and a league has its code. Anything
 * else is dropped without a word: the sign-up itself succeeded, and the join page explains a dead
 * link when the player opens it.
 */
export async function rememberInvitation(
  db: Db,
  email: string,
  callbackURL: string,
): Promise<void> {
  const code = JOIN_PATH.exec(callbackURL)?.[1];
  const normalized = code ? normalise(code) : null;
  if (!normalized) return;
  const [found] = await db
    .select({ userId: user.id })
    .from(user)
    .innerJoin(league, eq(league.code, normalized))
    .where(and(eq(user.email, email.toLowerCase()), eq(user.emailVerified, false)));
  if (!found) return;
  await db
    .insert(pendingInvitation)
    .values({ userId: found.userId, code: normalized })
    .onConflictDoUpdate({
      target: pendingInvitation.userId,
      set: { code: normalized, createdAt: sql`now()` },
    });
}

/**
 * Right after the account with this address verified it: joins the league of the invitation it signed up
 * with, once (the row is taken first). Returns where the player should go next: the league, or
 * the invite link when the join was refused (its page says why, a new code say), or null when
 * there was no invitation.
 */
export async function acceptPendingInvitation(db: Db, email: string): Promise<string | null> {
  const [account] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.email, email.toLowerCase()), eq(user.emailVerified, true)));
  if (!account) return null;
  const userId = account.id;
  const [taken] = await db
    .delete(pendingInvitation)
    .where(eq(pendingInvitation.userId, userId))
    .returning({ code: pendingInvitation.code });
  if (!taken) return null;
  await ensureBank(db, userId, account.name);
  try {
    const joined = await joinLeague(db, userId, taken.code);
    return `/leagues/${joined.id}`;
  } catch (error) {
    if (error instanceof AppError) return `/join/${taken.code}`;
    throw error;
  }
}

/**
 * What an invite link shows to someone not signed in yet: the league's name, its size and who
 * runs it (anonymous mode honoured). Knowing the code is what lets a player join, so it is enough
 * to see this much; the route limits how fast an address may try codes.
 */
export async function previewInvitation(db: DbOrTx, code: string): Promise<Invitation> {
  const normalized = normalise(code);
  const notFound = () => new AppError('not-found', 'No league has that invite code.');
  if (!normalized) throw notFound();
  const [row] = await db
    .select({
      name: league.name,
      bankName: bank.name,
      anonymous: bank.anonymous,
      anonymousNumber: bank.anonymousNumber,
      manager: user.name,
      memberCount: sql<number>`(select count(*)::int from league_member m where m.league_id = ${league.id})`,
    })
    .from(league)
    .innerJoin(bank, eq(bank.userId, league.ownerId))
    .innerJoin(user, eq(user.id, league.ownerId))
    .where(eq(league.code, normalized));
  if (!row) throw notFound();
  return {
    name: row.name,
    memberCount: Number(row.memberCount),
    owner: {
      bankName: row.anonymous ? anonymousLabel(row.anonymousNumber) : row.bankName,
      manager: row.anonymous ? null : row.manager,
    },
  };
}
