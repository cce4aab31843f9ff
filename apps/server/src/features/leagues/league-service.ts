import { randomBytes } from 'node:crypto';
import { LEAGUE_LIMIT } from '@ffl/engine/leagues';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bank, league, leagueMember, leagueRemoval } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import { anonymousLabel } from '../../lib/names';
import { createPublicId } from '../../lib/public-id';
import { lockBank } from '../bank/bank-service';
import { getLeaderboard, leagueNotFound } from '../leaderboard/leaderboard-service';
import { bankColumns, rankFromRicherSql, scoreOf } from '../leaderboard/ranking-order';
import { getLatestPodium, getLeagueFeed } from './league-feed';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  type LeagueDetail,
  type LeagueFeed,
  type LeagueMember,
  type LeaguePreview,
  type LeagueSummary,
  type MyLeagues,
  type NewInviteCode,
} from './league-schemas';

/** Bytes at or above this are dropped so that every character is equally likely (248 = 8 × 31). */
const UNBIASED_LIMIT = 248;
/** Fresh codes to try when one is taken; with 31^8 codes a second try is already rare. */
const CODE_ATTEMPTS = 5;

export function createInviteCode(): string {
  let code = '';
  while (code.length < INVITE_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < UNBIASED_LIMIT) code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
      if (code.length === INVITE_CODE_LENGTH) break;
    }
  }
  return code;
}

function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** My leagues, in the order I joined them, with member counts and my rank in each. */
export async function getMyLeagues(db: DbOrTx, userId: string): Promise<MyLeagues> {
  return { leagues: await loadSummaries(db, userId), limit: LEAGUE_LIMIT };
}

async function loadSummaries(
  db: DbOrTx,
  userId: string,
  onlyLeagueId?: string,
): Promise<LeagueSummary[]> {
  const [mine] = await db
    .select({ points: bank.points, netWorth: bank.netWorth, seasonId: bank.seasonId })
    .from(bank)
    .where(
      and(
        eq(bank.userId, userId),
        eq(bank.disabled, false),
        sql`${bank.seasonId} = (select id from season order by number desc limit 1)`,
      ),
    );
  // My rank among the members in the table (ranking-order.ts): from the members who score more.
  const myRank = mine
    ? sql<number | null>`${rankFromRicherSql(sql`(select count(*)::int from league_member m2
        join bank b2 on b2.user_id = m2.user_id
        where m2.league_id = ${league.id} and not b2.disabled and b2.season_id = ${mine.seasonId}
          and ${scoreOf(bankColumns('b2'), 'points')} > (${mine.points}::int, ${mine.netWorth ?? 0}::int))`)}`
    : sql<number | null>`null`;
  const rows = await db
    .select({
      id: league.id,
      name: league.name,
      code: league.code,
      ownerId: league.ownerId,
      createdAt: league.createdAt,
      memberCount: sql<number>`(select count(*)::int from league_member m1 where m1.league_id = ${league.id})`,
      myRank,
    })
    .from(leagueMember)
    .innerJoin(league, eq(league.id, leagueMember.leagueId))
    .where(
      onlyLeagueId === undefined
        ? eq(leagueMember.userId, userId)
        : and(eq(leagueMember.userId, userId), eq(leagueMember.leagueId, onlyLeagueId)),
    )
    .orderBy(asc(leagueMember.joinedAt), asc(league.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    joinPath: `/join/${row.code}`,
    isOwner: row.ownerId === userId,
    memberCount: Number(row.memberCount),
    myRank: row.myRank === null ? null : Number(row.myRank),
    createdAt: toIso(row.createdAt),
  }));
}

async function loadSummary(db: DbOrTx, userId: string, leagueId: string): Promise<LeagueSummary> {
  const [summary] = await loadSummaries(db, userId, leagueId);
  if (!summary) throw leagueNotFound();
  return summary;
}

/** The league, if I am a member of it; not-found otherwise, so that league ids do not leak. */
async function requireMember(db: DbOrTx, userId: string, leagueId: string) {
  const [row] = await db
    .select({ id: league.id, ownerId: league.ownerId })
    .from(league)
    .innerJoin(
      leagueMember,
      and(eq(leagueMember.leagueId, league.id), eq(leagueMember.userId, userId)),
    )
    .where(eq(league.id, leagueId));
  if (!row) throw leagueNotFound();
  return row;
}

async function requireOwner(db: DbOrTx, userId: string, leagueId: string) {
  const row = await requireMember(db, userId, leagueId);
  if (row.ownerId !== userId) {
    throw new AppError('permission-denied', "Only the league's owner can do that.");
  }
  return row;
}

/** Refuses the 26th league. Call with the player's bank row locked. */
async function assertRoomForOneMore(tx: DbOrTx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ leagues: count() })
    .from(leagueMember)
    .where(eq(leagueMember.userId, userId));
  if ((row?.leagues ?? 0) >= LEAGUE_LIMIT) {
    throw new AppError(
      'resource-exhausted',
      `You are already in ${LEAGUE_LIMIT} leagues, the most a player can be in. Leave one first.`,
    );
  }
}

/**
 * Creates a private league owned by the player, who becomes its first member (the route makes
 * sure the bank exists: `withBank`). The player's bank
 * row is locked while counting, so concurrent creates and joins cannot pass the limit.
 */
export async function createLeague(db: Db, userId: string, name: string): Promise<LeagueSummary> {
  const leagueId = await db.transaction(async (tx) => {
    await lockBank(tx, userId);
    await assertRoomForOneMore(tx, userId);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const [created] = await tx
        .insert(league)
        .values({ id: createPublicId(), name, code: createInviteCode(), ownerId: userId })
        .onConflictDoNothing()
        .returning({ id: league.id });
      if (created) {
        await tx.insert(leagueMember).values({ leagueId: created.id, userId });
        return created.id;
      }
    }
    throw new AppError('aborted', 'Could not find a free invite code. Please try again.');
  });
  return loadSummary(db, userId, leagueId);
}

/** Joins the league with that invite code, in any case. */
export async function joinLeague(db: Db, userId: string, code: string): Promise<LeagueSummary> {
  const normalized = code.trim().toUpperCase();
  const [found] = await db
    .select({ id: league.id })
    .from(league)
    .where(eq(league.code, normalized));
  if (!found) throw new AppError('not-found', 'No league has that invite code.');
  await db.transaction(async (tx) => {
    await lockBank(tx, userId);
    // Holding the league row keeps a concurrent delete from slipping in before the insert.
    const [open] = await tx
      .select({ id: league.id, code: league.code })
      .from(league)
      .where(eq(league.id, found.id))
      .for('share');
    if (!open) throw new AppError('not-found', 'No league has that invite code.');
    const [barred] = await tx
      .select({ code: leagueRemoval.code })
      .from(leagueRemoval)
      .where(and(eq(leagueRemoval.leagueId, found.id), eq(leagueRemoval.userId, userId)));
    if (barred?.code === open.code) {
      throw new AppError(
        'permission-denied',
        'You were removed from this league, so its current invite code no longer works for you. Ask the owner for a new invite link.',
      );
    }
    const [already] = await tx
      .select({ leagueId: leagueMember.leagueId })
      .from(leagueMember)
      .where(and(eq(leagueMember.leagueId, found.id), eq(leagueMember.userId, userId)));
    if (already) throw new AppError('already-exists', 'You are already in this league.');
    await assertRoomForOneMore(tx, userId);
    await tx.insert(leagueMember).values({ leagueId: found.id, userId });
    if (barred) {
      await tx
        .delete(leagueRemoval)
        .where(and(eq(leagueRemoval.leagueId, found.id), eq(leagueRemoval.userId, userId)));
    }
  });
  return loadSummary(db, userId, found.id);
}

/**
 * What a join link leads to, shown before joining: the name, the member count and the owner.
 * Knowing the code is what lets a player join, so it is also enough to see this much.
 */
export async function previewLeague(
  db: DbOrTx,
  viewerId: string,
  code: string,
): Promise<LeaguePreview> {
  const normalized = code.trim().toUpperCase();
  const [row] = await db
    .select({
      id: league.id,
      name: league.name,
      code: league.code,
      ownerId: league.ownerId,
      bankName: bank.name,
      anonymous: bank.anonymous,
      anonymousNumber: bank.anonymousNumber,
      manager: user.name,
      memberCount: sql<number>`(select count(*)::int from league_member m1 where m1.league_id = ${league.id})`,
      alreadyMember: sql<boolean>`exists (select 1 from league_member m2
        where m2.league_id = ${league.id} and m2.user_id = ${viewerId})`,
    })
    .from(league)
    .innerJoin(bank, eq(bank.userId, league.ownerId))
    .innerJoin(user, eq(user.id, league.ownerId))
    .where(eq(league.code, normalized));
  if (!row) throw new AppError('not-found', 'No league has that invite code.');
  const hidden = row.anonymous && row.ownerId !== viewerId;
  const alreadyMember = Boolean(row.alreadyMember);
  return {
    name: row.name,
    memberCount: Number(row.memberCount),
    owner: {
      bankName: hidden ? anonymousLabel(row.anonymousNumber) : row.bankName,
      manager: hidden ? null : row.manager,
      anonymous: row.anonymous,
    },
    alreadyMember,
    leagueId: alreadyMember ? row.id : null,
    code: row.code,
  };
}

/** Leaves a league. The owner cannot: they delete the league instead. */
export async function leaveLeague(db: Db, userId: string, leagueId: string): Promise<void> {
  const row = await requireMember(db, userId, leagueId);
  if (row.ownerId === userId) {
    throw new AppError(
      'failed-precondition',
      'You own this league, so you cannot leave it. Delete the league instead.',
    );
  }
  await db
    .delete(leagueMember)
    .where(and(eq(leagueMember.leagueId, leagueId), eq(leagueMember.userId, userId)));
}

export async function renameLeague(
  db: Db,
  userId: string,
  leagueId: string,
  name: string,
): Promise<LeagueSummary> {
  await requireOwner(db, userId, leagueId);
  await db.update(league).set({ name }).where(eq(league.id, leagueId));
  return loadSummary(db, userId, leagueId);
}

/**
 * The owner removes a member, named by their bank's public id. The league's code of that moment
 * stops working for them (league_removal); a new code lets them back in.
 */
export async function removeMember(
  db: Db,
  userId: string,
  leagueId: string,
  bankId: string,
): Promise<void> {
  await requireOwner(db, userId, leagueId);
  const [target] = await db
    .select({ userId: bank.userId })
    .from(bank)
    .where(eq(bank.publicId, bankId));
  if (target?.userId === userId) {
    throw new AppError(
      'failed-precondition',
      'You cannot remove yourself from your own league. Delete the league instead.',
    );
  }
  const notMember = () => new AppError('not-found', 'That bank is not a member of this league.');
  if (!target) throw notMember();
  await db.transaction(async (tx) => {
    // The league row, held while the bar is written, keeps a new code from slipping in between.
    const [current] = await tx
      .select({ code: league.code })
      .from(league)
      .where(eq(league.id, leagueId))
      .for('update');
    const removed = await tx
      .delete(leagueMember)
      .where(and(eq(leagueMember.leagueId, leagueId), eq(leagueMember.userId, target.userId)))
      .returning({ userId: leagueMember.userId });
    if (!current || removed.length === 0) throw notMember();
    const bar = { leagueId, userId: target.userId, code: current.code, removedAt: new Date() };
    await tx
      .insert(leagueRemoval)
      .values(bar)
      .onConflictDoUpdate({
        target: [leagueRemoval.leagueId, leagueRemoval.userId],
        set: { code: bar.code, removedAt: bar.removedAt },
      });
  });
}

/** A new invite code for the league; the old one stops working at once. */
export async function regenerateCode(
  db: Db,
  userId: string,
  leagueId: string,
): Promise<NewInviteCode> {
  await requireOwner(db, userId, leagueId);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = createInviteCode();
    const [updated] = await db
      .update(league)
      .set({ code })
      .where(
        and(
          eq(league.id, leagueId),
          sql`not exists (select 1 from league taken where taken.code = ${code})`,
        ),
      )
      .returning({ code: league.code });
    if (updated) return { code: updated.code, joinPath: `/join/${updated.code}` };
  }
  throw new AppError('aborted', 'Could not find a free invite code. Please try again.');
}

/** Deletes the league and every membership in it. Owner only. */
export async function deleteLeague(db: Db, userId: string, leagueId: string): Promise<void> {
  await requireOwner(db, userId, leagueId);
  await db.delete(league).where(eq(league.id, leagueId));
}

/** The feed of a league I am in (league-feed.ts); not-found for anyone else. */
export async function getMyLeagueFeed(
  db: Db,
  userId: string,
  leagueId: string,
  page: { before?: string | undefined; limit: number },
  now: Date,
): Promise<LeagueFeed> {
  await requireMember(db, userId, leagueId);
  return getLeagueFeed(db, userId, leagueId, page, now);
}

/** A league I am in: its summary, its members (anonymous mode honoured) and its table. */
export async function getLeagueDetail(
  db: Db,
  userId: string,
  leagueId: string,
): Promise<LeagueDetail> {
  const { ownerId } = await requireMember(db, userId, leagueId);
  const summary = await loadSummary(db, userId, leagueId);
  const rows = await db
    .select({
      userId: leagueMember.userId,
      joinedAt: leagueMember.joinedAt,
      bankId: bank.publicId,
      bankName: bank.name,
      anonymous: bank.anonymous,
      anonymousNumber: bank.anonymousNumber,
      manager: user.name,
    })
    .from(leagueMember)
    .innerJoin(bank, eq(bank.userId, leagueMember.userId))
    .innerJoin(user, eq(user.id, leagueMember.userId))
    .where(eq(leagueMember.leagueId, leagueId))
    .orderBy(asc(leagueMember.joinedAt), asc(leagueMember.userId));
  const viewerOwns = ownerId === userId;
  const members = rows.map((row): LeagueMember => {
    const isMe = row.userId === userId;
    const hidden = row.anonymous && !isMe;
    return {
      bankId: hidden && !viewerOwns ? null : row.bankId,
      bankName: hidden ? anonymousLabel(row.anonymousNumber) : row.bankName,
      manager: hidden ? null : row.manager,
      anonymous: row.anonymous,
      isOwner: row.userId === ownerId,
      isMe,
      joinedAt: toIso(row.joinedAt),
    };
  });
  const table = await getLeaderboard(db, { viewerId: userId, leagueId });
  const podium = await getLatestPodium(db, leagueId, userId);
  return { ...summary, members, table, podium };
}
