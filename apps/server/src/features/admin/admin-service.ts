import { type GrantableRole, isGameMaster, isOwner, roleOf, storedRoleOf } from '@ffl/engine/roles';
import { asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { bank, waveResult } from '../../db/schema/game';
import { cohort, cohortManager, cohortMember } from '../../db/schema/org';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { type Actor, type AuditActor, recordAudit } from '../audit/audit-service';
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
import { GAME_MASTER_ROLES, lockActiveStaff } from './owners';
import { ACTIVE_WINDOW_MS, countActivePlayers } from './player-activity';

/** How many players, verified players, game masters, disabled accounts and active players. */
export async function countPlayers(db: Db, now: Date): Promise<PlayerCounts> {
  const [[all], [verified], [admins], [disabled], activeThisWeek] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(user).where(eq(user.emailVerified, true)),
    db
      .select({ n: count() })
      .from(user)
      .where(inArray(user.role, [...GAME_MASTER_ROLES])),
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

/**
 * `npm run admin`: makes the account an owner, or a plain player (no cohorts managed either), from
 * the server's shell; returns false when no account has that e-mail.
 */
export async function setRoleByEmail(
  db: Db,
  email: string,
  role: 'owner' | 'player',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set({ role: storedRoleOf(role), updatedAt: new Date() })
      .where(eq(user.email, email.trim().toLowerCase()))
      .returning({ id: user.id });
    const [found] = rows;
    if (found) await tx.delete(cohortManager).where(eq(cohortManager.userId, found.id));
    return found !== undefined;
  });
}

export const RECENT_WAVES = 10;
export const DISABLED_REASON = 'Disabled by a game master';
/** A leaver (issue 27): disabled as any account is, and marked as gone for the audit records. */
export const ARCHIVED_REASON = 'Left the organisation';

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

type CohortRef = { id: string; name: string } | null;

/** The player's cohort, as the player queries join it. */
const cohortColumns = { id: cohort.id, name: cohort.name };

function toPlayerSummary(
  u: UserRow,
  b: BankRow | null,
  lastWave: WaveResultRow | undefined,
  quizzesPassed: number,
  inCohort: CohortRef,
): PlayerSummary {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: roleOf(u.role),
    cohort: inCohort?.id ? { id: inCohort.id, name: inCohort.name } : null,
    emailVerified: u.emailVerified,
    disabled: u.banned,
    archived: u.banned && u.banReason === ARCHIVED_REASON,
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
    .select({ user, bank, cohort: cohortColumns })
    .from(user)
    .leftJoin(bank, eq(bank.userId, user.id))
    .leftJoin(cohortMember, eq(cohortMember.userId, user.id))
    .leftJoin(cohort, eq(cohort.id, cohortMember.cohortId))
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
      toPlayerSummary(
        row.user,
        row.bank,
        lastWaves.get(row.user.id),
        passed.get(row.user.id) ?? 0,
        row.cohort,
      ),
    ),
  };
}

function noSuchPlayer(): AppError {
  return new AppError('not-found', 'No player with that id.');
}

/** One player with their defenses and their last ten wave reports. */
export async function getPlayerDetail(db: DbOrTx, userId: string): Promise<PlayerDetail> {
  const [row] = await db
    .select({ user, bank, cohort: cohortColumns })
    .from(user)
    .leftJoin(bank, eq(bank.userId, user.id))
    .leftJoin(cohortMember, eq(cohortMember.userId, user.id))
    .leftJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(eq(user.id, userId));
  if (!row) throw noSuchPlayer();
  const manages = await db
    .select(cohortColumns)
    .from(cohortManager)
    .innerJoin(cohort, eq(cohort.id, cohortManager.cohortId))
    .where(eq(cohortManager.userId, userId))
    .orderBy(asc(sql`lower(${cohort.name})`));
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
    ...toPlayerSummary(row.user, row.bank, recent[0], passed.get(userId) ?? 0, row.cohort),
    manages,
    owned: row.bank ? await loadOwned(db, userId) : [],
    recentWaves: recent.map(toWaveSummary),
  };
}

/**
 * Locks every active owner's and game master's row (admin/owners.ts) and checks that the actor is
 * still one of them, an owner when `need` says so. Two of them revoking or disabling each other at
 * the same moment are thus serialised: the second finds it has lost the role and is refused.
 */
async function lockStaff(
  tx: DbOrTx,
  actor: Actor,
  need: 'game master' | 'owner',
): Promise<{ id: string; role: string }[]> {
  const staff = await lockActiveStaff(tx);
  const me = staff.find((row) => row.id === actor.id);
  if (!me || (need === 'owner' && !isOwner(me.role))) {
    throw new AppError(
      'permission-denied',
      need === 'owner' ? 'Only owners can do that.' : 'Only game masters can do that.',
    );
  }
  return staff;
}

async function lockPlayer(tx: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
  if (!row) throw noSuchPlayer();
  return row;
}

const ROLE_WORD: Record<GrantableRole, string> = {
  owner: 'an owner',
  admin: 'a game master',
  player: 'a player',
};

/**
 * An owner sets a player's role (owner, game master or plain player), the power over every player:
 * the owner confirms with the player's e-mail address, and the Idempotency-Key makes a retry answer
 * as the first request did (issue 26). Only an actual change is recorded in the audit log. A new
 * owner or game master must be verified and enabled; the cohorts they managed are let go (they see
 * every cohort now), and "player" lets them go too. At least one active owner always remains.
 */
export async function setPlayerRole(
  db: Db,
  actor: Actor,
  userId: string,
  request: { role: GrantableRole; confirm: string; idempotencyKey: string },
): Promise<{ player: PlayerDetail; replayed: boolean }> {
  const { role } = request;
  const answer = await db.transaction(async (tx) => {
    const staff = await lockStaff(tx, actor, 'owner');
    const target = await lockPlayer(tx, userId);
    return runOnce(
      tx,
      actor.id,
      request.idempotencyKey,
      `set-role:${role}:${target.id}`,
      async () => {
        if (request.confirm.trim().toLowerCase() !== target.email.toLowerCase()) {
          throw new AppError(
            'invalid-argument',
            "The confirmation must be the player's e-mail address. The role was not changed.",
          );
        }
        const from = roleOf(target.role);
        if (from !== role) {
          if (isGameMaster(role) && !target.emailVerified) {
            throw new AppError(
              'failed-precondition',
              `This player must verify their e-mail address before they can become ${ROLE_WORD[role]}.`,
            );
          }
          if (isGameMaster(role) && target.banned) {
            throw new AppError(
              'failed-precondition',
              `This account is disabled. Enable it before making the player ${ROLE_WORD[role]}.`,
            );
          }
          const owners = staff.filter((row) => isOwner(row.role) && row.id !== target.id);
          if (from === 'owner' && owners.length === 0) {
            throw new AppError(
              'failed-precondition',
              target.id === actor.id
                ? 'You are the last owner. Make another player an owner before giving up the role.'
                : 'This is the last owner. Make another player an owner first.',
            );
          }
          await tx
            .update(user)
            .set({ role: storedRoleOf(role), updatedAt: new Date() })
            .where(eq(user.id, target.id));
          await tx.delete(cohortManager).where(eq(cohortManager.userId, target.id));
          await recordAudit(tx, actor, 'set-role', target.email, {
            userId: target.id,
            from,
            to: role,
          });
        }
        return getPlayerDetail(tx, target.id);
      },
    );
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
  request: { confirm: string; idempotencyKey: string; leaver?: boolean },
): Promise<{ player: PlayerDetail; replayed: boolean }> {
  const scope = request.leaver ? 'archive-player' : 'disable-player';
  const answer = await db.transaction(async (tx) => {
    const staff = await lockStaff(tx, actor, 'game master');
    const target = await lockPlayer(tx, userId);
    return runOnce(tx, actor.id, request.idempotencyKey, `${scope}:${target.id}`, () => {
      assertMayActOn(staff, actor, target);
      if (request.confirm.trim().toLowerCase() !== target.email.toLowerCase()) {
        throw new AppError(
          'invalid-argument',
          `The confirmation must be the player's e-mail address. The account was not ${request.leaver ? 'archived' : 'disabled'}.`,
        );
      }
      return applyDisabled(tx, actor, target, true, request.leaver ?? false);
    });
  });
  return { player: answer.body, replayed: answer.replayed };
}

/** Enables a disabled account again (see applyDisabled). */
export async function enablePlayer(db: Db, actor: Actor, userId: string): Promise<PlayerDetail> {
  return db.transaction(async (tx) => {
    const staff = await lockStaff(tx, actor, 'game master');
    const target = await lockPlayer(tx, userId);
    assertMayActOn(staff, actor, target);
    return applyDisabled(tx, actor, target, false);
  });
}

/** The organisation and token of a change a directory made through SCIM, for the audit log. */
export interface ScimVia {
  organisationId: string;
  tokenId: string;
}

/**
 * Archives a leaver, or enables them again, for an organisation's directory (features/scim):
 * the same change as the console's (see applyDisabled), inside the caller's transaction. No game
 * master acts, so there is no staff lock; the last active owner is still never archived.
 */
export async function setArchivedByDirectory(
  tx: DbOrTx,
  actor: AuditActor,
  userId: string,
  archived: boolean,
  via: ScimVia,
): Promise<void> {
  const staff = archived ? await lockActiveStaff(tx) : [];
  const target = await lockPlayer(tx, userId);
  const isArchived = target.banned && target.banReason === ARCHIVED_REASON;
  // Active again lifts the directory's archive only: a game master's disable stays theirs to lift.
  if (archived ? isArchived : !isArchived) return;
  const otherOwners = staff.filter((row) => isOwner(row.role) && row.id !== target.id);
  if (archived && isOwner(target.role) && !target.banned && otherOwners.length === 0) {
    throw new AppError(
      'failed-precondition',
      'This is the last owner of the game: make another player an owner before archiving them.',
    );
  }
  await applyDisabled(tx, actor, target, archived, archived, via);
}

/** Only an owner disables or enables an owner or a game master. */
function assertMayActOn(staff: { id: string; role: string }[], actor: Actor, target: UserRow) {
  const actorIsOwner = staff.some((row) => row.id === actor.id && isOwner(row.role));
  if (isGameMaster(target.role) && !actorIsOwner) {
    throw new AppError(
      'permission-denied',
      'Only an owner can disable or enable an owner or a game master.',
    );
  }
}

/**
 * Disables or enables an account: the user's ban and the bank's mirror flag change together, and
 * disabling deletes every session so the player is signed out at once rather than when a session
 * expires. Only an actual change is recorded in the audit log. Call with the rows locked.
 */
async function applyDisabled(
  tx: DbOrTx,
  actor: AuditActor,
  target: UserRow,
  disabled: boolean,
  leaver = false,
  via?: ScimVia,
): Promise<PlayerDetail> {
  if (disabled && target.id === actor.id) {
    throw new AppError('failed-precondition', 'You cannot disable your own account.');
  }
  const now = new Date();
  await tx
    .update(user)
    .set({
      banned: disabled,
      banReason: disabled ? (leaver ? ARCHIVED_REASON : DISABLED_REASON) : null,
      banExpires: null,
      updatedAt: now,
    })
    .where(eq(user.id, target.id));
  await tx.update(bank).set({ disabled, updatedAt: now }).where(eq(bank.userId, target.id));
  if (disabled) await tx.delete(session).where(eq(session.userId, target.id));
  const wasArchived = target.banned && target.banReason === ARCHIVED_REASON;
  const scim = via ? { scim: via } : {};
  if (disabled && leaver && !wasArchived) {
    await recordAudit(tx, actor, 'archive-player', target.email, { userId: target.id, ...scim });
  } else if (target.banned !== disabled) {
    if (disabled) {
      await recordAudit(tx, actor, 'disable-player', target.email, { userId: target.id });
    } else {
      await recordAudit(tx, actor, 'enable-player', target.email, { userId: target.id, ...scim });
    }
  }
  return getPlayerDetail(tx, target.id);
}
