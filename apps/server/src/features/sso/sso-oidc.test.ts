// On PostgreSQL too: issue 28 asks for the sign-on, SCIM and LTI tests on both databases; their accounts, links and replay guards rest on unique keys.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { cohortMember } from '../../db/schema/org';
import { ssoIdentity } from '../../db/schema/sso';
import {
  GOOD_PASSWORD,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';

/**
 * Issue 28: an organisation's OpenID Connect provider (the local stand-in provider, configured as
 * the organisation's), the console's settings, the login page's lookup, just-in-time accounts,
 * groups to cohorts, and passwords refused for the organisation's domain.
 */

const OWNER = 'owner@example.com';
let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: OWNER } });
  owner = await signUpVerified(server, OWNER);
});
afterAll(async () => {
  await server?.close();
});

async function newCohort(name: string): Promise<string> {
  const res = await owner.post('/api/admin/cohorts', { name });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await readJson(res)).id;
}

async function newOrganisation(name: string, domains: string[]) {
  const res = await owner.post('/api/admin/organisations', { name, domains });
  expect(res.status, await res.clone().text()).toBe(200);
  return readJson(res);
}

/** The browser's part of an OpenID Connect sign-in at the stand-in, as `email` with `groups`. */
async function signInAtProvider(
  client: TestClient,
  startUrl: string,
  email: string,
  groups: string[] = [],
) {
  const url = new URL(startUrl);
  const start = await client.get(url.pathname + url.search);
  expect(start.status, await start.clone().text()).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.origin).toBe(server.oidc?.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  authorize.searchParams.set('login_email', email);
  authorize.searchParams.set('login_name', 'Ana Analyst');
  if (groups.length) authorize.searchParams.set('login_groups', groups.join(','));
  const redirect = await fetch(authorize, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  return new URL(redirect.headers.get('location') ?? '');
}

describe("an organisation's OpenID Connect sign-on", () => {
  let organisationId = '';
  let riskCohort = '';
  let defaultCohort = '';

  it('is configured by the owner: domains, provider checked at once, groups to cohorts', async () => {
    riskCohort = await newCohort('Risk');
    defaultCohort = await newCohort('Everyone at Acme');
    const created = await newOrganisation('Acme Bank', ['acme.example', 'ACME-bank.example']);
    organisationId = created.id;
    expect(created).toMatchObject({
      domains: ['acme-bank.example', 'acme.example'],
      provider: null,
      ssoEnabled: false,
      passwordSignIn: true,
    });
    expect(created.serviceProvider.oidcRedirectUri).toBe(
      `${server.env.publicUrl}/sso/oidc/${created.id}/callback`,
    );

    // A domain belongs to one organisation.
    const clash = await owner.post('/api/admin/organisations', {
      name: 'Other',
      domains: ['acme.example'],
    });
    expect(await readError(clash)).toMatchObject({ code: 'already-exists' });
    // Refusing passwords before the sign-on is on would lock everyone out.
    const early = await owner.patch(`/api/admin/organisations/${organisationId}`, {
      passwordSignIn: false,
    });
    expect(await readError(early)).toMatchObject({ code: 'failed-precondition' });
    // An issuer that does not answer is refused now, not at the first sign-in.
    const dead = await owner.put(`/api/admin/organisations/${organisationId}/provider`, {
      kind: 'oidc',
      issuer: 'http://127.0.0.1:9/nothing',
      clientId: 'ffl',
      clientSecret: 'secret',
    });
    expect(dead.status).toBe(503);

    const set = await owner.put(`/api/admin/organisations/${organisationId}/provider`, {
      kind: 'oidc',
      issuer: server.oidc?.issuer,
      clientId: 'ffl-acme',
      clientSecret: 'acme-secret',
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await readJson(set)).provider).toEqual({
      kind: 'oidc',
      issuer: server.oidc?.issuer,
      clientId: 'ffl-acme',
      clientSecretSet: true,
    });
    const on = await owner.patch(`/api/admin/organisations/${organisationId}`, {
      ssoEnabled: true,
      groupCohorts: [{ group: 'risk-team', cohortId: riskCohort }],
      defaultCohortId: defaultCohort,
    });
    expect(on.status, await on.clone().text()).toBe(200);
    const { entries } = await owner.json('/api/admin/audit');
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual([
      'update-organisation',
      'set-sso-provider',
      'create-organisation',
    ]);
  });

  it('tells the login page where an address signs in, from its domain alone', async () => {
    const anon = server.client();
    const acme = await readJson(await anon.get('/api/sso/lookup?email=Someone@ACME.example'));
    expect(acme).toEqual({
      sso: {
        organisation: 'Acme Bank',
        startUrl: `${server.env.publicUrl}/sso/${organisationId}/start`,
      },
      passwordSignIn: true,
    });
    const other = await readJson(await anon.get('/api/sso/lookup?email=someone@elsewhere.example'));
    expect(other).toEqual({ sso: null, passwordSignIn: true });
  });

  it('creates a verified player just in time, in the cohort their group maps to', async () => {
    const browser = server.client();
    const callback = await signInAtProvider(
      browser,
      `${server.env.publicUrl}/sso/${organisationId}/start?returnTo=/home`,
      'ana@acme.example',
      ['staff', 'risk-team'],
    );
    expect(callback.pathname).toBe(`/sso/oidc/${organisationId}/callback`);
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.status, await done.clone().text()).toBe(303);
    expect(done.headers.get('location')).toBe('/home');
    const me = await readJson(await browser.get('/api/me'));
    expect(me).toMatchObject({ email: 'ana@acme.example', emailVerified: true });
    const [member] = await server.database.db
      .select()
      .from(cohortMember)
      .where(eq(cohortMember.userId, me.id));
    expect(member).toMatchObject({ cohortId: riskCohort, source: 'sso' });
    // The player's data export says who the provider says they are.
    const exported = await readJson(await browser.get('/api/account/export'));
    expect(exported.organisation.signOn).toEqual([
      { organisation: 'Acme Bank', subject: expect.any(String), lastSignInAt: expect.any(String) },
    ]);
    // The same callback again is refused: the state was used.
    const again = await browser.get(callback.pathname + callback.search);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already used or has expired');
  });

  it('places a player of no mapped group in the default cohort', async () => {
    const browser = server.client();
    const callback = await signInAtProvider(
      browser,
      `${server.env.publicUrl}/sso/${organisationId}/start`,
      'ben@acme-bank.example',
    );
    expect((await browser.get(callback.pathname + callback.search)).status).toBe(303);
    const me = await readJson(await browser.get('/api/me'));
    const [member] = await server.database.db
      .select()
      .from(cohortMember)
      .where(eq(cohortMember.userId, me.id));
    expect(member?.cohortId).toBe(defaultCohort);
  });

  it('links an existing account of the domain instead of making a second one', async () => {
    const existing = await signUpVerified(server, 'cara@acme.example');
    const before = await readJson(await existing.get('/api/me'));
    const browser = server.client();
    const callback = await signInAtProvider(
      browser,
      `${server.env.publicUrl}/sso/${organisationId}/start`,
      'cara@acme.example',
    );
    expect((await browser.get(callback.pathname + callback.search)).status).toBe(303);
    expect((await readJson(await browser.get('/api/me'))).id).toBe(before.id);
    const links = await server.database.db
      .select()
      .from(ssoIdentity)
      .where(eq(ssoIdentity.userId, before.id));
    expect(links).toHaveLength(1);
  });

  it('refuses an address outside the organisation, another browser, and a disabled account', async () => {
    const outsider = server.client();
    const callback = await signInAtProvider(
      outsider,
      `${server.env.publicUrl}/sso/${organisationId}/start`,
      'eve@evil.example',
    );
    const refused = await outsider.get(callback.pathname + callback.search);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('may only sign in addresses of its own domains');
    expect((await outsider.get('/api/me')).status).toBe(401);

    // The callback opened in a browser that did not start the sign-in.
    const starter = server.client();
    const stolen = await signInAtProvider(
      starter,
      `${server.env.publicUrl}/sso/${organisationId}/start`,
      'ana@acme.example',
    );
    const thief = server.client();
    const wrongBrowser = await thief.get(stolen.pathname + stolen.search);
    expect(wrongBrowser.status).toBe(403);
    expect(await wrongBrowser.text()).toContain('started in another browser');

    await server.database.db
      .update(user)
      .set({ banned: true, banReason: 'Disabled by a game master' })
      .where(eq(user.email, 'ben@acme-bank.example'));
    const disabled = server.client();
    const ben = await signInAtProvider(
      disabled,
      `${server.env.publicUrl}/sso/${organisationId}/start`,
      'ben@acme-bank.example',
    );
    const no = await disabled.get(ben.pathname + ben.search);
    expect(no.status).toBe(403);
    expect(await no.text()).toContain('This account is disabled');
  });

  it('refuses passwords for the domain once the owner says so, and keeps them for others', async () => {
    const res = await owner.patch(`/api/admin/organisations/${organisationId}`, {
      passwordSignIn: false,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const lookup = await readJson(
      await server.client().get('/api/sso/lookup?email=cara@acme.example'),
    );
    expect(lookup.passwordSignIn).toBe(false);

    const password = await server.client().post('/api/auth/sign-in/email', {
      email: 'cara@acme.example',
      password: GOOD_PASSWORD,
    });
    const error = await readError(password);
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain('Continue with Acme Bank');
    const signUp = await server.client().post('/api/auth/sign-up/email', {
      email: 'newcomer@acme.example',
      password: GOOD_PASSWORD,
      name: 'Newcomer',
    });
    expect((await readError(signUp)).code).toBe('permission-denied');
    const outside = await server.client().post('/api/auth/sign-in/email', {
      email: OWNER,
      password: GOOD_PASSWORD,
    });
    expect(outside.status).toBe(200);
  });

  it('is deleted with its name confirmed; its players keep their accounts', async () => {
    const wrong = await owner.post(`/api/admin/organisations/${organisationId}/delete`, {
      confirm: 'Not Acme',
    });
    expect((await readError(wrong)).code).toBe('invalid-argument');
    const res = await owner.post(`/api/admin/organisations/${organisationId}/delete`, {
      confirm: 'acme bank',
    });
    expect(await readJson(res)).toEqual({ deleted: true });
    const [ana] = await server.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'ana@acme.example'));
    expect(ana).toBeDefined();
    const lookup = await readJson(
      await server.client().get('/api/sso/lookup?email=ana@acme.example'),
    );
    expect(lookup).toEqual({ sso: null, passwordSignIn: true });
  });

  it('is the owner’s alone, and a bad request is a 4xx with a clear message', async () => {
    const player = await signUpVerified(server, 'player@example.com');
    const denied = await player.get('/api/admin/organisations');
    expect((await readError(denied)).code).toBe('permission-denied');
    const badDomain = await owner.post('/api/admin/organisations', {
      name: 'Bad',
      domains: ['https://bad.example'],
    });
    expect((await readError(badDomain)).message).toContain('without "@" or "https://"');
    const unknown = await server.client().get('/sso/AAAAAAAAAAAA/start');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No organisation has this id');
  });
});
