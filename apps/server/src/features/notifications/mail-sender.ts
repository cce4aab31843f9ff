import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { FAMILY_NAMES, type FamilyId } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { MailJobKind } from '../../db/schema/loop';
import { localDay } from '../../lib/local-day';
import type { MailMessage } from '../../mail/mailer';
import type { NotificationKind } from '../preferences/preferences-service';
import { expandAttack, loadBreakdowns, type StoredAttack } from '../waves/wave-report';
import { streakAtRisk } from './mail-queue';
import { type MailLinks, notificationMail } from './notification-mails';
import { NOTIFICATION_TEXT as T } from './notification-text';
import { signUnsubscribe } from './unsubscribe-token';

/** A claimed mail_job row. */
export interface ClaimedMail {
  id: number;
  kind: MailJobKind;
  userId: string;
  payload: Record<string, unknown>;
  messageId: string;
  attempts: number;
}

/**
 * Claims up to `size` rows for this process: queued ones whose retry time has come, and rows
 * left 'sending' by a process whose lease ran out (it crashed or lost the database). SKIP LOCKED
 * lets every process claim at once without waiting on each other; each claim counts an attempt,
 * so a mail that keeps killing its sender ends 'failed' instead of looping.
 */
export async function claimMails(
  db: Db,
  options: { owner: string; size: number; leaseSeconds: number; now: Date },
): Promise<ClaimedMail[]> {
  const at = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseSeconds * 1000).toISOString();
  const rows = await selectRows<{
    id: number | string;
    kind: MailJobKind;
    user_id: string;
    payload: Record<string, unknown>;
    message_id: string;
    attempts: number;
  }>(
    db,
    sql`update mail_job set status = 'sending', lease_owner = ${options.owner},
          lease_until = ${until}, attempts = attempts + 1
        where id in (
          select id from mail_job
          where (status = 'queued' and (lease_until is null or lease_until <= ${at}))
             or (status = 'sending' and lease_until < ${at})
          order by id
          limit ${options.size}
          for update skip locked
        )
        returning id, kind, user_id, payload, message_id, attempts`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      userId: r.user_id,
      payload: r.payload ?? {},
      messageId: r.message_id,
      attempts: r.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Extends the lease of the rows still to send; returns the ids still ours. */
export async function renewLease(
  db: Db,
  owner: string,
  ids: number[],
  until: Date,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await selectRows<{ id: number | string }>(
    db,
    sql`update mail_job set lease_until = ${until.toISOString()}
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and lease_owner = ${owner} and status = 'sending'
        returning id`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The SMTP server accepted it: sent, for good. Only the lease holder may say so. */
export async function markSent(db: Db, owner: string, id: number, now: Date): Promise<void> {
  await db.execute(
    sql`update mail_job set status = 'sent', sent_at = ${now.toISOString()}, lease_owner = null,
          lease_until = null, error = null
        where id = ${id} and lease_owner = ${owner} and status = 'sending'`,
  );
}

/** Nothing to send any more (opted out, account gone, wave cancelled or moved). */
export async function markSkipped(db: Db, owner: string, id: number, why: string): Promise<void> {
  await db.execute(
    sql`update mail_job set status = 'skipped', lease_owner = null, lease_until = null, error = ${why}
        where id = ${id} and lease_owner = ${owner} and status = 'sending'`,
  );
}

/**
 * The SMTP server refused it or could not be reached: queued again after a backoff (30 s, then
 * doubling, at most an hour), or 'failed' after `maxAttempts`. Returns the new status.
 */
export async function markFailedAttempt(
  db: Db,
  options: { owner: string; mail: ClaimedMail; error: string; now: Date; maxAttempts: number },
): Promise<'queued' | 'failed'> {
  const { mail } = options;
  const status = mail.attempts >= options.maxAttempts ? 'failed' : 'queued';
  const delayMs = Math.min(3_600_000, 30_000 * 2 ** Math.max(0, mail.attempts - 1));
  const retryAt = new Date(options.now.getTime() + delayMs).toISOString();
  await db.execute(
    sql`update mail_job set status = ${status}, lease_owner = null,
          lease_until = ${status === 'queued' ? retryAt : null}, error = ${options.error.slice(0, 1000)}
        where id = ${mail.id} and lease_owner = ${options.owner} and status = 'sending'`,
  );
  return status;
}

export interface RenderContext {
  db: Db;
  publicUrl: string;
  unsubscribeKey: Buffer;
  now: Date;
  /** Each wave's stored breakdowns, kept between batches (a wave's mails span many batches). */
  breakdowns: Map<string, Map<number, StoredAttack>>;
}

/** What to do with one claimed row: send this mail, or skip it and why. */
export type Rendered = { mail: MailMessage } | { skip: string };

const PREF_OF_KIND: Record<MailJobKind, NotificationKind> = {
  'wave-soon': 'wave-soon',
  'wave-results': 'wave-results',
  reminder: 'reminders',
};

function linksFor(
  ctx: RenderContext,
  userId: string,
  kind: MailJobKind,
  action: string,
): MailLinks {
  const token = signUnsubscribe(ctx.unsubscribeKey, userId, PREF_OF_KIND[kind]);
  return {
    action: `${ctx.publicUrl}${action}`,
    settings: `${ctx.publicUrl}/settings`,
    unsubscribe: `${ctx.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

async function breakdownsOf(ctx: RenderContext, waveId: string) {
  let book = ctx.breakdowns.get(waveId);
  if (!book) {
    book = await loadBreakdowns(ctx.db, waveId);
    if (ctx.breakdowns.size >= 4) ctx.breakdowns.clear();
    ctx.breakdowns.set(waveId, book);
  }
  return book;
}

/**
 * Builds the mails of a batch from the data as it is now (a few queries for the whole batch):
 * the player's address, whether they still want this kind, and the content of each kind.
 */
export async function renderBatch(
  ctx: RenderContext,
  batch: ClaimedMail[],
): Promise<Map<number, Rendered>> {
  const out = new Map<number, Rendered>();
  if (batch.length === 0) return out;
  const { db } = ctx;
  const userIds = [...new Set(batch.map((m) => m.userId))];
  const idList = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const people = await selectRows<{
    id: string;
    email: string;
    name: string;
    disabled: boolean | null;
    time_zone: string | null;
    notify_wave_soon: boolean | null;
    notify_wave_results: boolean | null;
    notify_reminders: boolean | null;
  }>(
    db,
    sql`select u.id, u.email, u.name, b.disabled, p.time_zone, p.notify_wave_soon,
               p.notify_wave_results, p.notify_reminders
        from "user" u
        left join bank b on b.user_id = u.id
        left join player_prefs p on p.user_id = u.id
        where u.id in (${idList})`,
  );
  const person = new Map(people.map((p) => [p.id, p]));

  const waveIds = [...new Set(batch.map((m) => String(m.payload.waveId ?? '')).filter(Boolean))];
  const waves = new Map<
    string,
    { status: string; scheduled_at: string | Date; difficulty: string; forecast: FamilyId[] }
  >();
  if (waveIds.length > 0) {
    const rows = await selectRows<{
      id: string;
      status: string;
      scheduled_at: string | Date;
      difficulty: string;
      forecast: FamilyId[];
    }>(
      db,
      sql`select id, status, scheduled_at, difficulty, forecast from wave
          where id in (${sql.join(
            waveIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const row of rows) waves.set(row.id, row);
  }

  const resultsWanted = batch.filter((m) => m.kind === 'wave-results');
  const results = new Map<
    string,
    {
      public_id: string;
      net_change: number;
      points: number;
      points_after: number;
      rank_before: number | null;
      rank_after: number | null;
      stars: number;
      alert_family: string | null;
      outcomes: number[];
    }
  >();
  for (const waveId of new Set(resultsWanted.map((m) => String(m.payload.waveId)))) {
    const users = resultsWanted.filter((m) => m.payload.waveId === waveId).map((m) => m.userId);
    const rows = await selectRows<{
      user_id: string;
      public_id: string;
      net_change: number;
      points: number;
      points_after: number;
      rank_before: number | null;
      rank_after: number | null;
      stars: number;
      alert_family: string | null;
      outcomes: number[];
    }>(
      db,
      sql`select user_id, public_id, net_change, points, points_after, rank_before, rank_after,
                 stars, alert_family, outcomes
          from wave_result
          where wave_id = ${waveId} and user_id in (${sql.join(
            users.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const row of rows) results.set(`${waveId}:${row.user_id}`, row);
  }

  const reminderUsers = batch.filter((m) => m.kind === 'reminder').map((m) => m.userId);
  const learning = new Map<
    string,
    { due: number; current: number | null; last_day: string | null; freezes: number | null }
  >();
  if (reminderUsers.length > 0) {
    const rows = await selectRows<{
      user_id: string;
      due: number;
      current: number | null;
      last_day: string | null;
      freezes: number | null;
    }>(
      db,
      sql`select u.id as user_id,
                 (select count(*)::int from quiz_review q where q.user_id = u.id and q.due_at <= ${ctx.now.toISOString()}) as due,
                 s.current, s.last_day, s.freezes
          from "user" u left join player_streak s on s.user_id = u.id
          where u.id in (${sql.join(
            reminderUsers.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const row of rows) learning.set(row.user_id, row);
  }

  let rendered = 0;
  for (const mail of batch) {
    // Rendering is CPU work: let the API's requests in every few mails.
    rendered += 1;
    if (rendered % 25 === 0) await yieldToEventLoop();
    const who = person.get(mail.userId);
    if (!who) {
      out.set(mail.id, { skip: 'the account is gone' });
      continue;
    }
    if (who.disabled) {
      out.set(mail.id, { skip: 'the account is disabled' });
      continue;
    }
    const base = { to: who.email, name: who.name, messageId: mail.messageId };
    if (mail.kind === 'wave-results') {
      if (!who.notify_wave_results) {
        out.set(mail.id, { skip: 'turned off' });
        continue;
      }
      const waveId = String(mail.payload.waveId);
      const result = results.get(`${waveId}:${mail.userId}`);
      if (!result) {
        out.set(mail.id, { skip: 'no result for this wave' });
        continue;
      }
      const book = await breakdownsOf(ctx, waveId);
      const attacks = result.outcomes
        .map((no) => book.get(no))
        .filter((a): a is StoredAttack => a !== undefined)
        .map((a) => expandAttack(a, result.alert_family));
      const worst = attacks.reduce<(typeof attacks)[number] | null>(
        (top, a) => (a.damage > 0 && (!top || a.damage > top.damage) ? a : top),
        null,
      );
      const lines = [
        T.waveResults.net(result.net_change),
        `${T.waveResults.points(result.points, result.points_after)} ${T.waveResults.stars(result.stars)}`,
      ];
      const move = T.waveResults.move(result.rank_before, result.rank_after);
      if (move) lines.push(move);
      if (worst) {
        const why = [
          T.waveResults.biggestLoss(worst.fraudName, worst.damage, worst.base),
          T.waveResults.why.layers(
            worst.layers.filter((l) => l.saved > 0).map((l) => l.defenseName),
            worst.base - worst.damageBeforeAlert,
          ),
        ];
        if (worst.alerted) why.push(T.waveResults.why.alert);
        const best = worst.bestImprovement;
        if (best) {
          why.push(
            T.waveResults.why.best(best.defenseName, best.kind, best.toLevel, best.wouldHaveSaved),
          );
        }
        lines.push(why.join(' '));
      } else {
        lines.push(T.waveResults.noLoss);
      }
      out.set(mail.id, {
        mail: notificationMail({
          ...base,
          kind: 'wave-results',
          subject: T.waveResults.subject(result.net_change, result.points),
          lines,
          actionLabel: T.waveResults.action,
          links: linksFor(
            ctx,
            mail.userId,
            mail.kind,
            `/attacklog?report=${encodeURIComponent(result.public_id)}`,
          ),
        }),
      });
    } else if (mail.kind === 'wave-soon') {
      if (!who.notify_wave_soon) {
        out.set(mail.id, { skip: 'turned off' });
        continue;
      }
      const wave = waves.get(String(mail.payload.waveId));
      const scheduledAt = wave ? new Date(wave.scheduled_at).getTime() : Number.NaN;
      if (wave?.status !== 'scheduled') {
        out.set(mail.id, { skip: 'the wave was cancelled or has landed' });
        continue;
      }
      if (scheduledAt !== Number(mail.payload.scheduledAt)) {
        out.set(mail.id, { skip: 'the wave was moved' });
        continue;
      }
      if (scheduledAt <= ctx.now.getTime()) {
        out.set(mail.id, { skip: 'too late: the wave is due' });
        continue;
      }
      const hours = Math.max(1, Math.round((scheduledAt - ctx.now.getTime()) / 3_600_000));
      const forecast = wave.forecast
        .map((f) => FAMILY_NAMES[f] ?? f)
        .join(' and ')
        .toLowerCase();
      out.set(mail.id, {
        mail: notificationMail({
          ...base,
          kind: 'wave-soon',
          subject: T.waveSoon.subject(hours),
          lines: T.waveSoon.lines(hours, wave.difficulty, forecast || 'attacks'),
          actionLabel: T.waveSoon.action,
          links: linksFor(ctx, mail.userId, mail.kind, '/home'),
        }),
      });
    } else {
      if (!who.notify_reminders) {
        out.set(mail.id, { skip: 'turned off' });
        continue;
      }
      const state = learning.get(mail.userId);
      const today = localDay(ctx.now, who.time_zone);
      if (today !== mail.payload.day) {
        out.set(mail.id, { skip: 'the day is over' });
        continue;
      }
      const due = state?.due ?? 0;
      const atRisk = streakAtRisk(
        {
          current: state?.current ?? null,
          lastDay: state?.last_day ?? null,
          freezes: state?.freezes ?? null,
        },
        today,
      );
      if (due === 0 && !atRisk) {
        out.set(mail.id, { skip: 'nothing due any more' });
        continue;
      }
      const lines: string[] = [];
      if (atRisk) lines.push(T.reminder.streak(atRisk.current));
      if (due > 0) lines.push(T.reminder.due(due));
      lines.push(T.reminder.how);
      out.set(mail.id, {
        mail: notificationMail({
          ...base,
          kind: 'reminders',
          subject: T.reminder.subject(due, atRisk !== null),
          lines,
          actionLabel: T.reminder.action,
          links: linksFor(ctx, mail.userId, mail.kind, '/home'),
        }),
      });
    }
  }
  return out;
}
