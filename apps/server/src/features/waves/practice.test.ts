import { drawPracticeWave, practiceSeedFor } from '@ffl/engine/practice-wave';
import { findBestImprovement } from '@ffl/engine/recommend';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameEvent, ledger, practiceReport, waveResult } from '../../db/schema/game';
import { mailJob } from '../../db/schema/loop';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import { readError, readJson } from '../../test/in-process';
import {
  type Player,
  signUpGameMaster,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { sumLedger } from '../bank/bank-service';
import { runPracticeWave } from './practice-service';

let server: TestServer;
let gm: TestClient;
let playerCount = 0;
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' }, clock });
  gm = await signUpGameMaster(server, 'gm@example.com');
});
afterAll(async () => {
  await server.close();
});

function newPlayer(label: string): Promise<Player> {
  playerCount += 1;
  return signUpPlayer(server, `practice-${label}-${playerCount}@example.com`);
}

async function finishWelcome(client: TestClient) {
  const res = await client.patch('/api/bank', { welcomeDone: true });
  expect(res.status, await res.clone().text()).toBe(200);
  return readJson(res);
}

async function practiceRows(userId: string) {
  return server.database.db.select().from(practiceReport).where(eq(practiceReport.userId, userId));
}

/** A custom wave sent now by the game master, landed by one pass of the scheduler. */
async function sendWave(fraudIds: string[]): Promise<string> {
  const res = await gm.sendWave({ difficulty: 'custom', fraudIds, forecast: ['social'] });
  expect(res.status, await res.clone().text()).toBe(200);
  const { id } = await readJson(res);
  await server.scheduler.runOnce();
  return id;
}

async function buy(client: TestClient, defenseId: string) {
  const res = await client.shop(defenseId, 'buy');
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('the practice wave', () => {
  it('comes with the end of the welcome, from the first loadout, resolved by the engine', async () => {
    const me = await newPlayer('first');
    await buy(me.client, 'MultiFactorAuth');
    const alert = await me.client.put('/api/bank/alert', { family: 'identity' });
    expect(alert.status).toBe(200);
    expect((await me.client.json('/api/reports')).reports).toEqual([]);
    expect(await practiceRows(me.userId)).toEqual([]);

    const bank = await finishWelcome(me.client);
    expect(bank.welcomeDone).toBe(true);

    const list = await me.client.json('/api/reports');
    expect(list.nextCursor).toBeNull();
    expect(list.reports).toHaveLength(1);
    const summary = list.reports[0];
    if (!summary) throw new Error('no practice report');
    expect(summary).toMatchObject({
      practice: true,
      difficulty: 'easy',
      forecast: [],
      alertFamily: 'identity',
      points: 0,
      pointsAfter: 0,
      rankBefore: null,
      rankAfter: null,
      waveId: summary.id,
    });

    // Exactly the engine's practice wave for this player and this loadout.
    const loadout = { MultiFactorAuth: 1 } as const;
    const drawn = drawPracticeWave(practiceSeedFor(me.userId), loadout);
    const expected = resolveWave(drawn.attacks, loadout, 'identity', bank.invested);
    const report = await me.client.json(`/api/reports/${summary.id}`);
    expect(report.practice).toBe(true);
    expect(report.attacks.map((a) => a.fraudId)).toEqual(drawn.attacks);
    // The first attack is one the first defense stops part of: the "why" shows it at work.
    expect(report.attacks[0]?.fraudId).toBe('BruteForce');
    expect(report.attacks[0]?.layers.map((l) => l.defenseId)).toEqual(['MultiFactorAuth']);
    expect(report.attacks.map((a) => a.damage)).toEqual(expected.attacks.map((a) => a.damage));
    expect(report.attacks.map((a) => a.bestImprovement?.defenseId ?? null)).toEqual(
      expected.attacks.map(
        (a) => findBestImprovement(a.fraudId, loadout, 'identity')?.defenseId ?? null,
      ),
    );
    expect(report).toMatchObject({
      stars: expected.stars,
      totalBase: expected.totalBase,
      totalDamage: expected.totalDamage,
      netChange: expected.netChange,
      cashAfter: bank.cash + expected.netChange,
      netWorthAfter: bank.cash + expected.netChange + bank.invested,
    });
    expect(report.ledger).toEqual(expected.ledger.map(({ kind, amount }) => ({ kind, amount })));
  });

  it('is created once: finishing the welcome again, or twice at once, makes no second one', async () => {
    const me = await newPlayer('once');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => me.client.patch('/api/bank', { welcomeDone: true })),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await practiceRows(me.userId);
    expect(await practiceRows(me.userId)).toHaveLength(1);

    await finishWelcome(me.client);
    expect((await me.client.json('/api/bank')).welcomeDone).toBe(true);
    const list = await me.client.json('/api/reports');
    expect(list.reports.map((r) => r.id)).toEqual([row?.publicId]);

    // The service itself, run at once from separate transactions, still makes one.
    const db = server.database.db;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction((tx) => runPracticeWave(tx, me.userId, clock.now())),
      ),
    );
    expect((await practiceRows(me.userId)).map((r) => r.publicId)).toEqual([row?.publicId]);

    // The database itself refuses a second practice report for one player.
    await expect(
      server.database.db.insert(practiceReport).values({
        ...(row as typeof practiceReport.$inferInsert),
        publicId: createPublicId(),
      }),
    ).rejects.toThrow();
    expect(await practiceRows(me.userId)).toHaveLength(1);
  });

  it('is not ranked and moves no money or points: ledger, tables, streak, badges, boosters', async () => {
    const me = await newPlayer('nothing-moves');
    const rival = await newPlayer('rival');
    await buy(me.client, 'UserEducation');
    const created = await me.client.post('/api/leagues', { name: 'Practice League' });
    expect(created.status, await created.clone().text()).toBe(200);
    const leagueId = (await readJson(created)).id;

    const db = server.database.db;
    const ledgerOf = () =>
      db.select().from(ledger).where(eq(ledger.userId, me.userId)).orderBy(ledger.id);
    const reads = () =>
      Promise.all([
        me.client.json('/api/bank'),
        me.client.json('/api/leaderboard'),
        me.client.json('/api/leaderboard?by=net-worth'),
        me.client.json(`/api/leaderboard/league/${leagueId}`),
        me.client.json('/api/me/standing'),
        me.client.json('/api/me/streak'),
        me.client.json('/api/me/badges'),
        me.client.json('/api/me/boosters'),
        me.client.json('/api/reports/balance'),
        rival.client.json('/api/leaderboard'),
      ]);
    const eventsBefore = await db.select({ n: count() }).from(gameEvent);
    const ledgerBefore = await ledgerOf();
    const before = await reads();
    // The welcome's own change (the flag) aside, everything reads as before.
    const beforeBank = { ...before[0], welcomeDone: true };

    await finishWelcome(me.client);
    expect(await practiceRows(me.userId)).toHaveLength(1);

    const after = await reads();
    expect(after[0]).toEqual(beforeBank);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(await ledgerOf()).toEqual(ledgerBefore);
    expect(await sumLedger(db, me.userId)).toBe(after[0].cash);
    // No points, no rank, no booster offer, no wave result, no event, no mail.
    expect(after[4]).toEqual(before[4]);
    expect(after[7].offer).toBeNull();
    expect(after[8].points).toEqual([]);
    expect(await db.select().from(waveResult).where(eq(waveResult.userId, me.userId))).toEqual([]);
    expect(await db.select({ n: count() }).from(gameEvent)).toEqual(eventsBefore);
    expect(await db.select().from(mailJob).where(eq(mailJob.userId, me.userId))).toEqual([]);
    // The report says what a real wave would have done, which did not happen.
    const [summary] = (await me.client.json('/api/reports')).reports;
    expect(summary?.practice).toBe(true);
    expect(summary?.netChange).not.toBe(0);
    expect(after[0].cash).toBe(before[0].cash);
  });

  it('is listed last, after every real report, a page at a time', async () => {
    const me = await newPlayer('listed');
    await finishWelcome(me.client);
    const [practice] = (await me.client.json('/api/reports')).reports;
    if (!practice) throw new Error('no practice report');

    const waveId = await sendWave(['Phishing', 'Xss']);
    const all = await me.client.json('/api/reports');
    expect(all.reports.map((r) => [r.waveId, r.practice])).toEqual([
      [waveId, false],
      [practice.id, true],
    ]);
    // Home reads the newest report: the real one now.
    const newest = await me.client.json('/api/reports?limit=1');
    expect(newest.reports.map((r) => r.practice)).toEqual([false]);
    expect(newest.nextCursor).toBe(newest.reports[0]?.id);
    const next = await me.client.json(`/api/reports?limit=1&cursor=${newest.nextCursor}`);
    expect(next).toEqual({ reports: [practice], nextCursor: null });
    // Nothing comes after the practice report.
    expect(await me.client.json(`/api/reports?cursor=${practice.id}`)).toEqual({
      reports: [],
      nextCursor: null,
    });
    // The balance chart counts the real wave only.
    const balance = await me.client.json('/api/reports/balance');
    expect(balance.points.map((p) => p.reportId)).toEqual([all.reports[0]?.id]);
  });

  it('is not made for a player a real wave hit before the welcome ended', async () => {
    const me = await newPlayer('late');
    const waveId = await sendWave(['Vishing']);
    await finishWelcome(me.client);
    expect(await practiceRows(me.userId)).toEqual([]);
    const list = await me.client.json('/api/reports');
    expect(list.reports.map((r) => [r.waveId, r.practice])).toEqual([[waveId, false]]);
  });

  it('is mine alone, goes in my export and is erased with my account', async () => {
    const me = await newPlayer('mine');
    const other = await newPlayer('other');
    await finishWelcome(me.client);
    const [practice] = (await me.client.json('/api/reports')).reports;
    if (!practice) throw new Error('no practice report');

    const theirs = await other.client.get(`/api/reports/${practice.id}`);
    expect(theirs.status).toBe(404);
    expect((await readError(theirs)).code).toBe('not-found');
    const cursor = await other.client.get(`/api/reports?cursor=${practice.id}`);
    expect(cursor.status).toBe(400);

    const exported = await me.client.json('/api/account/export');
    expect(exported.waveReports.map((r) => [r.id, r.practice])).toEqual([[practice.id, true]]);
    const { advice: _advice, ...shown } = await me.client.json(`/api/reports/${practice.id}`);
    expect(exported.waveReports[0]).toEqual(shown);

    const me2 = await me.client.json('/api/account');
    const erased = await me.client.request('/api/account', {
      method: 'DELETE',
      json: { email: me2.email },
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await practiceRows(me.userId)).toEqual([]);
  });
});
