import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { season } from './game';

/**
 * Quizzes: attempts, their answers and the spaced-review state. All three hold a player's
 * learning history (personal data): they cascade away with the account. Times come from the game
 * clock, not the database, so that tests (and the test clock) can move them.
 */

export const QUIZ_ATTEMPT_STATUSES = ['open', 'submitted', 'closed'] as const;
export type QuizAttemptStatus = (typeof QUIZ_ATTEMPT_STATUSES)[number];

/** One quiz session: five questions drawn on the server, answered one by one, then submitted. */
export const quizAttempt = pgTable(
  'quiz_attempt',
  {
    /** The 20-character public id the API uses. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fraudId: text('fraud_id').notNull(),
    /** The season the attempt counts for: the bank's season when it was drawn, then when submitted. */
    seasonId: text('season_id')
      .notNull()
      .references(() => season.id),
    /** The drawn question ids (`<FraudId>-<n>`), in the order shown. */
    questionIds: text('question_ids').array().notNull(),
    /**
     * Seeds the order each question's options are shown in (engine option-order.ts), so the order
     * differs between attempts and is the same every time this attempt is read.
     */
    optionSeed: integer('option_seed').notNull().default(0),
    /** open until submitted; closed when the player starts another quiz before submitting this one. */
    status: text('status').$type<QuizAttemptStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it was submitted or closed: a retake's cooldown runs from here. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The result, fixed at submit so that a second submit answers the same. */
    score: integer('score'),
    passed: boolean('passed'),
    reward: integer('reward'),
    reviewStage: integer('review_stage'),
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
  },
  (t) => [
    index('quiz_attempt_user_idx').on(t.userId, t.fraudId, t.createdAt),
    index('quiz_attempt_open_idx').on(t.userId).where(sql`${t.status} = 'open'`),
    index('quiz_attempt_stats_idx').on(t.fraudId, t.passed).where(sql`${t.status} = 'submitted'`),
  ],
);

/** One answer to one question of an attempt. Final once written. */
export const quizAnswer = pgTable(
  'quiz_answer',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => quizAttempt.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    /** The option's index in the question (0–3): options have no ids of their own. */
    optionIndex: integer('option_index').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('quiz_answer_question_idx').on(t.questionId, t.optionIndex),
    index('quiz_answer_user_idx').on(t.userId),
  ],
);

/**
 * Where each fraud's quiz stands in the spaced-review schedule for a player (see the engine's
 * review.ts). Kept across seasons: a new season makes rewards payable again, not the memory.
 */
export const quizReview = pgTable(
  'quiz_review',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fraudId: text('fraud_id').notNull(),
    stage: integer('stage').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fraudId] })],
);

export const DRILL_OUTCOMES = ['right', 'safe', 'wrong'] as const;
export type DrillOutcomeColumn = (typeof DRILL_OUTCOMES)[number];

/**
 * One submitted red-flag drill (features/drills): the decision, the hotspots marked, and the
 * result scored on the server (engine drill-score.ts). Every submit is kept, for the player's
 * history; the season's first one at each drill is `first_of_season`, and a unique index on it
 * makes "pays once per season" hold however many submits race (the losers store a repeat that
 * pays nothing). The drill's fraud, truth counts and difficulty are copied in at submit, so the
 * statistics need no content lookup and do not move when a drill's text is edited.
 */
export const drillAttempt = pgTable(
  'drill_attempt',
  {
    /** The 20-character public id. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seasonId: text('season_id')
      .notNull()
      .references(() => season.id),
    /** `<FraudId>-d<n>`, the content's id. */
    drillId: text('drill_id').notNull(),
    fraudId: text('fraud_id').notNull(),
    legitimate: boolean('legitimate').notNull(),
    /** NIST Phish Scale difficulty at submit: least, moderate or very. */
    difficulty: text('difficulty').notNull(),
    /** report, trust or verify. */
    decision: text('decision').notNull(),
    /** The hotspots marked as red flags, in the order sent. */
    flags: text('flags').array().notNull(),
    outcome: text('outcome').$type<DrillOutcomeColumn>().notNull(),
    /** The drill's red flags, and how many were found, missed, and marked wrongly. */
    redFlags: integer('red_flags').notNull(),
    found: integer('found').notNull(),
    missed: integer('missed').notNull(),
    falseFlags: integer('false_flags').notNull(),
    /**
     * Every hotspot of the drill at submit: the false-alarm share is false flags over the parts
     * that are not red flags (engine flagDiscrimination). Null on results stored before it was kept.
     */
    hotspots: integer('hotspots'),
    /** The red flags not marked: the game master's most-missed list. */
    missedIds: text('missed_ids').array().notNull(),
    /**
     * What the submit earned (engine computePairPay): a drill pays with its twin, so the submit that
     * completes a pair carries the pair's pay (the pair, the flags, the false flags ≤ 0); the first
     * of the two carries 0.
     */
    payDecision: integer('pay_decision').notNull(),
    payFlags: integer('pay_flags').notNull(),
    /** What missed flags and marked ordinary parts took off the pair's pay (≤ 0). */
    payDeduction: integer('pay_deduction').notNull(),
    /** What this submit paid into the bank for the drill: 0 unless it is the season's first. */
    paid: integer('paid').notNull(),
    firstOfSeason: boolean('first_of_season').notNull(),
    /** Whether it met the fraud's due review (quiz_review), and the review reward it paid. */
    reviewMet: boolean('review_met').notNull().default(false),
    reviewReward: integer('review_reward').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('drill_attempt_first_idx')
      .on(t.userId, t.seasonId, t.drillId)
      .where(sql`${t.firstOfSeason}`),
    index('drill_attempt_user_idx').on(t.userId, t.createdAt),
    index('drill_attempt_stats_idx').on(t.seasonId, t.drillId).where(sql`${t.firstOfSeason}`),
  ],
);

/**
 * Each player's drill of the day: drawn on their first look on a UTC day and kept until the
 * next, so that it stays the same all day whatever they do meanwhile. One row per player.
 */
export const drillOfTheDay = pgTable('drill_of_the_day', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The UTC day, `YYYY-MM-DD`. */
  day: text('day').notNull(),
  drillId: text('drill_id').notNull(),
});

/**
 * A post-wave booster (issue 24, part 4): after a wave, the family that cost the player the most
 * gets a short retrieval round of quiz items from their review queue, in other words than before
 * (variants). One per player and wave; unpaid; its result feeds the player's learning curve.
 */
export const booster = pgTable(
  'booster',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The wave whose losses offered it (no foreign key: waves are pruned, see decision 0008). */
    waveId: text('wave_id').notNull(),
    familyId: text('family_id').notNull(),
    /** What the family's attacks cost the player in that wave, in dollars. */
    lost: integer('lost').notNull(),
    /** Content quiz item ids, in the order shown; the API names them q1, q2… */
    questionIds: text('question_ids').array().notNull(),
    /** Draws each item's variant and option order (engine option-order.ts). */
    seed: integer('seed').notNull(),
    /** Right answers, once every item is answered; null while open. */
    correct: integer('correct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booster_user_wave_idx').on(t.userId, t.waveId),
    index('booster_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One answer to one item of a booster. Final once written. */
export const boosterAnswer = pgTable(
  'booster_answer',
  {
    boosterId: text('booster_id')
      .notNull()
      .references(() => booster.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The option's written index in the item. */
    optionIndex: integer('option_index').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.boosterId, t.position] })],
);
