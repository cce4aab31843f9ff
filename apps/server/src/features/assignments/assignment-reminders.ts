import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { mailJob } from '../../db/schema/loop';
import { cohortMember } from '../../db/schema/org';
import { listRemindable, progressOf } from './assignment-service';

/**
 * The reminder mails of assigned training (issue 27), through the mail queue: one before the due
 * date (engine ASSIGNMENT.remindDaysBefore) and one once it is overdue, to each member who has
 * not completed it. The dedupe key makes each go once per person and assignment, however often
 * this runs; the sender checks the player's wish and the progress again before sending.
 */
export async function queueAssignmentReminders(db: Db, now: Date, host: string): Promise<number> {
  let queued = 0;
  for (const row of await listRemindable(db, now)) {
    const members = await db
      .select({ userId: cohortMember.userId })
      .from(cohortMember)
      .innerJoin(user, eq(user.id, cohortMember.userId))
      .where(and(eq(cohortMember.cohortId, row.cohortId), eq(user.banned, false)));
    const progress = await progressOf(
      db,
      row,
      members.map((m) => m.userId),
      now,
    );
    const kind: 'assignment-overdue' | 'assignment-due' =
      now.getTime() > row.dueAt.getTime() ? 'assignment-overdue' : 'assignment-due';
    const due = members.filter((m) => !progress.get(m.userId)?.complete);
    for (let i = 0; i < due.length; i += 500) {
      const added = await db
        .insert(mailJob)
        .values(
          due.slice(i, i + 500).map((m) => ({
            kind,
            userId: m.userId,
            dedupeKey: `${kind}:${row.id}:${m.userId}`,
            payload: { assignmentId: row.id },
            messageId: `<${kind}.${row.id}.${m.userId}@${host}>`,
          })),
        )
        .onConflictDoNothing({ target: mailJob.dedupeKey })
        .returning({ id: mailJob.id });
      queued += added.length;
    }
  }
  return queued;
}
