import { randomUUID } from 'node:crypto';
import { listQuizQuestions } from '@ffl/content/registry';
import { allQuizVariants } from '@ffl/content/variants';
import { ECONOMY } from '@ffl/engine/economy';
import { FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { getRetakeCooldownMinutes } from '@ffl/engine/review';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey, ledger } from '../../db/schema/game';
import { quizAnswer, quizAttempt, quizReview } from '../../db/schema/learning';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import { identify, shownCorrect, shownWrong, writtenOf } from '../../test/quiz-truth';
import {
  type Player,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { sumLedger } from '../bank/bank-service';
import type { DrawnAttempt, DrawnQuestion, SubmitResult } from './quiz-schemas';
import { findQuestion } from './quiz-service';

const DAY = 86_400_000;
const clock = createTestClock();
let server: TestServer;
let gm: Player;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' }, clock });
  gm = await signUpPlayer(server, 'gm@example.com');
});
afterAll(async () => {
  await server.close();
});

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

/** The written index (in the content file) of a question's right option, as stored. */
function correctOf(questionId: string): number {
  const question = findQuestion(questionId);
  if (!question) throw new Error(`no question ${questionId}`);
  return question.options.findIndex((option) => option.correct);
}

function wrongOf(questionId: string): number {
  return correctOf(questionId) === 0 ? 1 : 0;
}

/** The content id of a shown question: what the API never says, found as a reader would. */
function cid(question: DrawnQuestion): string {
  return identify(question).id;
}

async function startQuiz(client: TestClient, fraudId: string): Promise<DrawnAttempt> {
  const res = await client.post(`/api/quizzes/${fraudId}/attempts`);
  if (res.status !== 200) throw new Error(`start: ${res.status} ${await res.text()}`);
  return readJson(res);
}

function answer(client: TestClient, attemptId: string, questionId: string, optionId: unknown) {
  return client.post(`/api/quizzes/attempts/${attemptId}/answers`, { questionId, optionId });
}

/** Answers every question, the first `right` of them correctly. */
async function answerAll(client: TestClient, attempt: DrawnAttempt, right: number) {
  for (const [index, question] of attempt.questions.entries()) {
    const optionId = index < right ? shownCorrect(question) : shownWrong(question);
    const res = await answer(client, attempt.attemptId, question.id, optionId);
    if (res.status !== 200) throw new Error(`answer: ${res.status} ${await res.text()}`);
  }
}

function submit(client: TestClient, attemptId: string, key: string = randomUUID()) {
  return client.request(`/api/quizzes/attempts/${attemptId}/submit`, {
    method: 'POST',
    headers: { 'idempotency-key': key },
  });
}

/** Draws, answers (`right` of 5 correct) and submits a quiz. */
async function takeQuiz(client: TestClient, fraudId: FraudId, right: number) {
  const attempt = await startQuiz(client, fraudId);
  await answerAll(client, attempt, right);
  const res = await submit(client, attempt.attemptId);
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return readJson(res);
}

async function progressOf(client: TestClient, fraudId: FraudId) {
  const overview = await client.json('/api/quizzes');
  const row = overview.frauds.find((f) => f.fraudId === fraudId);
  if (!row) throw new Error(`no ${fraudId}`);
  return { overview, row };
}

async function rewardRows(userId: string) {
  return server.database.db
    .select({ amount: ledger.amount, reference: ledger.reference, seasonId: ledger.seasonId })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'quiz-reward')))
    .orderBy(asc(ledger.id));
}

async function expectCashMatchesLedger(player: Player) {
  const bank = await player.client.json('/api/bank');
  expect(await sumLedger(server.database.db, player.userId)).toBe(bank.cash);
  return bank;
}

let emails = 0;
function newPlayer(): Promise<Player> {
  emails += 1;
  return signUpPlayer(server, `quiz-player-${emails}@example.com`);
}

describe('drawing a quiz', () => {
  it('draws 5 distinct questions of the fraud, stores them in order, and reveals no answer', async () => {
    const player = await newPlayer();
    const attempt = await startQuiz(player.client, 'Phishing');
    expect(attempt.attemptId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(attempt.fraudId).toBe('Phishing');
    // The API names each question by its place, never by the content id.
    expect(attempt.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    const ids = attempt.questions.map(cid);
    expect(new Set(ids).size).toBe(5);
    const bank = listQuizQuestions('Phishing');
    for (const question of attempt.questions) {
      const source = identify(question);
      expect(bank.map((q) => q.id)).toContain(source.id);
      expect(question).toMatchObject({ kind: source.kind, prompt: source.prompt });
      expect(question.options.map((o) => o.id)).toEqual([0, 1, 2, 3]);
      expect(question.options.map((o) => o.text).sort()).toEqual(
        source?.options.map((o) => o.text).sort(),
      );
    }
    expect(attempt.answered).toEqual([]);
    const json = JSON.stringify(attempt);
    expect(json).not.toMatch(/correct|explanation/i);
    for (const id of ids) expect(json).not.toContain(id);
    for (const question of bank.flatMap(allQuizVariants)) {
      for (const option of question.options) expect(json).not.toContain(option.explanation);
    }
    const [row] = await server.database.db
      .select()
      .from(quizAttempt)
      .where(eq(quizAttempt.id, attempt.attemptId));
    expect(row).toMatchObject({
      userId: player.userId,
      fraudId: 'Phishing',
      questionIds: ids,
      status: 'open',
    });
  });

  it('draws at random per player: four accounts do not all get the same questions in the same order', async () => {
    const draws: string[] = [];
    for (let i = 0; i < 4; i++) {
      const player = await newPlayer();
      draws.push((await startQuiz(player.client, 'Vishing')).questions.map(cid).join());
    }
    // Equal by chance for all four: (1 / (16·15·14·13·12))³.
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it("shows two accounts different variants, so one account's revealed answers are no lookup table for another", async () => {
    // Account A answers and sees every verdict; what it can hand on is text and places.
    const a = await newPlayer();
    const first = await startQuiz(a.client, 'Phishing');
    const revealed = new Map<string, string>();
    for (const question of first.questions) {
      const res = await answer(a.client, first.attemptId, question.id, 0);
      const result = await readJson(res);
      const right = question.options.find((o) => o.id === result.correctOptionId);
      revealed.set(question.prompt, right?.text ?? '');
    }
    // Other accounts meet A's items in other words: the same item, another variant.
    let differently: { prompt: string; other: string } | undefined;
    for (let i = 0; i < 12 && !differently; i++) {
      const b = await newPlayer();
      const drawn = await startQuiz(b.client, 'Phishing');
      expect(drawn.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
      for (const question of drawn.questions) {
        const mine = first.questions.find((q) => cid(q) === cid(question));
        if (mine && mine.prompt !== question.prompt) {
          differently = { prompt: question.prompt, other: mine.prompt };
          // A's revealed right answer is not among the texts B is shown.
          const aRight = revealed.get(mine.prompt);
          expect(question.options.map((o) => o.text)).not.toContain(aRight);
        }
      }
    }
    expect(differently).toBeDefined();
    expect(differently?.prompt).not.toBe(differently?.other);
  });

  it('resumes an unanswered attempt rather than drawing again, and counts one left unanswered as an attempt without a pass', async () => {
    const player = await newPlayer();
    const first = await startQuiz(player.client, 'Vishing');
    // Opening the quiz again shows the same questions: no free look at five more.
    const again = await startQuiz(player.client, 'Vishing');
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.questions).toEqual(first.questions);

    // Leaving it unanswered for another quiz ends it as an attempt without a pass.
    await startQuiz(player.client, 'Deepfake');
    const [row] = await server.database.db
      .select({ status: quizAttempt.status, endedAt: quizAttempt.endedAt })
      .from(quizAttempt)
      .where(eq(quizAttempt.id, first.attemptId));
    expect(row?.status).toBe('closed');
    const refused = await player.client.post('/api/quizzes/Vishing/attempts');
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'failed-precondition' });
    const { row: progress } = await progressOf(player.client, 'Vishing');
    expect(progress.attemptsThisSeason).toBe(1);
    expect(Date.parse(progress.retakeAt ?? '')).toBe(
      (row?.endedAt?.getTime() ?? Number.NaN) + ECONOMY.quizRetakeCooldownMinutes * 60_000,
    );
    // And it is paid as a retake: a later first pass pays the second attempt's reward.
    expect(progress.rewardIfPassed).toBe(ECONOMY.quizRetakePassRewards[0]);
  });

  it('resumes an answered quiz, and ends it when another starts, so one player holds one open attempt', async () => {
    const player = await newPlayer();
    const answered = await startQuiz(player.client, 'Xss');
    const first = answered.questions[0];
    if (!first) throw new Error('no question');
    expect((await answer(player.client, answered.attemptId, first.id, 0)).status).toBe(200);
    // Starting the same quiz again resumes it: same questions, same order, the answer kept.
    const resumed = await startQuiz(player.client, 'Xss');
    expect(resumed.attemptId).toBe(answered.attemptId);
    expect(resumed.questions).toEqual(answered.questions);
    expect(resumed.answered.map((a) => [a.questionId, a.optionId])).toEqual([[first.id, 0]]);
    const empty = await startQuiz(player.client, 'Vishing');
    const latest = await startQuiz(player.client, 'Ddos');
    const rows = await server.database.db
      .select({ id: quizAttempt.id, status: quizAttempt.status })
      .from(quizAttempt)
      .where(eq(quizAttempt.userId, player.userId));
    // Both ended ones are kept: each counts as an attempt without a pass.
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [answered.attemptId, 'closed'],
        [empty.attemptId, 'closed'],
        [latest.attemptId, 'open'],
      ]),
    );
    const second = answered.questions[1];
    if (!second) throw new Error('no question');
    expect(
      await errorOf(await answer(player.client, answered.attemptId, second.id, 0)),
    ).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect((await errorOf(await submit(player.client, answered.attemptId))).code).toBe(
      'failed-precondition',
    );
    // Leaving a quiz after seeing answers counts as an attempt without a pass.
    expect(await errorOf(await player.client.post('/api/quizzes/Xss/attempts'))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });
  });

  it('does not resume an unfinished attempt whose question a content update retired', async () => {
    const player = await newPlayer();
    const seasonId = (await player.client.json('/api/bank')).season.id;
    const id = createPublicId();
    const current = listQuizQuestions('Ddos')[0];
    if (!current) throw new Error('no question');
    // An attempt drawn before the update, answered once; Ddos-10 is retired.
    const longAgo = new Date(clock.now().getTime() - 3 * 3_600_000);
    await server.database.db.insert(quizAttempt).values({
      id,
      userId: player.userId,
      fraudId: 'Ddos',
      seasonId,
      questionIds: ['Ddos-10', current.id],
      createdAt: longAgo,
    });
    await server.database.db.insert(quizAnswer).values({
      attemptId: id,
      userId: player.userId,
      questionId: current.id,
      optionIndex: 0,
      correct: current.options[0]?.correct === true,
      answeredAt: longAgo,
    });
    const fresh = await startQuiz(player.client, 'Ddos');
    expect(fresh.attemptId).not.toBe(id);
    expect(fresh.answered).toEqual([]);
    expect(fresh.questions.map(cid)).not.toContain('Ddos-10');
  });

  it('leaves one open attempt when several quizzes start at once', async () => {
    const player = await newPlayer();
    const responses = await Promise.all(
      [...FRAUD_IDS, ...FRAUD_IDS].map((fraudId) =>
        player.client.post(`/api/quizzes/${fraudId}/attempts`),
      ),
    );
    // A second start either resumes the quiz (still open) or meets its cooldown (ended by another).
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 200 || status === 403)).toBe(true);
    const rows = await server.database.db
      .select({ id: quizAttempt.id })
      .from(quizAttempt)
      .where(and(eq(quizAttempt.userId, player.userId), eq(quizAttempt.status, 'open')));
    expect(rows).toHaveLength(1);
  });

  it('limits how many quizzes a player can start in an hour', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 60; i++) await startQuiz(player.client, 'CryptoJacking');
    const res = await player.client.post('/api/quizzes/CryptoJacking/attempts');
    expect(await errorOf(res)).toMatchObject({ status: 429, code: 'too-many-requests' });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('answering', () => {
  it('checks each answer on the server and explains every option', async () => {
    const player = await newPlayer();
    const attempt = await startQuiz(player.client, 'SqlInjection');
    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('no questions');

    let res = await answer(player.client, attempt.attemptId, q1.id, shownCorrect(q1));
    expect(res.status).toBe(200);
    const right = await readJson(res);
    const source = identify(q1);
    // Explained in the order this attempt showed the options, in the variant it showed.
    expect(right).toEqual({
      questionId: q1.id,
      optionId: shownCorrect(q1),
      correct: true,
      correctOptionId: shownCorrect(q1),
      explanations: q1.options.map((shown) => {
        const option = source.options.find((o) => o.text === shown.text);
        return { optionId: shown.id, text: option?.explanation, correct: option?.correct };
      }),
    });

    res = await answer(player.client, attempt.attemptId, q2.id, shownWrong(q2));
    const wrong = await readJson(res);
    expect(wrong).toMatchObject({
      optionId: shownWrong(q2),
      correct: false,
      correctOptionId: shownCorrect(q2),
    });

    // Final: the same answer again is the same result; another one is refused.
    res = await answer(player.client, attempt.attemptId, q2.id, shownWrong(q2));
    expect(await res.json()).toEqual(wrong);
    res = await answer(player.client, attempt.attemptId, q2.id, shownCorrect(q2));
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'failed-precondition' });
    const stored = await server.database.db
      .select({ questionId: quizAnswer.questionId, optionIndex: quizAnswer.optionIndex })
      .from(quizAnswer)
      .where(eq(quizAnswer.attemptId, attempt.attemptId));
    expect(stored).toHaveLength(2);
    // Stored by the option's written index, whatever order the attempt showed.
    expect(stored.find((row) => row.questionId === cid(q2))?.optionIndex).toBe(
      writtenOf(q2, shownWrong(q2)),
    );
  });

  it("keeps a player out of another player's attempt", async () => {
    const owner = await newPlayer();
    const intruder = await newPlayer();
    const attempt = await startQuiz(owner.client, 'Ransomware');
    const question = attempt.questions[0];
    if (!question) throw new Error('no question');
    expect(
      await errorOf(await answer(intruder.client, attempt.attemptId, question.id, 0)),
    ).toMatchObject({ status: 404, code: 'not-found' });
    expect(await errorOf(await submit(intruder.client, attempt.attemptId))).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    const answers = await server.database.db
      .select()
      .from(quizAnswer)
      .where(eq(quizAnswer.attemptId, attempt.attemptId));
    expect(answers).toEqual([]);
  });

  it('refuses submitting before every question is answered, and answers after submitting', async () => {
    const player = await newPlayer();
    const attempt = await startQuiz(player.client, 'Deepfake');
    const questions = attempt.questions;
    for (const question of questions.slice(0, 4)) {
      await answer(player.client, attempt.attemptId, question.id, shownCorrect(question));
    }
    expect(await errorOf(await submit(player.client, attempt.attemptId))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });
    const last = questions[4];
    if (!last) throw new Error('no question');
    await answer(player.client, attempt.attemptId, last.id, shownCorrect(last));
    expect((await submit(player.client, attempt.attemptId)).status).toBe(200);
    const first = questions[0];
    if (!first) throw new Error('no question');
    expect(
      await errorOf(await answer(player.client, attempt.attemptId, first.id, shownCorrect(first))),
    ).toMatchObject({ status: 403, code: 'failed-precondition' });
  });
});

describe('rewards', () => {
  it('pays 20,000 for the first pass of a fraud in a season, once, through the ledger', async () => {
    const player = await newPlayer();
    const before = await player.client.json('/api/bank');
    const at = clock.now().getTime();
    const first = await takeQuiz(player.client, 'Phishing', 4);
    expect(first).toMatchObject({ fraudId: 'Phishing', score: 4, passed: true, reward: 20_000 });
    expect(first.reward).toBe(ECONOMY.quizFirstPassReward);
    expect(first.bank.cash).toBe(before.cash + 20_000);
    expect(first.review?.stage).toBe(1);
    const due = Date.parse(first.review?.dueAt ?? '');
    expect(due - at).toBeGreaterThanOrEqual(DAY);
    expect(due - clock.now().getTime()).toBeLessThanOrEqual(DAY);

    const second = await takeQuiz(player.client, 'Phishing', 5);
    expect(second).toMatchObject({ score: 5, passed: true, reward: 0, review: first.review });
    const bank = await expectCashMatchesLedger(player);
    expect(bank.cash).toBe(before.cash + 20_000);
    expect(await rewardRows(player.userId)).toEqual([
      { amount: 20_000, reference: 'Phishing', seasonId: before.season.id },
    ]);

    const { overview, row } = await progressOf(player.client, 'Phishing');
    expect(overview.frauds.map((f) => f.fraudId)).toEqual([...FRAUD_IDS]);
    expect(row).toMatchObject({
      status: 'passed',
      passedThisSeason: true,
      bestScore: 5,
      reviewStage: 1,
      reviewDueAt: first.review?.dueAt,
      rewardIfPassed: 0,
    });
    expect(overview.passedCount).toBe(1);
    expect(overview.reviewsDue).toEqual([]);
    const untouched = overview.frauds.find((f) => f.fraudId === 'Vishing');
    expect(untouched).toMatchObject({
      status: 'new',
      passedThisSeason: false,
      bestScore: null,
      lastAttemptAt: null,
      reviewDueAt: null,
      rewardIfPassed: 20_000,
    });
  });

  it('pays nothing for a failed attempt (3 of 5)', async () => {
    const player = await newPlayer();
    const before = await player.client.json('/api/bank');
    const result = await takeQuiz(player.client, 'SimSwap', 3);
    expect(result).toMatchObject({ score: 3, passed: false, reward: 0, review: null });
    expect(result.bank.cash).toBe(before.cash);
    expect(await rewardRows(player.userId)).toEqual([]);
    await expectCashMatchesLedger(player);
    const { row, overview } = await progressOf(player.client, 'SimSwap');
    expect(row).toMatchObject({ status: 'failed', passedThisSeason: false, bestScore: 3 });
    expect(overview.passedCount).toBe(0);
    const reviews = await server.database.db
      .select()
      .from(quizReview)
      .where(eq(quizReview.userId, player.userId));
    expect(reviews).toEqual([]);
  });

  it('pays once when the same Idempotency-Key is sent 10 times, in a row and at once', async () => {
    const player = await newPlayer();
    const before = await player.client.json('/api/bank');
    const attempt = await startQuiz(player.client, 'BruteForce');
    await answerAll(player.client, attempt, 5);
    const key = `quiz-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(player.client, attempt.attemptId, key)),
    );
    for (let i = 0; i < 10; i++)
      responses.push(await submit(player.client, attempt.attemptId, key));
    const bodies = (await Promise.all(responses.map((res) => res.json()))) as SubmitResult[];
    expect(responses.every((res) => res.status === 200)).toBe(true);
    expect(
      responses.filter((res) => res.headers.get('idempotent-replayed') === 'true'),
    ).toHaveLength(19);
    for (const body of bodies) {
      expect(body).toMatchObject({ score: 5, passed: true, reward: 20_000 });
      expect(body.bank.cash).toBe(before.cash + 20_000);
    }
    expect(await rewardRows(player.userId)).toHaveLength(1);
    expect((await expectCashMatchesLedger(player)).cash).toBe(before.cash + 20_000);
  });

  it('pays once for 10 concurrent submits with different keys, and each answers the same', async () => {
    const player = await newPlayer();
    const before = await player.client.json('/api/bank');
    const attempt = await startQuiz(player.client, 'AtmSkimming');
    await answerAll(player.client, attempt, 4);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(player.client, attempt.attemptId)),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(10).fill(200));
    const bodies = (await Promise.all(responses.map((res) => res.json()))) as SubmitResult[];
    for (const body of bodies) {
      expect(body).toMatchObject({ score: 4, passed: true, reward: 20_000 });
    }
    expect(await rewardRows(player.userId)).toHaveLength(1);
    expect((await expectCashMatchesLedger(player)).cash).toBe(before.cash + 20_000);
    // A later retry with yet another key still answers with the first result.
    const again = await readJson(await submit(player.client, attempt.attemptId));
    expect(again).toMatchObject({ score: 4, reward: 20_000, review: bodies[0]?.review });
    expect(await rewardRows(player.userId)).toHaveLength(1);
  });

  it('pays 5,000 for a review passed when due, nothing before, and a failed review starts over', async () => {
    const player = await newPlayer();
    const before = await player.client.json('/api/bank');
    const first = await takeQuiz(player.client, 'Ddos', 5);
    expect(first.reward).toBe(20_000);

    // Not yet due: a pass pays nothing and does not move the schedule.
    clock.advance?.(DAY - 60_000);
    let { row } = await progressOf(player.client, 'Ddos');
    expect(row).toMatchObject({ status: 'passed', rewardIfPassed: 0 });
    const early = await takeQuiz(player.client, 'Ddos', 5);
    expect(early).toMatchObject({ reward: 0, review: first.review });

    clock.advance?.(120_000);
    const progress = await progressOf(player.client, 'Ddos');
    expect(progress.row).toMatchObject({ status: 'review-due', rewardIfPassed: 5_000 });
    expect(progress.overview.reviewsDue).toEqual(['Ddos']);
    const review = await takeQuiz(player.client, 'Ddos', 4);
    expect(review.reward).toBe(ECONOMY.quizReviewReward);
    expect(review.review?.stage).toBe(2);
    expect(Date.parse(review.review?.dueAt ?? '') - clock.now().getTime()).toBeGreaterThan(
      3 * DAY - 60_000,
    );
    const again = await takeQuiz(player.client, 'Ddos', 5);
    expect(again).toMatchObject({ reward: 0, review: review.review });

    // Due again after 3 days; failing it sends the fraud back to the 1-day interval.
    clock.advance?.(3 * DAY);
    const failed = await takeQuiz(player.client, 'Ddos', 2);
    expect(failed).toMatchObject({ passed: false, reward: 0 });
    expect(failed.review?.stage).toBe(1);
    ({ row } = await progressOf(player.client, 'Ddos'));
    expect(row).toMatchObject({ status: 'failed', reviewStage: 1, passedThisSeason: true });

    expect((await rewardRows(player.userId)).map((r) => r.amount)).toEqual([20_000, 5_000]);
    expect((await expectCashMatchesLedger(player)).cash).toBe(before.cash + 25_000);
  });
});

describe('retakes', () => {
  const MINUTE = 60_000;
  const cooldown = ECONOMY.quizRetakeCooldownMinutes * MINUTE;

  /** Moves the test clock to when the quiz opens again, if it waits; returns the wait in ms. */
  async function waitForRetake(client: TestClient, fraudId: FraudId): Promise<number> {
    const { row } = await progressOf(client, fraudId);
    const wait = row.retakeAt === null ? 0 : Date.parse(row.retakeAt) - clock.now().getTime();
    if (wait > 0) clock.advance?.(wait);
    return wait;
  }

  it('shows the options in a new order on each attempt and checks answers in that order', async () => {
    const player = await newPlayer();
    const orders = new Map<string, string[]>();
    let changed = 0;
    let repeated = 0;
    const rightPlaces = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const attempt = await startQuiz(player.client, 'Phishing');
      for (const q of attempt.questions) {
        const texts = q.options.map((o) => o.text);
        const before = orders.get(cid(q));
        if (before) {
          repeated += 1;
          if (before.join('|') !== texts.join('|')) changed += 1;
        }
        orders.set(cid(q), texts);
        rightPlaces.add(shownCorrect(q));
      }
      // The first answer is wrong by its shown place, the rest right: 4 of 5 is a pass.
      const [q1, ...rest] = attempt.questions;
      if (!q1) throw new Error('no question');
      const wrong = await readJson(
        await answer(player.client, attempt.attemptId, q1.id, shownWrong(q1)),
      );
      expect(wrong).toMatchObject({ correct: false, correctOptionId: shownCorrect(q1) });
      for (const q of rest) {
        const res = await readJson(
          await answer(player.client, attempt.attemptId, q.id, shownCorrect(q)),
        );
        expect(res.correct).toBe(true);
      }
      const result = await readJson(await submit(player.client, attempt.attemptId));
      expect(result).toMatchObject({ score: 4, passed: true });
    }
    // 30 questions drawn from the bank: several come back, and their order moved.
    expect(repeated).toBeGreaterThan(5);
    expect(changed).toBeGreaterThan(0);
    expect(rightPlaces.size).toBeGreaterThan(1);
  });

  it('refuses a retake inside the cooldown with the time it opens, then allows it', async () => {
    const player = await newPlayer();
    const failed = await takeQuiz(player.client, 'Vishing', 2);
    expect(failed.passed).toBe(false);
    const [ended] = await server.database.db
      .select({ endedAt: quizAttempt.endedAt })
      .from(quizAttempt)
      .where(eq(quizAttempt.id, failed.attemptId));
    const opensAt = new Date((ended?.endedAt?.getTime() ?? Number.NaN) + cooldown);
    const { row } = await progressOf(player.client, 'Vishing');
    expect(row).toMatchObject({ status: 'failed', attemptsThisSeason: 1 });
    expect(Date.parse(row.retakeAt ?? '')).toBe(opensAt.getTime());

    const res = await player.client.post('/api/quizzes/Vishing/attempts');
    const refused = await errorOf(res);
    expect(refused).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(refused.message).toContain(`at ${opensAt.toISOString().slice(11, 16)} UTC`);
    expect(refused.message).toContain('in 30 minutes');
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeLessThanOrEqual(cooldown / 1000);
    expect(wait).toBeGreaterThan(cooldown / 1000 - 60);

    clock.advance?.(cooldown - MINUTE);
    const early = await player.client.post('/api/quizzes/Vishing/attempts');
    expect(await errorOf(early)).toMatchObject({ code: 'failed-precondition' });
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another quiz is not held back.
    expect((await player.client.post('/api/quizzes/Deepfake/attempts')).status).toBe(200);

    clock.advance?.(MINUTE);
    expect((await player.client.post('/api/quizzes/Vishing/attempts')).status).toBe(200);
    expect((await progressOf(player.client, 'Vishing')).row.retakeAt).toBeNull();
  });

  it('draws questions not seen in the previous attempt first', async () => {
    const player = await newPlayer();
    const bank = listQuizQuestions('SyntIdentityTheft').map((q) => q.id);
    const seen = new Set<string>();
    let previous = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const attempt = await startQuiz(player.client, 'SyntIdentityTheft');
      const ids = attempt.questions.map(cid);
      const unseen = bank.filter((id) => !seen.has(id));
      // As many never-seen questions as there are, then none from the previous attempt.
      expect(ids.filter((id) => !seen.has(id))).toHaveLength(Math.min(5, unseen.length));
      if (bank.length - previous.size >= 5) {
        expect(ids.filter((id) => previous.has(id))).toEqual([]);
      }
      for (const id of ids) seen.add(id);
      previous = new Set(ids);
      await answerAll(player.client, attempt, 0);
      expect((await submit(player.client, attempt.attemptId)).status).toBe(200);
      await waitForRetake(player.client, 'SyntIdentityTheft');
    }
    expect(seen.size).toBe(Math.min(bank.length, 20));
  });

  it('pays less for a first pass that took more attempts: 20,000, 10,000, 5,000, then 2,000', async () => {
    const player = await newPlayer();
    const before = await player.client.json('/api/bank');
    const frauds: FraudId[] = ['CryptoJacking', 'ZeroDayExploit', 'AccountTakeover', 'Ransomware'];
    const paid: number[] = [];
    for (const [failures, fraudId] of frauds.entries()) {
      for (let i = 0; i < failures; i++) {
        expect((await takeQuiz(player.client, fraudId, 3)).reward).toBe(0);
        await waitForRetake(player.client, fraudId);
      }
      const { row } = await progressOf(player.client, fraudId);
      expect(row.attemptsThisSeason).toBe(failures);
      const pass = await takeQuiz(player.client, fraudId, 5);
      expect(pass.reward).toBe(row.rewardIfPassed);
      paid.push(pass.reward);
    }
    expect(paid).toEqual([20_000, 10_000, 5_000, 2_000]);
    expect((await rewardRows(player.userId)).map((r) => r.amount)).toEqual(paid);
    expect((await expectCashMatchesLedger(player)).cash).toBe(before.cash + 37_000);
  });
});

describe('retakes that do not pass by chance', () => {
  const MINUTE = 60_000;

  /** Minutes from the end of an attempt to when its quiz opens again, as the player is told. */
  async function waitAfter(player: Player, fraudId: FraudId, attemptId: string) {
    const [ended] = await server.database.db
      .select({ endedAt: quizAttempt.endedAt })
      .from(quizAttempt)
      .where(eq(quizAttempt.id, attemptId));
    const { row } = await progressOf(player.client, fraudId);
    return (Date.parse(row.retakeAt ?? '') - (ended?.endedAt?.getTime() ?? Number.NaN)) / MINUTE;
  }

  /** Fails the quiz (2 of 5) and returns how long the retake waits, in minutes. */
  async function failAndMeasure(player: Player, fraudId: FraudId) {
    const failed = await takeQuiz(player.client, fraudId, 2);
    expect(failed.passed).toBe(false);
    return waitAfter(player, fraudId, failed.attemptId);
  }

  it('makes the cooldown grow after each failure in a row, and a pass starts it again', async () => {
    const player = await newPlayer();
    // Enough fresh questions for three attempts: 30, then 60 minutes.
    expect(listQuizQuestions('Ransomware').length).toBeGreaterThanOrEqual(15);
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      waits.push(await failAndMeasure(player, 'Ransomware'));
      // A minute early is still too early.
      clock.advance?.((waits[i] ?? 0) * MINUTE - MINUTE);
      const early = await player.client.post('/api/quizzes/Ransomware/attempts');
      expect(await errorOf(early)).toMatchObject({ status: 403, code: 'failed-precondition' });
      clock.advance?.(MINUTE);
    }
    expect(waits).toEqual([getRetakeCooldownMinutes(1), getRetakeCooldownMinutes(2)]);
    expect(waits[1]).toBe(2 * (waits[0] ?? 0));
    // A pass, then a failure: the wait is back to the first.
    expect((await takeQuiz(player.client, 'Ransomware', 5)).passed).toBe(true);
    expect(await failAndMeasure(player, 'Ransomware')).toBe(getRetakeCooldownMinutes(1));
  });

  it('counts an attempt abandoned unanswered as a failure for the cooldown', async () => {
    const player = await newPlayer();
    expect(await failAndMeasure(player, 'Deepfake')).toBe(getRetakeCooldownMinutes(1));
    clock.advance?.(getRetakeCooldownMinutes(1) * MINUTE);
    // The retake is drawn, left unanswered for another quiz: the second failure in a row.
    const abandoned = await startQuiz(player.client, 'Deepfake');
    await startQuiz(player.client, 'Phishing');
    expect((await progressOf(player.client, 'Deepfake')).row.attemptsThisSeason).toBe(2);
    expect(await waitAfter(player, 'Deepfake', abandoned.attemptId)).toBe(
      getRetakeCooldownMinutes(2),
    );
    expect(await errorOf(await player.client.post('/api/quizzes/Deepfake/attempts'))).toMatchObject(
      { status: 403, code: 'failed-precondition' },
    );
  });

  it('draws each retake from questions not seen yet, then waits the longest before repeating', async () => {
    const player = await newPlayer();
    const bank = listQuizQuestions('BruteForce').map((q) => q.id);
    const seen = new Set<string>();
    const freshRounds = Math.floor(bank.length / 5);
    for (let i = 0; i < freshRounds; i++) {
      const attempt = await startQuiz(player.client, 'BruteForce');
      const ids = attempt.questions.map(cid);
      // Every question is new while enough unseen ones remain.
      expect(ids.filter((id) => seen.has(id))).toEqual([]);
      for (const id of ids) seen.add(id);
      await answerAll(player.client, attempt, 1);
      expect((await submit(player.client, attempt.attemptId)).status).toBe(200);
      const wait = await waitAfter(player, 'BruteForce', attempt.attemptId);
      const mustRepeat = bank.length - seen.size < 5;
      expect(wait).toBe(getRetakeCooldownMinutes(i + 1, mustRepeat));
      clock.advance?.(wait * MINUTE);
    }
    // The next attempt asks every question never shown, and only then ones already seen.
    const last = await startQuiz(player.client, 'BruteForce');
    const unseen = bank.filter((id) => !seen.has(id));
    expect(
      last.questions
        .map(cid)
        .filter((id) => !seen.has(id))
        .sort(),
    ).toEqual(unseen.sort());
    expect(getRetakeCooldownMinutes(freshRounds, true)).toBe(ECONOMY.quizRetakeCooldownMaxMinutes);
  });
});

describe('bad input', () => {
  it('refuses malformed requests with a 4xx and changes nothing', async () => {
    const player = await newPlayer();
    const attempt = await startQuiz(player.client, 'ManInTheMiddle');
    const question = attempt.questions[0];
    if (!question) throw new Error('no question');
    const otherFraud = listQuizQuestions('Phishing')[0];
    if (!otherFraud) throw new Error('no question');
    const url = `/api/quizzes/attempts/${attempt.attemptId}/answers`;
    const huge = 'x'.repeat(70 * 1024);

    const cases: [string, Response][] = [
      ['unknown fraud', await player.client.post('/api/quizzes/Pickpocketing/attempts')],
      ['body on start', await player.client.post('/api/quizzes/Xss/attempts', { count: 50 })],
      ['unknown question', await answer(player.client, attempt.attemptId, 'Phishing-999', 0)],
      ['handle past the end', await answer(player.client, attempt.attemptId, 'q6', 0)],
      [
        'content id of its own question',
        await answer(player.client, attempt.attemptId, cid(question), 0),
      ],
      [
        'question of another quiz',
        await answer(player.client, attempt.attemptId, otherFraud.id, 0),
      ],
      ['option too big', await answer(player.client, attempt.attemptId, question.id, 7)],
      ['negative option', await answer(player.client, attempt.attemptId, question.id, -1)],
      ['fractional option', await answer(player.client, attempt.attemptId, question.id, 1.5)],
      ['option as text', await answer(player.client, attempt.attemptId, question.id, '1')],
      ['option missing', await player.client.post(url, { questionId: question.id })],
      [
        'unknown key',
        await player.client.post(url, { questionId: question.id, optionId: 0, correct: true }),
      ],
      ['question as number', await player.client.post(url, { questionId: 5, optionId: 0 })],
      ['array body', await player.client.post(url, [question.id, 0])],
      [
        'not JSON',
        await player.client.request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"questionId":',
        }),
      ],
      ['huge body', await player.client.post(url, { questionId: huge, optionId: 0 })],
      ['long question id', await answer(player.client, attempt.attemptId, 'Q'.repeat(65), 0)],
      ['bad attempt id', await answer(player.client, 'short', question.id, 0)],
      ['unknown attempt', await answer(player.client, createPublicId(), question.id, 0)],
      [
        'submit without key',
        await player.client.request(`/api/quizzes/attempts/${attempt.attemptId}/submit`, {
          method: 'POST',
        }),
      ],
      [
        'submit with a score',
        await player.client.request(`/api/quizzes/attempts/${attempt.attemptId}/submit`, {
          method: 'POST',
          headers: { 'idempotency-key': randomUUID() },
          json: { score: 5, reward: 1_000_000 },
        }),
      ],
    ];
    const notClientErrors: string[] = [];
    for (const [name, res] of cases) {
      if (res.status < 400 || res.status >= 500) notClientErrors.push(`${name}: ${res.status}`);
      // An error answer has the error schema's code and message.
      else await readError(res);
    }
    expect(notClientErrors).toEqual([]);
    expect(
      await errorOf(await player.client.post('/api/quizzes/Pickpocketing/attempts')),
    ).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: expect.stringMatching(/fraud id/),
    });
    const statuses = Object.fromEntries(cases.map(([name, res]) => [name, res.status]));
    expect(statuses).toMatchObject({
      'unknown fraud': 400,
      'unknown question': 400,
      'option too big': 400,
      'huge body': 400,
      'unknown attempt': 404,
      'submit without key': 400,
    });

    const answers = await server.database.db
      .select()
      .from(quizAnswer)
      .where(eq(quizAnswer.userId, player.userId));
    expect(answers).toEqual([]);
    const attempts = await server.database.db
      .select({ id: quizAttempt.id, status: quizAttempt.status })
      .from(quizAttempt)
      .where(and(eq(quizAttempt.userId, player.userId), eq(quizAttempt.id, attempt.attemptId)));
    expect(attempts).toEqual([{ id: attempt.attemptId, status: 'open' }]);
    const keys = await server.database.db
      .select()
      .from(idempotencyKey)
      .where(eq(idempotencyKey.userId, player.userId));
    expect(keys).toEqual([]);
    expect((await expectCashMatchesLedger(player)).cash).toBe(ECONOMY.startingCash);
  });
});

describe('game-master statistics', () => {
  it('counts pass rates per fraud and family and lists the most-missed questions', async () => {
    // A database of its own, so that the other tests' attempts do not enter the numbers.
    const own = await startTestServer({ env: { ADMIN_EMAILS: 'stats-gm@example.com' } });
    try {
      const admin = await signUpPlayer(own, 'stats-gm@example.com');
      const a = await signUpPlayer(own, 'stats-a@example.com');
      const b = await signUpPlayer(own, 'stats-b@example.com');
      const seasonId = (await a.client.json('/api/bank')).season.id;
      const db = own.database.db;

      /** An attempt with the given answers, stored as the routes would store it. */
      async function seed(
        player: Player,
        fraudId: FraudId,
        status: 'open' | 'submitted' | 'passed',
        chosen: [string, number][],
      ) {
        const id = createPublicId();
        const score = chosen.filter(([q, option]) => correctOf(q) === option).length;
        const passed = status === 'passed';
        await db.insert(quizAttempt).values({
          id,
          userId: player.userId,
          fraudId,
          seasonId,
          questionIds: chosen.map(([q]) => q),
          status: status === 'open' ? 'open' : 'submitted',
          createdAt: new Date(),
          ...(status === 'open' ? {} : { submittedAt: new Date(), score, passed, reward: 0 }),
        });
        if (chosen.length > 0) {
          await db.insert(quizAnswer).values(
            chosen.map(([questionId, optionIndex]) => ({
              attemptId: id,
              userId: player.userId,
              questionId,
              optionIndex,
              correct: correctOf(questionId) === optionIndex,
              answeredAt: new Date(),
            })),
          );
        }
      }
      const p1 = 'Phishing-1';
      const p1Right = correctOf(p1);
      const p1Wrong = [0, 1, 2, 3].filter((i) => i !== p1Right);
      const x2 = 'Xss-2';
      const v1 = 'Vishing-1';

      // Phishing: three submitted attempts, two passes; their answers to Phishing-1 are right,
      // right and the first wrong option.
      await seed(a, 'Phishing', 'passed', [[p1, p1Right]]);
      await seed(b, 'Phishing', 'passed', [[p1, p1Right]]);
      await seed(a, 'Phishing', 'submitted', [[p1, p1Wrong[0] as number]]);
      // Three more answers to Phishing-1 in open attempts: right, wrong(first), wrong(second).
      await seed(a, 'Phishing', 'open', [[p1, p1Right]]);
      await seed(b, 'Phishing', 'open', [[p1, p1Wrong[0] as number]]);
      await seed(admin, 'Phishing', 'open', [[p1, p1Wrong[1] as number]]);
      // Xss-2: five answers, four wrong. Vishing-1: four wrong answers, too few to be listed.
      for (let i = 0; i < 5; i++) {
        await seed(i % 2 ? a : b, 'Xss', 'open', [[x2, i === 0 ? correctOf(x2) : wrongOf(x2)]]);
      }
      for (let i = 0; i < 4; i++) await seed(a, 'Vishing', 'submitted', [[v1, wrongOf(v1)]]);
      // One real attempt through the API, a pass on Ransomware.
      const attempt = await startQuiz(b.client, 'Ransomware');
      await answerAll(b.client, attempt, 5);
      expect((await submit(b.client, attempt.attemptId)).status).toBe(200);

      const res = await admin.client.get('/api/admin/quiz-stats');
      expect(res.status).toBe(200);
      const stats = await readJson(res);
      expect(stats.perFraud.map((row) => row.fraudId)).toEqual([...FRAUD_IDS]);
      const fraud = (id: string) => stats.perFraud.find((row) => row.fraudId === id);
      expect(fraud('Phishing')).toMatchObject({ family: 'social', attempts: 3, passes: 2 });
      expect(fraud('Phishing')?.passRate).toBeCloseTo(2 / 3, 10);
      expect(fraud('Vishing')).toEqual({
        fraudId: 'Vishing',
        family: 'social',
        attempts: 4,
        passes: 0,
        passRate: 0,
      });
      expect(fraud('Ransomware')).toMatchObject({ attempts: 1, passes: 1, passRate: 1 });
      expect(fraud('Xss')).toMatchObject({ attempts: 0, passes: 0, passRate: 0 });
      const family = (id: string) => stats.perFamily.find((row) => row.family === id);
      expect(family('social')).toEqual({
        family: 'social',
        attempts: 7,
        passes: 2,
        passRate: 2 / 7,
      });
      expect(family('cyber')).toEqual({ family: 'cyber', attempts: 1, passes: 1, passRate: 1 });
      expect(family('physical')).toEqual({
        family: 'physical',
        attempts: 0,
        passes: 0,
        passRate: 0,
      });
      expect(stats.totals).toMatchObject({ attempts: 8, passes: 3, answers: 6 + 5 + 4 + 5 });

      expect(stats.mostMissed.map((row) => row.questionId)).toEqual([x2, p1]);
      const [xss, phish] = stats.mostMissed;
      expect(xss).toMatchObject({ fraudId: 'Xss', answers: 5, wrongShare: 0.8 });
      expect(xss?.prompt).toBe(findQuestion(x2)?.prompt);
      expect(phish).toMatchObject({ fraudId: 'Phishing', answers: 6, wrongShare: 0.5 });
      const shares = Object.fromEntries(
        (phish?.options ?? []).map((option) => [option.optionId, [option.answers, option.share]]),
      );
      expect(shares[p1Right]).toEqual([3, 0.5]);
      expect(shares[p1Wrong[0] as number]).toEqual([2, 2 / 6]);
      expect(shares[p1Wrong[1] as number]).toEqual([1, 1 / 6]);
      expect(phish?.options.find((o) => o.correct)?.optionId).toBe(p1Right);
      expect(phish?.options.map((o) => o.text)).toEqual(
        findQuestion(p1)?.options.map((o) => o.text),
      );

      expect(await errorOf(await a.client.get('/api/admin/quiz-stats'))).toMatchObject({
        status: 403,
        code: 'permission-denied',
      });
    } finally {
      await own.close();
    }
  });

  it("shows the frauds a player passed this season in the player's detail", async () => {
    const player = await newPlayer();
    await takeQuiz(player.client, 'Xss', 5);
    await takeQuiz(player.client, 'Vishing', 4);
    await takeQuiz(player.client, 'Deepfake', 1);
    const res = await gm.client.get(`/api/admin/players/${player.userId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ quizzesPassed: 2 });
    const page = await readJson(
      await gm.client.get(`/api/admin/players?q=${encodeURIComponent(`quiz-player-${emails}@`)}`),
    );
    expect(page.players.map((p) => p.quizzesPassed)).toEqual([2]);
  });
});

// Last: a new season resets every bank in this file's database.
describe('a new season', () => {
  it('makes the first-pass reward payable again and keeps the review schedule', async () => {
    const player = await newPlayer();
    const first = await takeQuiz(player.client, 'InsiderFraud', 5);
    expect(first.reward).toBe(20_000);
    const seasonOne = first.bank.season.id;

    expect((await gm.client.startSeason()).status).toBe(200);
    await server.scheduler.runOnce();
    const { row, overview } = await progressOf(player.client, 'InsiderFraud');
    expect(row).toMatchObject({
      passedThisSeason: false,
      status: 'passed',
      reviewStage: 1,
      reviewDueAt: first.review?.dueAt,
      rewardIfPassed: 20_000,
      bestScore: 5,
    });
    expect(overview.passedCount).toBe(0);
    const bankBefore = await player.client.json('/api/bank');
    expect(bankBefore.season.id).not.toBe(seasonOne);
    expect(bankBefore.cash).toBe(ECONOMY.startingCash);

    const again = await takeQuiz(player.client, 'InsiderFraud', 4);
    expect(again).toMatchObject({ passed: true, reward: 20_000, review: first.review });
    expect(again.bank.cash).toBe(ECONOMY.startingCash + 20_000);
    expect(await rewardRows(player.userId)).toEqual([
      { amount: 20_000, reference: 'InsiderFraud', seasonId: seasonOne },
      { amount: 20_000, reference: 'InsiderFraud', seasonId: bankBefore.season.id },
    ]);
    expect((await takeQuiz(player.client, 'InsiderFraud', 5)).reward).toBe(0);
    await expectCashMatchesLedger(player);
  });
});
