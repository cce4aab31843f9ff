import { randomInt } from 'node:crypto';
import { listQuizQuestions } from '@ffl/content/registry';
import type { QuizQuestion } from '@ffl/content/types';
import { FRAUD_IDS, type FraudId, isFraudId } from '@ffl/engine/ids';
import {
  computeQuizReward,
  isReviewDue,
  type ReviewState,
  recordQuizAttempt,
} from '@ffl/engine/review';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { bank, ledger } from '../../db/schema/game';
import { quizAnswer, quizAttempt, quizReview } from '../../db/schema/learning';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { createPublicId } from '../../lib/public-id';
import { type BankView, type DbOrTx, getBankView, lockBank, readBank } from '../bank/bank-service';

/** A session draws this many questions (game.md: "A session draws 5 of them"). */
export const QUESTIONS_PER_ATTEMPT = 5;
/** Passing means at least this many right. */
export const PASS_SCORE = 4;

export type QuizStatus = 'new' | 'passed' | 'review-due' | 'failed';

export interface QuizProgress {
  fraudId: FraudId;
  status: QuizStatus;
  passedThisSeason: boolean;
  bestScore: number | null;
  lastAttemptAt: string | null;
  reviewStage: number | null;
  reviewDueAt: string | null;
  /** What passing the quiz now would pay, by the same rule as submit. */
  rewardIfPassed: number;
}

export interface QuizOverview {
  frauds: QuizProgress[];
  reviewsDue: FraudId[];
  passedCount: number;
  serverTime: string;
}

export interface DrawnQuestion {
  id: string;
  kind: QuizQuestion['kind'];
  prompt: string;
  /** Option ids are the option's index in the question; nothing here says which is right. */
  options: { id: number; text: string }[];
}

export interface DrawnAttempt {
  attemptId: string;
  fraudId: FraudId;
  questions: DrawnQuestion[];
}

export interface AnswerResult {
  questionId: string;
  optionId: number;
  correct: boolean;
  correctOptionId: number;
  explanations: { optionId: number; text: string; correct: boolean }[];
}

export interface SubmitResult {
  attemptId: string;
  fraudId: FraudId;
  score: number;
  passed: boolean;
  reward: number;
  review: { stage: number; dueAt: string } | null;
  bank: BankView;
}

type AttemptRow = typeof quizAttempt.$inferSelect;

const questionIndex = new Map<string, QuizQuestion>(
  FRAUD_IDS.flatMap((fraudId) => listQuizQuestions(fraudId).map((q) => [q.id, q] as const)),
);

/** The content question with this id, if it still exists. */
export function findQuestion(questionId: string): QuizQuestion | undefined {
  return questionIndex.get(questionId);
}

function correctIndex(question: QuizQuestion): number {
  return question.options.findIndex((option) => option.correct);
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

function toReviewState(row: { stage: number; dueAt: Date } | undefined): ReviewState | null {
  return row ? { stage: row.stage, dueAt: row.dueAt.getTime() } : null;
}

type ProgressRow = {
  fraud_id: string;
  best: number | null;
  last_at: string | Date | null;
  passed_this_season: boolean | null;
  last_passed: boolean | null;
};

/** Every fraud's quiz for the player, in the engine's order, with the reviews due at `now`. */
export async function getQuizOverview(db: Db, userId: string, now: Date): Promise<QuizOverview> {
  const { seasonId } = await readBank(db, userId);
  const rows = await selectRows<ProgressRow>(
    db,
    sql`select fraud_id, max(score) as best, max(submitted_at) as last_at,
          bool_or(passed and season_id = ${seasonId}) as passed_this_season,
          (array_agg(passed order by submitted_at desc))[1] as last_passed
        from quiz_attempt where user_id = ${userId} and status = 'submitted'
        group by fraud_id`,
  );
  const attempts = new Map(rows.map((row) => [row.fraud_id, row]));
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
      rewardIfPassed: computeQuizReward({ passed: true, passedThisSeason, state, at: now }),
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
 * Draws five distinct questions of the fraud and stores the attempt. Starting a quiz ends the
 * player's earlier unsubmitted ones (those without answers are deleted), so one player holds at
 * most one open attempt and the table cannot be flooded.
 */
export async function startAttempt(
  db: Db,
  userId: string,
  fraudId: FraudId,
  now: Date,
): Promise<DrawnAttempt> {
  const questions = drawDistinct(listQuizQuestions(fraudId), QUESTIONS_PER_ATTEMPT);
  if (questions.length < QUESTIONS_PER_ATTEMPT) {
    throw new AppError('failed-precondition', 'This quiz does not have enough questions yet.');
  }
  const id = createPublicId();
  await db.transaction(async (tx) => {
    // The bank lock makes two quick starts take turns, so neither misses the other's attempt.
    const { seasonId } = await lockBank(tx, userId);
    const open = and(eq(quizAttempt.userId, userId), eq(quizAttempt.status, 'open'));
    await tx
      .delete(quizAttempt)
      .where(
        and(
          open,
          sql`not exists (select 1 from ${quizAnswer} where ${quizAnswer.attemptId} = ${quizAttempt.id})`,
        ),
      );
    await tx.update(quizAttempt).set({ status: 'closed' }).where(open);
    await tx.insert(quizAttempt).values({
      id,
      userId,
      fraudId,
      seasonId,
      questionIds: questions.map((q) => q.id),
      createdAt: now,
    });
  });
  return {
    attemptId: id,
    fraudId,
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options.map((option, index) => ({ id: index, text: option.text })),
    })),
  };
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

function toAnswerResult(question: QuizQuestion, optionId: number): AnswerResult {
  const right = correctIndex(question);
  return {
    questionId: question.id,
    optionId,
    correct: optionId === right,
    correctOptionId: right,
    explanations: question.options.map((option, index) => ({
      optionId: index,
      text: option.explanation,
      correct: option.correct,
    })),
  };
}

/**
 * Checks one answer. Answers are final: the same answer again gets the same result, another one
 * is refused. The attempt row is share-locked so that a submit cannot slip in between.
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
    const question = findQuestion(questionId);
    if (!question || !attempt.questionIds.includes(questionId)) {
      throw new AppError('invalid-argument', 'That question is not part of this quiz.');
    }
    if (optionId >= question.options.length) {
      throw new AppError(
        'out-of-range',
        `This question has ${question.options.length} options: choose 0 to ${question.options.length - 1}.`,
      );
    }
    const inserted = await tx
      .insert(quizAnswer)
      .values({
        attemptId: attempt.id,
        userId,
        questionId,
        optionIndex: optionId,
        correct: question.options[optionId]?.correct === true,
        answeredAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ optionIndex: quizAnswer.optionIndex });
    if (inserted.length === 0) {
      const [earlier] = await tx
        .select({ optionIndex: quizAnswer.optionIndex })
        .from(quizAnswer)
        .where(and(eq(quizAnswer.attemptId, attempt.id), eq(quizAnswer.questionId, questionId)));
      if (earlier && earlier.optionIndex !== optionId) {
        throw new AppError(
          'failed-precondition',
          'You already answered this question. Answers are final.',
        );
      }
    }
    return toAnswerResult(question, optionId);
  });
}

function storedResult(row: AttemptRow, bankView: BankView): SubmitResult {
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
      const passed = score >= PASS_SCORE;

      const [reviewRow] = await tx
        .select()
        .from(quizReview)
        .where(and(eq(quizReview.userId, userId), eq(quizReview.fraudId, fraudId)))
        .for('update');
      const state = toReviewState(reviewRow);
      // The bank lock serialises this player's submits, so this read cannot race another pass.
      const [earlierPass] = await tx
        .select({ id: quizAttempt.id })
        .from(quizAttempt)
        .where(
          and(
            eq(quizAttempt.userId, userId),
            eq(quizAttempt.fraudId, fraudId),
            eq(quizAttempt.seasonId, locked.seasonId),
            eq(quizAttempt.status, 'submitted'),
            eq(quizAttempt.passed, true),
          ),
        )
        .limit(1);
      const reward = computeQuizReward({
        passed,
        passedThisSeason: earlierPass !== undefined,
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
