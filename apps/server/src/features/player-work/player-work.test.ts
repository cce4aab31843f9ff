import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Player,
  readError,
  readJson,
  sendCustomWave,
  signUpGameMaster,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

/**
 * Issue 27: a game master, and a manager within their cohorts, open a player's work read-only: the
 * assignments and the wave reports with their why and advice. Every look is in the audit log.
 */

let server: TestServer;
let owner: TestClient;
let manager: Player;
let otherManager: Player;
let member: Player;
let outsider: Player;
let cohortId = '';
let reportId = '';

async function cohortWith(name: string, lead: Player, members: Player[]) {
  const made = await readJson(await owner.post('/api/admin/cohorts', { name }));
  await owner.post(
    `/api/admin/cohorts/${made.id}/managers`,
    { userId: lead.userId, confirm: (await lead.client.json('/api/me')).email },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  for (const m of members) await m.client.post('/api/me/cohort', { code: made.joinCode });
  return made.id;
}

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'owner@work.test' } });
  owner = await signUpGameMaster(server, 'owner@work.test');
  manager = await signUpPlayer(server, 'manager@work.test');
  otherManager = await signUpPlayer(server, 'other@work.test');
  member = await signUpPlayer(server, 'member@work.test');
  outsider = await signUpPlayer(server, 'outsider@work.test');
  await member.client.patch('/api/bank', { welcomeDone: true });
  cohortId = await cohortWith('Tellers', manager, [member]);
  await cohortWith('Elsewhere', otherManager, [outsider]);
  await sendCustomWave(server, owner, ['Phishing', 'Vishing']);
  const { reports } = await member.client.json('/api/reports');
  reportId = reports[0]?.id ?? '';
  expect(reportId).not.toBe('');
});
afterAll(async () => {
  await server?.close();
});

async function looks() {
  const { entries } = await owner.json('/api/admin/audit');
  return entries.filter((e) => e.action === 'view-player-work');
}

describe("a player's work, read-only", () => {
  it("opens for the member's manager, with the report's why and advice, and each look is audited", async () => {
    const before = (await looks()).length;
    const work = await manager.client.json(
      `/api/cohorts/${cohortId}/members/${member.userId}/work`,
    );
    expect(work.player).toEqual({
      id: member.userId,
      name: expect.any(String),
      email: 'member@work.test',
    });
    expect(work.reports.reports.map((r) => r.id)).toContain(reportId);
    const report = await manager.client.json(
      `/api/cohorts/${cohortId}/members/${member.userId}/reports/${reportId}`,
    );
    // The same report the player reads.
    expect(report).toEqual(await member.client.json(`/api/reports/${reportId}`));
    expect(report.attacks.length).toBe(2);
    const after = await looks();
    expect(after.length).toBe(before + 2);
    expect(after[0]).toMatchObject({
      actor: 'manager@work.test',
      target: 'member@work.test',
      details: { kind: 'view-player-work', what: 'report', reportId },
    });
  });

  it('is refused to a manager of another cohort, and is not-found for someone outside the cohort', async () => {
    const path = `/api/cohorts/${cohortId}/members/${member.userId}/work`;
    expect(await readError(await otherManager.client.get(path))).toMatchObject({
      code: 'permission-denied',
    });
    expect(await readError(await member.client.get(path))).toMatchObject({
      code: 'permission-denied',
    });
    const outside = await manager.client.get(
      `/api/cohorts/${cohortId}/members/${outsider.userId}/work`,
    );
    expect(await readError(outside)).toMatchObject({ code: 'not-found' });
  });

  it("opens for a game master for anyone, and not for a manager through the console's route", async () => {
    const work = await owner.json(`/api/admin/players/${outsider.userId}/work`);
    expect(work.player.email).toBe('outsider@work.test');
    const report = await owner.json(`/api/admin/players/${member.userId}/reports/${reportId}`);
    expect(report.id).toBe(reportId);
    expect(
      await readError(await manager.client.get(`/api/admin/players/${member.userId}/work`)),
    ).toMatchObject({
      code: 'permission-denied',
    });
    const unknown = await owner.get(
      `/api/admin/players/${member.userId}/reports/Ab3dE5gH7jK9mN1pQ3sT`,
    );
    expect(await readError(unknown)).toMatchObject({ code: 'not-found' });
  });
});
