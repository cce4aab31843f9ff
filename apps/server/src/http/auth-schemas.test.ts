import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GOOD_PASSWORD,
  linkIn,
  pathOf,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../test/test-server';
import { AuthAnswerSchemas } from './auth-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The answer of a request that must succeed, parsed with its documented schema. */
async function answerOf<T>(res: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  return schema.parse(await res.json());
}

describe("better-auth's routes, as the API document describes them", () => {
  it('answer what their documented schemas say, from sign-up to sign-out', async () => {
    const email = 'documented@example.com';
    const newcomer = server.client();
    const signedUp = await answerOf(
      await newcomer.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD }),
      AuthAnswerSchemas.signUp,
    );
    expect(signedUp.user).toMatchObject({ email, emailVerified: false });
    await answerOf(
      await server.client().post('/api/auth/send-verification-email', { email }),
      AuthAnswerSchemas.resend,
    );
    const verified = await newcomer.get(pathOf(linkIn((await server.latestMail(email))!.text)));
    expect(verified.headers.get('location')).toBe('/login?verified=1');

    const client = server.client();
    const signedIn = await answerOf(
      await client.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }),
      AuthAnswerSchemas.signIn,
    );
    expect(signedIn.user).toMatchObject({ email, emailVerified: true, role: 'user' });
    const session = await answerOf(
      await client.get('/api/auth/get-session'),
      AuthAnswerSchemas.session,
    );
    expect(session?.user.email).toBe(email);
    expect(
      await answerOf(await server.client().get('/api/auth/get-session'), AuthAnswerSchemas.session),
    ).toBeNull();

    const changed = await answerOf(
      await client.post('/api/auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'New-Granite-Orchard-7',
      }),
      AuthAnswerSchemas.changePassword,
    );
    expect(changed.user.email).toBe(email);

    await answerOf(
      await server.client().post('/api/auth/request-password-reset', { email }),
      AuthAnswerSchemas.requestReset,
    );
    const opened = await server
      .client()
      .get(pathOf(linkIn((await server.latestMail(email))!.text)));
    const token = new URL(
      opened.headers.get('location') ?? '',
      'http://localhost:3000',
    ).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await answerOf(
      await server
        .client()
        .post('/api/auth/reset-password', { token, newPassword: 'Other-Meadow-Compass-19' }),
      AuthAnswerSchemas.resetPassword,
    );
    expect(reset.status).toBe(true);

    const google = await answerOf(await client.get('/api/auth/google'), AuthAnswerSchemas.google);
    expect(google).toEqual({ available: true, reason: null });
    const social = await answerOf(
      await server.client().post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/home',
        disableRedirect: true,
      }),
      AuthAnswerSchemas.social,
    );
    expect(social.url).toMatch(/^http/);

    const out = await answerOf(
      await client.post('/api/auth/sign-out', {}),
      AuthAnswerSchemas.signOut,
    );
    expect(out.success).toBe(true);
  });

  it('are in the API document with the request bodies the server validates', async () => {
    const signedIn = await signUpVerified(server, 'reader@example.com');
    const res = await signedIn.get('/api/openapi.json');
    const { paths } = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(await res.json());
    expect(
      Object.keys(paths)
        .filter((path) => path.startsWith('/auth/'))
        .sort(),
    ).toEqual([
      '/auth/change-password',
      '/auth/get-session',
      '/auth/google',
      '/auth/request-password-reset',
      '/auth/reset-password',
      '/auth/send-verification-email',
      '/auth/sign-in/email',
      '/auth/sign-in/social',
      '/auth/sign-out',
      '/auth/sign-up/email',
    ]);
    expect(paths['/auth/sign-in/email']?.post).toMatchObject({
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['email', 'password'],
              additionalProperties: false,
            },
          },
        },
      },
    });
  });
});
