import { ECONOMY } from '@ffl/engine/economy';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  ledger,
  ownedDefense,
  season,
  seasonArchive,
  waveResult,
} from '../../db/schema/game';
import {
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { sumLedger } from '../bank/bank-service';

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
  gm = await signUpVerified(server, 'gm@example.com');
  // Game masters play too: this opens the game master's bank.
  await gm.json('/api/bank');
});
afterAll(async () => {
  await server.close();
});

describe('a new season', () => {
  it('archives the table, resets every bank through the ledger, and keeps reports and accounts', async () => {
    const a = await signUpVerified(server, 'alpha@example.com');
    const b = await signUpVerified(server, 'bravo@example.com');
    await a.patch('/api/bank', { name: 'Alpha Savings' });
    await b.patch('/api/bank', { name: 'Bravo Mutual' });
    await a.shop('MultiFactorAuth', 'buy');
    await b.shop('UserEducation', 'buy');
    await b.put('/api/bank/alert', { family: 'social' });
    await gm.sendWave({ difficulty: 'hard' });
    await server.scheduler.runOnce();
    const beforeA = await a.json('/api/bank');
    const beforeB = await b.json('/api/bank');
    const beforeGm = await gm.json('/api/bank');
    const ids = await Promise.all([a, b].map((c) => c.json('/api/me').then((me) => me.id)));

    const started = await gm.startSeason();
    expect(started.status).toBe(200);
    const body = await readJson(started);
    expect(body.number).toBe(2);
    expect(body.archived).toBe(3);
    await server.scheduler.runOnce();
    const progress = await readJson(await gm.get('/api/admin/season'));
    expect(progress).toMatchObject({
      season: { number: 2, status: 'active' },
      banksReset: 3,
      banksTotal: 3,
    });

    for (const [index, client] of [a, b].entries()) {
      const bank = await client.json('/api/bank');
      expect(bank).toMatchObject({
        cash: ECONOMY.startingCash,
        invested: 0,
        alertFamily: null,
        season: { number: 2 },
      });
      expect(bank.owned).toEqual([]);
      const userId = ids[index] as string;
      expect(await sumLedger(server.database.db, userId)).toBe(ECONOMY.startingCash);
      const lines = await server.database.db
        .select({ kind: ledger.kind, amount: ledger.amount })
        .from(ledger)
        .where(eq(ledger.userId, userId))
        .orderBy(asc(ledger.id));
      const before = index === 0 ? beforeA : beforeB;
      expect(lines.at(-1)).toEqual({
        kind: 'season-reset',
        amount: ECONOMY.startingCash - before.cash,
      });
      // Reports are kept.
      const reports = await server.database.db
        .select()
        .from(waveResult)
        .where(eq(waveResult.userId, userId));
      expect(reports).toHaveLength(1);
    }
    expect(await server.database.db.select().from(ownedDefense)).toEqual([]);

    const archived = await server.database.db
      .select()
      .from(seasonArchive)
      .innerJoin(season, eq(season.id, seasonArchive.seasonId))
      .where(eq(season.number, 1))
      .orderBy(asc(seasonArchive.position));
    expect(archived.map((row) => row.season_archive.netWorth)).toEqual(
      [beforeA.netWorth, beforeB.netWorth, beforeGm.netWorth].sort((x, y) => y - x),
    );
    const archiveText = await (await a.get('/api/leaderboard/archive')).text();
    expect(archiveText).toContain('Alpha Savings');
    expect(archiveText).toContain('Bravo Mutual');

    const audit = await server.database.db.select({ action: auditLog.action }).from(auditLog);
    expect(audit.map((row) => row.action)).toContain('start-season');
  });
});

describe('starting a season is guarded', () => {
  async function seasonNumbers(): Promise<number[]> {
    const rows = await server.database.db
      .select({ number: season.number })
      .from(season)
      .orderBy(asc(season.number));
    return rows.map((row) => row.number);
  }

  async function currentNumber(): Promise<number> {
    const numbers = await seasonNumbers();
    return numbers.at(-1) as number;
  }

  /** Lets the reset of a season just started finish, so that the next one may start. */
  async function settle() {
    await server.scheduler.runOnce();
  }

  function start(body: unknown, key?: string, init: Omit<RequestInit, 'method'> = {}) {
    const headers = new Headers(init.headers);
    if (key !== undefined) headers.set('idempotency-key', key);
    return gm.request('/api/admin/season', {
      method: 'POST',
      ...init,
      headers,
      ...(body === undefined ? {} : { json: body }),
    });
  }

  it('refuses malformed requests with a 4xx and starts nothing', async () => {
    await settle();
    const n = await currentNumber();
    const before = await seasonNumbers();
    const cases: [string, () => Promise<Response>][] = [
      ['no body, no key', () => start(undefined)],
      ['no body', () => start(undefined, 'season-key-0001')],
      ['an empty object', () => start({}, 'season-key-0002')],
      ['the number as text', () => start({ confirm: String(n) }, 'season-key-0003')],
      ['a fraction', () => start({ confirm: n + 0.5 }, 'season-key-0004')],
      ['an extra field', () => start({ confirm: n, force: true }, 'season-key-0005')],
      ['no key', () => start({ confirm: n })],
      ['a key too short', () => start({ confirm: n }, 'short')],
      [
        'not JSON',
        () =>
          start(undefined, 'season-key-0006', {
            body: 'confirm=1',
            headers: { 'content-type': 'application/json' },
          }),
      ],
      [
        'a form',
        () =>
          start(undefined, 'season-key-0007', {
            body: `confirm=${n}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
      ],
    ];
    for (const [label, send] of cases) {
      const res = await send();
      const error = res.status >= 400 ? await readError(res) : undefined;
      expect({ label, status: res.status, code: error?.code }).toEqual({
        label,
        status: 400,
        code: 'invalid-argument',
      });
      expect(error?.message.length, label).toBeGreaterThan(10);
    }
    expect(await seasonNumbers()).toEqual(before);
  });

  it('refuses a confirmation that is not the current season number, and starts nothing', async () => {
    await settle();
    const n = await currentNumber();
    const before = await seasonNumbers();
    for (const [index, wrong] of [n + 1, n + 2, 99_999].entries()) {
      const res = await start({ confirm: wrong }, `wrong-number-${index}-key`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'failed-precondition',
          message: `The current season is season ${n}: type ${n} to confirm the start of season ${n + 1}. No season was started.`,
        },
      });
    }
    expect(await seasonNumbers()).toEqual(before);
  });

  it('starts one season for one Idempotency-Key, however often it is sent', async () => {
    await settle();
    const n = await currentNumber();
    const first = await start({ confirm: n }, 'one-season-key-1');
    expect(first.status).toBe(200);
    const started = await readJson(first);
    expect(started.number).toBe(n + 1);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // A retry of the same request, even after the season moved on, gets the same answer.
    const retry = await start({ confirm: n }, 'one-season-key-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(retry)).id).toBe(started.id);
    await settle();
    const again = await start({ confirm: n }, 'one-season-key-1');
    expect((await readJson(again)).id).toBe(started.id);
    expect(await currentNumber()).toBe(n + 1);

    // Two copies at once still start one season.
    const both = await Promise.all([
      start({ confirm: n + 1 }, 'one-season-key-2'),
      start({ confirm: n + 1 }, 'one-season-key-2'),
    ]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    const ids = await Promise.all(both.map(async (res) => (await readJson(res)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await currentNumber()).toBe(n + 2);

    // A new key with the old number is a stale confirmation, not a second season.
    await settle();
    const stale = await start({ confirm: n + 1 }, 'one-season-key-3');
    expect(stale.status).toBe(403);
    expect(await currentNumber()).toBe(n + 2);
    const starts = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'start-season'));
    expect(starts.map((row) => (row.details as { number: number }).number)).toEqual(
      expect.arrayContaining([n + 1, n + 2]),
    );
    expect(starts.filter((row) => (row.details as { number: number }).number > n)).toHaveLength(2);
  });
});
