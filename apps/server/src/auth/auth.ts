import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { type Db, schema } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { cleanName } from '../lib/names';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from '../mail/templates';
import { noteHashingFailure, noteMailFailure } from './auth-faults';
import { createAuthLog } from './auth-log';
import type { PasswordHasher } from './password-hasher';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';

export const GOOGLE_PROVIDER_ID = 'google';

export interface AuthDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Where the issuer of the Google sign-in lives; undefined when Google is off. */
  googleIssuer: string | undefined;
  /** Hashes and checks passwords on threads of their own (password-hasher.ts). */
  hasher: PasswordHasher;
  /**
   * An account created with its address already verified (Google, an organisation's sign-on):
   * what an e-mail link's verification does for the others (an enrolled cohort, say).
   */
  onVerifiedUser?: (user: { id: string; email: string }) => Promise<unknown>;
}

/** The link in the verification mail points at our own handler, which gives a clear page on failure. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/email-link/verify?token=${encodeURIComponent(token)}`;
}

export function createAuth({
  env,
  db,
  mailer,
  logger,
  googleIssuer,
  hasher,
  onVerifiedUser,
}: AuthDeps) {
  const admins = new Set(env.adminEmails);
  const google = env.google.mode === 'off' || !googleIssuer ? undefined : env.google;
  return betterAuth({
    appName: 'Fantasy Fraud League',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: [env.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    // Client mistakes (a forged OAuth state, say) at warn and sampled; server faults at error.
    logger: { log: createAuthLog(logger) },
    // Our own limiter in auth-routes.ts counts in the database: per address, per (account, address)
    // and per account (decision 0015).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // An unverified user still gets a session and is confined to /verify-email, as the spec says.
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: {
        // A full hashing queue is noted for the routes' answer (503), not left as a 500.
        hash: (password) => hasher.hash(password).catch(noteHashingFailure),
        verify: ({ hash, password }) => hasher.verify(hash, password).catch(noteHashingFailure),
      },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // better-auth swallows a failed mail; it is noted so that the request answers 503.
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, user.name, url)).catch(noteMailFailure);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 3600,
      sendVerificationEmail: async ({ user, token }) => {
        const link = verificationLink(env.publicUrl, token);
        await mailer.send(verificationMail(user.email, user.name, link)).catch(noteMailFailure);
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: env.publicUrl.startsWith('https://'),
      cookiePrefix: 'ffl',
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => {
            const email = data.email.toLowerCase();
            return { data: { ...data, role: admins.has(email) ? 'owner' : 'user' } };
          },
          after: async (created) => {
            if (!created.emailVerified || !onVerifiedUser) return;
            // The account exists whatever happens here: a fault only loses the placement.
            await onVerifiedUser({ id: created.id, email: created.email }).catch((error: unknown) =>
              logger.warn({ err: error }, 'after a verified sign-up'),
            );
          },
        },
      },
    },
    plugins: [
      // The plugin gives the role and ban fields and refuses banned sign-ins. Its own admin
      // endpoints stay closed (auth-routes.ts); our roles are the engine's (roles.ts).
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      genericOAuth({
        config: google
          ? [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: `${googleIssuer}/.well-known/openid-configuration`,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                prompt: 'select_account',
                mapProfileToUser: (profile) => ({
                  // Google's name follows the one rule for names, cleaned rather than refused.
                  name: typeof profile.name === 'string' ? cleanName('display', profile.name) : '',
                  // Google vouches for its addresses; a provider that explicitly says otherwise is not trusted.
                  emailVerified: profile.emailVerified !== false,
                }),
              },
            ]
          : [],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
