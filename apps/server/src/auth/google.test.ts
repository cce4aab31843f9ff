import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { account, user } from '../db/schema/auth';
import {
  GOOD_PASSWORD,
  readJson,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The fields of the stand-in provider's discovery document that sign-in relies on. */
const DiscoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  jwks_uri: z.string(),
});

/** Runs the whole OpenID Connect code flow against the stand-in provider, choosing `email`. */
async function signInWithGoogle(client: TestClient, email: string, name = 'Grace Google') {
  const start = await client.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/home',
    errorCallbackURL: '/login',
    disableRedirect: true,
  });
  expect(start.status).toBe(200);
  const { url } = await readJson(start);
  const authorize = new URL(url);
  expect(authorize.origin).toBe(server.oidc!.issuer);
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();

  // The account chooser is a real page of the provider.
  const chooser = await fetch(url);
  expect(await chooser.text()).toContain('Choose an account');

  authorize.searchParams.set('login_email', email);
  authorize.searchParams.set('login_name', name);
  const redirect = await fetch(authorize, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const callback = new URL(redirect.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/callback/google');
  return client.get(callback.pathname + callback.search);
}

describe('Google sign-in over OpenID Connect (local stand-in provider)', () => {
  it('serves a conforming discovery document', async () => {
    const res = await fetch(`${server.oidc!.issuer}/.well-known/openid-configuration`);
    const doc = await readJson(res, DiscoveryDocument);
    expect(doc.issuer).toBe(server.oidc!.issuer);
    expect(doc.authorization_endpoint).toBe(`${server.oidc!.issuer}/authorize`);
    expect(doc.jwks_uri).toBeTruthy();
  });

  it('creates a verified account for a new Google user and signs them in', async () => {
    const client = server.client();
    const done = await signInWithGoogle(client, 'grace@gmail.com');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/home');
    const me = await readJson(await client.get('/api/me'));
    expect(me).toMatchObject({
      email: 'grace@gmail.com',
      emailVerified: true,
      name: 'Grace Google',
    });
    expect((await client.get('/api/catalogue')).status).toBe(200);
  });

  it('cleans a Google name to the one rule for names instead of refusing the sign-in', async () => {
    const client = server.client();
    const done = await signInWithGoogle(client, 'mallory@gmail.com', 'Mallory\u202e\tTe\u200bster');
    expect(done.status).toBe(302);
    const me = await readJson(await client.get('/api/me'));
    expect(me.name).toBe('Mallory Tester');
  });

  it('signs into the same account when the Google e-mail matches a verified account', async () => {
    await signUpVerified(server, 'linked@gmail.com');
    const [before] = await server.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'linked@gmail.com'));
    const client = server.client();
    const done = await signInWithGoogle(client, 'linked@gmail.com');
    expect(done.headers.get('location')).toBe('/home');
    const me = await readJson(await client.get('/api/me'));
    expect(me.id).toBe(before!.id);
    const providers = await server.database.db
      .select({ p: account.providerId })
      .from(account)
      .where(eq(account.userId, before!.id));
    expect(providers.map((p) => p.p).sort()).toEqual(['credential', 'google']);
    // The password still works too.
    const pw = await server
      .client()
      .post('/api/auth/sign-in/email', { email: 'linked@gmail.com', password: GOOD_PASSWORD });
    expect(pw.status).toBe(200);
  });

  it('does not hand an unverified password account to a Google sign-in', async () => {
    await server
      .client()
      .post('/api/auth/sign-up/email', { email: 'squatter@gmail.com', password: GOOD_PASSWORD });
    const [squatter] = await server.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'squatter@gmail.com'));
    const client = server.client();
    const done = await signInWithGoogle(client, 'squatter@gmail.com');
    expect(done.headers.get('location')).toMatch(/^\/login\?error=/);
    const providers = await server.database.db
      .select({ p: account.providerId })
      .from(account)
      .where(eq(account.userId, squatter!.id));
    expect(providers.map((p) => p.p)).toEqual(['credential']);
  });

  it('refuses a callback with a forged state', async () => {
    const res = await server.client().get('/api/auth/callback/google?code=abc&state=forged');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error');
  });
});

describe('Google sign-in when it is not configured', () => {
  it('says so clearly in production without Google settings', async () => {
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect(prod.oidc).toBeUndefined();
      const res = await prod
        .client()
        .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/home' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'failed-precondition',
          message: 'Google sign-in is not configured on this server.',
        },
      });
    } finally {
      await prod.close();
    }
  });
});

describe('what the Google button is told', () => {
  it('says Google is available when the provider answered its discovery', async () => {
    expect(await (await server.client().get('/api/auth/google')).json()).toEqual({
      available: true,
      reason: null,
    });
  });

  it('says it is not configured in production without Google settings', async () => {
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      expect(await (await prod.client().get('/api/auth/google')).json()).toEqual({
        available: false,
        reason: 'not-configured',
      });
    } finally {
      await prod.close();
    }
  });

  it('warns at start and tells the button why when the discovery fails', async () => {
    const lines: { level: number; msg: string; issuer?: string; problem?: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
        done();
      },
    });
    // Port 9 is one that fetch refuses outright: the discovery cannot succeed.
    const issuer = 'http://127.0.0.1:9';
    const broken = await startTestServer({
      env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
      logger: pino({ level: 'info' }, stream),
    });
    try {
      const warning = lines.find((line) => line.level === 40 && line.issuer === issuer);
      expect(warning?.msg).toBe(
        'Google sign-in is unavailable: the OpenID discovery document could not be read',
      );
      expect(warning?.problem).toMatch(/bad port/);
      expect(await (await broken.client().get('/api/auth/google')).json()).toEqual({
        available: false,
        reason: 'discovery-failed',
      });
      const res = await broken
        .client()
        .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/home' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'failed-precondition',
          message:
            "Google sign-in is unavailable: the server could not reach Google's sign-in service when it started. Please sign in with your e-mail and password.",
        },
      });
    } finally {
      await broken.close();
    }
  });
});
