import { DEFENSES } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import type { FraudId } from '@ffl/engine/ids';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledger, wave, waveResult } from '../../db/schema/game';
import { createTestClock } from '../../lib/clock';
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
const clock = createTestClock();
const players: TestClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' }, clock });
  gm = await signUpVerified(server, 'gm@example.com');
  await gm.patch('/api/bank', { playsWaves: false });
  const loadouts: [string, 'buy' | 'upgrade'][][] = [
    [],
    [['MultiFactorAuth', 'buy']],
    [
      ['EmailFiltering', 'buy'],
      ['EmailFiltering', 'upgrade'],
      ['KeepUpdated', 'buy'],
    ],
    [
      ['SegregationOfDuties', 'buy'],
      ['NetworkMonitoring', 'buy'],
    ],
  ];
  for (const [index, buys] of loadouts.entries()) {
    const client = await signUpVerified(server, `player${index}@example.com`);
    for (const [defenseId, action] of buys) await client.shop(defenseId, action);
    await client.put('/api/bank/alert', { family: index % 2 ? 'cyber' : null });
    players.push(client);
  }
});
afterAll(async () => {
  await server.close();
});

describe('game-master waves', () => {
  it('previews exactly the numbers that sending the same wave produces', async () => {
    const previewRes = await gm.post('/api/admin/waves/preview', {
      difficulty: 'hard',
      forecast: ['cyber'],
    });
    expect(previewRes.status).toBe(200);
    const preview = await readJson(previewRes);
    expect(preview.distribution.players).toBe(4);

    const sent = await readJson(
      await gm.sendWave({
        difficulty: 'hard',
        forecast: ['cyber'],
        seed: preview.seed,
      }),
    );
    expect(sent.attacks).toEqual(preview.attacks);
    await server.scheduler.runOnce();
    const landed = await readJson(await gm.get(`/api/admin/waves/${sent.id}`));
    expect(landed).toMatchObject({ status: 'done', distributionKind: 'results' });
    expect(landed.distribution).toEqual(preview.distribution);
  });

  it('exports results as CSV that match the players’ reports', async () => {
    const sent = await readJson(
      await gm.sendWave({ difficulty: 'custom', fraudIds: ['Phishing', 'Ddos'] }),
    );
    await server.scheduler.runOnce();
    const res = await gm.get(`/api/admin/waves/${sent.id}/results.csv`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'report_id,email,manager,bank_id,bank_name,alert_family,stars,total_base,total_damage,prevented,net_change,cash_after,net_worth_after,attacks',
    );
    expect(lines).toHaveLength(1 + players.length);
    for (const client of players) {
      const { reports } = await client.json('/api/reports');
      const latest = reports[0];
      const line = lines.find((l) => l.startsWith(`${latest?.id},`));
      expect(line, 'a CSV line per report').toBeDefined();
      const fields = (line as string).split(',');
      expect(Number(fields[10])).toBe(latest?.netChange);
      expect(Number(fields[6])).toBe(latest?.stars);
    }
    const page = await readJson(await gm.get(`/api/admin/waves/${sent.id}/results?pageSize=2`));
    expect(page.total).toBe(players.length);
    expect(page.results).toHaveLength(2);
  });

  it('lists, edits and cancels upcoming waves, with an audit row for each action', async () => {
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const created = await readJson(await gm.sendWave({ difficulty: 'easy', at }));
    const later = new Date(clock.now().getTime() + 7_200_000).toISOString();
    const edited = await gm.patch(`/api/admin/waves/${created.id}`, {
      at: later,
      difficulty: 'medium',
      forecast: ['social'],
    });
    expect(await edited.json()).toMatchObject({
      scheduledAt: later,
      difficulty: 'medium',
      forecast: ['social'],
    });
    const upcoming = await readJson(await gm.get('/api/admin/waves?when=upcoming'));
    expect(upcoming.waves.map((w) => w.id)).toContain(created.id);
    expect((await gm.cancelWave(created.id)).status).toBe(200);
    const again = await gm.cancelWave(created.id);
    expect(again.status).toBe(403);
    expect((await readError(again)).code).toBe('failed-precondition');
    const actions = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, created.id))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['schedule-wave', 'edit-wave', 'cancel-wave']);
    const past = await gm.sendWave({
      difficulty: 'easy',
      at: '2020-01-01T00:00:00Z',
    });
    expect((await readError(past)).code).toBe('out-of-range');
  });

  it('cancels a wave only when confirmed with its id and sent with an Idempotency-Key, once', async () => {
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const { id } = await readJson(await gm.sendWave({ difficulty: 'easy', at }));
    const other = 'AAAAAAAAAAAAAAAAAAAA';
    const cancel = (json: unknown, key?: string) =>
      gm.request(`/api/admin/waves/${id}`, {
        method: 'DELETE',
        ...(json === undefined ? {} : { json }),
        headers: key ? { 'idempotency-key': key } : {},
      });
    const statusOf = async () =>
      (
        await server.database.db.select({ status: wave.status }).from(wave).where(eq(wave.id, id))
      )[0]?.status;
    for (const [label, send] of [
      ['no body, no key', () => cancel(undefined)],
      ['no body', () => cancel(undefined, 'cancel-key-0001')],
      ['an empty body', () => cancel({}, 'cancel-key-0002')],
      ['another id', () => cancel({ confirm: other }, 'cancel-key-0003')],
      ['an extra field', () => cancel({ confirm: id, now: true }, 'cancel-key-0004')],
      ['no key', () => cancel({ confirm: id })],
    ] as const) {
      const res = await send();
      const error = res.status >= 400 ? await readError(res) : undefined;
      expect({ label, status: res.status, code: error?.code }).toEqual({
        label,
        status: 400,
        code: 'invalid-argument',
      });
    }
    const wrong = await cancel({ confirm: other }, 'cancel-key-0005');
    expect((await readError(wrong)).message).toBe(
      'The confirmation must be the id of the wave to cancel. The wave was not cancelled.',
    );
    expect(await statusOf()).toBe('scheduled');

    const first = await gm.cancelWave(id, 'cancel-key-once');
    expect(first.status).toBe(200);
    const retry = await gm.cancelWave(id, 'cancel-key-once');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await statusOf()).toBe('cancelled');
    const cancels = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cancel-wave'), eq(auditLog.target, id)));
    expect(cancels).toHaveLength(1);
  });

  it('sends a wave now only when confirmed and sent with an Idempotency-Key, once however often it is sent (issue 26)', async () => {
    const waves = async () => (await server.database.db.select({ id: wave.id }).from(wave)).length;
    const before = await waves();
    const send = (json: unknown, key?: string) =>
      gm.request('/api/admin/waves', {
        method: 'POST',
        json,
        headers: key ? { 'idempotency-key': key } : {},
      });
    for (const [label, res] of [
      ['no key, no confirmation', await send({ difficulty: 'easy' })],
      ['no confirmation', await send({ difficulty: 'easy' }, 'send-key-0001')],
      ['a wrong confirmation', await send({ difficulty: 'easy', confirm: 'yes' }, 'send-key-0002')],
      ['no key', await send({ difficulty: 'easy', confirm: 'now' })],
      [
        'a scheduled wave without a key',
        await send({ difficulty: 'easy', at: clock.now().toISOString() }),
      ],
    ] as const) {
      const error = res.status >= 400 ? await readError(res) : undefined;
      expect({ label, status: res.status, code: error?.code }).toEqual({
        label,
        status: 400,
        code: 'invalid-argument',
      });
    }
    expect(await waves()).toBe(before);

    // The probe's race: the same send twice at once, then once more a moment later.
    const twice = await Promise.all([
      gm.sendWave({ difficulty: 'easy' }, 'send-key-twice'),
      gm.sendWave({ difficulty: 'easy' }, 'send-key-twice'),
    ]);
    const third = await gm.sendWave({ difficulty: 'easy' }, 'send-key-twice');
    const answers = await Promise.all(
      [...twice, third].map(async (res) => ({
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        id: (await readJson(res)).id,
      })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(2);
    expect(await waves()).toBe(before + 1);
    const sent = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule-wave'), eq(auditLog.target, answers[0]?.id ?? '')));
    expect(sent).toHaveLength(1);

    // It lands once: every player in play is hit once.
    await server.scheduler.runOnce();
    const hits = await server.database.db
      .select({ userId: waveResult.userId })
      .from(waveResult)
      .where(eq(waveResult.waveId, answers[0]?.id ?? ''));
    expect(hits.length).toBe(new Set(hits.map((hit) => hit.userId)).size);
    expect(hits.length).toBeGreaterThan(0);
  });

  it('runs the automatic schedule every 5 minutes with no one clicking, rotating the difficulty', async () => {
    const res = await gm.put('/api/admin/schedule', {
      enabled: true,
      intervalMinutes: 5,
      timeOfDay: '00:00',
    });
    expect(res.status).toBe(200);
    const schedule = await readJson(res);
    expect(schedule.intervalMinutes).toBe(5);
    const slot = new Date(schedule.nextSlot ?? '');
    expect(slot.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(slot.getTime() - clock.now().getTime()).toBeLessThanOrEqual(5 * 60_000);
    expect(slot.getMinutes() % 5).toBe(0);

    const difficulties: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const next = await players[0]?.json('/api/waves/next');
      expect(next?.next?.automatic).toBe(true);
      difficulties.push(next?.next?.difficulty ?? '');
      clock.advance?.(new Date(next?.next?.scheduledAt ?? 0).getTime() - clock.now().getTime() + 1);
      await server.scheduler.runOnce();
      const [row] = await server.database.db
        .select()
        .from(wave)
        .where(eq(wave.id, next?.next?.id ?? ''));
      expect(row?.status).toBe('done');
      await server.scheduler.runOnce();
    }
    expect(difficulties).toEqual(['easy', 'medium']);
    const paused = await readJson(await gm.put('/api/admin/schedule', { enabled: false }));
    expect(paused.nextSlot).toBeNull();
    const next = await players[0]?.json('/api/waves/next');
    expect(next?.next).toBeNull();
  });

  it('skips a disabled player and keeps everyone else’s cash equal to their ledger', async () => {
    const target = players[3] as TestClient;
    const me = await target.json('/api/me');
    expect((await gm.disablePlayer(me.id)).status).toBe(200);
    const sent = await readJson(await gm.sendWave({ difficulty: 'easy' }));
    await server.scheduler.runOnce();
    const rows = await server.database.db
      .select({ userId: waveResult.userId })
      .from(waveResult)
      .where(eq(waveResult.waveId, sent.id));
    expect(rows.map((r) => r.userId)).not.toContain(me.id);
    expect(rows).toHaveLength(players.length - 1);
    expect((await gm.post(`/api/admin/players/${me.id}/enable`, {})).status).toBe(200);
  });
});

describe('a purchase racing a wave', () => {
  it('is either wholly before the wave or wholly after it, never half', async () => {
    const client = await signUpVerified(server, 'racer@example.com');
    const userId = (await client.json('/api/me')).id;
    const defenses = [
      'VpnUsage',
      'HttpsAndEncryption',
      'TrafficFiltering',
      'InputValidation',
      'KeepUpdated',
    ];
    const attacks: FraudId[] = ['ManInTheMiddle', 'SqlInjection', 'Xss', 'Ddos'];
    for (const defenseId of defenses) {
      const before = await client.json('/api/bank');
      const created = await readJson(
        await gm.sendWave({ difficulty: 'custom', fraudIds: attacks }),
      );
      const [buy] = await Promise.all([client.shop(defenseId, 'buy'), server.scheduler.runOnce()]);
      expect(buy.status).toBe(200);
      const [result] = await server.database.db
        .select()
        .from(waveResult)
        .where(and(eq(waveResult.waveId, created.id), eq(waveResult.userId, userId)));
      const loadoutBefore = Object.fromEntries(before.owned.map((o) => [o.defenseId, o.level]));
      const without = resolveWave(attacks, loadoutBefore, null, before.invested);
      const price = DEFENSES[defenseId as keyof typeof DEFENSES].costs[0];
      const withIt = resolveWave(
        attacks,
        { ...loadoutBefore, [defenseId]: 1 },
        null,
        before.invested + price,
      );
      const candidates = [without.netChange, withIt.netChange];
      expect(candidates).toContain(result?.netChange);
      // The ledger order tells which happened first; the report must agree with it.
      const lines = await server.database.db
        .select({ kind: ledger.kind, reference: ledger.reference })
        .from(ledger)
        .where(eq(ledger.userId, userId))
        .orderBy(asc(ledger.id));
      const buyAt = lines.findIndex((l) => l.kind === 'buy' && l.reference === defenseId);
      const waveAt = lines.findIndex((l) => l.reference === created.id);
      expect(result?.netChange).toBe(buyAt < waveAt ? withIt.netChange : without.netChange);
      const after = await client.json('/api/bank');
      expect(await sumLedger(server.database.db, userId)).toBe(after.cash);
    }
    expect(ECONOMY.startingCash).toBeGreaterThan(0);
  });
});
