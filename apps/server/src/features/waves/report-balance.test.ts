import { computeRefund } from '@ffl/engine/actions';
import { ECONOMY } from '@ffl/engine/economy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OpenApiDocumentSchema,
  readJson,
  sendCustomWave,
  signUpGameMaster,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import {
  AdviceSchema,
  AdvisedReportSchema,
  BalanceHistorySchema,
  NextWaveSchema,
  ReportPageSchema,
} from './wave-schemas';

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
  gm = await signUpGameMaster(server, 'gm@example.com');
});
afterAll(async () => {
  await server.close();
});

const sendWave = (fraudIds: string[]) => sendCustomWave(server, gm, fraudIds);

describe('GET /api/reports/balance', () => {
  it('starts at the starting cash and adds my net worth after each wave, oldest first', async () => {
    const player = await signUpVerified(server, 'balance-player@example.com');
    const empty = await player.json('/api/reports/balance');
    expect(empty.points).toEqual([]);
    expect(empty.start.netWorth).toBe(ECONOMY.startingCash);
    expect(Number.isNaN(Date.parse(empty.start.at))).toBe(false);

    expect((await player.shop('EmailFiltering', 'buy')).status).toBe(200);
    await sendWave(['Phishing', 'Ransomware']);
    const afterFirst = await player.json('/api/bank');
    await sendWave(['Ddos', 'InsiderFraud', 'AtmSkimming']);
    const afterSecond = await player.json('/api/bank');

    const history = await player.json('/api/reports/balance');
    expect(history.points.map((point) => point.netWorth)).toEqual([
      afterFirst.netWorth,
      afterSecond.netWorth,
    ]);
    expect(history.season).toEqual(afterSecond.season);
    // The same waves as the report list, in the opposite order, with the same numbers.
    const page = await player.json('/api/reports');
    expect(
      history.points.map(({ reportId, at, netWorth, netChange }) => ({
        reportId,
        at,
        netWorth,
        netChange,
      })),
    ).toEqual(
      [...page.reports].reverse().map((report) => ({
        reportId: report.id,
        at: report.landedAt,
        netWorth: report.netWorthAfter,
        netChange: report.netChange,
      })),
    );
    // Someone else's history is their own: a fresh player still has no points.
    const other = await signUpVerified(server, 'balance-other@example.com');
    expect((await other.json('/api/reports/balance')).points).toEqual([]);
  });

  it('accounts for every dollar: each point is the one before plus sales, rewards and the report', async () => {
    const player = await signUpVerified(server, 'balance-sale@example.com');
    expect((await player.shop('EmailFiltering', 'buy')).status).toBe(200);
    expect((await player.shop('EmailFiltering', 'upgrade')).status).toBe(200);
    expect((await player.shop('UserEducation', 'buy')).status).toBe(200);
    const bought = await player.json('/api/bank');
    await sendWave(['Phishing', 'Vishing']);
    // A sale between the waves: the refund is half of what was invested, the rest is lost.
    const invested = bought.owned.find((d) => d.defenseId === 'EmailFiltering')?.invested ?? 0;
    expect((await player.shop('EmailFiltering', 'sell')).status).toBe(200);
    await sendWave(['Ransomware', 'AtmSkimming']);
    expect((await player.shop('MultiFactorAuth', 'buy')).status).toBe(200);
    const now = await player.json('/api/bank');

    const history = await player.json('/api/reports/balance');
    const [first, second] = history.points;
    if (!first || !second) throw new Error('two points expected');
    expect(first.before).toEqual({
      purchases: -(ECONOMY.startingCash - bought.cash),
      sales: 0,
      rewards: 0,
    });
    const refund = computeRefund(invested);
    expect(second.before).toEqual({ purchases: 0, sales: refund - invested, rewards: 0 });
    expect(second.before.sales).toBeLessThan(0);
    let netWorth = history.start.netWorth;
    const page = await player.json('/api/reports');
    for (const point of history.points) {
      netWorth += point.before.sales + point.before.rewards + point.netChange;
      expect(point.netWorth).toBe(netWorth);
      const report = await player.json(`/api/reports/${point.reportId}`);
      expect(point.upkeep).toBe(report.ledger.find((line) => line.kind === 'upkeep')?.amount);
      expect(point.upkeep).toBeLessThan(0);
    }
    expect(page.reports).toHaveLength(2);
    // After the last wave: a purchase, which leaves net worth as it was.
    expect(history.since.purchases).toBeLessThan(0);
    expect(netWorth + history.since.sales + history.since.rewards).toBe(now.netWorth);
    expect(history.netWorth).toBe(now.netWorth);
  });

  it('leaves out the waves of earlier seasons', async () => {
    const player = await signUpVerified(server, 'balance-season@example.com');
    await player.json('/api/bank');
    await sendWave(['Vishing']);
    expect((await player.json('/api/reports/balance')).points).toHaveLength(1);
    expect((await gm.startSeason()).status).toBe(200);
    await server.scheduler.runOnce();
    const fresh = await player.json('/api/reports/balance');
    expect(fresh.season.number).toBe(2);
    expect(fresh.points).toEqual([]);
    // The report itself is kept.
    expect((await player.json('/api/reports')).reports).toHaveLength(1);
  });

  it('is refused to a signed-out visitor', async () => {
    const res = await server.client().get('/api/reports/balance');
    expect(res.status).toBe(401);
  });
});

describe('the documented answers of the player wave routes', () => {
  it('describe exactly what the routes return', async () => {
    const player = await signUpVerified(server, 'schema-player@example.com');
    await player.shop('MultiFactorAuth', 'buy');
    await player.put('/api/bank/alert', { family: 'identity' });
    await sendWave(['AccountTakeover', 'SimSwap', 'Phishing']);
    const page = await player.json('/api/reports');
    const report = await player.json(`/api/reports/${page.reports[0]?.id}`);
    const answers: [string, { parse: (value: unknown) => unknown }, unknown][] = [
      ['next wave', NextWaveSchema, await player.json('/api/waves/next')],
      ['report page', ReportPageSchema, page],
      ['report', AdvisedReportSchema, report],
      ['balance', BalanceHistorySchema, await player.json('/api/reports/balance')],
      ['advice', AdviceSchema, await player.json('/api/advice')],
    ];
    for (const [label, schema, body] of answers) {
      // Parsing drops undocumented keys and fails on wrong types: equal means fully described.
      expect(schema.parse(body), label).toEqual(body);
    }
    const doc = await readJson(
      await server.client().get('/api/openapi.json'),
      OpenApiDocumentSchema,
    );
    for (const path of [
      '/waves/next',
      '/reports',
      '/reports/balance',
      '/reports/{reportId}',
      '/advice',
    ]) {
      expect(doc.paths[path]?.get?.responses['200']?.content, path).toBeDefined();
    }
  });
});
