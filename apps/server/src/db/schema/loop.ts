import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The weekly loop's tables: a player's preferences (time zone, notifications), the daily streak
 * with its freeze, the days a player learned something, and the notification mails queue.
 */

/** One row per player, created on the first write; absent means the defaults below. */
export const playerPrefs = pgTable('player_prefs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** An IANA time zone name from the browser (Intl), or null while none was ever sent. */
  timeZone: text('time_zone'),
  /** "The wave hits in N hours": opt-in, `waveSoonHours` before the wave (1–24). */
  notifyWaveSoon: boolean('notify_wave_soon').notNull().default(false),
  waveSoonHours: integer('wave_soon_hours').notNull().default(3),
  /** The wave's results: opt-in. */
  notifyWaveResults: boolean('notify_wave_results').notNull().default(false),
  /** Reviews due and streak at risk: opt-in, at most one such mail a day. */
  notifyReminders: boolean('notify_reminders').notNull().default(false),
  /** "The season ends soon": opt-out, once a season, a day before its last wave (decision 0041). */
  notifySeasonEnd: boolean('notify_season_end').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The daily streak. A day is the player's local day (player_prefs.time_zone, UTC when unset) on
 * which they completed a drill, a quiz or a due review. Days are 'YYYY-MM-DD' text.
 */
export const playerStreak = pgTable('player_streak', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  current: integer('current').notNull().default(0),
  longest: integer('longest').notNull().default(0),
  lastDay: text('last_day'),
  /** Streak freezes held: 0 or 1. One covers a single missed day and is then used up. */
  freezes: integer('freezes').notNull().default(0),
  /** The last day a freeze covered, shown to the player. */
  lastFrozenDay: text('last_frozen_day'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local days on which a player learned something, and what they did that day. */
export const activityDay = pgTable(
  'activity_day',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    /** Any of 'drill', 'quiz', 'review'. */
    kinds: text('kinds').array().notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const MAIL_JOB_KINDS = [
  'wave-soon',
  'wave-results',
  'reminder',
  'season-end',
  'cohort-invitation',
  'assignment-due',
  'assignment-overdue',
] as const;
export type MailJobKind = (typeof MAIL_JOB_KINDS)[number];
export type MailJobStatus = 'queued' | 'sending' | 'sent' | 'skipped' | 'failed';

/**
 * Notification mails, queued in the database and sent by any process in batches (like waves):
 * claimed with SKIP LOCKED under a lease, each row sent once. `dedupe_key` makes queuing the same
 * mail twice impossible (for example `wave-results:<wave>:<user>`); `message_id` is fixed at
 * queuing, so a resend after a crash carries the same Message-ID.
 */
export const mailJob = pgTable(
  'mail_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<MailJobKind>().notNull(),
    /** No foreign key: account deletion removes the rows itself (like the ledger, decision 0008). */
    userId: text('user_id').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** What the template needs beyond the player's current data (a wave id, a local day). */
    payload: jsonb('payload').notNull().default({}),
    status: text('status').$type<MailJobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    messageId: text('message_id').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_job_dedupe_idx').on(t.dedupeKey),
    index('mail_job_due_idx').on(t.id).where(sql`status in ('queued', 'sending')`),
    index('mail_job_user_idx').on(t.userId),
  ],
);
