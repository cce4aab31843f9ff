import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GOOD_PASSWORD,
  readError,
  readJson,
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
  return (await readError(res)).code;
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
    const me = await readJson(await client.get('/api/me'));
    expect(me.role).toBe('player');
  });

  it('lets a verified game master from ADMIN_EMAILS in', async () => {
    const client = await signUpVerified(server, 'other-admin@example.com');
    const res = await client.get(ADMIN);
    expect(res.status).toBe(200);
    const stats = await readJson(res);
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

/** The answers a page carries, by API path; each is compared with the API's own answer. */
const EmbeddedAnswers = z.record(z.string(), z.unknown());

describe("each app page carries the visitor's first answers", () => {
  const embedded = (html: string) => {
    const json = /<script type="application\/json" id="ffl-answers">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    return json === undefined ? undefined : EmbeddedAnswers.parse(JSON.parse(json));
  };

  it('gives a verified player the same answers as the API, privately', async () => {
    const client = await signUpVerified(server, 'page-session@example.com');
    const page = await client.get('/home');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')?.toLowerCase()).toContain('cookie');
    const answers = embedded(await page.text()) ?? {};
    const homeAnswers = [
      '/api/advice',
      '/api/bank',
      '/api/drills',
      '/api/me/assignments',
      '/api/me/badges',
      '/api/me/boosters',
      '/api/me/checks',
      '/api/me/preferences',
      '/api/me/standing',
      '/api/me/streak',
      '/api/quizzes',
      '/api/reports?limit=1',
      '/api/season',
      '/api/waves/next',
    ];
    expect(Object.keys(answers).sort()).toEqual(['/api/auth/get-session', ...homeAnswers].sort());
    expect(answers['/api/auth/get-session']).toMatchObject({
      user: { email: 'page-session@example.com', emailVerified: true },
    });
    // The same answers, but for the moment they were made at.
    const withoutTime = (answer: unknown) => ({ ...(answer as object), serverTime: undefined });
    // The standing reads the ranking cache, which takes in a new player in the background: the
    // page's standing was true when the page was made, and may say "unranked" a moment before the
    // API's says first. Every other answer is the API's own.
    for (const path of homeAnswers.filter((answer) => answer !== '/api/me/standing')) {
      const fetched = await (await client.get(path)).json();
      expect(withoutTime(answers[path]), path).toEqual(withoutTime(fetched));
    }
    const wiki = embedded(await (await client.get('/fraudwiki')).text()) ?? {};
    expect(wiki['/api/content']).toEqual(await (await client.get('/api/content')).json());
    expect(Object.keys(wiki)).not.toContain('/api/advice');
  });

  it('gives a signed-out or forged visitor a null session and nothing else', async () => {
    expect(embedded(await (await server.client().get('/login')).text())).toEqual({
      '/api/auth/get-session': null,
    });
    const forged = await server.client().request('/home', {
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(embedded(await forged.text())).toEqual({ '/api/auth/get-session': null });
  });

  it('gives an unverified player the session only, never the game', async () => {
    const client = server.client();
    await client.post('/api/auth/sign-up/email', {
      email: 'unverified-page@example.com',
      password: GOOD_PASSWORD,
    });
    const answers = embedded(await (await client.get('/home')).text()) ?? {};
    expect(Object.keys(answers)).toEqual(['/api/auth/get-session']);
    expect(answers['/api/auth/get-session']).toMatchObject({ user: { emailVerified: false } });
  });

  it('escapes the markup in a display name so that it cannot end the script', async () => {
    const client = await signUpVerified(server, 'markup-name@example.com');
    const name = '</script><img src=x onerror=alert(1)>';
    expect((await client.patch('/api/account', { name })).status).toBe(200);
    const html = await (await client.get('/home')).text();
    expect(html).not.toContain('</script><img');
    const session = embedded(html)?.['/api/auth/get-session'] as { user: { name: string } };
    expect(session.user.name).toBe(name);
  });
});

describe('health', () => {
  it('reports the database as reachable and writable', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { kind: server.database.kind, reachable: true, writable: true },
    });
  });
});
