import { DEFENSES, FRAUDS } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import { type FamilyId, FRAUD_IDS, type FraudId } from '@ffl/engine/ids';
import { adviseWave } from '@ffl/engine/recommend';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ledger, wave } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { createTestClock } from '../../lib/clock';
import { readStream } from '../../test/read-stream';
import {
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import type { Bank } from '../bank/bank-schemas';
import { sumLedger } from '../bank/bank-service';

let server: TestServer;
let gm: TestClient;
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' }, clock });
  gm = await signUpVerified(server, 'gm@example.com');
  // The game master sits waves out, so only the players below are hit.
  await gm.patch('/api/bank', { playsWaves: false });
});
afterAll(async () => {
  await server.close();
});

async function userIdOf(client: TestClient) {
  return (await client.json('/api/me')).id;
}

function mentionsAnyFraud(text: string): FraudId[] {
  return FRAUD_IDS.filter((id) => new RegExp(`\\b${id}\\b`).test(text));
}

/** Reads the SSE stream until `until` matches the text so far. */

interface Player {
  client: TestClient;
  userId: string;
  buys: [string, 'buy' | 'upgrade'][];
  alert: FamilyId | null;
}

describe('a wave, end to end', () => {
  it('hits each player exactly as the engine computes, in the ledger and the report', async () => {
    const specs: { email: string; buys: Player['buys']; alert: FamilyId | null }[] = [
      { email: 'nothing@example.com', buys: [], alert: null },
      {
        email: 'layered@example.com',
        buys: [
          ['EmailFiltering', 'buy'],
          ['UserEducation', 'buy'],
          ['MultiFactorAuth', 'buy'],
          ['MultiFactorAuth', 'upgrade'],
        ],
        alert: 'social',
      },
      {
        email: 'insider@example.com',
        buys: [
          ['SegregationOfDuties', 'buy'],
          ['RegulatedAutoBackup', 'buy'],
          ['RegulatedAutoBackup', 'upgrade'],
        ],
        alert: 'insider',
      },
    ];
    const players: Player[] = [];
    for (const spec of specs) {
      const client = await signUpVerified(server, spec.email);
      for (const [defenseId, action] of spec.buys)
        expect((await client.shop(defenseId, action)).status).toBe(200);
      await client.put('/api/bank/alert', { family: spec.alert });
      players.push({ client, userId: await userIdOf(client), buys: spec.buys, alert: spec.alert });
    }
    const before = await Promise.all(players.map((p) => p.client.json('/api/bank')));

    const attacks: FraudId[] = [
      'Phishing',
      'Ransomware',
      'SimSwap',
      'InsiderFraud',
      'AccAndInvFraud',
    ];
    const scheduled = await gm.sendWave({
      difficulty: 'custom',
      fraudIds: attacks,
      forecast: ['social', 'insider'],
    });
    expect(scheduled.status).toBe(200);
    const { id: waveId } = await readJson(scheduled);
    await server.scheduler.runOnce();
    const [row] = await server.database.db.select().from(wave).where(eq(wave.id, waveId));
    expect(row).toMatchObject({ status: 'done', playersHit: 3 });

    for (const [index, player] of players.entries()) {
      const bank = before[index] as Bank;
      const loadout = Object.fromEntries(bank.owned.map((o) => [o.defenseId, o.level]));
      const expected = resolveWave(attacks, loadout, player.alert, bank.invested);
      const advice = adviseWave(attacks, loadout, player.alert);
      const lines = await server.database.db
        .select({ kind: ledger.kind, amount: ledger.amount })
        .from(ledger)
        .where(eq(ledger.reference, waveId))
        .orderBy(asc(ledger.id))
        .then((rows) => rows);
      const mine = await server.database.db
        .select({ kind: ledger.kind, amount: ledger.amount, userId: ledger.userId })
        .from(ledger)
        .where(eq(ledger.reference, waveId))
        .orderBy(asc(ledger.id));
      expect(lines.length).toBe(12);
      expect(
        mine
          .filter((l) => l.userId === player.userId)
          .map(({ kind, amount }) => ({ kind, amount })),
      ).toEqual(expected.ledger.map((line) => ({ kind: line.kind, amount: line.amount })));

      const after = await player.client.json('/api/bank');
      expect(after.cash).toBe(bank.cash + expected.netChange);
      expect(await sumLedger(server.database.db, player.userId)).toBe(after.cash);

      const list = await player.client.json('/api/reports');
      expect(list.reports).toHaveLength(1);
      const summary = list.reports[0] as { id: string; netChange: number; stars: number };
      expect(summary).toMatchObject({ netChange: expected.netChange, stars: expected.stars });
      const report = await player.client.json(`/api/reports/${summary.id}`);
      expect(report.attacks.map((a) => a.fraudId)).toEqual(attacks);
      for (const [i, attack] of report.attacks.entries()) {
        const engine = expected.attacks[i];
        expect(attack).toMatchObject({
          base: engine?.base,
          damage: engine?.damage,
          alertSaved: engine?.alertSaved,
        });
        expect(attack.layers).toEqual(
          engine?.layers.map((layer) => expect.objectContaining({ ...layer })),
        );
        const best = advice[i];
        expect(attack.bestImprovement).toEqual(
          best
            ? expect.objectContaining({
                defenseId: best.defenseId,
                toLevel: best.toLevel,
                wouldHaveSaved: best.wouldHaveSaved,
              })
            : null,
        );
      }
      expect(report.ledger).toEqual(expected.ledger.map(({ kind, amount }) => ({ kind, amount })));
      // Another player's report is not-found, not a leak.
      const other = players[(index + 1) % players.length] as Player;
      expect((await other.client.get(`/api/reports/${summary.id}`)).status).toBe(404);
    }
    // A sanity check that the fixture exercises layers, alerts and the debt-free path.
    expect(DEFENSES.EmailFiltering.stops.Phishing).toBeDefined();
    expect(FRAUDS.Phishing.family).toBe('social');
  });

  it('never reveals the attacks before the wave lands: not in next-wave, not in the push stream', async () => {
    const player = await signUpVerified(server, 'curious@example.com');
    await player.json('/api/bank');
    const scheduledRes = await gm.sendWave({
      difficulty: 'hard',
      at: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    const scheduled = await readJson(scheduledRes);
    expect(scheduled.attacks.length).toBe(ECONOMY.waves.hard.size);

    const nextText = await (await player.get('/api/waves/next')).text();
    expect(JSON.parse(nextText).next).toMatchObject({ id: scheduled.id, difficulty: 'hard' });
    expect(mentionsAnyFraud(nextText)).toEqual([]);

    const stream = await player.get('/api/events');
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const before = await readStream(stream, (text) => text.includes('event: countdown'));
    expect(before).toContain(scheduled.id);
    expect(mentionsAnyFraud(before)).toEqual([]);

    // Through the landing: the stream names the report and my net change, still no attack ids.
    const live = await player.get('/api/events');
    clock.advance?.(3_600_001);
    const landed = server.scheduler.runOnce();
    const text = await readStream(live, (t) => t.includes('event: wave-landed'));
    await landed;
    expect(text).toMatch(/"netChange":-?\d+/);
    expect(mentionsAnyFraud(text)).toEqual([]);
    const [row] = await server.database.db.select().from(wave).where(eq(wave.id, scheduled.id));
    expect(row?.status).toBe('done');
  });

  it('replays missed events to a browser that reconnects with Last-Event-ID', async () => {
    const player = await signUpVerified(server, 'reconnect@example.com');
    await player.json('/api/bank');
    const first = await player.get('/api/events');
    await readStream(first, (t) => t.includes('event: countdown'));
    const [latest] = await selectRows(
      server.database.db,
      sql`select coalesce(max(id), 0)::int as id from game_event`,
      z.object({ id: z.number() }),
    );
    const lastId = latest?.id ?? 0;
    // While the browser is away, a wave lands.
    await gm.sendWave({ difficulty: 'easy' });
    await server.scheduler.runOnce();
    const again = await player.get('/api/events', { headers: { 'last-event-id': String(lastId) } });
    const text = await readStream(again, (t) => t.includes('event: wave-landed'));
    expect(text).toMatch(/event: wave-landed\ndata: .*\nid: \d+/);
    expect(text).toContain('"hit":true');
  });
});
