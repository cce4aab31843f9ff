import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestServer, type TestServer } from '../test/test-server';
import { createMailer, linksIn } from './mailer';

interface LogLine {
  level: number;
  msg: string;
  to?: string;
  subject?: string;
  links?: string[];
  text?: string;
}

const INFO = 30;

/** A pino logger at info whose lines land in an array. */
function capturedLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('without SMTP_URL, every mail is printed on the console (README "Quick start")', () => {
  const captured = capturedLogger();
  let server: TestServer;
  beforeAll(async () => {
    // No SMTP_URL: the outbox and the console are the inbox.
    server = await startTestServer({
      logger: captured.logger,
      env: { ADMIN_EMAILS: 'gm-console@example.com' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('prints a notification mail at info, with its recipient, subject, text and links', async () => {
    const player = await signUpVerified(server, 'console-reader@example.com');
    await player.json('/api/bank');
    const saved = await player.patch('/api/me/preferences', { waveResults: { on: true } });
    expect(saved.status).toBe(200);
    const gm = await signUpVerified(server, 'gm-console@example.com');
    expect((await gm.sendWave({ difficulty: 'easy' })).status).toBe(200);
    await server.scheduler.runOnce();
    await server.notifier.runOnce();
    await server.notifier.runOnce();

    // The bulk sender is quiet over SMTP; with no SMTP its mails are printed like every other.
    const line = captured.lines.find(
      (l) => l.to === 'console-reader@example.com' && l.subject?.startsWith('Wave results'),
    );
    expect(line, JSON.stringify(captured.lines.map((l) => l.msg))).toBeDefined();
    expect(line?.level).toBe(INFO);
    expect(line?.text).toContain('Net change:');
    expect(line?.links?.some((link) => link.includes('/unsubscribe?token='))).toBe(true);
    expect(line?.links?.some((link) => link.endsWith('/settings'))).toBe(true);
    expect(line?.msg).toContain('mail to console-reader@example.com: Wave results');
    expect(line?.msg).toContain('/unsubscribe?token=');
  });

  it('lists the mail’s own link first, then every other link of its text once', () => {
    expect(
      linksIn({
        link: 'http://localhost:3000/verify?x=1',
        text: 'Open http://localhost:3000/verify?x=1 or http://localhost:3000/settings.\nhttp://localhost:3000/settings',
      }),
    ).toEqual(['http://localhost:3000/verify?x=1', 'http://localhost:3000/settings']);
  });
});

describe('an address no mail can reach', () => {
  it('is not sent over SMTP, while any other address is', async () => {
    const server = await startTestServer();
    // Nothing listens on port 9: a send that is tried fails.
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Fantasy Fraud League <no-reply@example.com>',
      db: server.database.db,
      logger: pino({ level: 'silent' }),
    });
    const mail = { subject: 'Hello', text: 'Hello.', html: '<p>Hello.</p>' };
    try {
      await expect(mailer.send({ ...mail, to: 'lti-1a2b@lti.invalid' })).resolves.toBeUndefined();
      await expect(mailer.send({ ...mail, to: 'someone@example.com' })).rejects.toThrow();
    } finally {
      mailer.close();
      await server.close();
    }
  });
});
