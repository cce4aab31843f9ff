import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { ASSIGNMENT } from '@ffl/engine/assignments';
import { computeNetWorth, ECONOMY } from '@ffl/engine/economy';
import { FAMILY_NAMES, isFamilyId } from '@ffl/engine/ids';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { MAIL_JOB_KINDS, type MailJobKind } from '../../db/schema/loop';
import { assignment } from '../../db/schema/org';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { isTimeZone, localDay, longUtcDate } from '../../lib/local-day';
import type { MailMessage } from '../../mail/mailer';
import { cohortInvitationMail } from '../../mail/templates';
import { progressOf } from '../assignments/assignment-service';
import type { NotificationKind } from '../preferences/preferences-service';
import { getCurrentSeason } from '../seasons/current-season';
import { adviseOnReport, createEffectsCache } from '../waves/report-advice';
import { getSeasonCalendar } from '../waves/season-calendar';
import type { SeasonCalendar } from '../waves/season-calendar-schemas';
import { expandAttack, loadBreakdowns, type StoredAttack } from '../waves/wave-report';
import { streakAtRisk } from './mail-queue';
import { type MailLinks, notificationMail } from './notification-mails';
import { describeMailAdvice, NOTIFICATION_TEXT as T } from './notification-text';
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

/** A claimed row as the claim returns it; the id is a bigserial (text on node-postgres). */
const ClaimedRowSchema = z.object({
  id: sqlNumber,
  kind: z.enum(MAIL_JOB_KINDS),
  user_id: z.string(),
  payload: z.record(z.string(), z.unknown()),
  message_id: z.string(),
  attempts: z.number(),
});
const MailIdRowSchema = z.object({ id: sqlNumber });
/** The addressee of a mail and what they still want (nulls without a bank or preferences). */
const PersonRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  disabled: z.boolean().nullable(),
  time_zone: z.string().nullable(),
  notify_wave_soon: z.boolean().nullable(),
  notify_wave_results: z.boolean().nullable(),
  notify_reminders: z.boolean().nullable(),
  notify_season_end: z.boolean().nullable(),
});
/** A player's standing for the season-end mail. */
const StandingRowSchema = z.object({
  user_id: z.string(),
  points: z.number(),
  cash: z.number(),
  invested: z.number(),
  season_id: z.string(),
});
const WaveRowSchema = z.object({
  id: z.string(),
  status: z.string(),
  scheduled_at: z.string(),
  difficulty: z.string(),
  forecast: z.array(z.string()),
});
const ResultRowSchema = z.object({
  user_id: z.string(),
  public_id: z.string(),
  net_change: z.number(),
  points: z.number(),
  points_after: z.number(),
  rank_before: z.number().nullable(),
  rank_after: z.number().nullable(),
  stars: z.number(),
  alert_family: z.string().nullable(),
  outcomes: z.array(z.number()),
  total_damage: z.number(),
  cash_after: z.number(),
  net_worth_after: z.number(),
});
const LearningRowSchema = z.object({
  user_id: z.string(),
  due: z.number(),
  current: z.number().nullable(),
  last_day: z.string().nullable(),
  freezes: z.number().nullable(),
});

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
  const rows = await selectRows(
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
    ClaimedRowSchema,
  );
  return rows
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      userId: r.user_id,
      payload: r.payload,
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
  const rows = await selectRows(
    db,
    sql`update mail_job set lease_until = ${until.toISOString()}
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          and lease_owner = ${owner} and status = 'sending'
        returning id`,
    MailIdRowSchema,
  );
  return new Set(rows.map((r) => r.id));
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
  /** Waves in a season (env SEASON_WAVES), for the season-end mail. */
  seasonWaves: number;
  /** Each wave's stored breakdowns, kept between batches (a wave's mails span many batches). */
  breakdowns: Map<string, Map<number, StoredAttack>>;
}

/** What to do with one claimed row: send this mail, or skip it and why. */
export type Rendered = { mail: MailMessage } | { skip: string };

/** The kinds a player opts into; an invitation goes to someone who is not a player yet. */
type PlayerMailKind = Exclude<MailJobKind, 'cohort-invitation'>;

const PREF_OF_KIND: Record<PlayerMailKind, NotificationKind> = {
  'wave-soon': 'wave-soon',
  'wave-results': 'wave-results',
  reminder: 'reminders',
  'season-end': 'season-end',
  'assignment-due': 'reminders',
  'assignment-overdue': 'reminders',
};

function linksFor(
  ctx: RenderContext,
  userId: string,
  kind: PlayerMailKind,
  action: string,
): MailLinks {
  const token = signUnsubscribe(ctx.unsubscribeKey, userId, PREF_OF_KIND[kind]);
  return {
    action: `${ctx.publicUrl}${action}`,
    settings: `${ctx.publicUrl}/settings`,
    unsubscribe: `${ctx.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/** Each wave's shared advice rating (report-advice.ts), kept as long as its breakdowns are. */
const effectsOfBook = new WeakMap<
  Map<number, StoredAttack>,
  ReturnType<typeof createEffectsCache>
>();

function effectsOf(book: Map<number, StoredAttack>) {
  let rate = effectsOfBook.get(book);
  if (!rate) {
    rate = createEffectsCache();
    effectsOfBook.set(book, rate);
  }
  return rate;
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

type Person = z.infer<typeof PersonRowSchema>;
/** What every mail of a person starts with. */
type Addressee = { to: string; name: string; messageId: string };

const idsIn = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * What a batch's mails are made of, read in a few queries for the whole batch: each player's
 * address and what they still want, the waves named, the wave results, and the reminders' state.
 */
async function loadBatchData(ctx: RenderContext, batch: ClaimedMail[]) {
  const { db } = ctx;
  const userIds = [...new Set(batch.map((m) => m.userId))];
  const people = await selectRows(
    db,
    sql`select u.id, u.email, u.name, b.disabled, p.time_zone, p.notify_wave_soon,
               p.notify_wave_results, p.notify_reminders, p.notify_season_end
        from "user" u
        left join bank b on b.user_id = u.id
        left join player_prefs p on p.user_id = u.id
        where u.id in (${idsIn(userIds)})`,
    PersonRowSchema,
  );
  const person = new Map(people.map((p) => [p.id, p]));

  const waveIds = [...new Set(batch.map((m) => String(m.payload.waveId ?? '')).filter(Boolean))];
  const waves = new Map<string, z.infer<typeof WaveRowSchema>>();
  if (waveIds.length > 0) {
    const rows = await selectRows(
      db,
      sql`select id, status, scheduled_at, difficulty, forecast from wave
          where id in (${idsIn(waveIds)})`,
      WaveRowSchema,
    );
    for (const row of rows) waves.set(row.id, row);
  }

  const resultsWanted = batch.filter((m) => m.kind === 'wave-results');
  const results = new Map<string, z.infer<typeof ResultRowSchema>>();
  for (const waveId of new Set(resultsWanted.map((m) => String(m.payload.waveId)))) {
    const users = resultsWanted.filter((m) => m.payload.waveId === waveId).map((m) => m.userId);
    const rows = await selectRows(
      db,
      sql`select user_id, public_id, net_change, points, points_after, rank_before, rank_after,
                 stars, alert_family, outcomes, total_damage, cash_after, net_worth_after
          from wave_result
          where wave_id = ${waveId} and user_id in (${idsIn(users)})`,
      ResultRowSchema,
    );
    for (const row of rows) results.set(`${waveId}:${row.user_id}`, row);
  }

  const reminderUsers = batch.filter((m) => m.kind === 'reminder').map((m) => m.userId);
  const learning = new Map<string, z.infer<typeof LearningRowSchema>>();
  if (reminderUsers.length > 0) {
    const rows = await selectRows(
      db,
      sql`select u.id as user_id,
                 (select count(*)::int from quiz_review q where q.user_id = u.id and q.due_at <= ${ctx.now.toISOString()}) as due,
                 s.current, s.last_day, s.freezes
          from "user" u left join player_streak s on s.user_id = u.id
          where u.id in (${idsIn(reminderUsers)})`,
      LearningRowSchema,
    );
    for (const row of rows) learning.set(row.user_id, row);
  }
  const seasonUsers = batch.filter((m) => m.kind === 'season-end').map((m) => m.userId);
  const standing = new Map<string, z.infer<typeof StandingRowSchema>>();
  let season: { id: string; calendar: SeasonCalendar } | null = null;
  if (seasonUsers.length > 0) {
    const rows = await selectRows(
      db,
      sql`select user_id, points, cash, invested, season_id from bank
          where user_id in (${idsIn(seasonUsers)})`,
      StandingRowSchema,
    );
    for (const row of rows) standing.set(row.user_id, row);
    const current = await getCurrentSeason(db);
    season = { id: current.id, calendar: await getSeasonCalendar(db, ctx.now, ctx.seasonWaves) };
  }
  return { person, waves, results, learning, standing, season };
}

type BatchData = Awaited<ReturnType<typeof loadBatchData>>;

/**
 * A wave's results: money, points and stars, the rank's move, the biggest loss and why, and the
 * report's advice, the same the Attack Log gives for this wave.
 */
async function renderWaveResults(
  ctx: RenderContext,
  mail: ClaimedMail,
  base: Addressee,
  results: BatchData['results'],
): Promise<Rendered> {
  const waveId = String(mail.payload.waveId);
  const result = results.get(`${waveId}:${mail.userId}`);
  if (!result) return { skip: 'no result for this wave' };
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
    lines.push(why.join(' '));
  } else {
    lines.push(T.waveResults.noLoss);
  }
  // The report's advice (report-advice.ts), the same the Attack Log gives for this wave.
  const advice = adviseOnReport(
    {
      attacks,
      alertFamily:
        result.alert_family !== null && isFamilyId(result.alert_family)
          ? result.alert_family
          : null,
      totalDamage: result.total_damage,
      stars: result.stars,
      netChange: result.net_change,
      cashAfter: result.cash_after,
      netWorthAfter: result.net_worth_after,
    },
    effectsOf(book),
  );
  if (advice.best) lines.push(describeMailAdvice(advice.best));
  else if (advice.replays && worst) lines.push(T.waveResults.advice.none);
  return {
    mail: notificationMail({
      ...base,
      kind: 'wave-results',
      subject: T.waveResults.subject(result.net_change, result.points),
      lines,
      actionLabel: T.waveResults.action,
      links: linksFor(
        ctx,
        mail.userId,
        'wave-results',
        `/attacklog?report=${encodeURIComponent(result.public_id)}`,
      ),
    }),
  };
}

/** A wave is coming in N hours, unless it was cancelled, moved or is due already. */
function renderWaveSoon(
  ctx: RenderContext,
  mail: ClaimedMail,
  base: Addressee,
  waves: BatchData['waves'],
): Rendered {
  const wave = waves.get(String(mail.payload.waveId));
  const scheduledAt = wave ? new Date(wave.scheduled_at).getTime() : Number.NaN;
  if (wave?.status !== 'scheduled') return { skip: 'the wave was cancelled or has landed' };
  if (scheduledAt !== Number(mail.payload.scheduledAt)) return { skip: 'the wave was moved' };
  if (scheduledAt <= ctx.now.getTime()) return { skip: 'too late: the wave is due' };
  const hours = Math.max(1, Math.round((scheduledAt - ctx.now.getTime()) / 3_600_000));
  const forecast = wave.forecast
    .map((f) => (isFamilyId(f) ? FAMILY_NAMES[f] : f))
    .join(' and ')
    .toLowerCase();
  return {
    mail: notificationMail({
      ...base,
      kind: 'wave-soon',
      subject: T.waveSoon.subject(hours),
      lines: T.waveSoon.lines(hours, wave.difficulty, forecast || 'attacks'),
      actionLabel: T.waveSoon.action,
      links: linksFor(ctx, mail.userId, 'wave-soon', '/home'),
    }),
  };
}

/** The daily reminder: reviews due, or a streak at risk, on the player's local day it was for. */
function renderReminder(
  ctx: RenderContext,
  mail: ClaimedMail,
  who: Person,
  base: Addressee,
  learning: BatchData['learning'],
): Rendered {
  const state = learning.get(mail.userId);
  const today = localDay(ctx.now, who.time_zone);
  if (today !== mail.payload.day) return { skip: 'the day is over' };
  const due = state?.due ?? 0;
  const atRisk = streakAtRisk(
    {
      current: state?.current ?? null,
      lastDay: state?.last_day ?? null,
      freezes: state?.freezes ?? null,
    },
    today,
  );
  if (due === 0 && !atRisk) return { skip: 'nothing due any more' };
  const lines: string[] = [];
  if (atRisk) lines.push(T.reminder.streak(atRisk.current));
  if (due > 0) lines.push(T.reminder.due(due));
  lines.push(T.reminder.how);
  return {
    mail: notificationMail({
      ...base,
      kind: 'reminders',
      subject: T.reminder.subject(due, atRisk !== null),
      lines,
      actionLabel: T.reminder.action,
      links: linksFor(ctx, mail.userId, 'reminder', '/home'),
    }),
  };
}

const dayTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue 2 Dec, 18:00" in the player's zone (UTC when unknown), as Home writes it. */
function dayAndTime(at: Date, timeZone: string | null): { text: string; zone: string } {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  let format = dayTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dayTimeFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    text: `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`,
    zone,
  };
}

/**
 * The season ends soon: when its last wave is due (in the player's zone), the waves left, the
 * player's points and net worth, and what the reset keeps. Skipped once the season is over, or
 * for a player whose bank is not on it.
 */
function renderSeasonEnd(
  ctx: RenderContext,
  mail: ClaimedMail,
  who: Person,
  base: Addressee,
  data: BatchData,
): Rendered {
  const season = data.season;
  const bank = data.standing.get(mail.userId);
  if (!season || season.id !== mail.payload.seasonId) return { skip: 'the season is over' };
  const { calendar } = season;
  if (calendar.status !== 'active' || calendar.left === 0) return { skip: 'the season is over' };
  if (!bank || bank.season_id !== season.id) return { skip: 'not in this season' };
  const endsAt = calendar.endsAt === null ? null : new Date(calendar.endsAt);
  const when = endsAt ? dayAndTime(endsAt, who.time_zone) : null;
  const hours = endsAt
    ? Math.max(1, Math.round((endsAt.getTime() - ctx.now.getTime()) / 3_600_000))
    : null;
  return {
    mail: notificationMail({
      ...base,
      kind: 'season-end',
      subject: T.seasonEnd.subject(calendar.number, hours, calendar.left),
      lines: [
        T.seasonEnd.ends(calendar.number, when?.text ?? null, when?.zone ?? 'UTC', calendar.left),
        T.seasonEnd.standing(bank.points, computeNetWorth(bank.cash, bank.invested)),
        T.seasonEnd.reset(ECONOMY.startingCash),
        T.seasonEnd.last,
      ],
      actionLabel: T.seasonEnd.action,
      links: linksFor(ctx, mail.userId, 'season-end', '/home'),
    }),
  };
}

/**
 * Assigned training that is due soon or overdue (features/assignments): its progress read again
 * now, so a player who has just completed it gets nothing.
 */
async function renderAssignmentReminder(
  ctx: RenderContext,
  mail: ClaimedMail,
  base: Addressee,
): Promise<Rendered> {
  const [row] = await ctx.db
    .select()
    .from(assignment)
    .where(eq(assignment.id, String(mail.payload.assignmentId ?? '')));
  if (!row || row.cancelledAt) return { skip: 'the assignment was withdrawn' };
  const mine = (await progressOf(ctx.db, row, [mail.userId], ctx.now)).get(mail.userId);
  if (!mine || mine.complete) return { skip: 'already complete' };
  const overdue = mail.kind === 'assignment-overdue';
  const due = longUtcDate(row.dueAt);
  return {
    mail: notificationMail({
      ...base,
      kind: 'reminders',
      subject: T.assignment.subject(row.name, due, overdue, mine.done, mine.total),
      lines: [
        T.assignment.progress(row.name, mine.done, mine.total, due, overdue),
        T.assignment.steps(ASSIGNMENT.readSeconds),
      ],
      actionLabel: T.assignment.action,
      links: linksFor(ctx, mail.userId, 'assignment-due', '/home'),
    }),
  };
}

/**
 * A roster's invitation (features/enrolment): to an address with no account when it was queued.
 * Skipped once the enrolment is accepted or withdrawn, since the person is in already.
 */
async function renderInvitation(ctx: RenderContext, mail: ClaimedMail): Promise<Rendered> {
  const email = String(mail.payload.email ?? '');
  const [pending] = await selectRows(
    ctx.db,
    sql`select accepted_at is not null as accepted from enrolment where email = ${email}`,
    z.object({ accepted: z.boolean() }),
  );
  if (!pending) return { skip: 'the enrolment is gone' };
  if (pending.accepted) return { skip: 'the person has joined already' };
  const cohortName = typeof mail.payload.cohortName === 'string' ? mail.payload.cohortName : null;
  return {
    mail: {
      ...cohortInvitationMail(
        email,
        String(mail.payload.name ?? ''),
        cohortName,
        `${ctx.publicUrl}/signup`,
      ),
      messageId: mail.messageId,
    },
  };
}

/** One mail of the batch, or why it is skipped: the account, then the player's wish, then its kind. */
async function renderOne(
  ctx: RenderContext,
  mail: ClaimedMail,
  data: BatchData,
): Promise<Rendered> {
  if (mail.kind === 'cohort-invitation') return renderInvitation(ctx, mail);
  const who = data.person.get(mail.userId);
  if (!who) return { skip: 'the account is gone' };
  if (who.disabled) return { skip: 'the account is disabled' };
  const base: Addressee = { to: who.email, name: who.name, messageId: mail.messageId };
  if (mail.kind === 'wave-results') {
    if (!who.notify_wave_results) return { skip: 'turned off' };
    return renderWaveResults(ctx, mail, base, data.results);
  }
  if (mail.kind === 'wave-soon') {
    if (!who.notify_wave_soon) return { skip: 'turned off' };
    return renderWaveSoon(ctx, mail, base, data.waves);
  }
  if (mail.kind === 'season-end') {
    // On until turned off: no preferences row means on.
    if (who.notify_season_end === false) return { skip: 'turned off' };
    return renderSeasonEnd(ctx, mail, who, base, data);
  }
  if (mail.kind === 'assignment-due' || mail.kind === 'assignment-overdue') {
    // Assigned by the player's organisation: on until turned off.
    if (who.notify_reminders === false) return { skip: 'turned off' };
    return renderAssignmentReminder(ctx, mail, base);
  }
  if (!who.notify_reminders) return { skip: 'turned off' };
  return renderReminder(ctx, mail, who, base, data.learning);
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
  const data = await loadBatchData(ctx, batch);
  let rendered = 0;
  for (const mail of batch) {
    // Rendering is CPU work: let the API's requests in every few mails.
    rendered += 1;
    if (rendered % 25 === 0) await yieldToEventLoop();
    out.set(mail.id, await renderOne(ctx, mail, data));
  }
  return out;
}
