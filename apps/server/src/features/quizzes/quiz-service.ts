import { randomInt } from 'node:crypto';
import { listQuizQuestions } from '@ffl/content/registry';
import type { QuizQuestion } from '@ffl/content/types';
import { quizVariantCount, renderQuizVariant } from '@ffl/content/variants';
import { FRAUD_IDS, type FraudId, isFraudId } from '@ffl/engine/ids';
import { computeOptionOrder, computeVariantIndex } from '@ffl/engine/option-order';
import {
  computeQuizReward,
  computeRetakeOpensAt,
  isQuizPassed,
  isReviewDue,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  type ReviewState,
  recordQuizAttempt,
} from '@ffl/engine/review';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { bank, ledger } from '../../db/schema/game';
import { quizAnswer, quizAttempt, quizReview } from '../../db/schema/learning';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import type { Bank } from '../bank/bank-schemas';
import { getBankView, lockBank, readBank } from '../bank/bank-service';
import { recordActivity } from '../streak/streak-service';
import type {
  AnswerResult,
  DrawnAttempt,
  QuizOverview,
  QuizProgress,
  QuizStatus,
  SubmitResult,
} from './quiz-schemas';

type AttemptRow = typeof quizAttempt.$inferSelect;

const questionIndex = new Map<string, QuizQuestion>(
  FRAUD_IDS.flatMap((fraudId) => listQuizQuestions(fraudId).map((q) => [q.id, q] as const)),
);

/** The content question with this id, if it still exists. */
export function findQuestion(questionId: string): QuizQuestion | undefined {
  return questionIndex.get(questionId);
}

/** Picks `count` distinct items uniformly (partial Fisher–Yates over the OS random source). */
function drawDistinct<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const at = randomInt(pool.length);
    drawn.push(pool[at] as T);
    pool[at] = pool[pool.length - 1] as T;
    pool.pop();
  }
  return drawn;
}

/**
 * Draws `count` questions, fresh ones first: questions the player was never shown; then those
 * shown but never answered (no answer of theirs was revealed); then those whose answers were
 * revealed, outside their previous attempt; then the previous attempt's own. So a retake never
 * repeats a question while one the player has not seen remains. Each tier is drawn at random from
 * the OS source, per attempt: two players, or two attempts, do not get the same questions in the
 * same order.
 */
export function drawQuestions(
  bank: readonly QuizQuestion[],
  count: number,
  history: {
    seen: ReadonlySet<string>;
    revealed: ReadonlySet<string>;
    previous: ReadonlySet<string>;
  },
): QuizQuestion[] {
  const { seen, revealed, previous } = history;
  const tiers: QuizQuestion[][] = [[], [], [], []];
  for (const q of bank) {
    const tier = previous.has(q.id) ? 3 : revealed.has(q.id) ? 2 : seen.has(q.id) ? 1 : 0;
    tiers[tier]?.push(q);
  }
  const drawn: QuizQuestion[] = [];
  for (const tier of tiers) drawn.push(...drawDistinct(tier, count - drawn.length));
  return drawn;
}

function toReviewState(row: { stage: number; dueAt: Date } | undefined): ReviewState | null {
  return row ? { stage: row.stage, dueAt: row.dueAt.getTime() } : null;
}

/** My attempts at one quiz; `last_at` is a timestamp (text), the count a bigint. */
const ProgressRowSchema = z.object({
  fraud_id: z.string(),
  best: z.number().nullable(),
  last_at: z.string().nullable(),
  passed_this_season: z.boolean().nullable(),
  last_passed: z.boolean().nullable(),
  attempts_this_season: sqlNumber,
});

/** An ended attempt at a quiz (submitted or closed), as the cooldown reads it. */
type EndedAttempt = {
  questionIds: string[];
  /** null when it was left without a submit, answered or not: that counts as no pass. */
  passed: boolean | null;
  endedAt: Date | null;
  seasonId: string;
};

/**
 * When a retake of a quiz opens, from the player's ended attempts at it, latest first; null when
 * nothing waits (never taken, the latest passed, or the latest failure was in an earlier season:
 * a pass or a new season starts the count again). The wait grows with the attempts in a row
 * without a pass (engine getRetakeCooldownMinutes), and is the longest when those attempts have
 * shown so many questions that the next could not be drawn from others.
 */
function retakeOpensAt(
  ended: readonly EndedAttempt[],
  seasonId: string,
  bankQuestions: readonly QuizQuestion[],
): Date | null {
  const latest = ended[0];
  if (!latest?.endedAt || latest.passed === true) return null;
  let failures = 0;
  for (const attempt of ended) {
    if (attempt.passed === true || attempt.seasonId !== seasonId) break;
    failures += 1;
  }
  if (failures === 0) return null;
  // The questions this run of failures has shown: a pass ends the run, and with it the wait.
  const shown = new Set(ended.slice(0, failures).flatMap((attempt) => attempt.questionIds));
  const fresh = bankQuestions.filter((q) => !shown.has(q.id)).length;
  return new Date(
    computeRetakeOpensAt(latest.endedAt, failures, fresh < QUIZ_QUESTIONS_PER_ATTEMPT),
  );
}

/** The player's ended attempts at each quiz (or at one), latest first. */
async function endedAttempts(
  db: DbOrTx,
  userId: string,
  fraudId?: FraudId,
): Promise<Map<string, EndedAttempt[]>> {
  const rows = await db
    .select({
      fraudId: quizAttempt.fraudId,
      questionIds: quizAttempt.questionIds,
      passed: quizAttempt.passed,
      endedAt: quizAttempt.endedAt,
      seasonId: quizAttempt.seasonId,
    })
    .from(quizAttempt)
    .where(
      and(
        eq(quizAttempt.userId, userId),
        ne(quizAttempt.status, 'open'),
        fraudId === undefined ? undefined : eq(quizAttempt.fraudId, fraudId),
      ),
    )
    .orderBy(desc(quizAttempt.endedAt), desc(quizAttempt.createdAt));
  const byFraud = new Map<string, EndedAttempt[]>();
  for (const { fraudId: id, ...attempt } of rows) {
    const list = byFraud.get(id) ?? [];
    list.push(attempt);
    byFraud.set(id, list);
  }
  return byFraud;
}

/** Every fraud's quiz for the player, in the engine's order, with the reviews due at `now`. */
export async function getQuizOverview(db: Db, userId: string, now: Date): Promise<QuizOverview> {
  const { seasonId } = await readBank(db, userId);
  const rows = await selectRows(
    db,
    sql`select fraud_id,
          max(score) filter (where status = 'submitted') as best,
          max(submitted_at) as last_at,
          bool_or(status = 'submitted' and passed and season_id = ${seasonId}) as passed_this_season,
          (array_agg(passed order by submitted_at desc nulls last))[1] as last_passed,
          count(*) filter (where season_id = ${seasonId}) as attempts_this_season
        from quiz_attempt where user_id = ${userId} and status <> 'open'
        group by fraud_id`,
    ProgressRowSchema,
  );
  const attempts = new Map(rows.map((row) => [row.fraud_id, row]));
  const ended = await endedAttempts(db, userId);
  const reviews = new Map(
    (await db.select().from(quizReview).where(eq(quizReview.userId, userId))).map((row) => [
      row.fraudId,
      row,
    ]),
  );
  const frauds = FRAUD_IDS.map((fraudId): QuizProgress => {
    const row = attempts.get(fraudId);
    const review = reviews.get(fraudId);
    const state = toReviewState(review);
    const passedThisSeason = row?.passed_this_season === true;
    const due = isReviewDue(state, now);
    const attemptsThisSeason = row?.attempts_this_season ?? 0;
    const opensAt = retakeOpensAt(ended.get(fraudId) ?? [], seasonId, listQuizQuestions(fraudId));
    let status: QuizStatus = 'new';
    if (due) status = 'review-due';
    else if (row && row.last_passed === false) status = 'failed';
    else if (state !== null || passedThisSeason) status = 'passed';
    return {
      fraudId,
      status,
      passedThisSeason,
      bestScore: row?.best ?? null,
      lastAttemptAt: row?.last_at ? new Date(row.last_at).toISOString() : null,
      reviewStage: review?.stage ?? null,
      reviewDueAt: review ? review.dueAt.toISOString() : null,
      rewardIfPassed: computeQuizReward({
        passed: true,
        passedThisSeason,
        attempt: attemptsThisSeason + 1,
        state,
        at: now,
      }),
      attemptsThisSeason,
      retakeAt: opensAt && opensAt > now ? opensAt.toISOString() : null,
    };
  });
  return {
    frauds,
    reviewsDue: frauds.filter((f) => f.status === 'review-due').map((f) => f.fraudId),
    passedCount: frauds.filter((f) => f.passedThisSeason).length,
    serverTime: now.toISOString(),
  };
}

/**
 * How question `position` of an attempt is shown: its handle in the API (`q1` to `q5`: the
 * position, never the content id, so that nothing shown names the item), the content item, the
 * variant it is shown as (variants.ts, drawn from the attempt's seed) and its option order
 * (`order[shown] = written`). The same attempt always shows the same.
 */
export type ShownQuestion = {
  handle: string;
  contentId: string;
  shown: QuizQuestion;
  order: number[];
};

export function questionHandle(position: number): string {
  return `q${position + 1}`;
}

/** The position a handle names in an attempt of `count` questions, or -1. */
function positionOf(handle: string, count: number): number {
  const match = /^q([1-9][0-9]?)$/.exec(handle);
  const position = match ? Number(match[1]) - 1 : -1;
  return position < count ? position : -1;
}

export function showQuestion(
  attempt: Pick<AttemptRow, 'optionSeed' | 'questionIds'>,
  position: number,
): ShownQuestion | undefined {
  const contentId = attempt.questionIds[position];
  const question = contentId === undefined ? undefined : findQuestion(contentId);
  if (!contentId || !question) return undefined;
  const variant = computeVariantIndex(attempt.optionSeed, position, quizVariantCount(question));
  return {
    handle: questionHandle(position),
    contentId,
    shown: renderQuizVariant(question, variant),
    order: computeOptionOrder(attempt.optionSeed, position, question.options.length),
  };
}

function toDrawnAttempt(attempt: AttemptRow, answered: AnswerResult[]): DrawnAttempt {
  const questions = attempt.questionIds.map((_, position) => {
    const shown = showQuestion(attempt, position);
    if (!shown) throw new AppError('failed-precondition', 'This quiz has changed. Start it again.');
    return shown;
  });
  return {
    attemptId: attempt.id,
    fraudId: attempt.fraudId as FraudId,
    questions: questions.map(({ handle, shown, order }) => ({
      id: handle,
      kind: shown.kind,
      prompt: shown.prompt,
      options: order.map((written, at) => ({
        id: at,
        text: shown.options[written]?.text ?? '',
      })),
    })),
    answered,
  };
}

function formatRetakeTime(at: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  const clock = at.toISOString().slice(11, 16);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, at ${clock} UTC`;
}

/**
 * Starts the player's quiz on a fraud. Resumes their unfinished attempt at it, answered or not
 * (answers are final, and drawing again would only show more questions for free); otherwise
 * draws five distinct questions, fresh ones first (drawQuestions), with a new seed for the option
 * order. After an attempt that ended without a pass, a retake waits for the cooldown, which grows
 * with each such attempt in a row (`failed-precondition`, with the time it opens and
 * Retry-After). Starting a quiz ends the player's other unsubmitted ones, so one player holds at
 * most one open attempt; an ended attempt counts as one without a pass, answered or not, so that
 * leaving a quiz unanswered cannot redraw it at no cost.
 */
export async function startAttempt(
  db: Db,
  userId: string,
  fraudId: FraudId,
  now: Date,
): Promise<DrawnAttempt> {
  const bankQuestions = listQuizQuestions(fraudId);
  if (bankQuestions.length < QUIZ_QUESTIONS_PER_ATTEMPT) {
    throw new AppError('failed-precondition', 'This quiz does not have enough questions yet.');
  }
  return db.transaction(async (tx) => {
    // The bank lock makes two quick starts take turns, so neither misses the other's attempt.
    const { seasonId } = await lockBank(tx, userId);
    const open = and(eq(quizAttempt.userId, userId), eq(quizAttempt.status, 'open'));

    const [resumable] = await tx
      .select()
      .from(quizAttempt)
      .where(and(open, eq(quizAttempt.fraudId, fraudId)))
      .limit(1);
    if (resumable?.questionIds.every((id) => findQuestion(id) !== undefined)) {
      return toDrawnAttempt(resumable, await answersOf(tx, resumable));
    }
    if (resumable) {
      // A content update retired one of its questions, so it cannot be resumed. With answers it
      // ends as of when it began (kept for the statistics, its cooldown long over); without, it
      // showed nothing the player could use, and goes.
      const [answered] = await tx
        .select({ id: quizAnswer.attemptId })
        .from(quizAnswer)
        .where(eq(quizAnswer.attemptId, resumable.id))
        .limit(1);
      await (answered
        ? tx
            .update(quizAttempt)
            .set({ status: 'closed', endedAt: resumable.createdAt })
            .where(eq(quizAttempt.id, resumable.id))
        : tx.delete(quizAttempt).where(eq(quizAttempt.id, resumable.id)));
    }

    const history = (await endedAttempts(tx, userId, fraudId)).get(fraudId) ?? [];
    const latest = history[0];
    const opensAt = retakeOpensAt(history, seasonId, bankQuestions);
    if (opensAt && opensAt > now) {
      throw new AppError(
        'failed-precondition',
        `You can retake this quiz ${formatRetakeTime(opensAt, now)}. Reread the page while you wait: the next attempt asks questions you have not seen yet.`,
        Math.ceil((opensAt.getTime() - now.getTime()) / 1000),
      );
    }

    // The player's other open quiz ends, answered or not: it counts as an attempt without a pass.
    await tx.update(quizAttempt).set({ status: 'closed', endedAt: now }).where(open);

    const seen = new Set(history.flatMap((row) => row.questionIds));
    const answered = await tx
      .selectDistinct({ questionId: quizAnswer.questionId })
      .from(quizAnswer)
      .where(
        and(
          eq(quizAnswer.userId, userId),
          inArray(
            quizAnswer.questionId,
            bankQuestions.map((q) => q.id),
          ),
        ),
      );
    const questions = drawQuestions(bankQuestions, QUIZ_QUESTIONS_PER_ATTEMPT, {
      seen,
      revealed: new Set(answered.map((row) => row.questionId)),
      previous: new Set(latest?.questionIds ?? []),
    });
    const [row] = await tx
      .insert(quizAttempt)
      .values({
        id: createPublicId(),
        userId,
        fraudId,
        seasonId,
        questionIds: questions.map((q) => q.id),
        optionSeed: randomInt(2 ** 31),
        createdAt: now,
      })
      .returning();
    if (!row) throw new AppError('internal', 'The quiz could not be stored.');
    return toDrawnAttempt(row, []);
  });
}

function noSuchAttempt(): AppError {
  return new AppError('not-found', 'No such quiz attempt.');
}

/** The player's own attempt; someone else's is "not found" so that ids cannot be probed. */
async function findOwnAttempt(
  tx: DbOrTx,
  userId: string,
  attemptId: string,
  lock: 'share' | 'update',
): Promise<AttemptRow> {
  const [row] = await tx.select().from(quizAttempt).where(eq(quizAttempt.id, attemptId)).for(lock);
  if (!row || row.userId !== userId) throw noSuchAttempt();
  return row;
}

function refuseClosed(row: AttemptRow): void {
  if (row.status === 'closed') {
    throw new AppError(
      'failed-precondition',
      'You started another quiz, so this one has ended. Start this quiz again.',
    );
  }
}

/** The checked answer, in the attempt's shown order and the variant it showed. */
export function toAnswerResult(
  { handle, shown: question, order }: ShownQuestion,
  shownChoice: number,
): AnswerResult {
  const written = question.options.findIndex((option) => option.correct);
  const correctOptionId = order.indexOf(written);
  return {
    questionId: handle,
    optionId: shownChoice,
    correct: shownChoice === correctOptionId,
    correctOptionId,
    explanations: order.map((index, shown) => ({
      optionId: shown,
      text: question.options[index]?.explanation ?? '',
      correct: question.options[index]?.correct === true,
    })),
  };
}

/** The answers given so far in an attempt, as the player saw them, in question order. */
async function answersOf(tx: DbOrTx, attempt: AttemptRow): Promise<AnswerResult[]> {
  const rows = await tx
    .select({ questionId: quizAnswer.questionId, optionIndex: quizAnswer.optionIndex })
    .from(quizAnswer)
    .where(eq(quizAnswer.attemptId, attempt.id));
  const given = new Map(rows.map((row) => [row.questionId, row.optionIndex]));
  return attempt.questionIds.flatMap((id, position) => {
    const shown = showQuestion(attempt, position);
    const written = given.get(id);
    if (!shown || written === undefined) return [];
    return [toAnswerResult(shown, shown.order.indexOf(written))];
  });
}

/**
 * Checks one answer to the question with this handle (`q1` to `q5`), given as the option's place
 * in the order this attempt showed it. The
 * written index is stored, so statistics do not depend on any attempt's order. Answers are
 * final: the same answer again gets the same result, another one is refused. The attempt row is
 * share-locked so that a submit cannot slip in between.
 */
export async function answerQuestion(
  db: Db,
  input: { userId: string; attemptId: string; questionId: string; optionId: number; now: Date },
): Promise<AnswerResult> {
  const { userId, questionId, optionId } = input;
  return db.transaction(async (tx) => {
    const attempt = await findOwnAttempt(tx, userId, input.attemptId, 'share');
    if (attempt.status === 'submitted') {
      throw new AppError('failed-precondition', 'This quiz was already submitted.');
    }
    refuseClosed(attempt);
    const shown = showQuestion(attempt, positionOf(questionId, attempt.questionIds.length));
    if (!shown) {
      throw new AppError('invalid-argument', 'That question is not part of this quiz.');
    }
    const { contentId, shown: question, order } = shown;
    if (optionId >= question.options.length) {
      throw new AppError(
        'out-of-range',
        `This question has ${question.options.length} options: choose 0 to ${question.options.length - 1}.`,
      );
    }
    const written = order[optionId] ?? -1;
    const inserted = await tx
      .insert(quizAnswer)
      .values({
        attemptId: attempt.id,
        userId,
        questionId: contentId,
        optionIndex: written,
        correct: question.options[written]?.correct === true,
        answeredAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ optionIndex: quizAnswer.optionIndex });
    if (inserted.length === 0) {
      const [earlier] = await tx
        .select({ optionIndex: quizAnswer.optionIndex })
        .from(quizAnswer)
        .where(and(eq(quizAnswer.attemptId, attempt.id), eq(quizAnswer.questionId, contentId)));
      if (earlier && earlier.optionIndex !== written) {
        throw new AppError(
          'failed-precondition',
          'You already answered this question. Answers are final.',
        );
      }
    }
    return toAnswerResult(shown, optionId);
  });
}

function storedResult(row: AttemptRow, bankView: Bank): SubmitResult {
  return {
    attemptId: row.id,
    fraudId: row.fraudId as FraudId,
    score: row.score ?? 0,
    passed: row.passed === true,
    reward: row.reward ?? 0,
    review:
      row.reviewStage !== null && row.reviewDueAt !== null
        ? { stage: row.reviewStage, dueAt: row.reviewDueAt.toISOString() }
        : null,
    bank: bankView,
  };
}

/**
 * Scores a fully answered attempt and pays its reward. One transaction holds the player's bank
 * lock and writes the result, the review state, and (when the engine says the attempt pays) the
 * ledger row with the cash change. A retry with the same Idempotency-Key gets the stored answer;
 * a second submit with another key finds the attempt already scored and pays nothing again.
 */
export async function submitAttempt(
  db: Db,
  input: { userId: string; attemptId: string; idempotencyKey: string; now: Date },
): Promise<{ result: SubmitResult; replayed: boolean }> {
  const { userId, attemptId, now } = input;
  const answer = await db.transaction(async (tx) => {
    const locked = await lockBank(tx, userId);
    return runOnce(tx, userId, input.idempotencyKey, `quiz-submit:${attemptId}`, async () => {
      const attempt = await findOwnAttempt(tx, userId, attemptId, 'update');
      if (attempt.status === 'submitted') {
        return storedResult(attempt, await getBankView(tx, userId));
      }
      refuseClosed(attempt);
      if (!isFraudId(attempt.fraudId)) throw noSuchAttempt();
      const fraudId = attempt.fraudId;
      const given = await tx
        .select({ questionId: quizAnswer.questionId, correct: quizAnswer.correct })
        .from(quizAnswer)
        .where(
          and(
            eq(quizAnswer.attemptId, attempt.id),
            inArray(quizAnswer.questionId, attempt.questionIds),
          ),
        );
      const missing = attempt.questionIds.length - given.length;
      if (missing > 0) {
        throw new AppError(
          'failed-precondition',
          `Answer every question before you submit: ${missing} still ${missing === 1 ? 'needs' : 'need'} an answer.`,
        );
      }
      const score = given.filter((row) => row.correct).length;
      const passed = isQuizPassed(score);

      const [reviewRow] = await tx
        .select()
        .from(quizReview)
        .where(and(eq(quizReview.userId, userId), eq(quizReview.fraudId, fraudId)))
        .for('update');
      const state = toReviewState(reviewRow);
      // This season's ended attempts at the fraud (this one is the next) and whether one passed.
      // The bank lock serialises this player's submits, so this read cannot race another pass.
      const [season] = await tx
        .select({
          ended: sql<number>`count(*)::int`,
          passed: sql<boolean>`coalesce(bool_or(${quizAttempt.status} = 'submitted' and ${quizAttempt.passed}), false)`,
        })
        .from(quizAttempt)
        .where(
          and(
            eq(quizAttempt.userId, userId),
            eq(quizAttempt.fraudId, fraudId),
            eq(quizAttempt.seasonId, locked.seasonId),
            ne(quizAttempt.status, 'open'),
          ),
        );
      const reward = computeQuizReward({
        passed,
        passedThisSeason: season?.passed === true,
        attempt: Number(season?.ended ?? 0) + 1,
        state,
        at: now,
      });
      const next = recordQuizAttempt(state, passed, now);

      if (
        next !== null &&
        (state === null || next.stage !== state.stage || next.dueAt !== state.dueAt)
      ) {
        const values = { stage: next.stage, dueAt: new Date(next.dueAt), updatedAt: now };
        await tx
          .insert(quizReview)
          .values({ userId, fraudId, ...values })
          .onConflictDoUpdate({ target: [quizReview.userId, quizReview.fraudId], set: values });
      }
      const [scored] = await tx
        .update(quizAttempt)
        .set({
          status: 'submitted',
          submittedAt: now,
          endedAt: now,
          seasonId: locked.seasonId,
          score,
          passed,
          reward,
          reviewStage: next?.stage ?? null,
          reviewDueAt: next ? new Date(next.dueAt) : null,
        })
        .where(eq(quizAttempt.id, attempt.id))
        .returning();
      if (reward > 0) {
        await tx
          .update(bank)
          .set({ cash: locked.cash + reward, updatedAt: new Date() })
          .where(eq(bank.userId, userId));
        await tx.insert(ledger).values({
          userId,
          seasonId: locked.seasonId,
          amount: reward,
          kind: 'quiz-reward',
          reference: fraudId,
        });
      }
      if (!scored) throw noSuchAttempt();
      // A finished quiz counts towards the streak; a pass while the review was due meets it.
      await recordActivity(tx, userId, 'quiz', now);
      if (passed && isReviewDue(state, now)) await recordActivity(tx, userId, 'review', now);
      return storedResult(scored, await getBankView(tx, userId));
    });
  });
  return { result: answer.body, replayed: answer.replayed };
}

/**
 * How many frauds each player has passed in their bank's current season, for the game-master
 * screens. Players without a pass are absent from the map.
 */
export async function countQuizzesPassed(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: quizAttempt.userId,
      passed: sql<number>`count(distinct ${quizAttempt.fraudId})::int`,
    })
    .from(quizAttempt)
    .innerJoin(
      bank,
      and(eq(bank.userId, quizAttempt.userId), eq(bank.seasonId, quizAttempt.seasonId)),
    )
    .where(
      and(
        inArray(quizAttempt.userId, [...userIds]),
        eq(quizAttempt.status, 'submitted'),
        eq(quizAttempt.passed, true),
      ),
    )
    .groupBy(quizAttempt.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.passed)]));
}
