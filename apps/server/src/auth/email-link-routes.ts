import { Hono } from 'hono';
import type { Db } from '../db/client';
import { readJwtPayload } from '../lib/jwt-payload';
import { isEmailVerified } from './accounts';
import type { Auth } from './auth';

/** Where the verification link sends the browser; the login page explains each outcome. */
export type VerifyOutcome = 'verified' | 'used' | 'expired' | 'invalid';

/** The address a verification token names; better-auth checks the signature afterwards. */
function emailInToken(token: string): string | undefined {
  const { email } = readJwtPayload(token);
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

/**
 * The verification mail links here rather than to better-auth directly, so that an expired,
 * reused or mangled link lands on a clear page instead of a JSON error.
 */
export function createEmailLinkRoutes({
  auth,
  db,
  afterVerified,
}: {
  auth: Auth;
  db: Db;
  /**
   * Once an address is verified: where to continue after signing in (the league of the invite
   * link the account signed up through, features/leagues/invitation-service.ts), or null.
   */
  afterVerified?: (email: string) => Promise<string | null>;
}) {
  const app = new Hono();

  app.get('/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const outcome = await verify(token);
    c.header('cache-control', 'no-store');
    if (outcome !== 'verified') return c.redirect(`/login?link=${outcome}`, 303);
    const email = emailInToken(token);
    const next = email && afterVerified ? await afterVerified(email) : null;
    return c.redirect(
      next ? `/login?verified=1&redirect=${encodeURIComponent(next)}` : '/login?verified=1',
      303,
    );
  });

  async function verify(token: string): Promise<VerifyOutcome> {
    if (!token || token.length > 4096) return 'invalid';
    const email = emailInToken(token);
    if (!email) return 'invalid';
    const verifiedBefore = await isEmailVerified(db, email);
    try {
      await auth.api.verifyEmail({ query: { token } });
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code;
      return code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
    }
    // The token was genuine; if the address was verified before, the link had been used.
    return verifiedBefore ? 'used' : 'verified';
  }

  return app;
}
