import { randomUUID } from 'node:crypto';
import { drillsForFraud } from '@ffl/content/drills';
import { ASSIGNMENT } from '@ffl/engine/assignments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../bench/support/smtp-capture';
import { mailJob } from '../../db/schema/loop';
import { createTestClock } from '../../lib/clock';
import { createPublicId } from '../../lib/public-id';
import {
  passQuiz,
  readError,
  readJson,
  signUpPlayerBySmtp,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

/**
 * Issue 27: training assigned to a cohort. A manager assigns a fraud with a due date; the player
 * sees it with their progress; active time comes from the heartbeat only; reading, the quiz and
 * the drills complete it; the manager sees who completed it; reminders go through SMTP to those
 * who have not, before the due date and once overdue, once each.
 */

const DAY = 86_400_000;
const clock = createTestClock();
let capture: SmtpCapture;
let server: TestServer;
let owner: TestClient;
let manager: TestClient;
let cohortId = '';

beforeAll(async () => {
  capture = await startSmtpCapture({ parse: true });
  server = await startTestServer({
    clock,
    env: { ADMIN_EMAILS: 'owner@assign.test', SMTP_URL: capture.url, MAIL_RATE_PER_SECOND: '1000' },
  });
  owner = (await signUpPlayerBySmtp(server, capture, 'owner@assign.test')).client;
  const made = await readJson(await owner.post('/api/admin/cohorts', { name: 'Finance' }));
  cohortId = made.id;
  const lead = await signUpPlayerBySmtp(server, capture, 'lead@assign.test');
  const granted = await owner.post(
    `/api/admin/cohorts/${cohortId}/managers`,
    { userId: lead.userId, confirm: 'lead@assign.test' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(granted.status).toBe(200);
  manager = lead.client;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await capture?.close();
});

async function member(email: string) {
  const player = await signUpPlayerBySmtp(server, capture, email);
  const { joinCode } = (await readJson(await owner.get('/api/cohorts'))).cohorts.find(
    (c) => c.id === cohortId,
  ) ?? { joinCode: '' };
  expect((await player.client.post('/api/me/cohort', { code: joinCode })).status).toBe(200);
  return player;
}

const beat = async (client: TestClient, topic: string) =>
  (await readJson(await client.post('/api/me/heartbeat', { topic }))).credited;

describe('assigned training', () => {
  it('is assigned by a manager to their cohort, and refused with a past or far due date', async () => {
    const dueAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    const res = await manager.post(`/api/cohorts/${cohortId}/assignments`, {
      name: 'Finance training',
      frauds: ['Phishing'],
      dueAt,
    });
    const created = await readJson(res);
    expect(created).toMatchObject({
      name: 'Finance training',
      frauds: ['Phishing'],
      postCheck: false,
      members: 0,
      complete: 0,
      contentVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    for (const [label, body] of [
      [
        'a past date',
        {
          name: 'Late',
          frauds: ['Phishing'],
          dueAt: new Date(clock.now().getTime() - DAY).toISOString(),
        },
      ],
      [
        'too far',
        {
          name: 'Far',
          frauds: ['Phishing'],
          dueAt: new Date(clock.now().getTime() + 400 * DAY).toISOString(),
        },
      ],
      ['nothing to do', { name: 'Empty', dueAt }],
    ] as const) {
      const error = await readError(
        await manager.post(`/api/cohorts/${cohortId}/assignments`, body),
      );
      expect({ label, code: error.code }).toEqual({ label, code: 'invalid-argument' });
    }
    const { entries } = await owner.json('/api/admin/audit');
    expect(entries.find((e) => e.action === 'assign-training')?.actor).toBe('lead@assign.test');
  });

  it('counts active time from the heartbeat alone: nothing for the first beat or time away', async () => {
    const ada = await member('ada@assign.test');
    expect(await beat(ada.client, 'fraud:Phishing')).toBe(0);
    clock.advance?.(ASSIGNMENT.heartbeatSeconds * 1000);
    expect(await beat(ada.client, 'fraud:Phishing')).toBe(ASSIGNMENT.heartbeatSeconds);
    clock.advance?.(10 * 60_000);
    expect(await beat(ada.client, 'fraud:Phishing')).toBe(0);
    // The same instant again (a second tab) earns nothing either.
    expect(await beat(ada.client, 'drills')).toBe(0);
    const bad = await ada.client.post('/api/me/heartbeat', { topic: 'fraud:<script>' });
    expect(bad.status).toBe(400);
  });

  it('shows the player their progress, completes when read, passed and drilled, and the manager sees it', async () => {
    const bo = await member('bo@assign.test');
    const [mine] = (await bo.client.json('/api/me/assignments')).assignments;
    expect(mine?.progress).toMatchObject({ done: 0, total: 1, complete: false, status: 'open' });
    expect(mine?.steps[0]).toMatchObject({
      fraudId: 'Phishing',
      read: false,
      quizPassed: false,
      drillsDone: 0,
    });

    await beat(bo.client, 'fraud:Phishing');
    for (let s = 0; s < ASSIGNMENT.readSeconds; s += ASSIGNMENT.heartbeatSeconds) {
      clock.advance?.(ASSIGNMENT.heartbeatSeconds * 1000);
      await beat(bo.client, 'fraud:Phishing');
    }
    expect((await passQuiz(bo.client, 'Phishing')).passed).toBe(true);
    let step = (await bo.client.json('/api/me/assignments')).assignments[0]?.steps[0];
    expect(step).toMatchObject({ read: true, quizPassed: true, done: false });

    for (const drill of drillsForFraud('Phishing')) {
      const res = await bo.client.request(`/api/drills/${bo.drill(drill.id)}/attempts`, {
        method: 'POST',
        json: { decision: 'report', flags: [] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const after = (await bo.client.json('/api/me/assignments')).assignments[0];
    step = after?.steps[0];
    expect(step).toMatchObject({ done: true, drillsDone: drillsForFraud('Phishing').length });
    expect(after?.progress).toMatchObject({
      done: 1,
      total: 1,
      complete: true,
      status: 'complete',
    });
    expect(after?.progress.completedAt).toEqual(expect.any(String));

    const { assignments } = await manager.json(`/api/cohorts/${cohortId}/assignments`);
    expect(assignments[0]).toMatchObject({ members: 2, complete: 1 });
    const people = await manager.json(
      `/api/cohorts/${cohortId}/assignments/${assignments[0]?.id ?? ''}`,
    );
    expect(people.people.map((p) => [p.email, p.progress.complete])).toEqual([
      ['ada@assign.test', false],
      ['bo@assign.test', true],
    ]);
    expect(people.people[1]?.activeSeconds).toBeGreaterThanOrEqual(ASSIGNMENT.readSeconds);
  });

  it('reminds those who have not completed it, before the due date and once overdue, through SMTP, once each', async () => {
    const jobs = (kind: 'assignment-due' | 'assignment-overdue') =>
      server.database.db
        .select()
        .from(mailJob)
        .where(and(eq(mailJob.kind, kind)));
    clock.advance?.(5 * DAY);
    await server.notifier.runOnce();
    await server.notifier.runOnce();
    const due = await jobs('assignment-due');
    // Ada has not completed it; Bo has.
    expect(due.map((j) => j.userId)).toHaveLength(1);
    const mail = capture.accepted.find(
      (m) => m.to === 'ada@assign.test' && m.subject.startsWith('Finance training is due'),
    );
    expect(mail?.subject).toMatch(/^Finance training is due on \d+ \w+ \d{4}: 0 of 1 done$/);
    expect(mail?.listUnsubscribe).toContain('/unsubscribe?token=');
    expect(
      capture.accepted.some((m) => m.to === 'bo@assign.test' && /Finance training/.test(m.subject)),
    ).toBe(false);

    clock.advance?.(3 * DAY);
    await server.notifier.runOnce();
    await server.notifier.runOnce();
    expect(await jobs('assignment-overdue')).toHaveLength(1);
    expect(
      capture.accepted.filter((m) => m.to === 'ada@assign.test' && /overdue/.test(m.subject)),
    ).toHaveLength(1);
    await server.notifier.runOnce();
    expect(await jobs('assignment-overdue')).toHaveLength(1);
  });

  it('is withdrawn by its manager, and refused to a manager of another cohort', async () => {
    const { assignments } = await manager.json(`/api/cohorts/${cohortId}/assignments`);
    const id = assignments[0]?.id ?? '';
    const other = await readJson(await owner.post('/api/admin/cohorts', { name: 'Elsewhere' }));
    const outsider = await signUpPlayerBySmtp(server, capture, 'outsider@assign.test');
    await owner.post(
      `/api/admin/cohorts/${other.id}/managers`,
      { userId: outsider.userId, confirm: 'outsider@assign.test' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const refused = await outsider.client.post(`/api/cohorts/${cohortId}/assignments/${id}/cancel`);
    expect(await readError(refused)).toMatchObject({ code: 'permission-denied' });
    expect((await manager.post(`/api/cohorts/${cohortId}/assignments/${id}/cancel`)).status).toBe(
      200,
    );
    expect((await manager.json(`/api/cohorts/${cohortId}/assignments`)).assignments).toEqual([]);
    const missing = await manager.post(
      `/api/cohorts/${cohortId}/assignments/${createPublicId()}/cancel`,
    );
    expect(await readError(missing)).toMatchObject({ code: 'not-found' });
  });
});
