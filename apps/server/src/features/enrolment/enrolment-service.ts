import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { mailJob } from '../../db/schema/loop';
import { cohort, cohortMember, enrolment } from '../../db/schema/org';
import { createPublicId } from '../../lib/public-id';
import { type Actor, recordAudit } from '../audit/audit-service';
import { freeJoinCode } from '../cohorts/cohort-service';
import type { RosterReport, RosterRow, RowAction } from './enrolment-schemas';
import { type RosterLine, readRoster } from './roster-csv';

/**
 * Enrolment from a roster (issue 27). A preview reads the file and says, row by row, what an
 * import would do; the import does it, in one transaction: cohorts the roster names are created,
 * people with an account are put in their cohort, and everyone else is enrolled and invited by
 * mail (through the mail queue). Uploading the same roster again changes nothing and sends
 * nothing: every row is `unchanged`. A verified account with an enrolled address is placed in its
 * cohort (acceptEnrolment), however the person signed up.
 */

/** Rows written per statement. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface Known {
  /** Accounts by address: id and current cohort id. */
  accounts: Map<string, { id: string; cohortId: string | null }>;
  /** Enrolments not yet accepted, by address. */
  enrolled: Map<string, { name: string; cohortId: string | null }>;
  /** Cohorts by lower-case name. */
  cohorts: Map<string, { id: string; name: string }>;
}

async function readKnown(db: DbOrTx, lines: RosterLine[]): Promise<Known> {
  const emails = [...new Set(lines.filter((l) => l.problems.length === 0).map((l) => l.email))];
  const accounts = new Map<string, { id: string; cohortId: string | null }>();
  const enrolled = new Map<string, { name: string; cohortId: string | null }>();
  for (const part of chunks(emails)) {
    const rows = await db
      .select({ id: user.id, email: user.email, cohortId: cohortMember.cohortId })
      .from(user)
      .leftJoin(cohortMember, eq(cohortMember.userId, user.id))
      .where(inArray(user.email, part));
    for (const row of rows) accounts.set(row.email.toLowerCase(), row);
    const pending = await db
      .select({ email: enrolment.email, name: enrolment.name, cohortId: enrolment.cohortId })
      .from(enrolment)
      .where(and(inArray(enrolment.email, part), isNull(enrolment.acceptedAt)));
    for (const row of pending) enrolled.set(row.email, row);
  }
  const cohorts = new Map(
    (await db.select({ id: cohort.id, name: cohort.name }).from(cohort)).map((c) => [
      c.name.toLowerCase(),
      c,
    ]),
  );
  return { accounts, enrolled, cohorts };
}

/** What to do with one row, given what the database holds. */
function planRow(line: RosterLine, known: Known): RowAction {
  if (line.problems.length > 0) return 'error';
  const cohortId =
    line.cohort === '' ? null : (known.cohorts.get(line.cohort.toLowerCase())?.id ?? 'new');
  const account = known.accounts.get(line.email);
  if (account) {
    // An empty cohort leaves an account where it is.
    return cohortId === null || cohortId === account.cohortId ? 'unchanged' : 'move';
  }
  const before = known.enrolled.get(line.email);
  if (!before) return 'invite';
  return before.cohortId === cohortId && before.name === line.name ? 'unchanged' : 'update';
}

function report(lines: RosterLine[], known: Known, applied: boolean): RosterReport {
  const rows: RosterRow[] = lines.map((line) => ({
    row: line.row,
    email: line.email,
    name: line.name,
    cohort: line.cohort,
    action: planRow(line, known),
    problems: line.problems,
  }));
  const count = (action: RowAction) => rows.filter((r) => r.action === action).length;
  const newCohorts = [
    ...new Map(
      rows
        .filter((r) => r.action !== 'error' && r.cohort !== '')
        .filter((r) => !known.cohorts.has(r.cohort.toLowerCase()))
        .map((r) => [r.cohort.toLowerCase(), r.cohort]),
    ).values(),
  ];
  return {
    applied,
    totals: {
      rows: rows.length,
      invite: count('invite'),
      update: count('update'),
      move: count('move'),
      unchanged: count('unchanged'),
      error: count('error'),
    },
    newCohorts,
    rows,
  };
}

/** A cohort a manager's roster goes into: every row, whatever its cohort column. */
export interface FixedCohort {
  id: string;
  name: string;
}

/**
 * The roster's lines, and with `into` every row placed in that cohort: a cohort cell naming
 * another is a problem of that row (a manager imports into a cohort they manage, and makes none).
 */
function linesOf(csv: string, into?: FixedCohort): RosterLine[] {
  const lines = readRoster(csv);
  if (!into) return lines;
  return lines.map((line) =>
    line.cohort === '' || line.cohort.toLowerCase() === into.name.toLowerCase()
      ? { ...line, cohort: into.name }
      : {
          ...line,
          problems: [
            ...line.problems,
            `This roster is for ${into.name}: leave the cohort empty or write ${into.name}.`,
          ],
        },
  );
}

/** What an import of this roster would do; changes nothing. */
export async function previewRoster(
  db: Db,
  csv: string,
  into?: FixedCohort,
): Promise<RosterReport> {
  const lines = linesOf(csv, into);
  return report(lines, await readKnown(db, lines), false);
}

/** A Message-ID that a resend of the same invitation keeps. */
function invitationMessageId(dedupeKey: string, host: string): string {
  return `<cohort-invitation.${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@${host}>`;
}

/**
 * Imports the roster: the preview's plan, carried out in one transaction (a cohort-name lock
 * keeps two imports from creating the same cohort twice). Error rows are left out.
 */
export async function importRoster(
  db: Db,
  actor: Actor,
  csv: string,
  options: { host: string; now: Date; into?: FixedCohort },
): Promise<RosterReport> {
  const lines = linesOf(csv, options.into);
  return db.transaction(async (tx) => {
    // One import at a time: the plan below must not change under it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ffl-enrolment-import'))`);
    const known = await readKnown(tx, lines);
    const result = report(lines, known, true);

    for (const name of result.newCohorts) {
      const id = createPublicId();
      await tx
        .insert(cohort)
        .values({ id, name, joinCode: await freeJoinCode(tx), createdBy: actor.id });
      known.cohorts.set(name.toLowerCase(), { id, name });
      await recordAudit(tx, actor, 'create-cohort', name, { cohortId: id, cohortName: name });
    }
    const cohortOf = (name: string) =>
      name === '' ? null : (known.cohorts.get(name.toLowerCase()) ?? null);

    const moves = result.rows.filter((r) => r.action === 'move');
    for (const part of chunks(moves)) {
      await tx
        .insert(cohortMember)
        .values(
          part.map((r) => ({
            userId: known.accounts.get(r.email)?.id ?? '',
            cohortId: cohortOf(r.cohort)?.id ?? '',
            source: 'import' as const,
            joinedAt: options.now,
          })),
        )
        .onConflictDoUpdate({
          target: cohortMember.userId,
          set: {
            cohortId: sql`excluded.cohort_id`,
            source: 'import',
            joinedAt: sql`excluded.joined_at`,
          },
        });
    }

    const invites = result.rows.filter((r) => r.action === 'invite' || r.action === 'update');
    for (const part of chunks(invites)) {
      await tx
        .insert(enrolment)
        .values(
          part.map((r) => ({
            email: r.email,
            name: r.name,
            cohortId: cohortOf(r.cohort)?.id ?? null,
            enrolledAt: options.now,
            enrolledBy: actor.id,
          })),
        )
        .onConflictDoUpdate({
          target: enrolment.email,
          set: {
            name: sql`excluded.name`,
            cohortId: sql`excluded.cohort_id`,
            enrolledBy: sql`excluded.enrolled_by`,
          },
        });
      await tx
        .insert(mailJob)
        .values(
          part.map((r) => {
            const target = cohortOf(r.cohort);
            const dedupeKey = `cohort-invitation:${r.email}:${target?.id ?? 'none'}`;
            return {
              kind: 'cohort-invitation' as const,
              userId: `enrolment:${r.email}`,
              dedupeKey,
              payload: { email: r.email, name: r.name, cohortName: target?.name ?? null },
              messageId: invitationMessageId(dedupeKey, options.host),
            };
          }),
        )
        .onConflictDoNothing({ target: mailJob.dedupeKey });
    }

    const { totals } = result;
    await recordAudit(tx, actor, 'import-roster', `${totals.rows} rows`, {
      rows: totals.rows,
      invited: totals.invite + totals.update,
      moved: totals.move,
      unchanged: totals.unchanged,
      errors: totals.error,
      newCohorts: result.newCohorts,
    });
    return result;
  });
}

/**
 * A verified account whose address was enrolled goes into the enrolled cohort, unless it is in a
 * cohort already (a game master's move wins). Returns the cohort's name, or null. Called when the
 * address is verified and when the bank opens, so that every way of signing up is covered.
 */
export async function acceptEnrolment(
  db: Db,
  userId: string,
  email: string,
  now: Date,
): Promise<string | null> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(enrolment)
      .where(and(eq(enrolment.email, address), isNull(enrolment.acceptedAt)))
      .for('update');
    if (!pending) return null;
    await tx.update(enrolment).set({ acceptedAt: now, userId }).where(eq(enrolment.email, address));
    if (!pending.cohortId) return null;
    const [placed] = await tx
      .insert(cohortMember)
      .values({ userId, cohortId: pending.cohortId, source: 'invitation', joinedAt: now })
      .onConflictDoNothing({ target: cohortMember.userId })
      .returning({ cohortId: cohortMember.cohortId });
    if (!placed) return null;
    const [row] = await tx
      .select({ name: cohort.name })
      .from(cohort)
      .where(eq(cohort.id, placed.cohortId));
    return row?.name ?? null;
  });
}

/** acceptEnrolment for the verified account with this address, if there is one. */
export async function placeEnrolled(db: Db, email: string, now: Date): Promise<string | null> {
  const [account] = await db
    .select({ id: user.id, verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!account?.verified) return null;
  return acceptEnrolment(db, account.id, email, now);
}
