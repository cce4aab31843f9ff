import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import {
  GOOD_PASSWORD,
  linkIn,
  pathOf,
  readError,
  readJson,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';

let server: TestServer;
let n = 0;
const email = (tag: string) => `${tag}-${++n}@example.com`;

async function errorOf(res: Response) {
  return await readError(res);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('sign-up and e-mail verification', () => {
  it('signs up, mails a verification link that verifies and continues to /login', async () => {
    const address = email('new');
    const client = server.client();
    const res = await client.post('/api/auth/sign-up/email', {
      email: address,
      password: GOOD_PASSWORD,
      name: 'Ada Banker',
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.user).toMatchObject({ email: address, name: 'Ada Banker', emailVerified: false });
    expect(JSON.stringify(body)).not.toContain('"token"');

    // Signed in but unverified: confined, the server refuses the app's API.
    expect((await client.get('/api/me')).status).toBe(200);
    const denied = await client.get('/api/catalogue');
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('failed-precondition');

    const mail = await server.latestMail(address);
    expect(mail?.subject).toBe('Verify your email for Fantasy Fraud League');
    expect(mail?.html).toContain('Verify my email');
    const link = linkIn(mail!.text);
    expect(link.startsWith('http://localhost:3000/api/email-link/verify?token=')).toBe(true);

    // The link opens in a fresh browser (the mail client), verifies and continues to /login.
    const opened = await server.client().get(pathOf(link));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/login?verified=1');

    const me = await readJson(await client.get('/api/me'));
    expect(me.emailVerified).toBe(true);
    expect((await client.get('/api/catalogue')).status).toBe(200);
  });

  it('takes the display name as optional', async () => {
    const address = email('noname');
    const res = await server
      .client()
      .post('/api/auth/sign-up/email', { email: address, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const [row] = await server.database.db.select().from(user).where(eq(user.email, address));
    expect(row?.name).toBe('');
  });

  it('says a reused link was used, and an expired or broken link is refused clearly', async () => {
    const address = email('reuse');
    const client = server.client();
    await client.post('/api/auth/sign-up/email', { email: address, password: GOOD_PASSWORD });
    const link = pathOf(linkIn((await server.latestMail(address))!.text));
    expect((await client.get(link)).headers.get('location')).toBe('/login?verified=1');
    expect((await client.get(link)).headers.get('location')).toBe('/login?link=used');

    const { createEmailVerificationToken } = await import('better-auth/api');
    const unverified = email('expired');
    await server
      .client()
      .post('/api/auth/sign-up/email', { email: unverified, password: GOOD_PASSWORD });
    const expiredToken = await createEmailVerificationToken(
      server.env.authSecret,
      unverified,
      undefined,
      -60,
    );
    const expired = await client.get(`/api/email-link/verify?token=${expiredToken}`);
    expect(expired.headers.get('location')).toBe('/login?link=expired');
    const [row] = await server.database.db.select().from(user).where(eq(user.email, unverified));
    expect(row?.emailVerified).toBe(false);

    for (const token of ['', 'garbage', 'a.b.c', `${expiredToken}x`]) {
      const res = await client.get(`/api/email-link/verify?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/login?link=invalid');
    }
  });

  it('rate-limits resending the verification mail', async () => {
    const address = email('resend');
    const client = server.client();
    await client.post('/api/auth/sign-up/email', { email: address, password: GOOD_PASSWORD });
    expect(await server.mailCount(address)).toBe(1);
    const first = await client.post('/api/auth/send-verification-email', { email: address });
    expect(first.status).toBe(200);
    expect(await server.mailCount(address)).toBe(2);
    const second = await client.post('/api/auth/send-verification-email', { email: address });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    // The code is what the web app words (the catalogue's "Too many attempts…"); not the message.
    expect(await errorOf(second)).toEqual({
      code: 'too-many-requests',
      message: `Rate limit reached: retry in ${second.headers.get('retry-after')} s.`,
    });
    expect(await server.mailCount(address)).toBe(2);
  });
});

describe('sign-up errors', () => {
  it('refuses an invalid e-mail such as a@b', async () => {
    for (const bad of ['a@b', 'not-an-email', '@example.com']) {
      const res = await server
        .client()
        .post('/api/auth/sign-up/email', { email: bad, password: GOOD_PASSWORD });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'invalid-email',
        message: 'The e-mail address is not valid.',
      });
    }
  });

  it('refuses an e-mail already in use, in any case', async () => {
    const address = email('taken');
    await signUpVerified(server, address);
    const res = await server
      .client()
      .post('/api/auth/sign-up/email', { email: address.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'email-already-in-use',
      message: 'An account with this e-mail address exists already.',
    });
  });

  it('refuses short, overlong and common passwords with weak-password', async () => {
    for (const password of ['short1', 'password123', 'qwertyuiop', 'Password1', 'x'.repeat(129)]) {
      const res = await server
        .client()
        .post('/api/auth/sign-up/email', { email: email('weak'), password });
      expect(res.status, password).toBe(400);
      expect((await errorOf(res)).code).toBe('weak-password');
    }
    // The longest password allowed: 128 characters (not bytes), hard to guess.
    const longest = `Blue-Harbour-Lantern-42 ${'ÿ'.repeat(104)}`;
    const ok = await server
      .client()
      .post('/api/auth/sign-up/email', { email: email('long'), password: longest });
    expect(ok.status).toBe(200);
  });

  it('refuses passwords that are easy to guess, saying why (the web app adds the catalogue words)', async () => {
    const address = email('guessable');
    const cases: [string, string][] = [
      ['Summer2024!', 'This is similar to a commonly used password.'],
      ['welcome123', 'This is a commonly used password.'],
      ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      ['        ', 'Repeated characters like "aaa" are easy to guess.'],
      [address, 'It is too close to your name or email address.'],
      ['Marigold Featherstone 1', 'It is too close to your name or email address.'],
    ];
    for (const [password, hint] of cases) {
      const res = await server.client().post('/api/auth/sign-up/email', {
        email: address,
        password,
        name: 'Marigold Featherstone',
      });
      expect(res.status, password).toBe(400);
      expect(await errorOf(res), password).toEqual({
        code: 'weak-password',
        message: hint,
      });
    }
    const strong = await server.client().post('/api/auth/sign-up/email', {
      email: address,
      password: GOOD_PASSWORD,
      name: 'Marigold Featherstone',
    });
    expect(strong.status).toBe(200);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and sets a safe session cookie', async () => {
    const address = email('signin');
    await signUpVerified(server, address);
    const client = server.client();
    const res = await client.post('/api/auth/sign-in/email', {
      email: address,
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ffl.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(JSON.stringify(await res.json())).not.toContain('"token"');
    expect((await client.get('/api/catalogue')).status).toBe(200);

    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await client.get('/api/catalogue')).status).toBe(401);
  });

  it('tells a wrong password from an unknown user', async () => {
    const address = email('wrong');
    await signUpVerified(server, address);
    const wrong = await server
      .client()
      .post('/api/auth/sign-in/email', { email: address, password: 'Not-The-Password-9' });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({
      code: 'wrong-password',
      message: 'The password does not match this account.',
    });
    const unknown = await server
      .client()
      .post('/api/auth/sign-in/email', { email: email('ghost'), password: GOOD_PASSWORD });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({
      code: 'user-not-found',
      message: 'No account has this e-mail address.',
    });
    const invalid = await server
      .client()
      .post('/api/auth/sign-in/email', { email: 'a@b', password: GOOD_PASSWORD });
    expect((await errorOf(invalid)).code).toBe('invalid-email');
  });

  it('lets an unverified user sign in, but only to reach /verify-email', async () => {
    const address = email('unverified');
    await server
      .client()
      .post('/api/auth/sign-up/email', { email: address, password: GOOD_PASSWORD });
    const client = server.client();
    expect(
      (await client.post('/api/auth/sign-in/email', { email: address, password: GOOD_PASSWORD }))
        .status,
    ).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await errorOf(await client.get('/api/catalogue'))).code).toBe('failed-precondition');
  });

  it('refuses a disabled account', async () => {
    const address = email('disabled');
    await signUpVerified(server, address);
    await server.database.db.update(user).set({ banned: true }).where(eq(user.email, address));
    const res = await server
      .client()
      .post('/api/auth/sign-in/email', { email: address, password: GOOD_PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('permission-denied');
  });
});

describe('password reset', () => {
  it('gives the same answer for known and unknown addresses, and mails only the known one', async () => {
    const known = email('reset-known');
    await signUpVerified(server, known);
    const unknown = email('reset-unknown');
    const a = await server.client().post('/api/auth/request-password-reset', { email: known });
    const b = await server.client().post('/api/auth/request-password-reset', { email: unknown });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
    expect(await server.mailCount(unknown)).toBe(0);
    expect((await server.latestMail(known))?.subject).toBe(
      'Reset your Fantasy Fraud League password',
    );
  });

  it('resets through the mailed link once, then refuses the reused link', async () => {
    const address = email('reset');
    await signUpVerified(server, address);
    await server.client().post('/api/auth/request-password-reset', { email: address });
    const link = linkIn((await server.latestMail(address))!.text);
    const client = server.client();
    const opened = await client.get(pathOf(link));
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await client.post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect((await errorOf(weak)).code).toBe('weak-password');
    // The estimator knows whose link it is: the address itself is refused.
    const mine = await client.post('/api/auth/reset-password', { token, newPassword: address });
    expect(await errorOf(mine)).toEqual({
      code: 'weak-password',
      message: 'It is too close to your name or email address.',
    });
    for (const newPassword of ['Summer2024!', 'welcome123', 'aaaaaaaa', '        ']) {
      const res = await client.post('/api/auth/reset-password', { token, newPassword });
      expect((await errorOf(res)).code, newPassword).toBe('weak-password');
    }
    const done = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'New-Granite-Orchard-7',
    });
    expect(done.status).toBe(200);

    const signIn = server.client();
    const old = await signIn.post('/api/auth/sign-in/email', {
      email: address,
      password: GOOD_PASSWORD,
    });
    expect((await errorOf(old)).code).toBe('wrong-password');
    const fresh = await signIn.post('/api/auth/sign-in/email', {
      email: address,
      password: 'New-Granite-Orchard-7',
    });
    expect(fresh.status).toBe(200);

    const again = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'Another-Granite-Orchard-8',
    });
    expect(again.status).toBe(403);
    expect((await errorOf(again)).code).toBe('failed-precondition');
    const reopened = await client.get(pathOf(link));
    expect(reopened.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('refuses an expired reset link', async () => {
    const address = email('reset-expired');
    await signUpVerified(server, address);
    await server.client().post('/api/auth/request-password-reset', { email: address });
    const link = linkIn((await server.latestMail(address))!.text);
    const { verification } = await import('../db/schema/auth');
    await server.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const opened = await server.client().get(pathOf(link));
    expect(opened.headers.get('location')).toContain('/reset-password?error=INVALID_TOKEN');
    const token = new URL(link).pathname.split('/').pop()!;
    const res = await server
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'New-Granite-Orchard-7' });
    expect((await errorOf(res)).code).toBe('failed-precondition');
  });
});

describe('change password', () => {
  it('checks the current password and the strength of the new one', async () => {
    const address = email('change');
    const client = await signUpVerified(server, address);
    await client.post('/api/auth/sign-in/email', { email: address, password: GOOD_PASSWORD });
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'Not-It-At-All-1',
      newPassword: 'Fresh-Meadow-Sparrow-3',
    });
    expect((await errorOf(wrong)).code).toBe('wrong-password');
    const weak = await client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: '12345678',
    });
    expect((await errorOf(weak)).code).toBe('weak-password');
    for (const newPassword of ['Summer2024!', 'welcome123', 'aaaaaaaa', '        ', address]) {
      const res = await client.post('/api/auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword,
      });
      const error = await errorOf(res);
      expect(error.code, newPassword).toBe('weak-password');
      expect(error.message).toMatch(/^[A-Z].+\.$/);
    }
    // The name on the account counts too.
    const named = await client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'TestPlayer2024',
    });
    expect((await errorOf(named)).message).toContain('too close to your name or email address');
    const ok = await client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Fresh-Meadow-Sparrow-3',
    });
    expect(ok.status).toBe(200);
  });
});
