import { DEFENSES } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../db/schema/game';
import {
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { sumLedger } from './bank-service';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function bankOf(client: TestClient) {
  return client.json('/api/bank');
}

async function userIdOf(client: TestClient) {
  return (await client.json('/api/me')).id;
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

describe('my bank', () => {
  it('is created with the starting cash and a start ledger row on the first visit', async () => {
    const client = await signUpVerified(server, 'first-visit@example.com');
    const [a, b] = await Promise.all([bankOf(client), bankOf(client)]);
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(a).toMatchObject({
      cash: ECONOMY.startingCash,
      invested: 0,
      netWorth: ECONOMY.startingCash,
      inDebt: false,
      alertFamily: null,
      welcomeDone: false,
    });
    const rows = await server.database.db
      .select()
      .from(ledger)
      .where(eq(ledger.userId, await userIdOf(client)));
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([['start', ECONOMY.startingCash]]);
  });

  it('renames, switches anonymous mode and sets the alert', async () => {
    const client = await signUpVerified(server, 'settings@example.com');
    const res = await client.patch('/api/bank', { name: '  Harbour Trust  ', anonymous: true });
    expect(await readJson(res)).toMatchObject({ name: 'Harbour Trust', anonymous: true });
    const social = await client.put('/api/bank/alert', { family: 'social' });
    expect((await readJson(social)).alertFamily).toBe('social');
    const none = await client.put('/api/bank/alert', { family: null });
    expect((await readJson(none)).alertFamily).toBeNull();
    expect((await errorOf(await client.put('/api/bank/alert', { family: 'aliens' }))).code).toBe(
      'invalid-argument',
    );
    expect((await errorOf(await client.patch('/api/bank', { playsWaves: false }))).code).toBe(
      'permission-denied',
    );
  });
});

describe('the Defense Shop', () => {
  it('charges catalogue prices, refunds half on sale, and keeps cash equal to the ledger', async () => {
    const client = await signUpVerified(server, 'shopper@example.com');
    const userId = await userIdOf(client);
    const [buy, up2] = DEFENSES.EmailFiltering.costs;
    let res = await client.shop('EmailFiltering', 'buy');
    expect(res.status).toBe(200);
    let body = await readJson(res);
    expect(body).toMatchObject({ cashChange: -buy, level: 1 });
    expect(body.bank).toMatchObject({
      cash: ECONOMY.startingCash - buy,
      invested: buy,
      netWorth: ECONOMY.startingCash,
    });

    res = await client.shop('EmailFiltering', 'upgrade');
    body = await readJson(res);
    expect(body.bank.levels.EmailFiltering).toBe(2);
    expect(body.bank.cash).toBe(ECONOMY.startingCash - buy - up2);

    res = await client.shop('EmailFiltering', 'sell');
    body = await readJson(res);
    const refund = Math.floor((buy + up2) / 2);
    expect(body).toMatchObject({ cashChange: refund, level: 0 });
    expect(body.bank.cash).toBe(ECONOMY.startingCash - buy - up2 + refund);
    expect(body.bank.invested).toBe(0);
    expect(await sumLedger(server.database.db, userId)).toBe(body.bank.cash);
  });

  it('refuses actions the rules forbid, with the catalogue code and words, and charges nothing', async () => {
    const client = await signUpVerified(server, 'refused@example.com');
    expect(await errorOf(await client.shop('VpnUsage', 'upgrade'))).toMatchObject({
      status: 403,
      code: 'failed-precondition',
      message: 'You do not own VPN Usage.',
    });
    expect(await errorOf(await client.shop('VpnUsage', 'sell'))).toMatchObject({
      code: 'failed-precondition',
    });
    await client.shop('VpnUsage', 'buy');
    expect(await errorOf(await client.shop('VpnUsage', 'buy'))).toMatchObject({
      status: 409,
      code: 'already-exists',
    });
    await client.shop('VpnUsage', 'upgrade');
    await client.shop('VpnUsage', 'upgrade');
    expect(await errorOf(await client.shop('VpnUsage', 'upgrade'))).toMatchObject({
      code: 'out-of-range',
    });
    const bank = await bankOf(client);
    expect(bank.cash).toBe(ECONOMY.startingCash - 30_000 - 20_000 - 30_000);
    expect(await sumLedger(server.database.db, await userIdOf(client))).toBe(bank.cash);
  });

  it('needs an Idempotency-Key and takes no price from the client', async () => {
    const client = await signUpVerified(server, 'cheater@example.com');
    const noKey = await client.request('/api/bank/defenses/MultiFactorAuth/buy', {
      method: 'POST',
    });
    expect((await errorOf(noKey)).code).toBe('invalid-argument');
    const withPrice = await client.request('/api/bank/defenses/MultiFactorAuth/buy', {
      method: 'POST',
      headers: { 'idempotency-key': 'cheap-mfa-please-1' },
      json: { price: 1, cost: 1, level: 3 },
    });
    expect((await errorOf(withPrice)).code).toBe('invalid-argument');
    const bank = await bankOf(client);
    expect(bank.cash).toBe(ECONOMY.startingCash);
    expect(bank.levels.MultiFactorAuth).toBe(0);
  });

  it('charges once when the same Idempotency-Key is sent 10 times, even at once', async () => {
    const client = await signUpVerified(server, 'retry@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.shop('MultiFactorAuth', 'buy', 'same-key-0001')),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(
      9,
    );
    const bank = await bankOf(client);
    expect(bank.cash).toBe(ECONOMY.startingCash - DEFENSES.MultiFactorAuth.costs[0]);
    const rows = await server.database.db
      .select()
      .from(ledger)
      .where(eq(ledger.userId, await userIdOf(client)));
    expect(rows.filter((row) => row.kind === 'buy')).toHaveLength(1);
    // The same key on another action is a client bug, not a replay.
    expect((await errorOf(await client.shop('VpnUsage', 'buy', 'same-key-0001'))).code).toBe(
      'invalid-argument',
    );
  });

  it('never overdraws under 50 parallel buys and upgrades, and cash stays the sum of the ledger', async () => {
    const client = await signUpVerified(server, 'parallel@example.com');
    const userId = await userIdOf(client);
    const actions = Array.from({ length: 50 }, (_, index) => {
      const defenseIds = Object.keys(DEFENSES);
      const defenseId = defenseIds[index % defenseIds.length] as string;
      return client.shop(defenseId, index < 20 ? 'buy' : 'upgrade');
    });
    const results = await Promise.all(actions);
    const statuses = results.map((res) => res.status);
    expect(statuses.every((status) => [200, 403, 409, 400].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status === 403).length).toBeGreaterThan(0);
    const bank = await bankOf(client);
    expect(bank.cash).toBeGreaterThanOrEqual(0);
    expect(bank.cash + bank.invested).toBe(ECONOMY.startingCash);
    expect(await sumLedger(server.database.db, userId)).toBe(bank.cash);
    const investedSum = bank.owned.reduce((total, item) => total + item.invested, 0);
    expect(investedSum).toBe(bank.invested);
  });
});
