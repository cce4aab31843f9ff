import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createLogger } from '../lib/logger';
import { readError } from '../test/read-json';
import type { AppEnv } from './context';
import {
  type AdmissionLimits,
  addressKey,
  createPasswordAdmission,
  defaultAdmissionLimits,
} from './password-admission';

const LIMITS: AdmissionLimits = {
  perAddressInFlight: 2,
  perAddress: { max: 1_000, windowSeconds: 60 },
  active: 2,
  queue: 3,
  maxWaitMs: 60_000,
  refusalPauseMs: 0,
  maxPaused: 10,
};

/** A door in front of a route that holds each request until the test lets it go. */
function doorway(limits: Partial<AdmissionLimits> = {}, now?: () => number) {
  const lines: { level: string; line: Record<string, unknown> }[] = [];
  const logger = createLogger('silent', false);
  logger.warn = ((line: Record<string, unknown>) => {
    lines.push({ level: 'warn', line });
  }) as typeof logger.warn;
  const admission = createPasswordAdmission({ limits: { ...LIMITS, ...limits }, logger, now });
  const held: (() => void)[] = [];
  const entered: string[] = [];
  const app = new Hono<AppEnv>();
  app.post('/sign-in', admission.middleware, async (c) => {
    entered.push(await c.req.text());
    await new Promise<void>((done) => held.push(done));
    return c.json({ ok: true });
  });
  app.onError((error, c) => {
    if (!(error instanceof AppError)) throw error;
    if (error.retryAfter) c.header('retry-after', String(error.retryAfter));
    return c.json(error.toBody(), error.status as 429);
  });
  const send = (address: string, body = address) =>
    app.request(
      '/sign-in',
      { method: 'POST', body },
      { incoming: { socket: { remoteAddress: address } } },
    );
  return { admission, held, entered, send, lines };
}

const settle = () => new Promise((done) => setTimeout(done, 5));

async function answer(res: Response) {
  const code = res.status >= 400 ? (await readError(res)).code : undefined;
  return { status: res.status, code, retryAfter: res.headers.get('retry-after') };
}

describe('the door in front of password checks', () => {
  it('lets `active` requests through, queues the next in order, and answers 503 resource-exhausted with Retry-After past the queue', async () => {
    const door = doorway({ perAddressInFlight: 10 });
    const answers = ['a1', 'a2', 'a3', 'a4', 'a5'].map((body) => door.send('192.0.2.1', body));
    await settle();
    expect(door.entered).toEqual(['a1', 'a2']);
    expect(door.admission.load()).toMatchObject({ active: 2, waiting: 3 });
    const refused = await door.send('192.0.2.2', 'b1');
    expect(await answer(refused)).toEqual({
      status: 503,
      code: 'resource-exhausted',
      retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    });
    // Each request that ends hands its turn to the first in line.
    door.held.shift()?.();
    await settle();
    expect(door.entered).toEqual(['a1', 'a2', 'a3']);
    while (door.held.length > 0) {
      door.held.shift()?.();
      await settle();
    }
    expect(door.entered).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(door.admission.load()).toEqual({ active: 0, waiting: 0, paused: 0 });
  });

  it('answers 503 to a request that waited too long for its turn', async () => {
    const door = doorway({ active: 1, maxWaitMs: 20 });
    const first = door.send('192.0.2.1');
    await settle();
    const late = await door.send('192.0.2.2');
    expect(await answer(late)).toMatchObject({ status: 503, code: 'resource-exhausted' });
    door.held.shift()?.();
    expect((await first).status).toBe(200);
    expect(door.admission.load()).toEqual({ active: 0, waiting: 0, paused: 0 });
  });

  it('refuses an address its third request at once while two are in, with 429 and Retry-After, without a turn', async () => {
    const door = doorway();
    const mine = [door.send('198.51.100.7'), door.send('198.51.100.7')];
    await settle();
    const third = await door.send('198.51.100.7');
    expect(await answer(third)).toEqual({
      status: 429,
      code: 'too-many-requests',
      retryAfter: '1',
    });
    expect(door.entered).toHaveLength(2);
    // Another address is not held back by that one.
    const other = door.send('198.51.100.8', 'other');
    await settle();
    expect(door.admission.load().waiting).toBe(1);
    for (let i = 0; i < 3; i++) {
      door.held.shift()?.();
      await settle();
    }
    expect((await Promise.all([...mine, other])).map((res) => res.status)).toEqual([200, 200, 200]);
  });

  it('counts each address in a window in memory, and refuses past it with the wait', async () => {
    let now = 1_000_000;
    const door = doorway({ perAddress: { max: 3, windowSeconds: 60 } }, () => now);
    for (let i = 0; i < 3; i++) {
      const res = door.send('203.0.113.9');
      await settle();
      door.held.shift()?.();
      expect((await res).status).toBe(200);
    }
    const over = await door.send('203.0.113.9');
    expect(await answer(over)).toMatchObject({ status: 429, code: 'too-many-requests' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(1);
    now += 3 * 60_000;
    const later = door.send('203.0.113.9');
    await settle();
    door.held.shift()?.();
    expect((await later).status).toBe(200);
  });

  it('logs refusals at warn, one line per kind a while with the count, never a stack', async () => {
    const door = doorway({ active: 1, queue: 0, perAddressInFlight: 100 });
    const first = door.send('192.0.2.1');
    await settle();
    const refused = await Promise.all(Array.from({ length: 50 }, () => door.send('192.0.2.2')));
    expect(refused.every((res) => res.status === 503)).toBe(true);
    expect(door.lines).toHaveLength(1);
    expect(door.lines[0]?.line).toMatchObject({ kind: 'queue' });
    expect(JSON.stringify(door.lines)).not.toMatch(/\n\s+at |"err"|stack/);
    door.held.shift()?.();
    await first;
  });

  it('holds a refusal for the pause before answering it, at most `maxPaused` at once', async () => {
    const door = doorway({
      active: 1,
      queue: 0,
      perAddressInFlight: 100,
      refusalPauseMs: 100,
      maxPaused: 2,
    });
    const first = door.send('192.0.2.1');
    await settle();
    const paused = [door.send('192.0.2.2'), door.send('192.0.2.3')];
    await settle();
    expect(door.admission.load().paused).toBe(2);
    // Past `maxPaused`, a refusal is answered at once.
    expect((await door.send('192.0.2.4')).status).toBe(503);
    expect((await Promise.all(paused)).map((res) => res.status)).toEqual([503, 503]);
    expect(door.admission.load().paused).toBe(0);
    door.held.shift()?.();
    await first;
  });

  it('counts an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('by default lets two requests of each hashing thread through, queues 64, and two of each address', () => {
    expect(defaultAdmissionLimits(1)).toMatchObject({
      active: 2,
      queue: 64,
      perAddressInFlight: 2,
      maxWaitMs: 10_000,
    });
    expect(defaultAdmissionLimits(3).active).toBe(6);
  });
});
