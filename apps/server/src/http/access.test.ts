import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_EMAILS: 'Boss@Example.com, other-admin@example.com' },
  });
});
afterAll(async () => {
  await server.close();
});

const PROTECTED = '/api/catalogue';
const ADMIN = '/api/admin/stats';

async function codeOf(res: Response) {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('the server enforces access on every API call', () => {
  it('answers anonymous requests with 401 unauthenticated', async () => {
    for (const path of [PROTECTED, ADMIN, '/api/me', '/api/nothing-here']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(401);
      expect(await codeOf(res)).toBe('unauthenticated');
    }
  });

  it('answers an unverified player with 403 failed-precondition on the protected and admin routes', async () => {
    const client = server.client();
    await client.post('/api/auth/sign-up/email', {
      email: 'boss@example.com',
      password: GOOD_PASSWORD,
    });
    for (const path of [PROTECTED, ADMIN]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(403);
      expect(await codeOf(res)).toBe('failed-precondition');
    }
  });

  it('answers a verified player who is not a game master with 403 permission-denied on admin routes', async () => {
    const client = await signUpVerified(server, 'player@example.com');
    expect((await client.get(PROTECTED)).status).toBe(200);
    const res = await client.get(ADMIN);
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('permission-denied');
    const me = (await (await client.get('/api/me')).json()) as { role: string };
    expect(me.role).toBe('player');
  });

  it('lets a verified game master from ADMIN_EMAILS in', async () => {
    const client = await signUpVerified(server, 'other-admin@example.com');
    const res = await client.get(ADMIN);
    expect(res.status).toBe(200);
    const stats = (await res.json()) as { players: number; admins: number };
    expect(stats.players).toBeGreaterThanOrEqual(3);
    expect(stats.admins).toBe(2);
  });

  it('cannot be talked into the admin role by the sign-up body', async () => {
    const res = await server.client().post('/api/auth/sign-up/email', {
      email: 'sneaky@example.com',
      password: GOOD_PASSWORD,
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe('invalid-argument');
  });

  it('refuses a forged session cookie', async () => {
    const res = await server
      .client()
      .get(PROTECTED, { headers: { cookie: 'ffl.session_token=forged.value' } });
    expect(res.status).toBe(401);
  });

  it('refuses cross-site mutating requests', async () => {
    const client = await signUpVerified(server, 'csrf@example.com');
    await client.post('/api/auth/sign-in/email', {
      email: 'csrf@example.com',
      password: GOOD_PASSWORD,
    });
    const api = await client.request('/api/me', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(403);
    const auth = await client.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(auth.status).toBe(403);
    expect((await client.get(PROTECTED)).status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy with no inline scripts, and the usual hardening headers', async () => {
    for (const path of ['/api/health', '/', '/login']) {
      const res = await server.client().get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { kind: server.database.kind, reachable: true },
    });
  });
});
