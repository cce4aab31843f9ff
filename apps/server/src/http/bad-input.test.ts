import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server';

let server: TestServer;
let signedIn: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await signUpVerified(server, 'fuzz@example.com');
  await signedIn.post('/api/auth/sign-in/email', {
    email: 'fuzz@example.com',
    password: GOOD_PASSWORD,
  });
});
afterAll(async () => {
  await server.close();
});

const POST_ROUTES = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/social',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/change-password',
  '/api/auth/sign-out',
];

const JSON_TYPE = { 'content-type': 'application/json' };

const BAD_BODIES: { name: string; body: string; headers?: Record<string, string> }[] = [
  { name: 'malformed JSON', body: '{"email": "a@example.com", ' },
  { name: 'JSON null', body: 'null' },
  { name: 'a JSON array', body: '[1,2,3]' },
  { name: 'a JSON string', body: '"hello"' },
  { name: 'a number', body: '42' },
  { name: 'wrong types', body: '{"email": 12, "password": true, "name": {"x": 1}}' },
  {
    name: 'an unknown field',
    body: '{"email":"a@example.com","password":"Blue-Harbour-Lantern-42","isAdmin":true}',
  },
  {
    name: 'a prototype attack',
    body: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
  },
  { name: 'an empty body', body: '' },
  {
    name: 'form encoding',
    body: 'email=a%40example.com&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'text/plain',
    body: '{"email":"a@example.com"}',
    headers: { 'content-type': 'text/plain' },
  },
  {
    name: 'a 70 KiB body',
    body: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(70 * 1024) }),
  },
  { name: 'deep nesting', body: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  {
    name: 'a NUL byte',
    body: '{"email":"a\\u0000@example.com","password":"Blue-Harbour-Lantern-42"}',
  },
];

describe('bad input never gets a 5xx', () => {
  for (const route of POST_ROUTES) {
    it(`${route} answers every malformed body with a 4xx and an error code`, async () => {
      // Signing out needs no body, so an empty one is the normal case there.
      const bodies = route.endsWith('/sign-out')
        ? BAD_BODIES.filter((b) => b.body !== '')
        : BAD_BODIES;
      for (const bad of bodies) {
        for (const client of [server.client(), signedIn]) {
          const res = await client.request(route, {
            method: 'POST',
            headers: bad.headers ?? JSON_TYPE,
            body: bad.body,
          });
          expect(res.status, `${bad.name} → ${res.status}`).toBeGreaterThanOrEqual(400);
          expect(res.status, bad.name).toBeLessThan(500);
          const body = (await res.json()) as { error: { code: string; message: string } };
          expect(body.error.message.length, bad.name).toBeGreaterThan(0);
          if (bad.name !== 'a NUL byte')
            expect(body.error.code, `${route} ${bad.name}`).toMatch(
              /invalid-argument|invalid-email|weak-password|unauthenticated/,
            );
        }
      }
    });
  }

  it('answers a body over 64 KiB with invalid-argument', async () => {
    const res = await server.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'The request body is larger than 64 KiB.' },
    });
  });

  it('answers unknown fields with invalid-argument naming the field', async () => {
    const res = await server.client().post('/api/auth/sign-in/email', {
      email: 'a@example.com',
      password: 'x',
      admin: true,
    });
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.message).toContain('admin');
  });

  it('answers odd methods, paths and queries on auth and health without a 5xx', async () => {
    const attempts: [string, string][] = [
      ['GET', '/api/auth/sign-in/email'],
      ['PUT', '/api/auth/sign-up/email'],
      ['DELETE', '/api/auth/get-session'],
      ['GET', '/api/auth/admin/list-users'],
      ['POST', '/api/auth/update-user'],
      ['GET', '/api/auth/reset-password/%00%ff'],
      ['GET', `/api/auth/reset-password/${'x'.repeat(3000)}`],
      ['GET', '/api/auth/callback/google?code=1&state=%zz'],
      ['GET', '/api/auth/callback/unknown-provider?code=1'],
      ['GET', '/api/email-link/verify?token=%E0%A4%A'],
      ['GET', '/api/email-link/verify?token[]=1&token[]=2'],
      ['POST', '/api/health'],
      ['GET', '/api/health?x=%00'],
      ['GET', '/api/../../etc/passwd'],
    ];
    for (const [method, path] of attempts) {
      for (const client of [server.client(), signedIn]) {
        const res = await client.request(path, {
          method,
          ...(method === 'GET' || method === 'DELETE' ? {} : { headers: JSON_TYPE, body: '{}' }),
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
  });
});
