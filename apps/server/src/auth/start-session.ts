import type { Context } from 'hono';
import { setSignedCookie } from 'hono/cookie';
import type { Auth } from './auth';

/**
 * Signs a player in from one of our own routes, after another party vouched for them (an
 * organisation's SAML or OpenID Connect provider, a learning platform's LTI launch): a session in
 * better-auth's table and its cookie, signed as better-auth signs it (HMAC-SHA256 of the token
 * with the auth secret, base64), so every later request reads it as any other sign-in's.
 * Refuses nothing itself: the caller has checked the account may sign in (not banned).
 */
export async function startSession(c: Context, auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const cookie = context.authCookies.sessionToken;
  const { sameSite, ...attributes } = cookie.attributes;
  await setSignedCookie(c, cookie.name, session.token, context.secret, {
    ...attributes,
    sameSite: sameSite === undefined ? undefined : capitalised(sameSite),
    maxAge: context.sessionConfig.expiresIn,
  });
}

/** better-call writes SameSite in lower case, Hono's type wants it capitalised. */
function capitalised(value: string | boolean): 'Strict' | 'Lax' | 'None' {
  const lower = String(value).toLowerCase();
  return lower === 'strict' ? 'Strict' : lower === 'none' ? 'None' : 'Lax';
}
