import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';

let server: TestServer;
let now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({
    now: () => now,
    limits: { signInPerIp: { max: 8, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await server.close();
});

async function signIn(email: string, password: string) {
  return server.client().post('/api/auth/sign-in/email', { email, password });
}

describe('sign-in rate limits', () => {
  it('limits attempts per e-mail, even with the right password, until the window passes', async () => {
    await signUpVerified(server, 'target@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await signIn('target@example.com', 'Wrong-Guess-Number-1')).status).toBe(401);
    }
    const blocked = await signIn('target@example.com', GOOD_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe(
      'too-many-requests',
    );
    // Just past the window boundary the earlier burst still counts, so it cannot be doubled.
    now = new Date(now.getTime() + 61_000);
    expect((await signIn('target@example.com', GOOD_PASSWORD)).status).toBe(429);
    now = new Date(now.getTime() + 120_000);
    expect((await signIn('target@example.com', GOOD_PASSWORD)).status).toBe(200);
  });

  it('limits attempts per IP across many e-mails', async () => {
    now = new Date(now.getTime() + 120_000);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await signIn(`spray-${i}@example.com`, GOOD_PASSWORD)).status);
    expect(statuses.slice(0, 8).every((s) => s === 404)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe('pruning', () => {
  it('drops windows older than three days and keeps recent ones', async () => {
    const { RateLimiter } = await import('../lib/rate-limit');
    const { rateLimit } = await import('../db/schema/ops');
    const limiter = new RateLimiter(server.database.db, () => now);
    await limiter.hit('prune-test', { max: 10, windowSeconds: 60 });
    now = new Date(now.getTime() + 4 * 86_400_000);
    await limiter.hit('prune-test-recent', { max: 10, windowSeconds: 60 });
    await limiter.prune();
    const keys = (await server.database.db.select({ key: rateLimit.key }).from(rateLimit)).map(
      (r) => r.key,
    );
    expect(keys).toEqual(['prune-test-recent']);
  });
});
