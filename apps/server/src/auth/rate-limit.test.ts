import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  readError,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';

let server: TestServer;
let now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({
    now: () => now,
    limits: {
      signInPerIp: { max: 8, windowSeconds: 60 },
      signInFailuresPerAccount: { max: 12, windowSeconds: 3600 },
      changePasswordPerIp: { max: 6, windowSeconds: 900 },
    },
  });
});
afterAll(async () => {
  await server.close();
});

async function signIn(email: string, password: string, address?: string) {
  return server.client({ address }).post('/api/auth/sign-in/email', { email, password });
}

async function errorCode(res: Response): Promise<string> {
  return (await readError(res)).code;
}

describe('sign-in rate limits', () => {
  it('limits attempts for one account from one address, even with the right password, until the window passes', async () => {
    await signUpVerified(server, 'target@example.com');
    const from = '198.51.100.10';
    for (let i = 0; i < 5; i++) {
      expect((await signIn('target@example.com', 'Wrong-Guess-Number-1', from)).status).toBe(401);
    }
    const blocked = await signIn('target@example.com', GOOD_PASSWORD, from);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(blocked)).toBe('too-many-requests');
    // Just past the window boundary the earlier burst still counts, so it cannot be doubled.
    now = new Date(now.getTime() + 61_000);
    expect((await signIn('target@example.com', GOOD_PASSWORD, from)).status).toBe(429);
    now = new Date(now.getTime() + 120_000);
    expect((await signIn('target@example.com', GOOD_PASSWORD, from)).status).toBe(200);
  });

  it('says in Retry-After when the right password will be let in again, not before (issue 26)', async () => {
    now = new Date(now.getTime() + 2 * 3_600_000);
    await signUpVerified(server, 'patient@example.com');
    const from = '198.51.100.11';
    for (let i = 0; i < 5; i++) await signIn('patient@example.com', 'Wrong-Guess-Number-1', from);
    const refused = await signIn('patient@example.com', 'Wrong-Guess-Number-1', from);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    // Waiting exactly as long as it said is enough.
    now = new Date(now.getTime() + wait * 1000);
    expect((await signIn('patient@example.com', GOOD_PASSWORD, from)).status).toBe(200);
  });

  it("does not let an attacker's failures from other addresses lock the owner out", async () => {
    now = new Date(now.getTime() + 2 * 3_600_000);
    await signUpVerified(server, 'owner@example.com');
    const home = '198.51.100.20';
    // The owner has signed in from home before.
    expect((await signIn('owner@example.com', GOOD_PASSWORD, home)).status).toBe(200);

    // An attacker guesses from four other addresses until each one is refused.
    const attackerStatuses: number[] = [];
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < 7; i++) {
        const res = await signIn('owner@example.com', `Guess-Number-${a}-${i}-x`, `203.0.113.${a}`);
        attackerStatuses.push(res.status);
      }
    }
    expect(attackerStatuses).toContain(401);
    expect(attackerStatuses).toContain(429);
    expect(attackerStatuses.every((s) => s === 401 || s === 429)).toBe(true);

    // The owner, from home, still signs in with the right password at once.
    expect((await signIn('owner@example.com', GOOD_PASSWORD, home)).status).toBe(200);
    // Wrong guesses from home are still told apart from the right one.
    expect((await signIn('owner@example.com', 'Not-The-Password-9', home)).status).toBe(401);
    expect((await signIn('owner@example.com', GOOD_PASSWORD, home)).status).toBe(200);
  });

  it('slows a guessing attack spread over many addresses, while the owner at home still gets in', async () => {
    now = new Date(now.getTime() + 2 * 3_600_000);
    await signUpVerified(server, 'popular@example.com');
    const home = '198.51.100.30';
    expect((await signIn('popular@example.com', GOOD_PASSWORD, home)).status).toBe(200);

    // Twelve failures from twelve addresses use up the account's hourly allowance of failures.
    for (let a = 1; a <= 12; a++) {
      const res = await signIn('popular@example.com', 'Wrong-Guess-Number-1', `192.0.2.${a}`);
      expect(res.status).toBe(401);
    }
    // From then on a new address is refused, even with the right password, so guessing stops.
    const stranger = await signIn('popular@example.com', GOOD_PASSWORD, '192.0.2.99');
    expect(stranger.status).toBe(429);
    expect(await errorCode(stranger)).toBe('too-many-requests');
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    // An address the owner has signed in from is still let in.
    expect((await signIn('popular@example.com', GOOD_PASSWORD, home)).status).toBe(200);
    // Once the failures have aged out, new addresses are welcome again.
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect((await signIn('popular@example.com', GOOD_PASSWORD, '192.0.2.99')).status).toBe(200);
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

describe('change-password rate limits', () => {
  it('limits wrong current passwords per account with 429 and Retry-After', async () => {
    now = new Date(now.getTime() + 2 * 3_600_000);
    const client = await signUpVerified(server, 'changer@example.com');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 15; i++) {
      last = await client.post('/api/auth/change-password', {
        currentPassword: `Wrong-Guess-Number-${i}`,
        newPassword: 'Fresh-Meadow-Sparrow-3',
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(await errorCode(last!)).toBe('too-many-requests');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Once the window has passed, the right current password works.
    now = new Date(now.getTime() + 2 * 900_000);
    const ok = await client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Fresh-Meadow-Sparrow-3',
    });
    expect(ok.status).toBe(200);
  });

  it('limits change-password attempts per address, across accounts', async () => {
    now = new Date(now.getTime() + 2 * 3_600_000);
    const from = '203.0.113.50';
    const statuses: number[] = [];
    for (const name of ['first', 'second', 'third', 'fourth']) {
      await signUpVerified(server, `${name}-changer@example.com`);
      const client = server.client({ address: from });
      await client.post('/api/auth/sign-in/email', {
        email: `${name}-changer@example.com`,
        password: GOOD_PASSWORD,
      });
      for (let i = 0; i < 2; i++) {
        const res = await client.post('/api/auth/change-password', {
          currentPassword: `Wrong-Guess-Number-${i}`,
          newPassword: 'Fresh-Meadow-Sparrow-3',
        });
        statuses.push(res.status);
      }
    }
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
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
