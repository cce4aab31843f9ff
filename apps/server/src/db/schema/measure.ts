import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
 * The learning measure (features/measure, decision 0026): programmes, checks and their answers.
 * A check is one form of the held-out item pool (content `measure-items.ts`) for some families, in
 * one phase: the baseline ('pre'), the post-check ('post') or the retention check. Its answers
 * are first attempts by construction: each item is answered once, and nothing is revealed before
 * the check closes. Checks and answers are a player's learning history (personal data): they
 * cascade away with the account.
 */

export const MEASURE_PHASES = ['pre', 'post', 'retention'] as const;
export type MeasurePhase = (typeof MEASURE_PHASES)[number];

/**
 * A measurement programme: the baseline, post-check and retention check of every player are taken
 * within one. The first ('first-visit') starts with the deployment; a game master starts a new one
 * for a training round, and every player then owes a new baseline.
 */
export const learningProgramme = pgTable('learning_programme', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The post-check of a family falls due this long after the baseline at the latest. */
  postAfterDays: integer('post_after_days').notNull(),
  /** The retention check falls due this long after the post-check. */
  retentionAfterDays: integer('retention_after_days').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
});

export const FORM_SET_METHODS = ['content', 'proportion-correct', 'rasch'] as const;
/** How a form set was balanced: the writers' prior difficulty, or difficulty from responses. */
export type FormSetMethod = (typeof FORM_SET_METHODS)[number];

/** The forms of the measure, as the content names them. */
export type FormLabel = 'A' | 'B' | 'C';

/** One item's difficulty in a form set, in logits (higher is harder), from its first attempts. */
export type FormSetItemEstimate = { attempts: number; correct: number; difficulty: number };

/** One form's mean difficulty in a form set, overall and per family; null when not estimated. */
export type FormSetFormMeans = {
  mean: number | null;
  families: Record<string, number | null>;
};

/**
 * A form set (decision 0028): which form each item of the pool is on, balanced by item difficulty
 * estimated from first attempts (the proportion correct, or a Rasch model), or the writers' own
 * forms restored. The latest set draws every new baseline; a player's later checks in a programme
 * keep the set of their baseline (`measure_check.form_set_id`). No set at all: the content's forms.
 * Sets are never changed or deleted, so a check's set can always be read back.
 */
export const measureFormSet = pgTable(
  'measure_form_set',
  {
    /** The 20-character public id. */
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    method: text('method').$type<FormSetMethod>().notNull(),
    /** First attempts the difficulties were estimated from (for a Rasch fit, those it took). */
    firstAttempts: integer('first_attempts').notNull(),
    /** The players who made them. */
    players: integer('players').notNull(),
    /** Item id → form, for every item of the pool then; an item added later keeps its content form. */
    assignment: jsonb('assignment').$type<Record<string, FormLabel>>().notNull(),
    /** Pool items on no form (a family's easiest and hardest, when it has more than the forms need). */
    unused: text('unused').array().notNull(),
    /** Item id → its estimate; empty when the set was not estimated (the writers' forms restored). */
    estimates: jsonb('estimates').$type<Record<string, FormSetItemEstimate>>().notNull(),
    /** Form → its mean difficulty, overall and per family. */
    formMeans: jsonb('form_means').$type<Record<FormLabel, FormSetFormMeans>>().notNull(),
  },
  (t) => [index('measure_form_set_created_idx').on(t.createdAt)],
);

export const measureCheck = pgTable(
  'measure_check',
  {
    /** The 20-character public id. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    programmeId: text('programme_id')
      .notNull()
      .references(() => learningProgramme.id),
    phase: text('phase').$type<MeasurePhase>().notNull(),
    /** 'A', 'B' or 'C'. */
    form: text('form').notNull(),
    /** The form set the items were drawn from; null: the content's own forms. */
    formSetId: text('form_set_id').references(() => measureFormSet.id),
    /** The families the check covers, in FAMILY_IDS order. */
    families: text('families').array().notNull(),
    /** The item ids in the order they are shown. */
    itemIds: text('item_ids').array().notNull(),
    /** Seeds the order of each scenario item's options. */
    seed: integer('seed').notNull(),
    closed: boolean('closed').notNull().default(false),
    /** Items right, of all the check's items, once it is closed (the report's forms table). */
    correct: integer('correct'),
    total: integer('total'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('measure_check_user_idx').on(t.userId, t.startedAt),
    index('measure_check_report_idx').on(t.programmeId, t.phase, t.form).where(sql`${t.closed}`),
    // One open check per player at a time; a second start returns the open one.
    uniqueIndex('measure_check_open_idx').on(t.userId).where(sql`not ${t.closed}`),
    // A baseline once per programme.
    uniqueIndex('measure_check_pre_idx').on(t.userId, t.programmeId).where(sql`${t.phase} = 'pre'`),
  ],
);

/**
 * One answer to one item of a check, scored on the server at once and kept hidden until the
 * check closes. The item's family, fraud and kind are copied in, so the report needs no content
 * lookup and does not move when an item's words are edited.
 */
export const measureAnswer = pgTable(
  'measure_answer',
  {
    checkId: text('check_id')
      .notNull()
      .references(() => measureCheck.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    fraudId: text('fraud_id').notNull(),
    /** 'decision' or 'scenario'. */
    kind: text('kind').notNull(),
    /** A decision item's truth: a scam (true) or a genuine message (false); null for a scenario. */
    scam: boolean('scam'),
    /** 'report' or 'trust' for a decision item; null for a scenario. */
    decision: text('decision'),
    /** The statements ticked as warning signs (decision items). */
    signs: text('signs').array().notNull(),
    /** The option chosen, by its written index (scenario items). */
    option: integer('option'),
    correct: boolean('correct').notNull(),
    /** Warning signs ticked of the item's signs, and other statements ticked. */
    signsFound: integer('signs_found').notNull(),
    signsTotal: integer('signs_total').notNull(),
    falseSigns: integer('false_signs').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('measure_answer_item_idx').on(t.checkId, t.itemId),
    index('measure_answer_user_idx').on(t.userId),
  ],
);

/**
 * A closed check's scores, one row per family it covered and one for the whole check (family
 * 'all'): written once when the check closes, so that the game master's report over every player
 * is a sum in SQL. d′ and c are the engine's (signal-detection.ts, log-linear corrected).
 */
export const measureScore = pgTable(
  'measure_score',
  {
    checkId: text('check_id')
      .notNull()
      .references(() => measureCheck.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    programmeId: text('programme_id').notNull(),
    phase: text('phase').$type<MeasurePhase>().notNull(),
    form: text('form').notNull(),
    /** A family id, or 'all' for the whole check. */
    family: text('family').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    signsFound: integer('signs_found').notNull(),
    signsTotal: integer('signs_total').notNull(),
    falseSigns: integer('false_signs').notNull(),
    /** Decision items: scams reported of scams shown, genuine messages reported of those shown. */
    hits: integer('hits').notNull(),
    scams: integer('scams').notNull(),
    falseAlarms: integer('false_alarms').notNull(),
    genuine: integer('genuine').notNull(),
    dPrime: doublePrecision('d_prime').notNull(),
    criterion: doublePrecision('criterion').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.checkId, t.family] }),
    index('measure_score_report_idx').on(t.programmeId, t.family, t.phase, t.userId),
    index('measure_score_user_idx').on(t.userId, t.closedAt),
  ],
);

/**
 * A player's baseline paired with a later check (the post-check or the retention check), per
 * family and for the families paired so far together ('all'): written when the later check closes,
 * so that the game master's report over every player is one pass of sums (decision 0026).
 * Accuracies are shares of items right; d′ is null where a side had no scam or no genuine item.
 */
export const measurePair = pgTable(
  'measure_pair',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    programmeId: text('programme_id').notNull(),
    /** 'post' or 'retention'. */
    laterPhase: text('later_phase').$type<MeasurePhase>().notNull(),
    /** A family id, or 'all'. */
    family: text('family').notNull(),
    pre: doublePrecision('pre').notNull(),
    post: doublePrecision('post').notNull(),
    dPrimePre: doublePrecision('d_prime_pre'),
    dPrimePost: doublePrecision('d_prime_post'),
    preForm: text('pre_form').notNull(),
    postForm: text('post_form').notNull(),
    /** When the later check closed: the report's date filter. */
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.programmeId, t.laterPhase, t.family] }),
    index('measure_pair_report_idx').on(t.programmeId, t.laterPhase, t.family),
  ],
);
