import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, startTestServer, type TestServer } from '../test/test-server';
import { createAuthLog } from './auth-log';

interface LogLine {
  level: number;
  msg: string;
  kind?: string;
  suppressed?: number;
}

/** A pino logger whose lines land in an array, to read what the server wrote. */
function capturedLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

const ERROR = 50;
const WARN = 40;

describe('client mistakes on the sign-in routes', () => {
  const captured = capturedLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger: captured.logger });
  });
  afterAll(async () => {
    await server.close();
  });

  it('log no error-level line and a bounded number of lines, however many arrive', async () => {
    const client = server.client();
    captured.lines.length = 0;
    for (let i = 0; i < 100; i++) {
      const query = [
        `code=abc${i}&state=forged-${i}`,
        `state=forged-${i}`,
        'code=abc',
        `error=access_denied&state=forged-${i}`,
      ][i % 4];
      const res = await client.get(`/api/auth/callback/google?${query}`);
      expect(res.status).toBe(302);
    }
    for (let i = 0; i < 50; i++) {
      await client.get(`/api/auth/reset-password/bad-token-${i}?callbackURL=%2Freset-password`);
      const res = await client.post('/api/auth/reset-password', {
        token: `bad-token-${i}`,
        newPassword: GOOD_PASSWORD,
      });
      expect(res.status).toBe(403);
    }
    const noisy = captured.lines.filter((line) => line.level >= ERROR);
    expect(noisy.map((line) => line.msg)).toEqual([]);
    // Besides one access line per request: at most one line per kind of mistake this minute.
    const others = captured.lines.filter((line) => line.msg !== 'request');
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(4);
    for (const line of others) {
      expect(line.level).toBeLessThanOrEqual(WARN);
      expect(line.kind).toBeTruthy();
    }
  });
});

describe('the sampled auth log', () => {
  it('writes one line per kind a minute, then the count of the ones it held back', () => {
    const captured = capturedLogger();
    let now = 0;
    const log = createAuthLog(captured.logger, { now: () => now });
    for (let i = 0; i < 100; i++) log('error', 'Failed to parse state', { code: 'state_mismatch' });
    log('error', 'State not found');
    expect(captured.lines.map((line) => [line.level, line.kind, line.suppressed])).toEqual([
      [WARN, 'oauth-state', undefined],
      [WARN, 'oauth-state-missing', undefined],
    ]);
    now = 59_000;
    log('error', 'Failed to parse state');
    expect(captured.lines).toHaveLength(2);
    now = 61_000;
    log('error', 'Failed to parse state');
    expect(captured.lines.at(-1)).toMatchObject({
      level: WARN,
      kind: 'oauth-state',
      suppressed: 100,
    });
  });

  it('keeps the server faults better-auth reports at error level, unsampled', () => {
    const captured = capturedLogger();
    const log = createAuthLog(captured.logger, { now: () => 0 });
    log('error', 'Better auth was unable to query your database.\nError: ', new Error('down'));
    log('error', 'Better auth was unable to query your database.\nError: ', new Error('down'));
    log('warn', 'Something to look at');
    log('debug', 'detail');
    expect(captured.lines.map((line) => line.level)).toEqual([ERROR, ERROR, WARN, 20]);
  });
});
