import { randomUUID } from 'node:crypto';
import { BOOSTER } from '@ffl/engine/booster';
import { FRAUDS } from '@ffl/engine/catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waveResult } from '../../db/schema/game';
import { quizAnswer } from '../../db/schema/learning';
import { createTestClock } from '../../lib/clock';
import { identify, shownCorrect, shownWrong } from '../../test/quiz-truth';
import {
  type Player,
  readError,
  readJson,
  sendCustomWave,
  signUpGameMaster,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import type { DrawnAttempt } from '../quizzes/quiz-schemas';
import type { BoosterView } from './booster-schemas';

const HOUR = 3_600_000;
const clock = createTestClock();
let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'booster-gm@example.com' }, clock });
  gm = await signUpGameMaster(server, 'booster-gm@example.com');
});
afterAll(async () => {
  await server.close();
});

let players = 0;
function newPlayer(): Promise<Player> {
  players += 1;
  return signUpPlayer(server, `booster-player-${players}@example.com`);
}

async function errorOf(res: Response) {
  return { status: res.status, ...(await readError(res)) };
}

/** Takes a fraud's quiz through the API, answering the first question wrong and the rest right. */
async function takeQuizMissingOne(client: TestClient, fraudId: string): Promise<string> {
  const attempt = await postJson(client, `/api/quizzes/${fraudId}/attempts`);
  for (const [i, question] of attempt.questions.entries()) {
    const optionId = i === 0 ? shownWrong(question) : shownCorrect(question);
    const res = await client.post(`/api/quizzes/attempts/${attempt.attemptId}/answers`, {
      questionId: question.id,
      optionId,
    });
    expect(res.status).toBe(200);
  }
  const submitted = await client.request(`/api/quizzes/attempts/${attempt.attemptId}/submit`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(submitted.status).toBe(200);
  return identify(attempt.questions[0] as DrawnAttempt['questions'][number]).id;
}

/** A POST's 200 answer, typed by its path and checked against the API document. */
async function postJson<P extends string>(client: TestClient, path: P, body?: unknown) {
  return readJson(await client.post(path, body));
}

function answer(client: TestClient, boosterId: string, questionId: string, optionId: number) {
  return client.post(`/api/me/boosters/${boosterId}/answers`, { questionId, optionId });
}

describe('post-wave boosters', () => {
  it('offers the family a wave cost money, asks the missed question first, and keeps the result', async () => {
    const player = await newPlayer();
    const missed = await takeQuizMissingOne(player.client, 'Phishing');
    expect(
      (await player.client.json('/api/me/boosters')).offer,
      'no wave yet, no booster',
    ).toBeNull();

    // Two social attacks on a bank with no defenses: the social family cost money.
    expect(FRAUDS.Phishing.family).toBe('social');
    expect(FRAUDS.Vishing.family).toBe('social');
    const waveId = await sendCustomWave(server, gm, ['Phishing', 'Vishing']);
    const [result] = await server.database.db
      .select({ totalDamage: waveResult.totalDamage })
      .from(waveResult)
      .where(and(eq(waveResult.waveId, waveId), eq(waveResult.userId, player.userId)));
    expect(result?.totalDamage).toBeGreaterThan(0);

    const status = await player.client.json('/api/me/boosters');
    expect(status.offer).toMatchObject({
      waveId,
      familyId: 'social',
      lost: result?.totalDamage,
      items: BOOSTER.items,
    });
    expect(Date.parse(status.offer?.offeredUntil ?? '')).toBeGreaterThan(clock.now().getTime());

    const started = await player.client.post('/api/me/boosters', { waveId });
    expect(started.status).toBe(200);
    const text = await started.clone().text();
    expect(text).not.toMatch(/"correct":(true|false)|explanation/);
    const view = await readJson(started);
    expect(view.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(view).toMatchObject({ familyId: 'social', answered: [], correct: null });
    // The review queue first: the question the player missed, then others answered before.
    const items = view.questions.map((q) => identify(q).id);
    expect(items[0]).toBe(missed);
    const answered = await server.database.db
      .selectDistinct({ id: quizAnswer.questionId })
      .from(quizAnswer)
      .where(eq(quizAnswer.userId, player.userId));
    const queue = new Set(answered.map((row) => row.id));
    expect(items.every((id) => queue.has(id))).toBe(true);

    // One booster per wave: starting again returns it, and the offer is gone.
    const again = await postJson(player.client, '/api/me/boosters', { waveId });
    expect(again.id).toBe(view.id);
    const during = await player.client.json('/api/me/boosters');
    expect(during.offer).toBeNull();
    expect(during.open?.id).toBe(view.id);

    // Another player cannot see it.
    const other = await newPlayer();
    expect(await errorOf(await other.client.get(`/api/me/boosters/${view.id}`))).toMatchObject({
      status: 404,
      code: 'not-found',
    });

    // Answered: the first wrong, the others right; every option explained; answers final.
    const [q1, q2, q3] = view.questions as [
      BoosterView['questions'][number],
      BoosterView['questions'][number],
      BoosterView['questions'][number],
    ];
    const first = await readJson(await answer(player.client, view.id, 'q1', shownWrong(q1)));
    expect(first.answered).toHaveLength(1);
    expect(first.answered[0]).toMatchObject({ questionId: 'q1', correct: false });
    expect(first.answered[0]?.explanations).toHaveLength(4);
    expect((await answer(player.client, view.id, 'q1', shownWrong(q1))).status).toBe(200);
    expect(
      await errorOf(await answer(player.client, view.id, 'q1', shownCorrect(q1))),
    ).toMatchObject({ status: 403, code: 'failed-precondition' });
    expect(await errorOf(await answer(player.client, view.id, 'q4', 0))).toMatchObject({
      status: 400,
      code: 'invalid-argument',
    });
    await answer(player.client, view.id, 'q2', shownCorrect(q2));
    const done = await readJson(await answer(player.client, view.id, 'q3', shownCorrect(q3)));
    expect(done.correct).toBe(2);
    expect(done.completedAt).not.toBeNull();

    // The result is part of the player's curve, and nothing is open or offered.
    const after = await player.client.json('/api/me/boosters');
    expect(after).toMatchObject({ offer: null, open: null });
    expect(after.results).toEqual([
      {
        id: view.id,
        waveId,
        familyId: 'social',
        lost: result?.totalDamage,
        correct: 2,
        total: 3,
        completedAt: done.completedAt,
      },
    ]);
  });

  it('offers nothing for a wave that is not the latest, or once the offer lapses', async () => {
    const player = await newPlayer();
    const firstWave = await sendCustomWave(server, gm, ['Xss']);
    const secondWave = await sendCustomWave(server, gm, ['AtmSkimming']);
    expect(
      await errorOf(await player.client.post('/api/me/boosters', { waveId: firstWave })),
    ).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });
    const status = await player.client.json('/api/me/boosters');
    expect(status.offer?.waveId).toBe(secondWave);
    expect(status.offer?.familyId).toBe(FRAUDS.AtmSkimming.family);
    // A player who never met a question of the family still gets one: fresh items of that fraud.
    clock.advance?.((BOOSTER.offerHours + 1) * HOUR);
    expect((await player.client.json('/api/me/boosters')).offer).toBeNull();
    expect(
      await errorOf(await player.client.post('/api/me/boosters', { waveId: secondWave })),
    ).toMatchObject({
      status: 403,
      code: 'failed-precondition',
    });
  });

  it('draws fresh questions of the costly fraud for a player with no review queue', async () => {
    const player = await newPlayer();
    const waveId = await sendCustomWave(server, gm, ['SimSwap']);
    const view = await postJson(player.client, '/api/me/boosters', { waveId });
    expect(view.familyId).toBe(FRAUDS.SimSwap.family);
    const items = view.questions.map((q) => identify(q).id);
    expect(items).toHaveLength(BOOSTER.items);
    expect(items.every((id) => id.startsWith('SimSwap-'))).toBe(true);
    expect(new Set(items).size).toBe(items.length);
  });
});
