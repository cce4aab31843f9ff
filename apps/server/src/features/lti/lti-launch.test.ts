// On PostgreSQL too: issue 28 asks for the sign-on, SCIM and LTI tests on both databases; their accounts, links and replay guards rest on unique keys.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { user } from '../../db/schema/auth';
import { ltiUser } from '../../db/schema/lti';
import { cohort, cohortManager, cohortMember } from '../../db/schema/org';
import { TEST_ORIGIN } from '../../test/in-process';
import {
  type LaunchSpec,
  type LtiPlatform,
  launchThrough,
  postLaunch,
  ROLE,
  startLtiPlatform,
} from '../../test/lti-platform';
import {
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { rotateToolKey } from './lti-keys';
import { LTI_LIMITS } from './lti-routes';

/**
 * Issue 28, LTI 1.3: the tool's keys, the platforms an owner registers, the login initiation and
 * the launch with each of its refusals (a clear page with a 4xx, or a 503 when the platform's
 * keys cannot be read, never a 500), and what a launch makes: the player, the course's cohort,
 * its managers. Against the test platform (test/lti-platform.ts), on PGlite and PostgreSQL.
 */

const OWNER = 'owner@lti.test';
const JwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
let server: TestServer;
let owner: TestClient;
let platform: LtiPlatform;
let platformId = '';

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: OWNER } });
  owner = await signUpVerified(server, OWNER);
  platform = await startLtiPlatform({
    toolUrl: TEST_ORIGIN,
    toolJwks: async () => readJson(await server.client().get('/lti/jwks'), JwksSchema),
  });
  const res = await owner.post('/api/admin/lti/platforms', platform.registration);
  expect(res.status, await res.clone().text()).toBe(200);
  platformId = (await readJson(res)).id;
}, 60_000);
afterAll(async () => {
  await platform?.close();
  await server?.close();
});

let n = 0;
const learner = (extra: Partial<LaunchSpec> = {}): LaunchSpec => {
  n += 1;
  return {
    user: { sub: `learner-${n}`, name: `Lea Learner ${n}`, email: `learner-${n}@school.test` },
    roles: [ROLE.learner],
    context: { id: 'course-1', title: 'Fraud 101' },
    resourceLink: { id: 'link-1', title: 'Fraud game' },
    ...extra,
  };
};

/** The launch's answer, and its page's text when it is a refusal. */
async function launch(spec: LaunchSpec, client = server.client()) {
  const res = await launchThrough(client, platform, spec);
  return { res, client, text: res.status >= 400 ? await res.text() : '' };
}

describe('the tool keys and the console', () => {
  it('serves its public keys, made once, and keeps a retired key listed after a rotation', async () => {
    const first = await readJson(await server.client().get('/lti/jwks'), JwksSchema);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0]).not.toHaveProperty('d');
    const again = await readJson(await server.client().get('/lti/jwks'), JwksSchema);
    expect(again.keys[0]?.kid).toBe(first.keys[0]?.kid);
    await rotateToolKey(server.database.db, new Date());
    const rotated = await readJson(await server.client().get('/lti/jwks'), JwksSchema);
    expect(rotated.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([first.keys[0]?.kid]));
    expect(rotated.keys).toHaveLength(2);
  });

  it('lets only owners register, list and remove platforms, each in the audit log', async () => {
    const player = await signUpVerified(server, 'someone@lti.test');
    const refused = await player.post('/api/admin/lti/platforms', platform.registration);
    expect((await readError(refused)).code).toBe('permission-denied');
    const twice = await owner.post('/api/admin/lti/platforms', platform.registration);
    expect((await readError(twice)).code).toBe('already-exists');
    const plain = await owner.post('/api/admin/lti/platforms', {
      ...platform.registration,
      jwksUrl: 'http://platform.example/jwks',
    });
    expect(plain.status).toBe(400);

    const list = await readJson(await owner.get('/api/admin/lti/platforms'));
    expect(list.platforms.map((p) => p.id)).toContain(platformId);
    expect(list.addresses).toMatchObject({
      login: `${TEST_ORIGIN}/lti/login`,
      launch: `${TEST_ORIGIN}/lti/launch`,
      jwks: `${TEST_ORIGIN}/lti/jwks`,
      registration: `${TEST_ORIGIN}/lti/register`,
    });

    const other = await readJson(
      await owner.post('/api/admin/lti/platforms', {
        ...platform.registration,
        name: 'Old Moodle',
        clientId: 'another-client',
      }),
    );
    let audit = (await owner.json('/api/admin/audit')).entries[0];
    expect(audit).toMatchObject({ action: 'lti.add-platform', target: 'Old Moodle' });
    const wrong = await owner.post(`/api/admin/lti/platforms/${other.id}/delete`, {
      confirm: 'Moodle',
    });
    expect((await readError(wrong)).code).toBe('invalid-argument');
    const removed = await owner.post(`/api/admin/lti/platforms/${other.id}/delete`, {
      confirm: 'old moodle',
    });
    expect(await readJson(removed)).toEqual({ removed: true });
    audit = (await owner.json('/api/admin/audit')).entries[0];
    expect(audit).toMatchObject({
      action: 'lti.remove-platform',
      details: { kind: 'lti.remove-platform', platformId: other.id, clientId: 'another-client' },
    });
  });
});

describe('login initiation', () => {
  it("sends the browser to the platform's authorisation endpoint with every parameter", async () => {
    const client = server.client();
    const params = platform.launch(learner());
    const res = await client.get(`/lti/login?${new URLSearchParams(params)}`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${platform.issuer}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${TEST_ORIGIN}/lti/launch`,
      login_hint: params.login_hint,
      lti_message_hint: params.lti_message_hint,
    });
    expect(to.searchParams.get('state')?.length).toBeGreaterThan(30);
    expect(to.searchParams.get('nonce')?.length).toBeGreaterThan(30);
    // Bound to this browser: the cookie goes to /lti only, never to scripts.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ffl_lti_browser='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/lti/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // The same, posted as a form.
    const posted = await client.request('/lti/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(platform.launch(learner())).toString(),
    });
    expect(posted.status).toBe(302);
  });

  it('refuses an unknown issuer, a missing hint, a foreign target and an unknown deployment', async () => {
    const client = server.client();
    const base = platform.launch(learner());
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, iss: 'https://unknown.example' }, 404, 'No learning platform is registered'],
      [{ ...base, login_hint: '' }, 400, 'login_hint'],
      [{ ...base, target_link_uri: 'https://evil.example/lti' }, 400, 'target_link_uri'],
      [{ ...base, lti_deployment_id: 'deployment-9' }, 403, 'deployment-9'],
    ];
    for (const [params, status, words] of cases) {
      const res = await client.get(`/lti/login?${new URLSearchParams(params)}`);
      expect(res.status, words).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain(words);
    }
  });

  it('answers a flood of logins from one address with 429 and Retry-After; another address goes on', async () => {
    const flood = server.client({ address: '198.51.100.7' });
    const query = `/lti/login?${new URLSearchParams(platform.launch(learner()))}`;
    const statuses = new Set<number>();
    for (let i = 0; i < LTI_LIMITS.login.max; i++) statuses.add((await flood.get(query)).status);
    expect([...statuses]).toEqual([302]);
    const refused = await flood.get(query);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('This launch was refused');
    const neighbour = server.client({ address: '198.51.100.8' });
    expect((await neighbour.get(query)).status).toBe(302);
  });
});

describe('the launch', () => {
  it('makes a verified player, fills the course cohort, signs them in and links the platform user', async () => {
    const spec = learner({
      user: { sub: 'ada-sub', name: '  Ada Lovelace\u0000 ', email: 'Ada@School.test' },
    });
    const { res, client } = await launch(spec);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/home');
    const me = await client.json('/api/me');
    expect(me).toMatchObject({
      email: 'ada@school.test',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
    const [linked] = await server.database.db
      .select()
      .from(ltiUser)
      .where(and(eq(ltiUser.platformId, platformId), eq(ltiUser.sub, 'ada-sub')));
    expect(linked?.userId).toBe(me.id);
    const [place] = await server.database.db
      .select({ name: cohort.name, source: cohortMember.source })
      .from(cohortMember)
      .innerJoin(cohort, eq(cohort.id, cohortMember.cohortId))
      .where(eq(cohortMember.userId, me.id));
    expect(place).toEqual({ name: 'Fraud 101', source: 'lti' });
    // A normal player: the bank is made on the first visit, as after a sign-up.
    expect((await client.get('/api/bank')).status).toBe(200);

    // The next launch finds the same account.
    const again = await launch({ ...spec, user: { ...spec.user, email: 'changed@school.test' } });
    expect((await again.client.json('/api/me')).id).toBe(me.id);
  });

  it('joins an account whose address is verified, and takes back an unverified one', async () => {
    const existing = await signUpVerified(server, 'known@school.test');
    const knownId = (await existing.json('/api/me')).id;
    const { client } = await launch(
      learner({ user: { sub: 'known-sub', email: 'known@school.test' } }),
    );
    expect((await client.json('/api/me')).id).toBe(knownId);

    const squatter = server.client();
    await squatter.post('/api/auth/sign-up/email', {
      email: 'taken@school.test',
      password: 'Blue-Harbour-Lantern-42',
      name: 'Squatter',
    });
    const [before] = await server.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'taken@school.test'));
    const claimed = await launch(
      learner({ user: { sub: 'real-owner', email: 'taken@school.test', name: 'Real Owner' } }),
    );
    const me = await claimed.client.json('/api/me');
    expect(me).toMatchObject({
      email: 'taken@school.test',
      emailVerified: true,
      name: 'Real Owner',
    });
    expect(me.id).not.toBe(before?.id);
  });

  it('makes a teacher a manager of the course cohort; a second course with the same title gets its own', async () => {
    const { client } = await launch(
      learner({
        user: { sub: 'teacher-1', name: 'Tom Teacher', email: 'tom@school.test' },
        roles: [ROLE.instructor],
        context: { id: 'course-2', title: 'Fraud 101' },
      }),
    );
    const me = await client.json('/api/me');
    expect(me.role).toBe('manager');
    const [managed] = await server.database.db
      .select({ name: cohort.name })
      .from(cohortManager)
      .innerJoin(cohort, eq(cohort.id, cohortManager.cohortId))
      .where(eq(cohortManager.userId, me.id));
    expect(managed?.name).toBe('Fraud 101 (2)');
    const cohorts = await readJson(await client.get('/api/cohorts'));
    expect(cohorts.cohorts.map((c) => c.name)).toEqual(['Fraud 101 (2)']);
  });

  it('sends a placed family to its page and the league to the league table', async () => {
    const family = await launch(learner({ custom: { ffl_item: 'family:physical' } }));
    expect(family.res.headers.get('location')).toBe('/fraudwiki?family=physical');
    const league = await launch(learner({ custom: { ffl_item: 'league' } }));
    expect(league.res.headers.get('location')).toBe('/leaderboard');
  });

  it('refuses every bad id_token with a clear page and a 4xx', async () => {
    const cases: [string, Partial<LaunchSpec>, number, string][] = [
      ['bad signature', { tamper: { signature: 'wrong-key' } }, 401, 'signature does not verify'],
      [
        'unknown key',
        { tamper: { signature: 'unknown-kid' } },
        401,
        'key the platform does not publish',
      ],
      [
        'wrong issuer',
        { tamper: { iss: 'https://evil.example' } },
        401,
        `not issued by ${platform.issuer}`,
      ],
      ['wrong audience', { tamper: { aud: 'someone-else' } }, 401, 'not addressed to this tool'],
      [
        'several audiences, no azp',
        { tamper: { aud: [platform.clientId, 'someone-else'] } },
        401,
        'no authorised party',
      ],
      [
        'azp of another client',
        { tamper: { aud: [platform.clientId, 'someone-else'], azp: 'someone-else' } },
        401,
        'authorised party (azp)',
      ],
      ['expired', { tamper: { expiresIn: -600 } }, 401, 'expired'],
      ['nonce of another login', { tamper: { nonce: 'made-up' } }, 401, 'nonce'],
      ['unknown deployment', { tamper: { deploymentId: 'deployment-9' } }, 403, 'deployment-9'],
      ['wrong version', { tamper: { version: '1.1' } }, 400, 'LTI version 1.1'],
      [
        'wrong message type',
        { tamper: { messageType: 'LtiSubmissionReviewRequest' } },
        400,
        'LtiSubmissionReviewRequest',
      ],
      [
        'no roles',
        { tamper: { drop: ['https://purl.imsglobal.org/spec/lti/claim/roles'] } },
        400,
        'roles',
      ],
      [
        'no resource link',
        { resourceLink: undefined } as Partial<LaunchSpec>,
        400,
        'resource link',
      ],
    ];
    for (const [label, change, status, words] of cases) {
      const spec = { ...learner(), ...change };
      if ('resourceLink' in change && change.resourceLink === undefined) delete spec.resourceLink;
      const { res, text } = await launch(spec);
      expect(res.status, label).toBe(status);
      expect(res.headers.get('content-type'), label).toMatch(/text\/html/);
      expect(text, label).toContain(words);
      expect(
        res.headers.getSetCookie().some((c) => c.startsWith('ffl.session_token')),
        label,
      ).toBe(false);
    }
    // Several audiences with our client id as azp is fine.
    const ok = await launch(
      learner({ tamper: { aud: [platform.clientId, 'someone-else'], azp: platform.clientId } }),
    );
    expect(ok.res.status).toBe(303);
  });

  it('refuses a replay, a missing or unknown state, and a launch that comes back to another browser', async () => {
    const client = server.client();
    const login = await client.get(`/lti/login?${new URLSearchParams(platform.launch(learner()))}`);
    const answer = await platform.authorize(login.headers.get('location') ?? '');
    if ('error' in answer) throw new Error(answer.error);
    expect((await postLaunch(client, answer.form)).status).toBe(303);
    const replay = await postLaunch(client, answer.form);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('used already');

    const missing = await postLaunch(client, { id_token: answer.form.id_token });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('no state');
    const unknown = await postLaunch(client, { ...answer.form, state: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('does not match a login started here');

    const elsewhere = await launchThrough(server.client(), platform, learner(), server.client());
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).toContain('different browser');

    const platformError = await postLaunch(client, { error: 'login_required', state: 'x' });
    expect(platformError.status).toBe(400);
    expect(await platformError.text()).toContain('login_required');
    const get = await client.get('/lti/launch');
    expect(get.status).toBe(400);
  });

  it("answers 503 with a clear page when the platform's keys cannot be read, never a 500", async () => {
    const down = await startLtiPlatform({ toolUrl: TEST_ORIGIN, clientId: 'down-client' });
    try {
      down.state.jwksDown = true;
      const res = await owner.post('/api/admin/lti/platforms', {
        ...down.registration,
        name: 'Down',
      });
      expect(res.status).toBe(200);
      const launched = await launchThrough(server.client(), down, learner());
      expect(launched.status).toBe(503);
      expect(await launched.text()).toContain('key set (http://localhost');
      await down.close();
      const closed = await launchThrough(server.client(), down, learner());
      expect(closed.status).toBe(503);
    } finally {
      await down.close().catch(() => undefined);
    }
  });
});
