import { isGameMaster, isOwner } from '@ffl/engine/roles';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { account, session, user, verification } from '../../db/schema/auth';
import {
  auditLog,
  bank,
  idempotencyKey,
  league,
  leagueMember,
  ledger,
  ownedDefense,
  practiceReport,
  seasonArchive,
  waveResult,
} from '../../db/schema/game';
import { quizAnswer, quizAttempt, quizReview } from '../../db/schema/learning';
import { activityDay, mailJob, playerPrefs, playerStreak } from '../../db/schema/loop';
import { mailOutbox, rateLimit } from '../../db/schema/ops';
import { enrolment } from '../../db/schema/org';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { listOtherActiveOwners, lockActiveStaff } from '../admin/owners';
import type { AccountDeleted } from './account-schemas';

/** What an erased player becomes where a row must stay: the audit log and last season's table. */
export const DELETED_PLAYER = 'deleted player';
/** What an erased game master becomes as the author of audit rows. */
export const DELETED_GAME_MASTER = 'deleted game master';

/**
 * Tables this file erases or rewrites by name. Any other table with a `user_id` column, added
 * later, is emptied of my rows too, so a new feature cannot quietly keep a deleted player's data.
 */
export const HANDLED_TABLES: readonly string[] = [
  'user',
  'session',
  'account',
  'verification',
  'bank',
  'owned_defense',
  'ledger',
  'wave_result',
  'practice_report',
  'idempotency_key',
  'league',
  'league_member',
  'season_archive',
  'audit_log',
  'quiz_attempt',
  'quiz_answer',
  'quiz_review',
  'player_streak',
  'activity_day',
  'player_prefs',
  'mail_job',
];

/** Leagues I owned that passed to their longest-standing member, and those deleted (alone). */
type ErasureSummary = Omit<AccountDeleted, 'deleted'>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Deletes my account and my personal data in one transaction. The typed e-mail must be mine.
 *
 * Decisions (see the closing report of the settings issue):
 * - Money rows (ledger, wave results) have no foreign keys and the ledger refuses deletes by
 *   trigger; `ffl.erasing` lets this transaction, and only it, delete mine.
 * - A league I own passes to its longest-standing other member, so the other players keep their
 *   league; one without other members is deleted.
 * - Audit rows keep their action, for the game masters' accountability, but lose the person:
 *   about me → "deleted player", written by me → "deleted game master".
 * - My rows in archived season tables keep their rank and net worth, so the table still adds up,
 *   but become anonymous and lose the names.
 * - The last active owner cannot leave: someone must be able to grant roles (admin/owners.ts).
 */
export async function eraseAccount(
  db: Db,
  userId: string,
  typedEmail: string,
): Promise<AccountDeleted> {
  return db.transaction(async (tx) => {
    // Game masters first, in id order, as the admin actions lock them: two game masters deleting
    // themselves at once are serialised, and the second sees that the first is gone.
    const [role] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId));
    if (!role) throw new AppError('not-found', 'This account no longer exists.');
    if (isGameMaster(role.role)) await lockActiveStaff(tx);
    const [me] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
    if (!me) throw new AppError('not-found', 'This account no longer exists.');
    if (normaliseEmail(typedEmail) !== normaliseEmail(me.email)) {
      throw new AppError(
        'invalid-argument',
        'The e-mail address you typed is not the address of this account. Nothing was deleted.',
      );
    }
    if (isOwner(me.role) && !me.banned) {
      if ((await listOtherActiveOwners(tx, userId)).length === 0) {
        throw new AppError(
          'failed-precondition',
          'You are the last owner. Make another player an owner before you delete your account.',
        );
      }
    }
    // The bank row is where every money change of mine queues (shop, quiz rewards, waves): once
    // it is locked, nothing can add a ledger row or a wave result behind this transaction's back.
    await tx
      .select({ userId: bank.userId })
      .from(bank)
      .where(eq(bank.userId, userId))
      .for('update');

    await tx.execute(sql`set local ffl.erasing = 'on'`);
    await tx.delete(ledger).where(eq(ledger.userId, userId));
    await tx.delete(waveResult).where(eq(waveResult.userId, userId));
    await tx.delete(practiceReport).where(eq(practiceReport.userId, userId));

    const summary = await handOverLeagues(tx, userId);
    await tx.delete(leagueMember).where(eq(leagueMember.userId, userId));

    await tx.delete(quizAnswer).where(eq(quizAnswer.userId, userId));
    await tx.delete(quizAttempt).where(eq(quizAttempt.userId, userId));
    await tx.delete(quizReview).where(eq(quizReview.userId, userId));
    await tx.delete(activityDay).where(eq(activityDay.userId, userId));
    await tx.delete(playerStreak).where(eq(playerStreak.userId, userId));
    await tx.delete(playerPrefs).where(eq(playerPrefs.userId, userId));
    await tx.delete(mailJob).where(eq(mailJob.userId, userId));

    await tx.delete(ownedDefense).where(eq(ownedDefense.userId, userId));
    await tx.delete(bank).where(eq(bank.userId, userId));
    // Mine, and a game master's stored answers about me (a disable's scope ends with my id).
    await tx
      .delete(idempotencyKey)
      .where(
        or(
          eq(idempotencyKey.userId, userId),
          sql`right(${idempotencyKey.scope}, ${`:${userId}`.length}) = ${`:${userId}`}`,
        ),
      );

    await tx
      .update(seasonArchive)
      .set({
        userId: null,
        bankName: DELETED_PLAYER,
        managerName: DELETED_PLAYER,
        anonymous: true,
      })
      .where(eq(seasonArchive.userId, userId));
    await tx
      .update(auditLog)
      .set({
        target: DELETED_PLAYER,
        details: sql`${auditLog.details} - 'userId'`,
      })
      .where(or(eq(auditLog.target, me.email), sql`${auditLog.details}->>'userId' = ${userId}`));
    await tx
      .update(auditLog)
      .set({ actorId: null, actorEmail: DELETED_GAME_MASTER })
      .where(eq(auditLog.actorId, userId));

    const email = normaliseEmail(me.email);
    // Rate-limit windows are keyed by address ("sign-in:email:<address>"); they are short-lived,
    // but they hold the address all the same.
    await tx
      .delete(rateLimit)
      .where(sql`right(${rateLimit.key}, ${`:email:${email}`.length}) = ${`:email:${email}`}`);
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    // A roster's enrolment of the address, and its invitation mail.
    await tx.delete(enrolment).where(eq(enrolment.email, email));
    await tx.delete(mailJob).where(eq(mailJob.userId, `enrolment:${email}`));
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(verification.identifier, email)));

    await eraseUnlistedTables(tx, userId);

    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return { deleted: true, ...summary };
  });
}

/**
 * Each league I own passes to its longest-standing other member (earliest join, then id), or is
 * deleted, with its members, when I am its only member.
 */
async function handOverLeagues(tx: DbOrTx, userId: string): Promise<ErasureSummary> {
  const owned = await tx
    .select({ id: league.id })
    .from(league)
    .where(eq(league.ownerId, userId))
    .orderBy(asc(league.id))
    .for('update');
  let leaguesHandedOver = 0;
  let leaguesDeleted = 0;
  for (const { id } of owned) {
    const [heir] = await tx
      .select({ userId: leagueMember.userId })
      .from(leagueMember)
      .where(and(eq(leagueMember.leagueId, id), ne(leagueMember.userId, userId)))
      .orderBy(asc(leagueMember.joinedAt), asc(leagueMember.userId))
      .limit(1);
    if (heir) {
      await tx.update(league).set({ ownerId: heir.userId }).where(eq(league.id, id));
      leaguesHandedOver += 1;
    } else {
      await tx.delete(league).where(eq(league.id, id));
      leaguesDeleted += 1;
    }
  }
  return { leaguesHandedOver, leaguesDeleted };
}

const TableNameRowSchema = z.object({ table_name: z.string() });

/** Tables of this schema with a `user_id` column, except the ones handled by name above. */
export async function listUnlistedUserTables(db: DbOrTx): Promise<string[]> {
  const rows = await selectRows(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id'
        order by table_name`,
    TableNameRowSchema,
  );
  return rows.map((row) => row.table_name).filter((name) => !HANDLED_TABLES.includes(name));
}

async function eraseUnlistedTables(tx: DbOrTx, userId: string): Promise<void> {
  for (const table of await listUnlistedUserTables(tx)) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
  }
}
