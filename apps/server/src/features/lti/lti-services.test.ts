// On PostgreSQL too: issue 28 asks for the sign-on, SCIM and LTI tests on both databases; their accounts, links and replay guards rest on unique keys.
import { randomUUID } from 'node:crypto';
import { drillsForFraud } from '@ffl/content/drills';
import { ASSIGNMENT } from '@ffl/engine/assignments';
import { FRAUDS } from '@ffl/engine/catalogue';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { user } from '../../db/schema/auth';
import { bank } from '../../db/schema/game';
import { ltiContext, ltiPlatform } from '../../db/schema/lti';
import { cohortManager, cohortMember } from '../../db/schema/org';
import { createTestClock } from '../../lib/clock';
import { TEST_ORIGIN } from '../../test/in-process';
import {
  type LaunchSpec,
  type LtiPlatform,
  launchThrough,
  ROLE,
  SCOPES,
  startLtiPlatform,
} from '../../test/lti-platform';
import {
  passQuiz,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { lensFor } from '../drills/drill-variants';

/**
 * Issue 28, LTI Advantage services against the test platform: deep linking (the picker and the
 * signed response the platform checks with the tool's keys), Assignment and Grade Services (the
 * score of a learner who completes a placed family reaches the platform, once, after a failed
 * first try), Names and Role Provisioning (a paged roster fills the course's cohort), and dynamic
 * registration. On PGlite and PostgreSQL.
 */

const OWNER = 'owner@lti-services.test';
const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
const clock = createTestClock();
let server: TestServer;
let owner: TestClient;
let platform: LtiPlatform;
let platformId = '';

const toolJwks = async () => readJson(await server.client().get('/lti/jwks'), JwksSchema);

beforeAll(async () => {
  server = await startTestServer({ clock, env: { ADMIN_EMAILS: OWNER } });
  owner = await signUpVerified(server, OWNER);
  platform = await startLtiPlatform({ toolUrl: TEST_ORIGIN, toolJwks });
  platformId = (await readJson(await owner.post('/api/admin/lti/platforms', platform.registration)))
    .id;
}, 60_000);
afterAll(async () => {
  await platform?.close();
  await server?.close();
});

const unescapeHtml = (s: string) =>
  s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const field = (html: string, name: string) =>
  unescapeHtml(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');

function teacher(sub: string, extra: Partial<LaunchSpec> = {}): LaunchSpec {
  return {
    user: { sub, name: `Teacher ${sub}`, email: `${sub}@school.test` },
    roles: [ROLE.instructor],
    context: { id: 'course-dl', title: 'Deep linking course' },
    ...extra,
  };
}

async function postForm(client: TestClient, path: string, form: Record<string, string>) {
  return client.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

describe('deep linking', () => {
  it('shows a teacher the picker and returns a signed response the platform accepts', async () => {
    const client = server.client();
    const picker = await launchThrough(
      client,
      platform,
      teacher('t-dl', { deepLinking: { data: 'opaque-42' } }),
    );
    expect(picker.status).toBe(200);
    const html = await picker.text();
    expect(html).toContain('<legend>What should your course link to?</legend>');
    expect(html).toContain('Social engineering: the family');
    expect(html).toContain('This season&#39;s league');
    const token = field(html, 'token');

    const chosen = await postForm(client, '/lti/deep-link', { token, item: 'family:social' });
    expect(chosen.status).toBe(200);
    const page = await chosen.text();
    const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '');
    expect(action).toBe(`${platform.issuer}/deep-link-return`);
    expect(page).toContain('src="/lti/auto-submit.js"');
    // The CSP lets this page post the form to the platform.
    expect(chosen.headers.get('content-security-policy')).toMatch(
      /form-action 'self' https: http:/,
    );

    const back = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ JWT: field(page, 'JWT') }).toString(),
    });
    expect(back.status, platform.state.refusals.join('; ')).toBe(200);
    const response = platform.state.deepLinkResponses.at(-1);
    expect(response).toMatchObject({
      iss: platform.clientId,
      aud: platform.issuer,
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': platform.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-42',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
        {
          type: 'ltiResourceLink',
          url: `${TEST_ORIGIN}/lti/launch`,
          custom: { ffl_item: 'family:social' },
          lineItem: { scoreMaximum: 100, label: 'Social engineering: the family' },
        },
      ],
    });
    expect(typeof response?.nonce).toBe('string');
  });

  it('refuses a learner, a changed token, another person, and someone signed out', async () => {
    const learner = await launchThrough(server.client(), platform, {
      ...teacher('l-dl', { deepLinking: {} }),
      roles: [ROLE.learner],
    });
    expect(learner.status).toBe(403);
    expect(await learner.text()).toContain('Only a teacher');

    const first = server.client();
    const token = field(
      await (await launchThrough(first, platform, teacher('t-a', { deepLinking: {} }))).text(),
      'token',
    );
    const changed = await postForm(first, '/lti/deep-link', { token: `${token}x`, item: 'league' });
    expect(changed.status).toBe(400);
    const unknownItem = await postForm(first, '/lti/deep-link', { token, item: 'family:none' });
    expect(unknownItem.status).toBe(400);
    const second = server.client();
    await launchThrough(second, platform, teacher('t-b', { deepLinking: {} }));
    const other = await postForm(second, '/lti/deep-link', { token, item: 'league' });
    expect(other.status).toBe(403);
    const signedOut = await postForm(server.client(), '/lti/deep-link', { token, item: 'league' });
    expect(signedOut.status).toBe(401);
  });
});

/** Reads, passes and drills each fraud of `family`, as the assignments tests do. */
async function completeFamily(client: TestClient, family: string) {
  await client.json('/api/bank');
  const me = await client.json('/api/me');
  const [row] = await server.database.db
    .select({ key: bank.variantKey })
    .from(bank)
    .where(eq(bank.userId, me.id));
  const lens = lensFor(row?.key ?? '');
  for (const fraudId of FRAUD_IDS.filter((id) => FRAUDS[id].family === family)) {
    const beat = () => client.post('/api/me/heartbeat', { topic: `fraud:${fraudId}` });
    await beat();
    for (let s = 0; s < ASSIGNMENT.readSeconds; s += ASSIGNMENT.heartbeatSeconds) {
      clock.advance?.(ASSIGNMENT.heartbeatSeconds * 1000);
      await beat();
    }
    expect((await passQuiz(client, fraudId)).passed).toBe(true);
    for (const drill of drillsForFraud(fraudId)) {
      const res = await client.request(`/api/drills/${lens.handleOf(drill.id)}/attempts`, {
        method: 'POST',
        json: { decision: 'report', flags: [] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
  }
}

describe('assignment and grade services', () => {
  it("makes a placed family the course's assignment and sends a completed learner's score once, after a failure", async () => {
    const spec = (sub: string): LaunchSpec => ({
      user: { sub, name: `Learner ${sub}`, email: `${sub}@school.test` },
      roles: [ROLE.learner],
      context: { id: 'course-ags', title: 'Grades course' },
      resourceLink: { id: 'placed-physical', title: 'Physical fraud training' },
      custom: { ffl_item: 'family:physical' },
      lineItem: 'physical-column',
    });
    const client = server.client();
    const res = await launchThrough(client, platform, spec('ags-1'));
    expect(res.headers.get('location')).toBe('/fraudwiki?family=physical');
    const [assigned] = (await client.json('/api/me/assignments')).assignments;
    expect(assigned).toMatchObject({
      name: 'Physical fraud training',
      families: ['physical'],
      cohort: { name: 'Grades course' },
    });
    // A second learner's launch uses the same assignment.
    const other = server.client();
    await launchThrough(other, platform, spec('ags-2'));
    expect((await other.json('/api/me/assignments')).assignments.map((a) => a.id)).toEqual([
      assigned?.id,
    ]);

    // Nothing done yet: nothing worth telling the gradebook.
    expect(await server.ltiGrader.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(platform.state.scores).toHaveLength(0);

    await completeFamily(client, 'physical');
    platform.state.failScores = 1;
    clock.advance?.(61_000);
    expect(await server.ltiGrader.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(platform.state.scores).toHaveLength(0);
    // Not retried before its time; then sent.
    expect(await server.ltiGrader.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    clock.advance?.(31_000);
    expect(await server.ltiGrader.runOnce()).toMatchObject({ sent: 1 });
    expect(platform.state.scores).toHaveLength(1);
    const [score] = platform.state.scores;
    expect(score?.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    expect(score?.lineItem).toBe('physical-column');
    expect(score?.body).toMatchObject({
      userId: 'ags-1',
      scoreGiven: 100,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(Date.parse(String(score?.body.timestamp))).not.toBeNaN();
    // The token came by the client-credentials grant with the tool's signed assertion.
    expect(platform.state.tokenRequests.at(-1)).toMatchObject({
      scope: SCOPES.score,
      assertion: {
        iss: platform.clientId,
        sub: platform.clientId,
        aud: `${platform.issuer}/token`,
      },
    });

    // Sent once: later passes and launches send nothing more for a complete learner.
    clock.advance?.(3600_000);
    await server.ltiGrader.runOnce();
    await launchThrough(client, platform, spec('ags-1'));
    await server.ltiGrader.runOnce();
    expect(platform.state.scores).toHaveLength(1);
  });
});

describe('line items', () => {
  it('makes its own gradebook column, once, when a launch names only the line items service', async () => {
    const spec = (sub: string): LaunchSpec => ({
      user: { sub, email: `${sub}@school.test` },
      roles: [ROLE.learner],
      context: { id: 'course-columns', title: 'Columns course' },
      resourceLink: { id: 'hand-made-link', title: 'Physical by hand' },
      custom: { ffl_item: 'family:physical' },
      lineItemsOnly: true,
    });
    const client = server.client();
    expect((await launchThrough(client, platform, spec('col-1'))).status).toBe(303);
    expect((await launchThrough(server.client(), platform, spec('col-2'))).status).toBe(303);
    expect(platform.state.madeLineItems).toHaveLength(1);
    expect(platform.state.madeLineItems[0]).toMatchObject({
      scoreMaximum: 100,
      label: 'Physical by hand',
      resourceLinkId: 'hand-made-link',
      resourceId: 'family:physical',
      tag: 'fantasy-fraud-league',
    });
    await completeFamily(client, 'physical');
    clock.advance?.(61_000);
    await server.ltiGrader.runOnce();
    const mine = platform.state.scores.filter((s) => s.body.userId === 'col-1');
    expect(mine).toEqual([
      expect.objectContaining({
        lineItem: 'made-1',
        body: expect.objectContaining({ scoreGiven: 100 }),
      }),
    ]);
  });
});

describe('names and role provisioning', () => {
  it('fills the course cohort from the paged roster, teachers as managers, and takes out who left', async () => {
    const known = await signUpVerified(server, 'known-roster@school.test');
    const knownId = (await known.json('/api/me')).id;
    // A learner who launched before and is now inactive.
    const former = server.client();
    await launchThrough(former, platform, {
      user: { sub: 'r-former', email: 'former@school.test' },
      roles: [ROLE.learner],
      context: { id: 'course-nrps', title: 'Roster course' },
      resourceLink: { id: 'roster-link' },
    });
    const formerId = (await former.json('/api/me')).id;
    platform.setRoster('course-nrps', [
      {
        sub: 'r-teacher',
        name: 'Rita Teacher',
        email: 'rita@school.test',
        roles: [ROLE.instructor],
      },
      { sub: 'r-1', name: 'Rob One', email: 'rob@school.test', roles: [ROLE.learner] },
      { sub: 'r-known', email: 'known-roster@school.test', roles: [ROLE.learner] },
      { sub: 'r-anonymous', roles: [ROLE.learner] },
      { sub: 'r-former', email: 'former@school.test', roles: [ROLE.learner], status: 'Inactive' },
    ]);
    // The teacher's launch carries the roster service.
    const teacherClient = server.client();
    await launchThrough(teacherClient, platform, {
      user: { sub: 'r-teacher', name: 'Rita Teacher', email: 'rita@school.test' },
      roles: [ROLE.instructor],
      context: { id: 'course-nrps', title: 'Roster course' },
      resourceLink: { id: 'roster-link' },
      roster: true,
    });
    // The sync runs behind the launch: wait until it has read the roster.
    const contextRow = async () =>
      (
        await server.database.db
          .select()
          .from(ltiContext)
          .where(
            and(eq(ltiContext.platformId, platformId), eq(ltiContext.contextId, 'course-nrps')),
          )
      )[0];
    for (let i = 0; i < 200 && !(await contextRow())?.syncedAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const context = await contextRow();
    expect(context?.syncedAt).toBeInstanceOf(Date);
    expect(platform.state.tokenRequests.at(-1)?.scope).toBe(SCOPES.memberships);
    const cohortId = context?.cohortId ?? '';
    const members = await server.database.db
      .select({ email: user.email })
      .from(cohortMember)
      .innerJoin(user, eq(user.id, cohortMember.userId))
      .where(eq(cohortMember.cohortId, cohortId));
    expect(members.map((m) => m.email).sort()).toEqual([
      'known-roster@school.test',
      'rob@school.test',
    ]);
    const managers = await server.database.db
      .select({ email: user.email, role: user.role })
      .from(cohortManager)
      .innerJoin(user, eq(user.id, cohortManager.userId))
      .where(eq(cohortManager.cohortId, cohortId));
    expect(managers).toEqual([{ email: 'rita@school.test', role: 'manager' }]);
    // The known account was placed, not copied; the former learner kept their account.
    expect(members.length).toBe(2);
    const [knownPlace] = await server.database.db
      .select()
      .from(cohortMember)
      .where(eq(cohortMember.userId, knownId));
    expect(knownPlace?.cohortId).toBe(cohortId);
    expect((await former.get('/api/me')).status).toBe(200);
    const [formerPlace] = await server.database.db
      .select()
      .from(cohortMember)
      .where(eq(cohortMember.userId, formerId));
    expect(formerPlace).toBeUndefined();

    // Rob leaves the course.
    platform.setRoster('course-nrps', [
      {
        sub: 'r-teacher',
        name: 'Rita Teacher',
        email: 'rita@school.test',
        roles: [ROLE.instructor],
      },
      { sub: 'r-known', email: 'known-roster@school.test', roles: [ROLE.learner] },
    ]);
    const again = await owner.post(`/api/admin/lti/platforms/${platformId}/roster-sync`, {
      contextId: 'course-nrps',
    });
    expect(await readJson(again)).toEqual({ members: 1, managers: 1, removed: 1, skipped: 0 });
    const left = await server.database.db
      .select({ email: user.email })
      .from(cohortMember)
      .innerJoin(user, eq(user.id, cohortMember.userId))
      .where(eq(cohortMember.cohortId, cohortId));
    expect(left.map((m) => m.email)).toEqual(['known-roster@school.test']);

    const unknown = await owner.post(`/api/admin/lti/platforms/${platformId}/roster-sync`, {
      contextId: 'nowhere',
    });
    expect((await readError(unknown)).code).toBe('not-found');
  });
});

describe('dynamic registration', () => {
  it('registers the tool at the platform and keeps the platform until an owner approves it', async () => {
    const moodle = await startLtiPlatform({
      toolUrl: TEST_ORIGIN,
      toolJwks,
      clientId: 'dynamic-client',
    });
    try {
      const res = await server.client().get(moodle.registrationUrl());
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.text()).toContain('src="/lti/registration-done.js"');
      // The platform shows this page in its own frame or popup.
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors https: http:');
      expect(res.headers.get('x-frame-options')).toBeNull();
      const done = await server.client().get('/lti/registration-done.js');
      expect(await done.text()).toContain("subject: 'org.imsglobal.lti.close'");
      const [sent] = moodle.state.registrations;
      expect(sent).toMatchObject({
        initiate_login_uri: `${TEST_ORIGIN}/lti/login`,
        redirect_uris: [`${TEST_ORIGIN}/lti/launch`],
        jwks_uri: `${TEST_ORIGIN}/lti/jwks`,
        token_endpoint_auth_method: 'private_key_jwt',
        'https://purl.imsglobal.org/spec/lti-tool-configuration': {
          domain: 'localhost:3000',
          target_link_uri: `${TEST_ORIGIN}/lti/launch`,
          messages: expect.arrayContaining([
            expect.objectContaining({ type: 'LtiDeepLinkingRequest' }),
          ]),
        },
      });
      expect(String(sent?.scope)).toContain(SCOPES.score);
      expect(String(sent?.scope)).toContain(SCOPES.memberships);
      const [stored] = await server.database.db
        .select()
        .from(ltiPlatform)
        .where(eq(ltiPlatform.clientId, 'dynamic-client'));
      expect(stored).toMatchObject({
        issuer: moodle.issuer,
        jwksUrl: `${moodle.issuer}/jwks`,
        deploymentIds: [moodle.deploymentId],
        source: 'dynamic',
        enabled: false,
      });

      const spec: LaunchSpec = {
        user: { sub: 'dyn-1', email: 'dyn@school.test' },
        roles: [ROLE.learner],
        resourceLink: { id: 'dyn-link' },
      };
      const waiting = await launchThrough(server.client(), moodle, spec);
      expect(waiting.status).toBe(403);
      expect(await waiting.text()).toContain('not approved yet');
      const approved = await owner.post(`/api/admin/lti/platforms/${stored?.id}/approve`, {});
      expect((await readJson(approved)).enabled).toBe(true);
      expect((await launchThrough(server.client(), moodle, spec)).status).toBe(303);

      const reused = await server.client().get(moodle.registrationUrl());
      expect(reused.status).toBe(409);
      moodle.state.registrationToken = 'expected-another';
      const refused = await server
        .client()
        .get(moodle.registrationUrl().replace('expected-another', 'wrong'));
      expect(refused.status).toBe(400);
      const bare = await server.client().get('/lti/register');
      expect(bare.status).toBe(400);
    } finally {
      await moodle.close();
    }
  });
});
