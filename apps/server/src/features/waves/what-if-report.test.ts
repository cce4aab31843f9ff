import type { FraudId } from '@ffl/engine/ids';
import {
  computeWhatIf,
  findBestChange,
  readWhatIfBase,
  unchangedChoice,
  type WhatIfBase,
} from '@ffl/engine/what-if';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waveResult } from '../../db/schema/game';
import {
  sendCustomWave,
  signUpGameMaster,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import type { Report } from './wave-schemas';

/**
 * The web app's what-if replays a report in the browser from what the report answer already
 * holds (engine readWhatIfBase): the attacks in order, the levels held (every owned defense
 * covering an attacked fraud is one of its layers), the alert pick, what was invested (net worth
 * after − cash after) and the cash before the wave (cash after − net change). These tests check,
 * for real waves, that this replay with nothing changed is the stored report, and that the
 * report's advice is the engine's on it.
 */

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm@example.com' } });
  gm = await signUpGameMaster(server, 'gm@example.com');
});
afterAll(async () => {
  await server.close();
});

const sendWave = (fraudIds: FraudId[]) => sendCustomWave(server, gm, fraudIds, ['cyber']);

/** The what-if's starting point, read from a report answer only. */
function baseOf(report: Report): WhatIfBase {
  return readWhatIfBase(report);
}

type Shopping = [defenseId: string, action: 'buy' | 'upgrade' | 'sell'][];

const PLAYERS: { name: string; shopping: Shopping; alert: string | null }[] = [
  {
    name: 'layers',
    shopping: [
      ['EmailFiltering', 'buy'],
      ['EmailFiltering', 'upgrade'],
      ['UserEducation', 'buy'],
    ],
    alert: 'social',
  },
  {
    // Multi-Factor Authentication at level 1 stops 0% of a SIM swap: still a layer of that attack.
    name: 'zero-layer',
    shopping: [
      ['MultiFactorAuth', 'buy'],
      ['HttpsAndEncryption', 'buy'],
    ],
    alert: 'identity',
  },
  { name: 'bare', shopping: [], alert: null },
  {
    // ATM Inspections covers none of the attacks: it counts only in the upkeep.
    name: 'upkeep-only',
    shopping: [
      ['SegregationOfDuties', 'buy'],
      ['VpnUsage', 'buy'],
      ['AtmInspections', 'buy'],
      ['AtmInspections', 'upgrade'],
    ],
    alert: 'cyber',
  },
  {
    // Bought and sold again: nothing left of it in what was invested.
    name: 'sold',
    shopping: [
      ['MultiFactorAuth', 'buy'],
      ['MultiFactorAuth', 'sell'],
      ['DdosProtection', 'buy'],
      ['DdosProtection', 'upgrade'],
    ],
    alert: 'insider',
  },
];

describe('the what-if of a stored report', () => {
  it('replays every report of real waves exactly when nothing changes', async () => {
    const clients: TestClient[] = [];
    for (const player of PLAYERS) {
      const client = await signUpVerified(server, `what-if-${player.name}@example.com`);
      for (const [defenseId, action] of player.shopping) {
        expect((await client.shop(defenseId, action)).status).toBe(200);
      }
      expect((await client.put('/api/bank/alert', { family: player.alert })).status).toBe(200);
      clients.push(client);
    }
    await sendWave([
      'Phishing',
      'SimSwap',
      'ManInTheMiddle',
      'InsiderFraud',
      'Ddos',
      'AccountTakeover',
    ]);
    await sendWave(['BusinessEmailCompromise', 'Ransomware', 'AtmSkimming']);

    let replayed = 0;
    for (const client of clients) {
      const page = await client.json('/api/reports');
      expect(page.reports).toHaveLength(2);
      for (const summary of page.reports) {
        const report = await client.json(`/api/reports/${summary.id}`);
        const replay = computeWhatIf(baseOf(report), unchangedChoice(baseOf(report)));
        expect(
          replay.attacks.map((attack) => ({
            fraudId: attack.fraudId,
            base: attack.base,
            layers: attack.layers.map(({ defenseId, level, effectiveness, saved }) => ({
              defenseId,
              level,
              effectiveness,
              saved,
            })),
            damageBeforeAlert: attack.damageBeforeAlert,
            alerted: attack.alerted,
            alertSaved: attack.alertSaved,
            damage: attack.damage,
          })),
        ).toEqual(
          report.attacks.map((attack) => ({
            fraudId: attack.fraudId,
            base: attack.base,
            layers: attack.layers.map(({ defenseId, level, effectiveness, saved }) => ({
              defenseId,
              level,
              effectiveness,
              saved,
            })),
            damageBeforeAlert: attack.damageBeforeAlert,
            alerted: attack.alerted,
            alertSaved: attack.alertSaved,
            damage: attack.damage,
          })),
        );
        expect(replay.totalDamage).toBe(report.totalDamage);
        expect(replay.stars).toBe(report.stars);
        expect(replay.netChange).toBe(report.netChange);
        expect([
          { kind: 'damage', amount: 0 - replay.totalDamage },
          { kind: 'revenue', amount: replay.revenue },
          { kind: 'upkeep', amount: 0 - replay.upkeep },
          { kind: 'bonus', amount: replay.bonus },
        ]).toEqual(report.ledger);
        const [stored] = await server.database.db
          .select({ points: waveResult.points })
          .from(waveResult)
          .where(eq(waveResult.publicId, report.id));
        expect(replay.points).toBe(stored?.points);
        expect(report.advice.replays).toBe(true);
        replayed += 1;
      }
    }
    expect(replayed).toBe(PLAYERS.length * 2);
  });

  it('reads the levels held and what was invested from the report answer alone', async () => {
    const client = await signUpVerified(server, 'what-if-reader@example.com');
    for (const [defenseId, action] of [
      ['MultiFactorAuth', 'buy'],
      ['EmailFiltering', 'buy'],
      ['EmailFiltering', 'upgrade'],
      ['AtmInspections', 'buy'],
    ] as const) {
      expect((await client.shop(defenseId, action)).status).toBe(200);
    }
    const bank = await client.json('/api/bank');
    await sendWave(['SimSwap', 'Phishing']);
    const page = await client.json('/api/reports');
    const report = await client.json(`/api/reports/${page.reports[0]?.id}`);
    const base = baseOf(report);
    // Every defense covering an attacked fraud, owned or not; ATM Inspections covers neither.
    expect(base.levels).toEqual({
      MultiFactorAuth: 1,
      UserEducation: 0,
      EmailFiltering: 2,
      VerificationProtocols: 0,
    });
    expect(base.invested).toBe(bank.invested);
    expect(base.cashBefore).toBe(bank.cash);
    // The report's advice is the engine's on what the report holds.
    const best = findBestChange(base);
    expect(report.advice).toEqual({
      replays: true,
      best: best && {
        change: best.change,
        saving: best.saving,
        price: best.price,
        extraUpkeep: best.extraUpkeep,
        netWorthGain: best.netWorthGain,
        pointsGain: best.pointsGain,
      },
    });
    expect(report.advice.best).toMatchObject({ change: { kind: 'level' } });
  });
});
