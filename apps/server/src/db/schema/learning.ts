import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
