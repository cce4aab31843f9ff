import { randomUUID } from 'node:crypto';
import type { Drill } from '@ffl/content/drill-types';
import { DRILLS } from '@ffl/content/drills';
import { ECONOMY } from '@ffl/engine/economy';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bank, ledger } from '../../db/schema/game';
import { quizReview } from '../../db/schema/learning';
import { activityDay, playerPrefs, playerStreak } from '../../db/schema/loop';
import { createTestClock } from '../../lib/clock';
import { addDays, localDay } from '../../lib/local-day';
import { shownCorrect } from '../../test/quiz-truth';
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
import type { Streak } from './streak-schemas';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AUCKLAND = 'Pacific/Auckland';
const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

let emails = 0;
function newPlayer(): Promise<Player> {
  emails += 1;
  return signUpPlayer(server, `streak-player-${emails}@example.com`);
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

/** Sets the player's time zone as the settings would (player_prefs). */
async function setZone(player: Player, timeZone: string | null) {
  await server.database.db
    .insert(playerPrefs)
    .values({ userId: player.userId, timeZone })
    .onConflictDoUpdate({ target: playerPrefs.userId, set: { timeZone } });
}

/** Moves the shared test clock forward to `at` (never back). */
function moveClockTo(at: Date) {
  const ms = at.getTime() - clock.now().getTime();
  if (ms < 0) throw new Error('the test clock only moves forward');
  clock.advance?.(ms);
}

/** The next whole UTC hour after `after` at which Auckland's day changes: its midnight. */
function nextAucklandMidnight(after: Date): Date {
  let at = Math.ceil(after.getTime() / HOUR) * HOUR + HOUR;
  while (localDay(new Date(at - 1), AUCKLAND) === localDay(new Date(at), AUCKLAND)) at += HOUR;
  return new Date(at);
}

const isPlainScam = (d: Drill) =>
  !d.legitimate && d.rightDecisions.includes('report') && !d.rightDecisions.includes('verify');
const scams = DRILLS.filter(isPlainScam);
function scam(index: number): Drill {
  const drill = scams[index % scams.length];
  if (!drill) throw new Error('no scam drill in the content');
  return drill;
}

/** A passed drill: the right decision and every red flag. */
async function doDrill(player: Player, drill: Drill, key: string = randomUUID()) {
  const res = await player.client.request(`/api/drills/${player.drill(drill.id)}/attempts`, {
    method: 'POST',
    json: { decision: 'report', flags: drill.hotspots.filter((h) => h.redFlag).map((h) => h.id) },
    headers: { 'idempotency-key': key },
  });
  if (res.status !== 200) throw new Error(`drill: ${res.status} ${await res.text()}`);
  return readJson(res);
}

/** Draws, answers (all right, or all wrong) and submits a quiz. */
async function takeQuiz(client: TestClient, fraudId: string, pass: boolean) {
  const started = await client.post(`/api/quizzes/${fraudId}/attempts`);
  if (started.status !== 200) throw new Error(`start: ${started.status} ${await started.text()}`);
  const attempt = await readJson(started);
  for (const question of attempt.questions) {
    const right = shownCorrect(question);
    const optionId = pass ? right : right === 0 ? 1 : 0;
    const res = await client.post(`/api/quizzes/attempts/${attempt.attemptId}/answers`, {
      questionId: question.id,
      optionId,
    });
    if (res.status !== 200) throw new Error(`answer: ${res.status} ${await res.text()}`);
  }
  const res = await client.request(`/api/quizzes/attempts/${attempt.attemptId}/submit`, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
  });
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${await res.text()}`);
  return readJson(res);
}

function streakOf(player: Player): Promise<Streak> {
  return player.client.json('/api/me/streak');
}

async function daysOf(player: Player) {
  return server.database.db
    .select({ day: activityDay.day, kinds: activityDay.kinds })
    .from(activityDay)
    .where(eq(activityDay.userId, player.userId))
    .orderBy(asc(activityDay.day));
}

async function freezeRows(player: Player) {
  return server.database.db
    .select({ amount: ledger.amount })
    .from(ledger)
    .where(and(eq(ledger.userId, player.userId), eq(ledger.kind, 'streak-freeze')));
}

function buyFreeze(player: Player, key: string = randomUUID()) {
  return player.client.request('/api/me/streak/freeze', {
    method: 'POST',
    headers: { 'idempotency-key': key },
  });
}

async function expectCashMatchesLedger(player: Player) {
  const view = await player.client.json('/api/bank');
  expect(await sumLedger(server.database.db, player.userId)).toBe(view.cash);
  return view;
}

describe('streak days', () => {
  it('starts empty: no streak, nothing done today, days in UTC until a time zone is known', async () => {
    const player = await newPlayer();
    const streak = await streakOf(player);
    expect(streak).toMatchObject({
      current: 0,
      longest: 0,
      today: localDay(clock.now(), 'UTC'),
      doneToday: false,
      atRisk: false,
      freezes: 0,
      freezePrice: ECONOMY.streakFreezePrice,
      canBuyFreeze: true,
      freezeCovers: null,
      lastFrozenDay: null,
      timeZone: 'UTC',
    });
  });

  it("counts two drills an hour apart across Auckland's midnight as 2 days there and 1 in UTC", async () => {
    const kiwi = await newPlayer();
    const utc = await newPlayer();
    await setZone(kiwi, AUCKLAND);
    const midnight = nextAucklandMidnight(clock.now());
    moveClockTo(new Date(midnight.getTime() - 30 * 60_000));
    await doDrill(kiwi, scam(0));
    await doDrill(utc, scam(0));
    clock.advance?.(HOUR);
    await doDrill(kiwi, scam(1));
    await doDrill(utc, scam(1));

    const aucklandDay = localDay(clock.now(), AUCKLAND);
    expect((await daysOf(kiwi)).map((row) => row.day)).toEqual([
      addDays(aucklandDay, -1),
      aucklandDay,
    ]);
    expect(await streakOf(kiwi)).toMatchObject({
      current: 2,
      longest: 2,
      today: aucklandDay,
      doneToday: true,
      atRisk: false,
      timeZone: AUCKLAND,
    });
    expect(await daysOf(utc)).toEqual([{ day: localDay(clock.now(), 'UTC'), kinds: ['drill'] }]);
    expect(await streakOf(utc)).toMatchObject({ current: 1, longest: 1, doneToday: true });
  });

  it('never counts a day twice when the time zone moves west, nor breaks the streak', async () => {
    const player = await newPlayer();
    await setZone(player, AUCKLAND);
    // Just after Auckland's midnight: Auckland is a day ahead of Los Angeles.
    moveClockTo(new Date(nextAucklandMidnight(clock.now()).getTime() + 30 * 60_000));
    await doDrill(player, scam(0));
    const ahead = localDay(clock.now(), AUCKLAND);
    expect(await streakOf(player)).toMatchObject({ current: 1, longest: 1 });

    await setZone(player, 'America/Los_Angeles');
    const behind = localDay(clock.now(), 'America/Los_Angeles');
    expect(behind < ahead).toBe(true);
    await doDrill(player, scam(1));
    const [row] = await server.database.db
      .select()
      .from(playerStreak)
      .where(eq(playerStreak.userId, player.userId));
    expect(row).toMatchObject({ current: 1, longest: 1, lastDay: ahead });

    // Los Angeles reaches the day already counted: still one day.
    clock.advance?.(DAY);
    await doDrill(player, scam(2));
    expect(await streakOf(player)).toMatchObject({ current: 1, longest: 1, doneToday: true });
    // And the next one is the second day in a row.
    clock.advance?.(DAY);
    await doDrill(player, scam(3));
    expect(await streakOf(player)).toMatchObject({ current: 2, longest: 2, doneToday: true });
  });

  it('counts a finished quiz, pass or not, and a due review met by a quiz or a drill', async () => {
    const player = await newPlayer();
    await takeQuiz(player.client, 'Phishing', false);
    expect(await daysOf(player)).toEqual([{ day: localDay(clock.now(), 'UTC'), kinds: ['quiz'] }]);
    expect(await streakOf(player)).toMatchObject({ current: 1, doneToday: true });

    const drill = scam(0);
    const due = new Date(clock.now().getTime() - HOUR);
    await server.database.db
      .insert(quizReview)
      .values([
        { userId: player.userId, fraudId: drill.fraudId, stage: 1, dueAt: due, updatedAt: due },
      ]);
    // A due review is met by a twin pair told apart: the genuine twin trusted, then the scam.
    const twin = DRILLS.find((d) => d.id === drill.twin);
    if (!twin) throw new Error(`${drill.id} has no twin`);
    const trusted = await player.client.request(`/api/drills/${player.drill(twin.id)}/attempts`, {
      method: 'POST',
      json: { decision: 'trust', flags: [] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(trusted.status).toBe(200);
    const met = await doDrill(player, drill);
    expect(met.review.met).toBe(true);
    expect((await daysOf(player))[0]?.kinds).toEqual(['quiz', 'drill', 'review']);

    // A quiz pass while its review is due meets the review too, on the next day.
    clock.advance?.(DAY);
    const fraudId = DRILLS.find((d) => d.fraudId !== drill.fraudId)?.fraudId ?? 'Vishing';
    const dueAgain = new Date(clock.now().getTime() - HOUR);
    await server.database.db
      .insert(quizReview)
      .values({ userId: player.userId, fraudId, stage: 1, dueAt: dueAgain, updatedAt: dueAgain });
    await takeQuiz(player.client, fraudId, true);
    const days = await daysOf(player);
    expect(days).toHaveLength(2);
    expect(days[1]?.kinds).toEqual(['quiz', 'review']);
    expect(await streakOf(player)).toMatchObject({ current: 2, longest: 2 });
  });

  it('keeps the streak whole when submits race: one day, recorded once', async () => {
    const player = await newPlayer();
    const results = await Promise.all([0, 1, 2, 3, 4].map((index) => doDrill(player, scam(index))));
    expect(results).toHaveLength(5);
    // A retry with the same key replays the stored answer and records nothing new.
    const key = randomUUID();
    await doDrill(player, scam(5), key);
    await doDrill(player, scam(5), key);
    expect(await daysOf(player)).toEqual([{ day: localDay(clock.now(), 'UTC'), kinds: ['drill'] }]);
    expect(await streakOf(player)).toMatchObject({ current: 1, longest: 1 });
  });

  it('needs a signed-in player', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/me/streak')).status).toBe(401);
    expect((await anonymous.post('/api/me/streak/freeze')).status).toBe(401);
  });
});

describe('the streak freeze', () => {
  it('is bought with cash through the ledger, once per key, and a second is refused', async () => {
    const player = await newPlayer();
    const before = await expectCashMatchesLedger(player);
    const key = randomUUID();
    const res = await buyFreeze(player, key);
    expect(res.status).toBe(200);
    expect((await readJson(res)).freezes).toBe(1);
    const after = await expectCashMatchesLedger(player);
    expect(after.cash).toBe(before.cash - ECONOMY.streakFreezePrice);
    expect(await freezeRows(player)).toEqual([{ amount: -ECONOMY.streakFreezePrice }]);

    const again = await buyFreeze(player, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await freezeRows(player)).toHaveLength(1);

    expect(await errorOf(await buyFreeze(player))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
      message: expect.stringContaining('already hold a streak freeze'),
    });
    expect(await streakOf(player)).toMatchObject({ freezes: 1, canBuyFreeze: false });
    expect((await expectCashMatchesLedger(player)).cash).toBe(after.cash);
  });

  it('pays once when the same purchase races, with the same key or with new keys', async () => {
    const same = await newPlayer();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => buyFreeze(same, key)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await freezeRows(same)).toHaveLength(1);
    await expectCashMatchesLedger(same);

    const fresh = await newPlayer();
    const statuses = (await Promise.all([1, 2, 3, 4].map(() => buyFreeze(fresh)))).map(
      (res) => res.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    expect(await freezeRows(fresh)).toHaveLength(1);
    await expectCashMatchesLedger(fresh);
  });

  it("is refused without enough cash, with the shop's answer", async () => {
    const player = await newPlayer();
    const { cash } = await expectCashMatchesLedger(player);
    const spend = cash - (ECONOMY.streakFreezePrice - 1);
    await server.database.db.transaction(async (tx) => {
      await tx
        .update(bank)
        .set({ cash: cash - spend })
        .where(eq(bank.userId, player.userId));
      const [{ seasonId } = { seasonId: '' }] = await tx
        .select({ seasonId: bank.seasonId })
        .from(bank)
        .where(eq(bank.userId, player.userId));
      await tx.insert(ledger).values({
        userId: player.userId,
        seasonId,
        amount: -spend,
        kind: 'buy',
        reference: 'test',
      });
    });
    expect(await streakOf(player)).toMatchObject({ canBuyFreeze: false, freezes: 0 });
    expect(await errorOf(await buyFreeze(player))).toEqual({
      status: 403,
      code: 'failed-precondition',
      message: 'Not enough cash for a streak freeze.',
    });
    expect(await freezeRows(player)).toHaveLength(0);
    await expectCashMatchesLedger(player);
  });

  it('covers one missed day, is used up, and does not cover a second', async () => {
    const player = await newPlayer();
    await doDrill(player, scam(0));
    const first = localDay(clock.now(), 'UTC');
    expect((await buyFreeze(player)).status).toBe(200);

    clock.advance?.(2 * DAY);
    const missed = addDays(first, 1);
    expect(await streakOf(player)).toMatchObject({
      current: 1,
      doneToday: false,
      atRisk: true,
      freezes: 1,
      freezeCovers: missed,
    });
    await doDrill(player, scam(1));
    expect(await streakOf(player)).toMatchObject({
      current: 2,
      longest: 2,
      doneToday: true,
      freezes: 0,
      freezeCovers: null,
      lastFrozenDay: missed,
      canBuyFreeze: true,
    });

    clock.advance?.(2 * DAY);
    expect(await streakOf(player)).toMatchObject({ current: 0, longest: 2, atRisk: false });
    await doDrill(player, scam(2));
    expect(await streakOf(player)).toMatchObject({ current: 1, longest: 2 });
  });
});

describe('my data', () => {
  it('exports my streak and my days, and erases both with the account', async () => {
    emails += 1;
    const email = `streak-player-${emails}@example.com`;
    const player = await signUpPlayer(server, email);
    await doDrill(player, scam(0));
    expect((await buyFreeze(player)).status).toBe(200);
    const today = localDay(clock.now(), 'UTC');
    const data = await player.client.json('/api/account/export');
    expect(data.streak).toEqual({
      current: 1,
      longest: 1,
      lastDay: today,
      freezes: 1,
      lastFrozenDay: null,
    });
    expect(data.activityDays).toEqual([
      { day: today, kinds: ['drill'], firstAt: expect.any(String) },
    ]);

    const erased = await player.client.request('/api/account', {
      method: 'DELETE',
      json: { email },
    });
    expect(erased.status).toBe(200);
    const db = server.database.db;
    expect(
      await db.select().from(playerStreak).where(eq(playerStreak.userId, player.userId)),
    ).toEqual([]);
    expect(
      await db.select().from(activityDay).where(eq(activityDay.userId, player.userId)),
    ).toEqual([]);
  });
});
