import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { GOOD_PASSWORD, readError, startTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 26: better-auth swallows a mail it could not send, so a sign-up answered 200 and the player
 * never got a link. Here the mail server refuses every connection (nothing listens on port 1).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
});
afterAll(async () => {
  await server?.close();
});

async function answer(res: Response) {
  const code = res.status >= 400 ? (await readError(res)).code : undefined;
  return { status: res.status, code, retryAfter: res.headers.get('retry-after') };
}

describe('a mail that cannot be sent', () => {
  it('makes a sign-up answer 503 unavailable with Retry-After, and takes the account back', async () => {
    const client = server.client();
    const res = await client.post('/api/auth/sign-up/email', {
      email: 'no-mail@example.com',
      password: GOOD_PASSWORD,
      name: 'No Mail',
    });
    expect(await answer(res)).toEqual({ status: 503, code: 'unavailable', retryAfter: '30' });
    // No session for an account that could not be verified, and no account left behind, so that
    // signing up again works once the mail server is back.
    expect(client.cookieNames).toEqual([]);
    const rows = await server.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'no-mail@example.com'));
    expect(rows).toEqual([]);
  });

  it('makes a resend of the verification mail and a password reset answer 503 too', async () => {
    // An account whose mail went out earlier (made directly, as the mail server is down).
    await server.database.db.insert(user).values({
      id: 'mail-later-id',
      name: 'Mail Later',
      email: 'mail-later@example.com',
      emailVerified: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const resend = await server
      .client()
      .post('/api/auth/send-verification-email', { email: 'mail-later@example.com' });
    expect(await answer(resend)).toMatchObject({ status: 503, code: 'unavailable' });
    const reset = await server
      .client()
      .post('/api/auth/request-password-reset', { email: 'mail-later@example.com' });
    expect(await answer(reset)).toMatchObject({ status: 503, code: 'unavailable' });
  });
});
