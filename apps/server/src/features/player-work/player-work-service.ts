import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { cohortMember } from '../../db/schema/org';
import { AppError } from '../../lib/app-error';
import { listMyAssignments } from '../assignments/assignment-service';
import { type Actor, recordAudit } from '../audit/audit-service';
import { getAdvisedReport, listReports } from '../waves/report-service';

/**
 * Opening a player's work, read-only (issue 27): their assignments with progress and their wave
 * reports as they see them. With `cohortId`, only a member of that cohort (a manager's view).
 * Every look is written to the audit log, by whom and at what.
 */

const noSuchMember = () => new AppError('not-found', 'No member of this cohort has that id.');

async function findPlayer(db: DbOrTx, userId: string, cohortId?: string) {
  const [found] = cohortId
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(cohortMember)
        .innerJoin(user, eq(user.id, cohortMember.userId))
        .where(and(eq(cohortMember.cohortId, cohortId), eq(cohortMember.userId, userId)))
    : await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, userId));
  if (!found)
    throw cohortId ? noSuchMember() : new AppError('not-found', 'No player with that id.');
  return found;
}

/** The player's assignments and latest 20 reports; the look is audited. */
export async function openPlayerWork(
  db: Db,
  viewer: Actor,
  userId: string,
  now: Date,
  cohortId?: string,
) {
  const player = await findPlayer(db, userId, cohortId);
  const [assignments, reports] = await Promise.all([
    listMyAssignments(db, userId, now),
    listReports(db, userId, { limit: 20 }),
  ]);
  await recordAudit(db, viewer, 'view-player-work', player.email, { userId, what: 'work' });
  return { player, assignments, reports };
}

/** One of the player's reports, with its why, ledger lines and advice; the look is audited. */
export async function openPlayerReport(
  db: Db,
  viewer: Actor,
  userId: string,
  reportId: string,
  cohortId?: string,
) {
  const player = await findPlayer(db, userId, cohortId);
  const answer = await getAdvisedReport(db, userId, reportId);
  await recordAudit(db, viewer, 'view-player-work', player.email, {
    userId,
    what: 'report',
    reportId,
  });
  return answer;
}
