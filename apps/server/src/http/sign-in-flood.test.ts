import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  readError,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';
import { DEFAULT_AUTH_LIMITS } from './auth-routes';

/**
 * Issue 26: a sign-in flood above 64 at once answered 500 (the hashing queue's refusal, thrown
 * inside better-auth) and stalled everyone. These run the production door (password-admission.ts)
 * in front of the in-process server, with a short pause on refusals so that the test is quick.
 */

const lines: { level: number; msg?: string; err?: unknown; stack?: unknown }[] = [];
let server: TestServer;

beforeAll(async () => {
  // Every line the server logs at warn or above.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  server = await startTestServer({
    logger: pino({ level: 'warn' }, stream),
    // The flood is of real password checks: production's scrypt cost, not the tests' cheaper one.
    passwordHashCost: 'production',
    limits: {
      passwordChecks: { ...DEFAULT_AUTH_LIMITS.passwordChecks, refusalPauseMs: 20 },
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

async function errorOf(res: Response) {
  return (await readError(res)).code;
}

describe('a flood of sign-ins and sign-ups', () => {
  it('answers 80 parallel wrong-password sign-ins from 16 addresses with 4xx or 503, never a 500', async () => {
    await signUpVerified(server, 'flooded@example.com');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        server.client({ address: `198.51.100.${1 + (i % 16)}` }).post('/api/auth/sign-in/email', {
          email: i % 2 ? 'flooded@example.com' : `nobody-${i}@example.com`,
          password: `Wrong-Guess-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((s) => s >= 500 && s !== 503),
      JSON.stringify(statusCounts(statuses)),
    ).toEqual([]);
    // Some got through to a real answer; the rest were refused with a wait.
    expect(statuses.filter((s) => s === 401 || s === 404).length).toBeGreaterThan(0);
    for (const res of answers) {
      if (res.status === 429 || res.status === 503) {
        expect(Number(res.headers.get('retry-after')), String(res.status)).toBeGreaterThan(0);
        expect(await errorOf(res)).toBe(
          res.status === 429 ? 'too-many-requests' : 'resource-exhausted',
        );
      }
    }
    // The owner still signs in once the flood has passed.
    const owner = await server
      .client({ address: '203.0.113.1' })
      .post('/api/auth/sign-in/email', { email: 'flooded@example.com', password: GOOD_PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('answers 100 parallel sign-ups without a 500, and each account it made is whole', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.client({ address: `192.0.2.${1 + (i % 25)}` }).post('/api/auth/sign-up/email', {
          email: `crowd-${i}@example.com`,
          password: GOOD_PASSWORD,
          name: `Crowd ${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((s) => s >= 500 && s !== 503),
      JSON.stringify(statusCounts(statuses)),
    ).toEqual([]);
    expect(statuses).toContain(200);
    // Every account made has its verification mail.
    for (const [i, res] of answers.entries()) {
      if (res.status === 200) expect(await server.mailCount(`crowd-${i}@example.com`)).toBe(1);
    }
  });

  it('logs the refusals at warn, a line per kind now and then, with no stack and no error line', () => {
    const refusals = lines.filter((line) => line.msg?.startsWith('password checks: refused'));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThanOrEqual(6);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/\\n\s+at /);
  });
});

describe('a full hashing queue behind a loose door', () => {
  let loose: TestServer;
  beforeAll(async () => {
    // The door lets everything through, so the hashing threads' own queue (64) fills.
    loose = await startTestServer({
      limits: {
        passwordChecks: {
          ...DEFAULT_AUTH_LIMITS.passwordChecks,
          perAddressInFlight: 1_000,
          active: 1_000,
          queue: 1_000,
        },
      },
    });
  });
  afterAll(async () => {
    await loose?.close();
  });

  it('answers 503 resource-exhausted with Retry-After, not better-auth’s 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        loose.client().post('/api/auth/sign-in/email', {
          email: `nobody-${i}@example.com`,
          password: `Wrong-Guess-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((s) => s >= 500 && s !== 503),
      JSON.stringify(statusCounts(statuses)),
    ).toEqual([]);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(await errorOf(res)).toBe('resource-exhausted');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
