import { rankCohorts } from '@ffl/engine/cohorts';
import { isGameMaster, roleOf } from '@ffl/engine/roles';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { type CohortSource, cohort, cohortManager, cohortMember } from '../../db/schema/org';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import { containsPattern, type ScimVia } from '../admin/admin-service';
import { type Actor, type AuditActor, recordAudit } from '../audit/audit-service';
import { createInviteCode } from '../leagues/league-service';
import { countQuizzesPassed } from '../quizzes/quiz-service';
import type { Cohort, CohortList, CohortTable, MemberPage, MyCohort } from './cohort-schemas';

/**
 * Cohorts (issue 27): a department, class or team inside the deployment. Game masters create,
 * rename and delete them, move players between them and name their managers; a cohort manager
 * sees the cohorts they manage and nothing else; a player joins one with its code. Every console
 * write is in the audit log.
 */

/** Who is asking, as the session says. */
export interface Viewer {
  id: string;
  role: string | null | undefined;
}

/** Fresh codes to try when one is taken. */
const CODE_ATTEMPTS = 5;

const noSuchCohort = () => new AppError('not-found', 'No cohort with that id.');
const notYours = () =>
  new AppError('permission-denied', 'Only game masters and this cohort’s managers can do that.');

function nameTaken(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return /cohort_name_lower_idx|duplicate key/i.test(text);
}

const takenName = (name: string) =>
  new AppError('already-exists', `A cohort called "${name}" already exists. Choose another name.`);

/**
 * Lets a game master through for any cohort that exists, and a cohort manager for a cohort they
 * manage; everyone else is refused, and a manager asking about another cohort cannot tell whether
 * it exists.
 */
export async function assertCanManage(db: DbOrTx, viewer: Viewer, cohortId: string) {
  if (isGameMaster(viewer.role)) {
    const [found] = await db.select({ id: cohort.id }).from(cohort).where(eq(cohort.id, cohortId));
    if (!found) throw noSuchCohort();
    return;
  }
  if (roleOf(viewer.role) !== 'manager') throw notYours();
  const [managed] = await db
    .select({ id: cohortManager.cohortId })
    .from(cohortManager)
    .where(and(eq(cohortManager.cohortId, cohortId), eq(cohortManager.userId, viewer.id)));
  if (!managed) throw notYours();
}

/** Game masters see every cohort; a manager the cohorts they manage; anyone else is refused. */
export async function listCohorts(db: DbOrTx, viewer: Viewer): Promise<CohortList> {
  let only: SQL | undefined;
  if (!isGameMaster(viewer.role)) {
    if (roleOf(viewer.role) !== 'manager') throw notYours();
    only = inArray(
      cohort.id,
      db
        .select({ id: cohortManager.cohortId })
        .from(cohortManager)
        .where(eq(cohortManager.userId, viewer.id)),
    );
  }
  return { cohorts: await loadCohorts(db, only) };
}

async function loadCohorts(db: DbOrTx, where: SQL | undefined): Promise<Cohort[]> {
  const rows = await db
    .select({
      id: cohort.id,
      name: cohort.name,
      joinCode: cohort.joinCode,
      createdAt: cohort.createdAt,
      members: sql<number>`(select count(*)::int from cohort_member m where m.cohort_id = ${cohort.id})`,
    })
    .from(cohort)
    .where(where)
    .orderBy(asc(sql`lower(${cohort.name})`));
  const ids = rows.map((row) => row.id);
  const managers =
    ids.length === 0
      ? []
      : await db
          .select({
            cohortId: cohortManager.cohortId,
            userId: user.id,
            name: user.name,
            email: user.email,
          })
          .from(cohortManager)
          .innerJoin(user, eq(user.id, cohortManager.userId))
          .where(inArray(cohortManager.cohortId, ids))
          .orderBy(asc(sql`lower(${user.name})`), asc(user.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    joinCode: row.joinCode,
    members: Number(row.members),
    createdAt: row.createdAt.toISOString(),
    managers: managers
      .filter((m) => m.cohortId === row.id)
      .map(({ userId, name, email }) => ({ userId, name, email })),
  }));
}

async function loadCohort(db: DbOrTx, cohortId: string): Promise<Cohort> {
  const [found] = await loadCohorts(db, eq(cohort.id, cohortId));
  if (!found) throw noSuchCohort();
  return found;
}

async function lockCohort(tx: DbOrTx, cohortId: string) {
  const [row] = await tx.select().from(cohort).where(eq(cohort.id, cohortId)).for('update');
  if (!row) throw noSuchCohort();
  return row;
}

/** A join code no cohort has: the one place codes are drawn (create, renew, a roster's cohorts). */
export async function freeJoinCode(tx: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = createInviteCode();
    const [clash] = await tx
      .select({ id: cohort.id })
      .from(cohort)
      .where(eq(cohort.joinCode, code));
    if (!clash) return code;
  }
  throw new AppError('aborted', 'Could not find a free join code. Please try again.');
}

export async function createCohort(db: Db, actor: Actor, name: string): Promise<Cohort> {
  const id = await db
    .transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: cohort.id })
        .from(cohort)
        .where(eq(sql`lower(${cohort.name})`, name.toLowerCase()));
      if (taken) throw takenName(name);
      const created = createPublicId();
      await tx
        .insert(cohort)
        .values({ id: created, name, joinCode: await freeJoinCode(tx), createdBy: actor.id });
      await recordAudit(tx, actor, 'create-cohort', name, { cohortId: created, cohortName: name });
      return created;
    })
    .catch((error: unknown) => {
      // Two game masters creating the same name at once: the unique index decides.
      if (nameTaken(error)) throw takenName(name);
      throw error;
    });
  return loadCohort(db, id);
}

export async function renameCohort(
  db: Db,
  actor: Actor,
  cohortId: string,
  name: string,
): Promise<Cohort> {
  await db
    .transaction(async (tx) => {
      const row = await lockCohort(tx, cohortId);
      if (row.name === name) return;
      const [taken] = await tx
        .select({ id: cohort.id })
        .from(cohort)
        .where(and(eq(sql`lower(${cohort.name})`, name.toLowerCase())));
      if (taken && taken.id !== cohortId) throw takenName(name);
      await tx.update(cohort).set({ name }).where(eq(cohort.id, cohortId));
      await recordAudit(tx, actor, 'rename-cohort', name, {
        cohortId,
        cohortName: name,
        from: row.name,
      });
    })
    .catch((error: unknown) => {
      if (nameTaken(error)) throw takenName(name);
      throw error;
    });
  return loadCohort(db, cohortId);
}

/** A fresh join code: the old one stops working at once. */
export async function newJoinCode(db: Db, actor: Actor, cohortId: string): Promise<Cohort> {
  await db.transaction(async (tx) => {
    const row = await lockCohort(tx, cohortId);
    const code = await freeJoinCode(tx);
    await tx.update(cohort).set({ joinCode: code }).where(eq(cohort.id, cohortId));
    await recordAudit(tx, actor, 'new-join-code', row.name, { cohortId, cohortName: row.name });
  });
  return loadCohort(db, cohortId);
}

/**
 * Players who manage no cohort any more become plain players again: the stored role `manager`
 * means "has a cohort_manager row" (schema/org.ts).
 */
async function settleManagerRoles(tx: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await tx
    .update(user)
    .set({ role: 'user', updatedAt: new Date() })
    .where(
      and(
        inArray(user.id, [...userIds]),
        eq(user.role, 'manager'),
        sql`not exists (select 1 from cohort_manager m where m.user_id = ${user.id})`,
      ),
    );
}

/**
 * Deletes a cohort: its members stay, in no cohort, and keep their records; its managers stop
 * managing it. The game master confirms with the cohort's name, and the Idempotency-Key makes a
 * retry answer as the first request did.
 */
export async function deleteCohort(
  db: Db,
  actor: Actor,
  cohortId: string,
  request: { confirm: string; idempotencyKey: string },
): Promise<{ answer: { deleted: true; members: number }; replayed: boolean }> {
  const result = await db.transaction(async (tx) =>
    runOnce(tx, actor.id, request.idempotencyKey, `delete-cohort:${cohortId}`, async () => {
      const row = await lockCohort(tx, cohortId);
      if (request.confirm.trim().toLowerCase() !== row.name.toLowerCase()) {
        throw new AppError(
          'invalid-argument',
          "The confirmation must be the cohort's name. The cohort was not deleted.",
        );
      }
      const managers = await tx
        .select({ userId: cohortManager.userId })
        .from(cohortManager)
        .where(eq(cohortManager.cohortId, cohortId));
      const [members] = await tx
        .select({ n: count() })
        .from(cohortMember)
        .where(eq(cohortMember.cohortId, cohortId));
      await tx.delete(cohort).where(eq(cohort.id, cohortId));
      await settleManagerRoles(
        tx,
        managers.map((m) => m.userId),
      );
      await recordAudit(tx, actor, 'delete-cohort', row.name, {
        cohortId,
        cohortName: row.name,
        members: members?.n ?? 0,
      });
      return { deleted: true as const, members: members?.n ?? 0 };
    }),
  );
  return { answer: result.body, replayed: result.replayed };
}

async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
  if (!row) throw new AppError('not-found', 'No player with that id.');
  return row;
}

function assertConfirmed(confirm: string, email: string, what: string) {
  if (confirm.trim().toLowerCase() !== email.toLowerCase()) {
    throw new AppError(
      'invalid-argument',
      `The confirmation must be the player's e-mail address. ${what}`,
    );
  }
}

/**
 * Makes a player a manager of the cohort. Game masters see every cohort already, so they cannot
 * be named; the player must be verified and enabled. Granting twice changes nothing.
 */
export async function grantManager(
  db: Db,
  actor: Actor,
  cohortId: string,
  request: { userId: string; confirm: string; idempotencyKey: string },
): Promise<{ answer: Cohort; replayed: boolean }> {
  const result = await db.transaction(async (tx) =>
    runOnce(
      tx,
      actor.id,
      request.idempotencyKey,
      `grant-manager:${cohortId}:${request.userId}`,
      async () => {
        const row = await lockCohort(tx, cohortId);
        const target = await lockUser(tx, request.userId);
        assertConfirmed(request.confirm, target.email, 'Nobody was made a manager.');
        if (isGameMaster(target.role)) {
          throw new AppError(
            'failed-precondition',
            'This player is a game master or an owner and already sees every cohort.',
          );
        }
        if (!target.emailVerified || target.banned) {
          throw new AppError(
            'failed-precondition',
            target.banned
              ? 'This account is disabled. Enable it before making the player a manager.'
              : 'This player must verify their e-mail address before they can manage a cohort.',
          );
        }
        const [added] = await tx
          .insert(cohortManager)
          .values({ cohortId, userId: target.id, grantedBy: actor.id })
          .onConflictDoNothing()
          .returning({ userId: cohortManager.userId });
        if (added) {
          await tx
            .update(user)
            .set({ role: 'manager', updatedAt: new Date() })
            .where(eq(user.id, target.id));
          await recordAudit(tx, actor, 'grant-manager', target.email, {
            userId: target.id,
            cohortId,
            cohortName: row.name,
          });
        }
        return loadCohort(tx, cohortId);
      },
    ),
  );
  return { answer: result.body, replayed: result.replayed };
}

export async function revokeManager(
  db: Db,
  actor: Actor,
  cohortId: string,
  userId: string,
  request: { confirm: string; idempotencyKey: string },
): Promise<{ answer: Cohort; replayed: boolean }> {
  const result = await db.transaction(async (tx) =>
    runOnce(
      tx,
      actor.id,
      request.idempotencyKey,
      `revoke-manager:${cohortId}:${userId}`,
      async () => {
        const row = await lockCohort(tx, cohortId);
        const target = await lockUser(tx, userId);
        assertConfirmed(request.confirm, target.email, 'Nothing was changed.');
        const removed = await tx
          .delete(cohortManager)
          .where(and(eq(cohortManager.cohortId, cohortId), eq(cohortManager.userId, userId)))
          .returning({ userId: cohortManager.userId });
        if (removed.length > 0) {
          await settleManagerRoles(tx, [userId]);
          await recordAudit(tx, actor, 'revoke-manager', target.email, {
            userId,
            cohortId,
            cohortName: row.name,
          });
        }
        return loadCohort(tx, cohortId);
      },
    ),
  );
  return { answer: result.body, replayed: result.replayed };
}

/** Puts a player in a cohort (out of any other), or in none. Recorded when it changes anything. */
export async function movePlayer(
  db: Db,
  actor: Actor,
  userId: string,
  cohortId: string | null,
): Promise<void> {
  await db.transaction((tx) => placePlayer(tx, actor, userId, cohortId, 'console'));
}

/**
 * movePlayer inside the caller's transaction, for whoever places people: the console, or an
 * organisation's directory (features/scim, with `via` for the audit log). Returns whether the
 * player's cohort changed.
 */
export async function placePlayer(
  tx: DbOrTx,
  actor: AuditActor,
  userId: string,
  cohortId: string | null,
  source: CohortSource,
  via?: ScimVia,
): Promise<boolean> {
  const target = await lockUser(tx, userId);
  const to = cohortId === null ? null : await lockCohort(tx, cohortId);
  const [current] = await tx
    .select({ id: cohort.id, name: cohort.name })
    .from(cohortMember)
    .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(eq(cohortMember.userId, userId));
  if ((current?.id ?? null) === (to?.id ?? null)) return false;
  if (to) {
    await tx
      .insert(cohortMember)
      .values({ userId, cohortId: to.id, source })
      .onConflictDoUpdate({
        target: cohortMember.userId,
        set: { cohortId: to.id, source, joinedAt: new Date() },
      });
  } else {
    await tx.delete(cohortMember).where(eq(cohortMember.userId, userId));
  }
  await recordAudit(tx, actor, 'move-player', target.email, {
    userId,
    from: current ? { id: current.id, name: current.name } : null,
    to: to ? { id: to.id, name: to.name } : null,
    ...(via ? { scim: via } : {}),
  });
  return true;
}

/** My cohort, or null. */
export async function getMyCohort(db: DbOrTx, userId: string): Promise<MyCohort> {
  const [row] = await db
    .select({ id: cohort.id, name: cohort.name })
    .from(cohortMember)
    .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(eq(cohortMember.userId, userId));
  return { cohort: row ?? null };
}

/**
 * Joins the cohort with that code. A player is in at most one cohort: one already in another is
 * refused (their game master moves them), and joining the same one again changes nothing.
 */
export async function joinCohort(db: Db, userId: string, code: string): Promise<MyCohort> {
  const normalised = code.trim().toUpperCase();
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [found] = await tx
      .select({ id: cohort.id })
      .from(cohort)
      .where(eq(cohort.joinCode, normalised))
      .for('share');
    if (!found) throw new AppError('not-found', 'No cohort has that join code.');
    const mine = await getMyCohort(tx, userId);
    if (mine.cohort?.id === found.id) return;
    if (mine.cohort) {
      throw new AppError(
        'failed-precondition',
        `You are already in ${mine.cohort.name}. Ask your game master to move you.`,
      );
    }
    await tx.insert(cohortMember).values({ userId, cohortId: found.id, source: 'join-code' });
  });
  return getMyCohort(db, userId);
}

/** A page of a cohort's members, by name then e-mail, with their season's points. */
export async function listMembers(
  db: DbOrTx,
  cohortId: string,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<MemberPage> {
  const [head] = await db
    .select({ id: cohort.id, name: cohort.name })
    .from(cohort)
    .where(eq(cohort.id, cohortId));
  if (!head) throw noSuchCohort();
  const q = query.q?.trim() ?? '';
  const filters: SQL[] = [eq(cohortMember.cohortId, cohortId)];
  if (q !== '') {
    const pattern = containsPattern(q);
    const match = or(ilike(user.name, pattern), ilike(user.email, pattern));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      banned: user.banned,
      joinedAt: cohortMember.joinedAt,
      source: cohortMember.source,
      points: sql<number>`coalesce((select b.points from bank b
        where b.user_id = ${user.id}
          and b.season_id = (select id from season order by number desc limit 1)), 0)::int`,
    })
    .from(cohortMember)
    .innerJoin(user, eq(user.id, cohortMember.userId))
    .where(where)
    .orderBy(asc(sql`lower(${user.name})`), asc(user.email))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(cohortMember)
    .innerJoin(user, eq(user.id, cohortMember.userId))
    .where(where);
  const passed = await countQuizzesPassed(
    db,
    rows.map((row) => row.userId),
  );
  return {
    cohort: head,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    members: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      joinedAt: row.joinedAt.toISOString(),
      source: row.source,
      disabled: row.banned,
      points: Number(row.points),
      quizzesPassed: passed.get(row.userId) ?? 0,
    })),
  };
}

const CohortScoreRowSchema = z.object({
  season_id: z.string(),
  season_number: z.number(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  members: z.number(),
  points: z.number(),
});

/**
 * The cohort-against-cohort table of this season (engine cohorts.ts: average points per active
 * member, every active member counting whether they played or not).
 */
export async function getCohortTable(db: DbOrTx, viewerId: string): Promise<CohortTable> {
  const rows = await selectRows(
    db,
    sql`with s as (select id, number from season order by number desc limit 1)
      select s.id as season_id, s.number as season_number, c.id, c.name,
        count(u.id)::int as members,
        coalesce(sum(case when b.season_id = s.id and not b.disabled then b.points end), 0)::int
          as points
      from s
      left join cohort c on true
      left join cohort_member m on m.cohort_id = c.id
      left join "user" u on u.id = m.user_id and not u.banned
      left join bank b on b.user_id = u.id
      group by s.id, s.number, c.id, c.name`,
    CohortScoreRowSchema,
  );
  const head = rows[0];
  if (!head) throw new Error('No season: ensureGameState() was not run');
  const mine = (await getMyCohort(db, viewerId)).cohort?.id ?? null;
  const scores = rows.flatMap((row) =>
    row.id !== null && row.name !== null
      ? [{ id: row.id, name: row.name, members: row.members, points: row.points }]
      : [],
  );
  return {
    season: { id: head.season_id, number: head.season_number },
    rows: rankCohorts(scores).map((row) => ({ ...row, isMine: row.id === mine })),
  };
}
