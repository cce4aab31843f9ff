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
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { type BankView, sumLedger } from '../bank/bank-service';

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
    await gm.post('/api/admin/waves', { difficulty: 'hard' });
    await server.scheduler.runOnce();
    const beforeA = await a.json<BankView>('/api/bank');
    const beforeB = await b.json<BankView>('/api/bank');
    const beforeGm = await gm.json<BankView>('/api/bank');
    const ids = await Promise.all(
      [a, b].map((c) => c.json<{ id: string }>('/api/me').then((me) => me.id)),
    );

    const started = await gm.post('/api/admin/season', {});
    expect(started.status).toBe(200);
    const body = (await started.json()) as { number: number; archived: number };
    expect(body.number).toBe(2);
    expect(body.archived).toBe(3);
    await server.scheduler.runOnce();
    const progress = (await (await gm.get('/api/admin/season')).json()) as {
      season: { number: number; status: string };
      banksReset: number;
      banksTotal: number;
    };
    expect(progress).toMatchObject({
      season: { number: 2, status: 'active' },
      banksReset: 3,
      banksTotal: 3,
    });

    for (const [index, client] of [a, b].entries()) {
      const bank = await client.json<BankView>('/api/bank');
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
