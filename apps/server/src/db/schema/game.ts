import type { Difficulty } from '@ffl/engine/economy';
import type { FamilyId, FraudId } from '@ffl/engine/ids';
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
 * The game's tables. Money is whole credits in `integer` columns; every change of `bank.cash` has
 * a `ledger` row written in the same transaction, so `cash = sum(ledger.amount)` per player.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A run of waves. Exactly one season is current: the one with the highest number. */
export const season = pgTable('season', {
  id: text('id').primaryKey(),
  number: integer('number').notNull().unique(),
  /** resetting while banks are being reset in batches; active once every bank is on it; ended. */
  status: text('status').$type<'resetting' | 'active' | 'ended'>().notNull(),
  startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** One bank per player, created with the starting cash the first time a verified user plays. */
export const bank = pgTable(
  'bank',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    publicId: text('public_id').notNull().unique(),
    name: text('name').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The NNNN of "Anonymous bank #NNNN"; fixed at creation so the label stays stable. */
    anonymousNumber: integer('anonymous_number').notNull(),
    /** The family on security alert for the coming waves, or null for none. */
    alertFamily: text('alert_family'),
    cash: integer('cash').notNull(),
    /** What the bank paid for the defenses it still owns. */
    invested: integer('invested').notNull().default(0),
    /** The season's points: the sum of this season's wave_result.points (engine points.ts). */
    points: integer('points').notNull().default(0),
    netWorth: integer('net_worth').generatedAlwaysAs(sql`cash + invested`),
    /** The season this bank was last reset into; a season reset moves banks over in batches. */
    seasonId: text('season_id')
      .notNull()
      .references(() => season.id),
    /** Game masters may sit waves out; players always play. */
    playsWaves: boolean('plays_waves').notNull().default(true),
    /** Mirrors the account's disabled state, so waves and tables filter without a join. */
    disabled: boolean('disabled').notNull().default(false),
    welcomeDone: boolean('welcome_done').notNull().default(false),
    /**
     * The player's secret for drill variants (drill-variants.ts): it names each drill by an
     * opaque handle and draws the variant the player sees. Random, never sent, never reused.
     */
    variantKey: text('variant_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The season table: points, then net worth, then the earlier joiner (ranking-order.ts).
    index('bank_ranking_idx')
      .on(t.points.desc(), t.netWorth.desc(), t.joinedAt, t.userId)
      .where(sql`not ${t.disabled}`),
    // The net-worth tab.
    index('bank_net_worth_idx')
      .on(t.netWorth.desc(), t.joinedAt, t.userId)
      .where(sql`not ${t.disabled}`),
    index('bank_season_idx').on(t.seasonId, t.userId),
  ],
);

/** Defenses a bank owns, with their level and what the bank paid for them. */
export const ownedDefense = pgTable(
  'owned_defense',
  {
    userId: text('user_id')
      .notNull()
      .references(() => bank.userId, { onDelete: 'cascade' }),
    defenseId: text('defense_id').notNull(),
    level: integer('level').notNull(),
    invested: integer('invested').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.defenseId] })],
);

export type LedgerKind =
  | 'start'
  | 'buy'
  | 'upgrade'
  | 'sell'
  | 'damage'
  | 'revenue'
  | 'upkeep'
  | 'bonus'
  | 'quiz-reward'
  | 'drill-reward'
  | 'streak-freeze'
  | 'season-reset';

/**
 * Append-only: rows are inserted, never updated or deleted (a trigger refuses both, except while
 * an account is being erased).
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key on purpose, see docs/decisions/0008: account deletion erases these rows itself. */
    userId: text('user_id').notNull(),
    seasonId: text('season_id').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** What caused it: a defense id, a wave id, a fraud id for a quiz reward. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.id)],
);

/** Answers to requests that carried an Idempotency-Key, so a retry gets the first answer. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path of the first request: the same key on another action is a client bug. */
    scope: text('scope').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

export type WaveStatus = 'scheduled' | 'running' | 'done' | 'failed' | 'cancelled';

export const wave = pgTable(
  'wave',
  {
    id: text('id').primaryKey(),
    seasonId: text('season_id')
      .notNull()
      .references(() => season.id),
    seed: integer('seed').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    /** The elevated families published with the wave. */
    forecast: jsonb('forecast').$type<FamilyId[]>().notNull(),
    /** The fraud ids of the attacks, drawn when scheduled. Never sent to players before it lands. */
    attacks: jsonb('attacks').$type<FraudId[]>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').$type<WaveStatus>().notNull().default('scheduled'),
    error: text('error'),
    /** The game master who scheduled it; null for the automatic schedule. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    automatic: boolean('automatic').notNull().default(false),
    /** A running wave belongs to the process that claimed it until this time; then anyone resumes it. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    playersHit: integer('players_hit').notNull().default(0),
    /** When every hit player's rank_before and rank_after were written (after finished_at). */
    rankedAt: timestamp('ranked_at', { withTimezone: true }),
    /** When the results mails of this wave were queued (mail_job), so they are queued once. */
    resultsMailQueuedAt: timestamp('results_mail_queued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wave_due_idx').on(t.status, t.scheduledAt)],
);

/** One per (wave, player): the report. Written in the same transaction as its ledger rows. */
export const waveResult = pgTable(
  'wave_result',
  {
    /** No foreign keys on purpose, see docs/decisions/0008. */
    waveId: text('wave_id').notNull(),
    userId: text('user_id').notNull(),
    publicId: text('public_id').notNull(),
    alertFamily: text('alert_family').$type<FamilyId>(),
    stars: integer('stars').notNull(),
    totalBase: integer('total_base').notNull(),
    totalDamage: integer('total_damage').notNull(),
    netChange: integer('net_change').notNull(),
    cashAfter: integer('cash_after').notNull(),
    netWorthAfter: integer('net_worth_after').notNull(),
    /** Points this wave earned (engine points.ts); added to bank.points in the same transaction. */
    points: integer('points').notNull().default(0),
    /** The season points after this wave (bank.points + points). */
    pointsAfter: integer('points_after').notNull().default(0),
    /** Place in the season table (points, then net worth) just before and just after the wave. */
    rankBefore: integer('rank_before'),
    rankAfter: integer('rank_after'),
    /** The per-attack breakdown, in attack order: numbers of this wave's wave_outcome rows. */
    outcomes: integer('outcomes').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.waveId, t.userId] }),
    uniqueIndex('wave_result_public_idx').on(t.publicId),
    index('wave_result_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The per-attack breakdowns of a wave, each stored once. An attack's breakdown (layers, savings,
 * alert, damage, best improvement) depends only on the fraud, the levels of the defenses that
 * cover it and whether its family was on alert, so the players in the same situation share one
 * row and each report lists the numbers of its rows. See docs/decisions/0008.
 */
export const waveOutcome = pgTable(
  'wave_outcome',
  {
    waveId: text('wave_id').notNull(),
    outcomeNo: integer('outcome_no').notNull(),
    /** fraud|alerted|cover levels: what determines the breakdown. */
    situation: text('situation').notNull(),
    /** The breakdown: see wave-report.ts for its shape. */
    breakdown: jsonb('breakdown').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.waveId, t.outcomeNo] }),
    uniqueIndex('wave_outcome_situation_idx').on(t.waveId, t.situation),
  ],
);

/**
 * A player's practice wave (engine practice-wave.ts), resolved when the welcome is done: a report
 * that teaches how to read one, minutes after sign-up. Its own table, so that nothing that reads
 * waves or their results (ranks, points, the ledger, leagues, streaks, badges, boosters, mails,
 * the console) can count it. The primary key is the rule "one practice wave per player".
 * `net_change`, `ledger`, `cash_after` and `net_worth_after` say what a real wave would have done:
 * none of it was paid or charged.
 */
export const practiceReport = pgTable('practice_report', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  publicId: text('public_id').notNull().unique(),
  seed: integer('seed').notNull(),
  difficulty: text('difficulty').$type<Difficulty>().notNull(),
  forecast: jsonb('forecast').$type<FamilyId[]>().notNull(),
  alertFamily: text('alert_family').$type<FamilyId>(),
  stars: integer('stars').notNull(),
  totalBase: integer('total_base').notNull(),
  totalDamage: integer('total_damage').notNull(),
  netChange: integer('net_change').notNull(),
  cashAfter: integer('cash_after').notNull(),
  netWorthAfter: integer('net_worth_after').notNull(),
  /** The season's points when it ran: a practice wave adds none. */
  pointsAfter: integer('points_after').notNull(),
  /** The four lines a real wave would have written: [{ kind, amount }]. */
  ledger: jsonb('ledger').notNull(),
  /** The per-attack breakdowns in attack order, as wave_outcome stores them (wave-report.ts). */
  attacks: jsonb('attacks').notNull(),
  createdAt: createdAt(),
});

/** The automatic schedule: a single row (id 1). */
export const waveSchedule = pgTable('wave_schedule', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  intervalMinutes: integer('interval_minutes').notNull(),
  /** "HH:MM" in the server's time zone: the anchor the interval counts from. */
  timeOfDay: text('time_of_day').notNull(),
  /** Index in the difficulty rotation of the next automatic wave. */
  rotationIndex: integer('rotation_index').notNull().default(0),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const league = pgTable('league', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const leagueMember = pgTable(
  'league_member',
  {
    leagueId: text('league_id')
      .notNull()
      .references(() => league.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    index('league_member_user_idx').on(t.userId),
  ],
);

/**
 * A player the owner removed from a league, and the invite code of that moment: that code no
 * longer lets them in. A new code (the owner's to make) does; the row goes with the league.
 */
export const leagueRemoval = pgTable(
  'league_removal',
  {
    leagueId: text('league_id')
      .notNull()
      .references(() => league.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] })],
);

/**
 * The invite link a player signed up through, kept until their e-mail is verified: verifying then
 * joins them to its league (features/leagues/invitation-service.ts), checked as a join is then (a
 * new code made meanwhile stops it, as it stops the link). The row goes with the account.
 */
export const pendingInvitation = pgTable('pending_invitation', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

/** Final standings of ended seasons. Names are copied so the table survives renames and deletions. */
export const seasonArchive = pgTable(
  'season_archive',
  {
    seasonId: text('season_id')
      .notNull()
      .references(() => season.id),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rank: integer('rank').notNull(),
    position: integer('position').notNull(),
    bankName: text('bank_name').notNull(),
    managerName: text('manager_name').notNull(),
    anonymous: boolean('anonymous').notNull(),
    anonymousNumber: integer('anonymous_number').notNull(),
    netWorth: integer('net_worth').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.position] })],
);

/** Every game-master action: who, what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt)],
);

/**
 * Broadcast events for the push stream. The row id is the SSE event id, so a browser that
 * reconnects with Last-Event-ID gets what it missed; NOTIFY carries the id to other processes.
 */
export const gameEvent = pgTable('game_event', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});
