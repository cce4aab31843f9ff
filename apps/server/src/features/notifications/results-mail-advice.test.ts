import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sendCustomWave,
  signUpGameMaster,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { describeMailAdvice, NOTIFICATION_TEXT as T } from './notification-text';

/**
 * The results mail and the report give one advice for one wave (decision 0037): both come from the
 * engine's adviseReport on what the report stores. Three banks meet one wave of Vishing (social)
 * and Ransomware (cyber), each in a situation that makes a different kind of advice.
 */

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  // No SMTP server: the mails are captured in the outbox, as they were sent.
  server = await startTestServer({
    env: { ADMIN_EMAILS: 'gm-advice@example.com', MAIL_RATE_PER_SECOND: '1000' },
  });
  gm = await signUpGameMaster(server, 'gm-advice@example.com');
});
afterAll(async () => {
  await server?.close();
});

/** Buys each defense up to its level: buy, then upgrades. */
async function equip(client: TestClient, levels: Record<string, number>) {
  for (const [defenseId, level] of Object.entries(levels)) {
    for (let step = 1; step <= level; step += 1) {
      expect((await client.shop(defenseId, step === 1 ? 'buy' : 'upgrade')).status).toBe(200);
    }
  }
}

/** 965,000 of the starting 1,000,000 in defenses: 35,000 of cash left, too little for any raise. */
const SPENT = {
  MultiFactorAuth: 3,
  VerificationProtocols: 3,
  SegregationOfDuties: 3,
  RegularAudits: 3,
};

const PLAYERS = [
  // Nothing bought, no alert: a raise it could well afford ranks it highest.
  { name: 'bare', levels: {}, alert: null, kind: 'level' },
  // The alert on the smaller attack, and no cash to raise anything: the other alert.
  { name: 'wrong-alert', levels: SPENT, alert: 'social', kind: 'alert' },
  // The alert on the bigger attack, and no cash to raise anything: no better change.
  { name: 'right-alert', levels: SPENT, alert: 'cyber', kind: 'none' },
] as const;

describe('the advice on a wave', () => {
  it('is the same in the results mail as in the report', async () => {
    const clients = new Map<string, TestClient>();
    for (const player of PLAYERS) {
      const client = await signUpVerified(server, `advice-${player.name}@example.com`);
      await equip(client, player.levels);
      expect((await client.put('/api/bank/alert', { family: player.alert })).status).toBe(200);
      const prefs = await client.patch('/api/me/preferences', { waveResults: { on: true } });
      expect(prefs.status).toBe(200);
      clients.set(player.name, client);
    }
    await sendCustomWave(server, gm, ['Vishing', 'Ransomware'], ['cyber']);
    const mails = new Map<string, { text: string; subject: string }>();
    for (let pass = 0; pass < 5 && mails.size < PLAYERS.length; pass += 1) {
      await server.notifier.runOnce();
      for (const player of PLAYERS) {
        const mail = await server.latestMail(`advice-${player.name}@example.com`);
        if (mail?.subject.startsWith('Wave results')) mails.set(player.name, mail);
      }
    }
    const resultsMailTo = (name: string) => mails.get(name);

    for (const player of PLAYERS) {
      const client = clients.get(player.name) as TestClient;
      const page = await client.json('/api/reports');
      const report = await client.json(`/api/reports/${page.reports[0]?.id}`);
      const mail = resultsMailTo(player.name);
      expect(mail, `the results mail of ${player.name}`).toBeDefined();
      if (!mail) continue;
      expect(mail.text).toContain(`/attacklog?report=${report.id}`);
      // The mail and the report agree on the report's figures, so this is one wave seen twice.
      expect(mail.text).toContain(`Points: ${report.points} this wave`);

      expect(report.advice.replays).toBe(true);
      const best = report.advice.best;
      if (player.kind === 'none') {
        expect(best).toBeNull();
        expect(mail.text).toContain(T.waveResults.advice.none);
        expect(mail.text).not.toMatch(/Best single change: (the alert|[A-Z][^:]* at level)/);
        continue;
      }
      expect(best?.change.kind).toBe(player.kind);
      if (!best) continue;
      // The mail says the report's advice, in full: the change, the points and the net worth.
      expect(mail.text).toContain(describeMailAdvice(best));
      expect(mail.text.match(/Best single change/g)).toHaveLength(1);
      expect(best.pointsGain).toBeGreaterThan(0);
      expect(best.netWorthGain).toBeGreaterThan(0);
    }

    const bare = await clients.get('bare')?.json('/api/reports');
    const bareReport = await clients.get('bare')?.json(`/api/reports/${bare?.reports[0]?.id}`);
    // Regulated Auto Backup at level 3 stops 70% of the ransomware: 160,000 of cash into a
    // defense, which net worth counts at cost, so net worth is only its upkeep lower for it.
    expect(bareReport?.advice.best).toMatchObject({
      change: { kind: 'level', defenseId: 'RegulatedAutoBackup', fromLevel: 0, toLevel: 3 },
      price: 160_000,
      extraUpkeep: 3_200,
    });
    expect(resultsMailTo('bare')?.text).toContain(
      'Best single change: Regulated Automatic Backups at level 3 (you had none)',
    );
  });
});
