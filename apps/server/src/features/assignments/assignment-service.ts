import { drillsForFraud } from '@ffl/content/drills';
import {
  ASSIGNMENT,
  assignmentProgress,
  assignmentStatus,
  beatCredit,
  type FraudProgress,
  fraudDone,
  fraudsCovered,
} from '@ffl/engine/assignments';
import type { FamilyId, FraudId } from '@ffl/engine/ids';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { activeTime, activityBeat, assignment, cohort, cohortMember } from '../../db/schema/org';
import { selectRows } from '../../db/select-rows';
import { textArray } from '../../db/sql-values';
import { AppError } from '../../lib/app-error';
import { createPublicId } from '../../lib/public-id';
import { type Actor, recordAudit } from '../audit/audit-service';
import type { AssignmentPeople, CohortAssignment, MyAssignment } from './assignment-schemas';
import { contentVersion } from './content-version';

/**
 * Assigned training (issue 27). A cohort's manager (or a game master) assigns frauds and families
 * with a due date; each player's progress is read, never stored, from what they did since the
 * assignment started: the active seconds on each fraud's page (the heartbeat), a passed quiz, each
 * of the fraud's drills submitted, and the post-check when asked for (engine assignments.ts).
 */

type AssignmentRow = typeof assignment.$inferSelect;
const DAY_MS = 86_400_000;

const noSuchAssignment = () =>
  new AppError('not-found', 'No assignment with that id in this cohort.');

export async function createAssignment(
  db: Db,
  actor: Actor,
  cohortId: string,
  input: {
    name: string;
    frauds: FraudId[];
    families: FamilyId[];
    postCheck: boolean;
    dueAt: string;
  },
  now: Date,
): Promise<CohortAssignment> {
  const frauds = fraudsCovered(input);
  if (frauds.length === 0) {
    throw new AppError('invalid-argument', 'Choose at least one fraud or family to assign.');
  }
  const dueAt = new Date(input.dueAt);
  if (dueAt.getTime() <= now.getTime()) {
    throw new AppError('invalid-argument', 'The due date must be in the future.');
  }
  if (dueAt.getTime() - now.getTime() > ASSIGNMENT.maxDueDays * DAY_MS) {
    throw new AppError(
      'invalid-argument',
      `The due date can be at most ${ASSIGNMENT.maxDueDays} days ahead.`,
    );
  }
  const id = createPublicId();
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(cohort).where(eq(cohort.id, cohortId));
    if (!target) throw new AppError('not-found', 'No cohort with that id.');
    await tx.insert(assignment).values({
      id,
      cohortId,
      name: input.name,
      fraudIds: [...new Set(input.frauds)],
      families: [...new Set(input.families)],
      postCheck: input.postCheck,
      dueAt,
      createdAt: now,
      createdBy: actor.id,
      contentVersion: contentVersion(),
    });
    await recordAudit(tx, actor, 'assign-training', input.name, {
      cohortId,
      cohortName: target.name,
      assignmentId: id,
      frauds,
      dueAt: dueAt.toISOString(),
    });
  });
  const [created] = await listCohortAssignments(db, cohortId, now, id);
  if (!created) throw noSuchAssignment();
  return created;
}

/** Withdraws an assignment: players stop seeing it and no more reminders go. */
export async function cancelAssignment(
  db: Db,
  actor: Actor,
  cohortId: string,
  assignmentId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(assignment)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(assignment.id, assignmentId),
          eq(assignment.cohortId, cohortId),
          isNull(assignment.cancelledAt),
        ),
      )
      .returning();
    if (!row) throw noSuchAssignment();
    const [target] = await tx
      .select({ name: cohort.name })
      .from(cohort)
      .where(eq(cohort.id, cohortId));
    await recordAudit(tx, actor, 'cancel-training', row.name, {
      cohortId,
      cohortName: target?.name ?? '',
      assignmentId,
      frauds: fraudsCovered(covered(row)),
      dueAt: row.dueAt.toISOString(),
    });
  });
}

function covered(row: AssignmentRow) {
  return { frauds: row.fraudIds as FraudId[], families: row.families as FamilyId[] };
}

const ReadRowSchema = z.object({
  user_id: z.string(),
  fraud_id: z.string(),
  seconds: z.number(),
  last_at: z.string(),
});
const QuizRowSchema = z.object({ user_id: z.string(), fraud_id: z.string(), at: z.string() });
const DrillRowSchema = z.object({
  user_id: z.string(),
  fraud_id: z.string(),
  drill_id: z.string(),
  at: z.string(),
});
const CheckRowSchema = z.object({ user_id: z.string(), at: z.string() });
const ActiveRowSchema = z.object({ user_id: z.string(), seconds: z.number() });

/** One person's progress on one assignment, with the time it completed. */
export interface PersonProgress {
  steps: (FraudProgress & { read: boolean; done: boolean })[];
  done: number;
  total: number;
  postCheckDone: boolean;
  complete: boolean;
  completedAt: string | null;
  status: 'complete' | 'overdue' | 'due-soon' | 'open';
  activeSeconds: number;
}

/**
 * The progress of `userIds` on one assignment, in a handful of statements whatever their number:
 * active seconds per fraud page, the first passed quiz per fraud, the first submit of each drill,
 * and the first closed post-check covering the families, all since the assignment started.
 */
export async function progressOf(
  db: DbOrTx,
  row: AssignmentRow,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, PersonProgress>> {
  const frauds = fraudsCovered(covered(row));
  const out = new Map<string, PersonProgress>();
  if (userIds.length === 0) return out;
  const users = textArray(userIds);
  const fraudList = textArray(frauds);
  const topics = textArray(frauds.map((f) => `fraud:${f}`));
  const start = row.createdAt.toISOString();
  const startDay = start.slice(0, 10);
  const [reads, quizzes, drills, checks, active] = await Promise.all([
    selectRows(
      db,
      sql`select user_id, substr(topic, 7) as fraud_id, sum(seconds)::int as seconds,
            max(last_at)::text as last_at
          from active_time
          where user_id = any(${users}) and topic = any(${topics}) and day >= ${startDay}::date
          group by user_id, topic`,
      ReadRowSchema,
    ),
    selectRows(
      db,
      sql`select user_id, fraud_id, min(submitted_at)::text as at from quiz_attempt
          where user_id = any(${users}) and fraud_id = any(${fraudList}) and passed
            and submitted_at >= ${start}::timestamptz
          group by user_id, fraud_id`,
      QuizRowSchema,
    ),
    selectRows(
      db,
      sql`select user_id, fraud_id, drill_id, min(created_at)::text as at from drill_attempt
          where user_id = any(${users}) and fraud_id = any(${fraudList})
            and created_at >= ${start}::timestamptz
          group by user_id, fraud_id, drill_id`,
      DrillRowSchema,
    ),
    row.postCheck
      ? selectRows(
          db,
          sql`select user_id, min(closed_at)::text as at from measure_check
              where user_id = any(${users}) and phase = 'post' and closed
                and closed_at >= ${start}::timestamptz
                and families @> ${textArray(row.families)}
              group by user_id`,
          CheckRowSchema,
        )
      : Promise.resolve([]),
    selectRows(
      db,
      sql`select user_id, sum(seconds)::int as seconds from active_time
          where user_id = any(${users}) and (topic = any(${topics}) or topic in ('drills', 'quiz'))
            and day >= ${startDay}::date
          group by user_id`,
      ActiveRowSchema,
    ),
  ]);
  const key = (u: string, f: string) => `${u} ${f}`;
  const readOf = new Map(reads.map((r) => [key(r.user_id, r.fraud_id), r]));
  const quizOf = new Map(quizzes.map((r) => [key(r.user_id, r.fraud_id), r.at]));
  const drillsOf = new Map<string, string[]>();
  for (const d of drills) {
    const k = key(d.user_id, d.fraud_id);
    drillsOf.set(k, [...(drillsOf.get(k) ?? []), d.at]);
  }
  const checkOf = new Map(checks.map((r) => [r.user_id, r.at]));
  const activeOf = new Map(active.map((r) => [r.user_id, r.seconds]));
  for (const userId of userIds) {
    const times: string[] = [];
    const steps = frauds.map((fraudId) => {
      const k = key(userId, fraudId);
      const read = readOf.get(k);
      const drillTimes = drillsOf.get(k) ?? [];
      const step: FraudProgress = {
        fraudId,
        readSeconds: read?.seconds ?? 0,
        quizPassed: quizOf.has(k),
        drillsDone: drillTimes.length,
        drillsTotal: drillsForFraud(fraudId).length,
      };
      const done = fraudDone(step);
      if (done) times.push(read?.last_at ?? '', quizOf.get(k) ?? '', ...drillTimes);
      return { ...step, read: step.readSeconds >= ASSIGNMENT.readSeconds, done };
    });
    const postCheckDone = checkOf.has(userId);
    const progress = assignmentProgress(steps, { required: row.postCheck, done: postCheckDone });
    if (progress.complete && row.postCheck) times.push(checkOf.get(userId) ?? '');
    const completedAt = progress.complete
      ? new Date(Math.max(...times.map((t) => Date.parse(t)).filter(Number.isFinite))).toISOString()
      : null;
    out.set(userId, {
      steps,
      ...progress,
      postCheckDone,
      completedAt,
      status: assignmentStatus(progress.complete, row.dueAt, now),
      activeSeconds: activeOf.get(userId) ?? 0,
    });
  }
  return out;
}

function toBase(row: AssignmentRow, cohortName: string) {
  return {
    id: row.id,
    cohort: { id: row.cohortId, name: cohortName },
    name: row.name,
    frauds: fraudsCovered(covered(row)),
    families: row.families as FamilyId[],
    postCheck: row.postCheck,
    dueAt: row.dueAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    contentVersion: row.contentVersion,
  };
}

const progressView = (p: PersonProgress) => ({
  done: p.done,
  total: p.total,
  postCheckDone: p.postCheckDone,
  complete: p.complete,
  completedAt: p.completedAt,
  status: p.status,
});

/** My cohort's current assignments, by due date, with my progress on each. */
export async function listMyAssignments(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<MyAssignment[]> {
  const rows = await db
    .select({ assignment, cohortName: cohort.name })
    .from(cohortMember)
    .innerJoin(assignment, eq(assignment.cohortId, cohortMember.cohortId))
    .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
    .where(and(eq(cohortMember.userId, userId), isNull(assignment.cancelledAt)))
    .orderBy(asc(assignment.dueAt), asc(assignment.id));
  const out: MyAssignment[] = [];
  for (const { assignment: row, cohortName } of rows) {
    const mine = (await progressOf(db, row, [userId], now)).get(userId);
    if (!mine) continue;
    out.push({
      ...toBase(row, cohortName),
      progress: progressView(mine),
      steps: mine.steps.map((s) => ({
        fraudId: s.fraudId,
        read: s.read,
        readSeconds: s.readSeconds,
        quizPassed: s.quizPassed,
        drillsDone: s.drillsDone,
        drillsTotal: s.drillsTotal,
        done: s.done,
      })),
    });
  }
  return out;
}

async function membersOf(db: DbOrTx, cohortId: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(cohortMember)
    .innerJoin(user, eq(user.id, cohortMember.userId))
    .where(and(eq(cohortMember.cohortId, cohortId), eq(user.banned, false)))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.email));
}

/** A cohort's assignments (newest first), each with how many members completed it. */
export async function listCohortAssignments(
  db: DbOrTx,
  cohortId: string,
  now: Date,
  onlyId?: string,
): Promise<CohortAssignment[]> {
  const rows = await db
    .select({ assignment, cohortName: cohort.name })
    .from(assignment)
    .innerJoin(cohort, eq(cohort.id, assignment.cohortId))
    .where(
      and(
        eq(assignment.cohortId, cohortId),
        isNull(assignment.cancelledAt),
        onlyId ? eq(assignment.id, onlyId) : undefined,
      ),
    )
    .orderBy(sql`${assignment.createdAt} desc`, asc(assignment.id));
  const members = await membersOf(db, cohortId);
  const ids = members.map((m) => m.userId);
  const out: CohortAssignment[] = [];
  for (const { assignment: row, cohortName } of rows) {
    out.push(summarise(row, cohortName, await progressOf(db, row, ids, now)));
  }
  return out;
}

/** An assignment with how many of its cohort's members completed it, from their progress. */
function summarise(
  row: AssignmentRow,
  cohortName: string,
  progress: Map<string, PersonProgress>,
): CohortAssignment {
  const people = [...progress.values()];
  return {
    ...toBase(row, cohortName),
    members: people.length,
    complete: people.filter((p) => p.complete).length,
    overdue: people.filter((p) => p.status === 'overdue').length,
  };
}

export async function getAssignmentPeople(
  db: DbOrTx,
  cohortId: string,
  assignmentId: string,
  now: Date,
): Promise<AssignmentPeople> {
  const [found] = await db
    .select({ assignment, cohortName: cohort.name })
    .from(assignment)
    .innerJoin(cohort, eq(cohort.id, assignment.cohortId))
    .where(
      and(
        eq(assignment.id, assignmentId),
        eq(assignment.cohortId, cohortId),
        isNull(assignment.cancelledAt),
      ),
    );
  if (!found) throw noSuchAssignment();
  const members = await membersOf(db, cohortId);
  const progress = await progressOf(
    db,
    found.assignment,
    members.map((m) => m.userId),
    now,
  );
  const head = summarise(found.assignment, found.cohortName, progress);
  return {
    assignment: head,
    people: members.map((m) => {
      const p = progress.get(m.userId);
      if (!p) throw new Error('progress missing');
      return { ...m, progress: progressView(p), activeSeconds: p.activeSeconds };
    }),
  };
}

/**
 * One heartbeat of a visible page: the time since the player's previous beat counts as active on
 * `topic` when the gap is short (engine beatCredit); the first beat, or one after a longer gap,
 * only starts the clock. One row per player holds the latest beat, so two open tabs cannot count
 * the same time twice.
 */
export async function recordHeartbeat(
  db: Db,
  userId: string,
  topic: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ at: activityBeat.at })
      .from(activityBeat)
      .where(eq(activityBeat.userId, userId))
      .for('update');
    // A beat from the past (clock skew between processes) never moves the clock back.
    if (previous && previous.at.getTime() >= now.getTime()) return 0;
    await tx
      .insert(activityBeat)
      .values({ userId, at: now })
      .onConflictDoUpdate({ target: activityBeat.userId, set: { at: now } });
    const credit = beatCredit(previous?.at ?? null, now);
    if (credit > 0) {
      await tx
        .insert(activeTime)
        .values({
          userId,
          topic,
          day: now.toISOString().slice(0, 10),
          seconds: credit,
          lastAt: now,
        })
        .onConflictDoUpdate({
          target: [activeTime.userId, activeTime.topic, activeTime.day],
          set: { seconds: sql`${activeTime.seconds} + ${credit}`, lastAt: now },
        });
    }
    return credit;
  });
}

/** Assignments whose reminders are due: before the due date, or overdue (for a week after). */
export async function listRemindable(db: DbOrTx, now: Date): Promise<AssignmentRow[]> {
  const soon = new Date(now.getTime() + ASSIGNMENT.remindDaysBefore * DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  return db
    .select()
    .from(assignment)
    .where(
      and(
        isNull(assignment.cancelledAt),
        sql`${assignment.dueAt} <= ${soon.toISOString()}::timestamptz`,
        sql`${assignment.dueAt} >= ${weekAgo.toISOString()}::timestamptz`,
      ),
    );
}
