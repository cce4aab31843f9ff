import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isConnectionError } from '../db/db-errors';
import { queueAssignmentReminders } from '../features/assignments/assignment-reminders';
import {
  queueReminders,
  queueSeasonEnd,
  queueWaveResults,
  queueWaveSoon,
} from '../features/notifications/mail-queue';
import {
  type ClaimedMail,
  claimMails,
  markFailedAttempt,
  markSent,
  markSkipped,
  type RenderContext,
  type Rendered,
  renderBatch,
  renewLease,
} from '../features/notifications/mail-sender';
import { SendRate } from '../features/notifications/send-rate';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { createPeriodicJob } from './periodic-job';

export interface NotifierDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  instanceId: string;
  publicUrl: string;
  unsubscribeKey: Buffer;
  ratePerSecond: number;
  batchSize: number;
  /** Mails in flight at once (SMTP connections). */
  concurrency: number;
  leaseSeconds: number;
  maxAttempts: number;
  tickMs: number;
  /** Local hour from which the daily reminder goes out. */
  reminderHour: number;
  /** Waves in a season (env SEASON_WAVES), whose end the season-end mail announces. */
  seasonWaves: number;
  /** Tests and the bench: the rate limiter's clock. */
  rate?: SendRate;
}

/** Reminders are looked for at most this often: the pass reads every opted-in player. */
const REMINDER_SCAN_MS = 5 * 60_000;

interface PassResult {
  queued: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * Sends one claimed mail as rendered and marks its row: skipped (nothing to send any more), sent,
 * or refused by the SMTP server (retried later, or failed for good past the attempts). Throws only
 * when the database is lost.
 */
async function sendOne(
  deps: NotifierDeps,
  rate: SendRate,
  mail: ClaimedMail,
  plan: Rendered | undefined,
): Promise<'skipped' | 'sent' | 'retried' | 'failed'> {
  if (!plan || 'skip' in plan) {
    await markSkipped(deps.db, deps.instanceId, mail.id, plan?.skip ?? 'nothing to send');
    return 'skipped';
  }
  await rate.take();
  try {
    await deps.mailer.send(plan.mail);
  } catch (error) {
    if (isConnectionError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const status = await markFailedAttempt(deps.db, {
      owner: deps.instanceId,
      mail,
      error: message,
      now: deps.now(),
      maxAttempts: deps.maxAttempts,
    });
    const about = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: error };
    if (status === 'failed') {
      deps.logger.error(about, 'notification mail failed for good');
      return 'failed';
    }
    deps.logger.warn(about, 'notification mail not accepted; it will be retried');
    return 'retried';
  }
  await markSent(deps.db, deps.instanceId, mail.id, deps.now());
  deps.logger.debug({ mailId: mail.id, messageId: mail.messageId }, 'notification sent');
  return 'sent';
}

/** On a clean stop, hands the rows claimed but not sent back at once (no lease to wait out). */
async function release(db: Db, instanceId: string, ids: number[]): Promise<void> {
  await db.execute(
    sql`update mail_job set status = 'queued', lease_owner = null, lease_until = null,
          attempts = greatest(attempts - 1, 0)
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and lease_owner = ${instanceId} and status = 'sending'`,
  );
}

/**
 * Sends one claimed batch, rendered from the data as it is now, `concurrency` mails at a time,
 * keeping the lease on the rows not sent yet; throws (after the mails in flight) if the database is
 * lost. On a stop, the rows not sent go back to the queue.
 */
async function sendBatch(
  deps: NotifierDeps,
  rate: SendRate,
  ctx: RenderContext,
  batch: ClaimedMail[],
  result: PassResult,
  isStopped: () => boolean,
): Promise<void> {
  const rendered = await renderBatch(ctx, batch);
  const queue = [...batch];
  const leaseMs = deps.leaseSeconds * 1000;
  let leaseUntil = Date.now() + leaseMs;
  let owned = new Set(batch.map((m) => m.id));
  let failure: unknown;

  /** Half the lease gone: extend it for the rows not sent yet, and drop any we lost. */
  async function keepLease() {
    if (Date.now() <= leaseUntil - leaseMs / 2) return;
    leaseUntil = Date.now() + leaseMs;
    owned = await renewLease(
      deps.db,
      deps.instanceId,
      queue.map((m) => m.id),
      new Date(deps.now().getTime() + leaseMs),
    );
  }

  const lane = async () => {
    for (;;) {
      if (isStopped() || failure) return;
      await keepLease();
      const mail = queue.shift();
      if (!mail) return;
      if (!owned.has(mail.id)) continue;
      let outcome: Awaited<ReturnType<typeof sendOne>>;
      try {
        outcome = await sendOne(deps, rate, mail, rendered.get(mail.id));
      } catch (error) {
        failure ??= error;
        return;
      }
      result[outcome] += 1;
      if (outcome !== 'sent') continue;
      // Async I/O yields already; this makes sure a fast local SMTP server cannot starve the API.
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency) }, lane));
  if (failure) throw failure;
  if (isStopped() && queue.length > 0)
    await release(
      deps.db,
      deps.instanceId,
      queue.map((m) => m.id),
    );
}

/**
 * The notification mails' own background job, on its own timer so that waves never wait for mail.
 * Each pass queues what is due (results of ranked waves, wave-soon, reminders, the season's end:
 * mail-queue.ts),
 * then sends: claims a batch with SKIP LOCKED under a lease, renders it from the data as it is
 * now, sends over the Mailer at the configured rate, and marks each row sent as soon as the SMTP
 * server accepted it. Crash semantics: decision 0024.
 */
export function createNotifier(deps: NotifierDeps) {
  const rate = deps.rate ?? new SendRate(deps.ratePerSecond);
  const host = new URL(deps.publicUrl).hostname || 'localhost';
  const breakdowns: RenderContext['breakdowns'] = new Map();
  let lastReminderScan = Number.NEGATIVE_INFINITY;

  async function queueDue(result: PassResult): Promise<void> {
    const now = deps.now();
    result.queued += await queueWaveResults(deps.db, now, host);
    result.queued += await queueWaveSoon(deps.db, now, host);
    result.queued += await queueSeasonEnd(deps.db, now, host, deps.seasonWaves);
    if (now.getTime() - lastReminderScan >= REMINDER_SCAN_MS) {
      result.queued += await queueReminders(deps.db, now, host, deps.reminderHour);
      result.queued += await queueAssignmentReminders(deps.db, now, host);
      lastReminderScan = now.getTime();
    }
  }

  async function pass(): Promise<PassResult> {
    const result: PassResult = { queued: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
    await queueDue(result);
    for (;;) {
      if (job.isStopped()) break;
      const batch = await claimMails(deps.db, {
        owner: deps.instanceId,
        size: deps.batchSize,
        leaseSeconds: deps.leaseSeconds,
        now: deps.now(),
      });
      if (batch.length === 0) break;
      const ctx: RenderContext = {
        db: deps.db,
        publicUrl: deps.publicUrl,
        unsubscribeKey: deps.unsubscribeKey,
        now: deps.now(),
        seasonWaves: deps.seasonWaves,
        breakdowns,
      };
      await sendBatch(deps, rate, ctx, batch, result, () => job.isStopped());
      deps.logger.info(
        {
          batch: batch.length,
          sent: result.sent,
          skipped: result.skipped,
          retried: result.retried,
        },
        'notification batch sent',
      );
    }
    if (result.queued > 0) deps.logger.info({ queued: result.queued }, 'notification mails queued');
    return result;
  }

  const job = createPeriodicJob({
    name: 'notifier',
    logger: deps.logger,
    tickMs: deps.tickMs,
    pass: pass,
  });
  return { runOnce: job.runOnce, start: job.start, stop: job.stop };
}
