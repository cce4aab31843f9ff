import { fraudsCovered } from '@ffl/engine/assignments';
import { FRAUDS } from '@ffl/engine/catalogue';
import { type FamilyId, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { detectionStats } from '@ffl/engine/signal-detection';
import { and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { assignment, cohort, cohortMember } from '../../db/schema/org';
import { selectRows } from '../../db/select-rows';
import { textArray } from '../../db/sql-values';
import { ARCHIVED_REASON } from '../admin/admin-service';
import { progressOf } from '../assignments/assignment-service';

/**
 * The audit pack (issue 27): a row per person and assignment, for an auditor. Read in pages of
 * members (keyset on the player's id), so that an export of 100,000 people holds one page in
 * memory at a time whatever its size; the CSV and XLSX writers stream each page out.
 */

/** The columns, in order: the CSV's header line and the XLSX's first row. */
export const AUDIT_PACK_COLUMNS = [
  'Cohort',
  'Name',
  'E-mail',
  'Account',
  'Assignment',
  'Frauds',
  'Assigned',
  'Due',
  'Enrolled',
  'Started',
  'Completed',
  'Status',
  'Frauds done',
  'Frauds assigned',
  'First-attempt quiz score (%)',
  'Drill d′',
  'Check accuracy change (points)',
  'Check d′ change',
  'Active minutes',
  'Content version',
] as const;

export type AuditPackRow = (string | number)[];

/** Members read at a time. */
export const PAGE = 1_000;

export interface AuditPackScope {
  /** The cohorts to include; undefined: every cohort. */
  cohortIds?: readonly string[];
  /** Assignments assigned on or after this instant, and on or before `to`. */
  from?: Date;
  to?: Date;
}

const day = (at: Date | string | null | undefined) =>
  at ? new Date(at).toISOString().slice(0, 10) : '';
const round = (value: number | null, digits: number) =>
  value === null || !Number.isFinite(value) ? '' : Number(value.toFixed(digits));

const QuizRowSchema = z.object({ user_id: z.string(), score: z.number() });
const DrillRowSchema = z.object({
  user_id: z.string(),
  scams: z.number(),
  hits: z.number(),
  genuine: z.number(),
  false_alarms: z.number(),
});
const PairRowSchema = z.object({
  user_id: z.string(),
  accuracy: z.number().nullable(),
  d_prime: z.number().nullable(),
});
const StartRowSchema = z.object({ user_id: z.string(), at: z.string() });

/** What the progress rows do not hold, for some members of one assignment (the certificate too). */
export async function evidenceOf(
  db: DbOrTx,
  row: typeof assignment.$inferSelect,
  frauds: readonly FraudId[],
  userIds: readonly string[],
) {
  const users = textArray(userIds);
  const fraudList = textArray(frauds);
  const families = [...new Set(frauds.map((f) => FRAUDS[f].family))] as FamilyId[];
  const start = row.createdAt.toISOString();
  const [quizzes, drills, pairs, starts] = await Promise.all([
    // Each fraud's first submitted attempt since the assignment started, its score out of 5.
    selectRows(
      db,
      sql`select user_id, avg(score)::float8 * 20 as score from (
            select distinct on (user_id, fraud_id) user_id, score from quiz_attempt
            where user_id = any(${users}) and fraud_id = any(${fraudList}) and status = 'submitted'
              and submitted_at >= ${start}::timestamptz
            order by user_id, fraud_id, submitted_at) first
          group by user_id`,
      QuizRowSchema,
    ),
    // Each drill's first submit since the assignment started: a scam reported is a hit, a
    // genuine message reported a false alarm.
    selectRows(
      db,
      sql`select user_id,
            count(*) filter (where not legitimate)::int as scams,
            count(*) filter (where not legitimate and decision = 'report')::int as hits,
            count(*) filter (where legitimate)::int as genuine,
            count(*) filter (where legitimate and decision = 'report')::int as false_alarms
          from (
            select distinct on (user_id, drill_id) user_id, legitimate, decision from drill_attempt
            where user_id = any(${users}) and fraud_id = any(${fraudList})
              and created_at >= ${start}::timestamptz
            order by user_id, drill_id, created_at) first
          group by user_id`,
      DrillRowSchema,
    ),
    // The learning check's baseline against its post-check, over the assignment's families.
    selectRows(
      db,
      sql`select user_id, avg(post - pre)::float8 * 100 as accuracy,
            avg(d_prime_post - d_prime_pre)::float8 as d_prime
          from measure_pair
          where user_id = any(${users}) and later_phase = 'post'
            and family = any(${textArray(families)})
          group by user_id`,
      PairRowSchema,
    ),
    selectRows(
      db,
      sql`select user_id, min(at)::text as at from (
            select user_id, created_at as at from quiz_attempt
              where user_id = any(${users}) and fraud_id = any(${fraudList})
                and created_at >= ${start}::timestamptz
            union all
            select user_id, created_at from drill_attempt
              where user_id = any(${users}) and fraud_id = any(${fraudList})
                and created_at >= ${start}::timestamptz
            union all
            select user_id, last_at from active_time
              where user_id = any(${users})
                and topic = any(${textArray(frauds.map((f) => `fraud:${f}`))})
                and day >= ${start.slice(0, 10)}::date
          ) s group by user_id`,
      StartRowSchema,
    ),
  ]);
  return {
    quiz: new Map(quizzes.map((r) => [r.user_id, r.score])),
    drill: new Map(drills.map((r) => [r.user_id, r])),
    pair: new Map(pairs.map((r) => [r.user_id, r])),
    started: new Map(starts.map((r) => [r.user_id, r.at])),
  };
}

function drillDPrime(counts: z.infer<typeof DrillRowSchema> | undefined): number | null {
  if (!counts || counts.scams === 0 || counts.genuine === 0) return null;
  return detectionStats({
    hits: counts.hits,
    scams: counts.scams,
    falseAlarms: counts.false_alarms,
    genuine: counts.genuine,
  }).dPrime;
}

/**
 * Every row of the pack, page by page: the scope's assignments (oldest first), and for each, its
 * cohort's members by id, a page of PAGE at a time.
 */
export async function* auditPackRows(
  db: DbOrTx,
  scope: AuditPackScope,
  now: Date,
): AsyncGenerator<AuditPackRow[]> {
  const assignments = await db
    .select({ assignment, cohortName: cohort.name })
    .from(assignment)
    .innerJoin(cohort, eq(cohort.id, assignment.cohortId))
    .where(
      and(
        isNull(assignment.cancelledAt),
        scope.cohortIds ? inArray(assignment.cohortId, [...scope.cohortIds]) : undefined,
        scope.from ? gte(assignment.createdAt, scope.from) : undefined,
        scope.to ? lte(assignment.createdAt, scope.to) : undefined,
      ),
    )
    .orderBy(asc(assignment.createdAt), asc(assignment.id));
  for (const { assignment: row, cohortName } of assignments) {
    const frauds = fraudsCovered({
      frauds: row.fraudIds as FraudId[],
      families: row.families as FamilyId[],
    });
    const fraudNames = frauds.map((f) => FRAUD_NAMES[f]).join('; ');
    let after = '';
    for (;;) {
      const members = await db
        .select({
          userId: user.id,
          name: user.name,
          email: user.email,
          banned: user.banned,
          banReason: user.banReason,
          joinedAt: cohortMember.joinedAt,
        })
        .from(cohortMember)
        .innerJoin(user, eq(user.id, cohortMember.userId))
        .where(and(eq(cohortMember.cohortId, row.cohortId), gt(cohortMember.userId, after)))
        .orderBy(asc(cohortMember.userId))
        .limit(PAGE);
      if (members.length === 0) break;
      after = members[members.length - 1]?.userId ?? after;
      const ids = members.map((m) => m.userId);
      const [progress, extras] = await Promise.all([
        progressOf(db, row, ids, now),
        evidenceOf(db, row, frauds, ids),
      ]);
      yield members.map((m) => {
        const p = progress.get(m.userId);
        const pair = extras.pair.get(m.userId);
        return [
          cohortName,
          m.name,
          m.email,
          m.banned ? (m.banReason === ARCHIVED_REASON ? 'archived' : 'disabled') : 'active',
          row.name,
          fraudNames,
          day(row.createdAt),
          day(row.dueAt),
          day(m.joinedAt),
          day(extras.started.get(m.userId)),
          day(p?.completedAt),
          p?.status ?? '',
          p?.done ?? 0,
          p?.total ?? frauds.length,
          round(extras.quiz.get(m.userId) ?? null, 0),
          round(drillDPrime(extras.drill.get(m.userId)), 2),
          round(pair?.accuracy ?? null, 1),
          round(pair?.d_prime ?? null, 2),
          round((p?.activeSeconds ?? 0) / 60, 1),
          row.contentVersion,
        ];
      });
      if (members.length < PAGE) break;
    }
  }
}
