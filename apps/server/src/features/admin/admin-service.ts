import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { bank, waveResult } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { type Actor, recordAudit } from '../audit/audit-service';
import { loadOwned } from '../bank/bank-service';
import { countQuizzesPassed } from '../quizzes/quiz-service';
import type {
  PlayerCounts,
  PlayerDetail,
  PlayerPage,
  PlayerSearch,
  PlayerSummary,
  WaveResultSummary,
} from './admin-schemas';
import { ACTIVE_WINDOW_MS, countActivePlayers } from './player-activity';

/** How many players, verified players, game masters, disabled accounts and active players. */
export async function countPlayers(db: Db, now: Date): Promise<PlayerCounts> {
  const [[all], [verified], [admins], [disabled], activeThisWeek] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(user).where(eq(user.emailVerified, true)),
    db.select({ n: count() }).from(user).where(eq(user.role, 'admin')),
    db.select({ n: count() }).from(user).where(eq(user.banned, true)),
    countActivePlayers(db, new Date(now.getTime() - ACTIVE_WINDOW_MS)),
  ]);
  return {
    players: all?.n ?? 0,
    verified: verified?.n ?? 0,
    admins: admins?.n ?? 0,
    disabled: disabled?.n ?? 0,
    activeThisWeek,
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

export const RECENT_WAVES = 10;
export const DISABLED_REASON = 'Disabled by a game master';

type UserRow = typeof user.$inferSelect;
type BankRow = typeof bank.$inferSelect;
type WaveResultRow = Pick<
  typeof waveResult.$inferSelect,
  'publicId' | 'waveId' | 'netChange' | 'stars' | 'createdAt'
>;

const waveSummaryColumns = {
  publicId: waveResult.publicId,
  waveId: waveResult.waveId,
  netChange: waveResult.netChange,
  stars: waveResult.stars,
  createdAt: waveResult.createdAt,
};

function toWaveSummary(row: WaveResultRow): WaveResultSummary {
  return {
    id: row.publicId,
    waveId: row.waveId,
    netChange: row.netChange,
    stars: row.stars,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPlayerSummary(
  u: UserRow,
  b: BankRow | null,
  lastWave: WaveResultRow | undefined,
  quizzesPassed: number,
): PlayerSummary {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'player',
    emailVerified: u.emailVerified,
    disabled: u.banned,
    createdAt: u.createdAt.toISOString(),
    bank: b
      ? {
          id: b.publicId,
          name: b.name,
          anonymous: b.anonymous,
          cash: b.cash,
          invested: b.invested,
          netWorth: b.cash + b.invested,
          disabled: b.disabled,
          lastWave: lastWave ? toWaveSummary(lastWave) : null,
        }
      : null,
    quizzesPassed,
  };
}

/** A LIKE pattern that matches `text` literally anywhere: % and _ in a search are not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Players whose display name or e-mail contains `q` (any case), by name then e-mail. */
export async function searchPlayers(db: Db, search: PlayerSearch): Promise<PlayerPage> {
  const q = search.q?.trim() ?? '';
  let where: SQL | undefined;
  if (q !== '') {
    const pattern = containsPattern(q);
    where = or(ilike(user.name, pattern), ilike(user.email, pattern));
  }
  const rows = await db
    .select({ user, bank })
    .from(user)
    .leftJoin(bank, eq(bank.userId, user.id))
    .where(where)
    .orderBy(asc(sql`lower(${user.name})`), asc(user.email))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  const [total] = await db.select({ n: count() }).from(user).where(where);

  const withBank = rows.flatMap((row) => (row.bank ? [row.user.id] : []));
  const lastWaves = new Map<string, WaveResultRow>();
  if (withBank.length > 0) {
    const newest = await db
      .selectDistinctOn([waveResult.userId], { userId: waveResult.userId, ...waveSummaryColumns })
      .from(waveResult)
      .where(inArray(waveResult.userId, withBank))
      .orderBy(waveResult.userId, desc(waveResult.createdAt), desc(waveResult.publicId));
    for (const row of newest) lastWaves.set(row.userId, row);
  }

  const passed = await countQuizzesPassed(db, withBank);

  return {
    total: total?.n ?? 0,
    page: search.page,
    pageSize: search.pageSize,
    players: rows.map((row) =>
      toPlayerSummary(row.user, row.bank, lastWaves.get(row.user.id), passed.get(row.user.id) ?? 0),
    ),
  };
}

function noSuchPlayer(): AppError {
  return new AppError('not-found', 'No player with that id.');
}

/** One player with their defenses and their last ten wave reports. */
export async function getPlayerDetail(db: DbOrTx, userId: string): Promise<PlayerDetail> {
  const [row] = await db
    .select({ user, bank })
    .from(user)
    .leftJoin(bank, eq(bank.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw noSuchPlayer();
  const recent = row.bank
    ? await db
        .select(waveSummaryColumns)
        .from(waveResult)
        .where(eq(waveResult.userId, userId))
        .orderBy(desc(waveResult.createdAt), desc(waveResult.publicId))
        .limit(RECENT_WAVES)
    : [];
  const passed = row.bank ? await countQuizzesPassed(db, [userId]) : new Map<string, number>();
  return {
    ...toPlayerSummary(row.user, row.bank, recent[0], passed.get(userId) ?? 0),
    owned: row.bank ? await loadOwned(db, userId) : [],
    recentWaves: recent.map(toWaveSummary),
  };
}

/**
 * Locks every active game master's row, in id order so two actions cannot deadlock, and checks the
 * actor is still one of them. Two game masters revoking or disabling each other at the same moment
 * are thus serialised: the second finds it has lost the role and is refused, so at least one
 * active game master always remains.
 */
async function lockActiveAdmins(tx: DbOrTx, actor: Actor): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
    .orderBy(asc(user.id))
    .for('update');
  const ids = rows.map((row) => row.id);
  if (!ids.includes(actor.id)) {
    throw new AppError('permission-denied', 'Only game masters can do that.');
  }
  return ids;
}

async function lockPlayer(tx: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
  if (!row) throw noSuchPlayer();
  return row;
}

/**
 * Grants or revokes the game-master role, the power over every player: the game master confirms
 * with the player's e-mail address, and the Idempotency-Key makes a retry answer as the first
 * request did (issue 26). Only an actual change is recorded in the audit log; asking for the role
 * a player already has changes nothing. The game masters' row locks serialise it.
 */
export async function setPlayerAdmin(
  db: Db,
  actor: Actor,
  userId: string,
  request: { admin: boolean; confirm: string; idempotencyKey: string },
): Promise<{ player: PlayerDetail; replayed: boolean }> {
  const { admin } = request;
  const answer = await db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx, actor);
    const target = await lockPlayer(tx, userId);
    const scope = `${admin ? 'grant' : 'revoke'}-admin:${target.id}`;
    return runOnce(tx, actor.id, request.idempotencyKey, scope, async () => {
      if (request.confirm.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw new AppError(
          'invalid-argument',
          `The confirmation must be the player's e-mail address. The role was not ${admin ? 'granted' : 'revoked'}.`,
        );
      }
      const isAdmin = target.role === 'admin';
      if (isAdmin !== admin) {
        if (admin && !target.emailVerified) {
          throw new AppError(
            'failed-precondition',
            'This player must verify their e-mail address before they can become a game master.',
          );
        }
        if (admin && target.banned) {
          throw new AppError(
            'failed-precondition',
            'This account is disabled. Enable it before making the player a game master.',
          );
        }
        const remaining = activeAdmins.filter((id) => id !== target.id);
        if (!admin && remaining.length === 0) {
          throw new AppError(
            'failed-precondition',
            'You are the last game master. Make another player a game master before giving up the role.',
          );
        }
        await tx
          .update(user)
          .set({ role: admin ? 'admin' : 'user', updatedAt: new Date() })
          .where(eq(user.id, target.id));
        await recordAudit(tx, actor, admin ? 'grant-admin' : 'revoke-admin', target.email, {
          userId: target.id,
        });
      }
      return getPlayerDetail(tx, target.id);
    });
  });
  return { player: answer.body, replayed: answer.replayed };
}

/**
 * Disables an account (see applyDisabled). It ends every session of the player, so the game
 * master confirms with the player's e-mail address, and the Idempotency-Key makes a retry answer
 * as the first request did instead of acting again. The game masters' row locks serialise it.
 */
export async function disablePlayer(
  db: Db,
  actor: Actor,
  userId: string,
  request: { confirm: string; idempotencyKey: string },
): Promise<{ player: PlayerDetail; replayed: boolean }> {
  const answer = await db.transaction(async (tx) => {
    await lockActiveAdmins(tx, actor);
    const target = await lockPlayer(tx, userId);
    return runOnce(tx, actor.id, request.idempotencyKey, `disable-player:${target.id}`, () => {
      if (request.confirm.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw new AppError(
          'invalid-argument',
          "The confirmation must be the player's e-mail address. The account was not disabled.",
        );
      }
      return applyDisabled(tx, actor, target, true);
    });
  });
  return { player: answer.body, replayed: answer.replayed };
}

/** Enables a disabled account again (see applyDisabled). */
export async function enablePlayer(db: Db, actor: Actor, userId: string): Promise<PlayerDetail> {
  return db.transaction(async (tx) => {
    await lockActiveAdmins(tx, actor);
    const target = await lockPlayer(tx, userId);
    return applyDisabled(tx, actor, target, false);
  });
}

/**
 * Disables or enables an account: the user's ban and the bank's mirror flag change together, and
 * disabling deletes every session so the player is signed out at once rather than when a session
 * expires. Only an actual change is recorded in the audit log. Call with the rows locked.
 */
async function applyDisabled(
  tx: DbOrTx,
  actor: Actor,
  target: UserRow,
  disabled: boolean,
): Promise<PlayerDetail> {
  if (disabled && target.id === actor.id) {
    throw new AppError('failed-precondition', 'You cannot disable your own account.');
  }
  const now = new Date();
  await tx
    .update(user)
    .set({
      banned: disabled,
      banReason: disabled ? DISABLED_REASON : null,
      banExpires: null,
      updatedAt: now,
    })
    .where(eq(user.id, target.id));
  await tx.update(bank).set({ disabled, updatedAt: now }).where(eq(bank.userId, target.id));
  if (disabled) await tx.delete(session).where(eq(session.userId, target.id));
  if (target.banned !== disabled) {
    await recordAudit(tx, actor, disabled ? 'disable-player' : 'enable-player', target.email, {
      userId: target.id,
    });
  }
  return getPlayerDetail(tx, target.id);
}
