import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Organisations (issue 27): cohorts inside one deployment, who is in each, and who manages each.
 * A cohort shares the deployment's waves and season; it is a way to group players, not a world.
 */

/** A department, class or team. Names are unique regardless of case; the join code is for schools. */
export const cohort = pgTable(
  'cohort',
  {
    /** A public id (lib/public-id.ts). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** What a player types to join (the league invite-code alphabet, 8 characters). */
    joinCode: text('join_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('cohort_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** How a member came into their cohort. */
export const COHORT_SOURCES = [
  'console',
  'join-code',
  'import',
  'invitation',
  'scim',
  'lti',
  'sso',
] as const;
export type CohortSource = (typeof COHORT_SOURCES)[number];

/** A player's cohort: at most one per player (the key is the player). */
export const cohortMember = pgTable(
  'cohort_member',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    cohortId: text('cohort_id')
      .notNull()
      .references(() => cohort.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<CohortSource>().notNull(),
  },
  // By cohort, in id order: a cohort's members are read in pages of ids (the audit pack).
  (t) => [index('cohort_member_cohort_user_idx').on(t.cohortId, t.userId)],
);

/**
 * Who manages which cohort. A player with a row here has the stored role `manager` (kept in step
 * in the same transaction), so the session alone says which console to show.
 */
export const cohortManager = pgTable(
  'cohort_manager',
  {
    cohortId: text('cohort_id')
      .notNull()
      .references(() => cohort.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.userId] }),
    index('cohort_manager_user_idx').on(t.userId),
  ],
);

/**
 * A person enrolled from a roster (CSV) before they have an account: their address, name and
 * cohort. When an account with that address is verified, it is placed in the cohort
 * (features/enrolment). Kept after acceptance, for the audit pack's "enrolled" date.
 */
export const enrolment = pgTable(
  'enrolment',
  {
    /** Lower case. */
    email: text('email').primaryKey(),
    name: text('name').notNull(),
    cohortId: text('cohort_id').references(() => cohort.id, { onDelete: 'set null' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    enrolledBy: text('enrolled_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('enrolment_cohort_idx').on(t.cohortId)],
);

/**
 * Training assigned to a cohort (issue 27): frauds and families to read, pass and drill, with an
 * optional post-check and a due date. A player's progress is read from their quiz, drill, check
 * and active-time rows since `created_at` (features/assignments); nothing is copied.
 */
export const assignment = pgTable(
  'assignment',
  {
    /** A public id. */
    id: text('id').primaryKey(),
    cohortId: text('cohort_id')
      .notNull()
      .references(() => cohort.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What was assigned, as chosen: the frauds and the families named. */
    fraudIds: text('fraud_ids').array().notNull(),
    families: text('families').array().notNull(),
    postCheck: boolean('post_check').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** The learning content's version when assigned: what the audit pack cites. */
    contentVersion: text('content_version').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('assignment_cohort_idx').on(t.cohortId, t.createdAt)],
);

/**
 * Active time: seconds a page was visible, by topic and UTC day (`fraud:<FraudId>`, `drills`, `quiz`), from
 * the heartbeat (engine assignments.ts: beatCredit). Never wall-clock time.
 */
export const activeTime = pgTable(
  'active_time',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** The UTC day, so that time since an assignment started can be added up. */
    day: date('day').notNull(),
    seconds: integer('seconds').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic, t.day] })],
);

/** Each player's latest beat, whatever its page: the next one earns the gap since (if short). */
export const activityBeat = pgTable('activity_beat', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
