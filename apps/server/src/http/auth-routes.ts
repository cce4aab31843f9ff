import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { accountExists, resetLinkOwner, takeBackUnverifiedAccount } from '../auth/accounts';
import type { Auth } from '../auth/auth';
import { withAuthFaults } from '../auth/auth-faults';
import {
  GOOGLE_DISCOVERY_FAILED_MESSAGE,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  type GoogleStatus,
} from '../auth/google-status';
import { defaultHashThreads } from '../auth/password-hasher';
import { assertStrongPassword, LENGTH_HINTS, weakPassword } from '../auth/passwords';
import { isKnownAddress, rememberAddress } from '../auth/sign-in-addresses';
import type { Db } from '../db/client';
import { AppError, type ErrorCode } from '../lib/app-error';
import { isStorageError } from '../lib/data-dir';
import type { Logger } from '../lib/logger';
import { type RateLimiter, type RateRule, tooManyRequests } from '../lib/rate-limit';
import {
  AuthRequestSchemas,
  type GoogleStatusSchema,
  type ResetRequestedSchema,
} from './auth-schemas';
import type { AppEnv } from './context';
import { readJson, readOptionalJson } from './json-body';
import {
  type AdmissionLimits,
  createPasswordAdmission,
  defaultAdmissionLimits,
} from './password-admission';
import { requestIp } from './request-ip';

export interface AuthLimits {
  /** Attempts on one account from one address: repeated guessing from one place (decision 0015). */
  signInPerAccountAddress: RateRule;
  /**
   * Failed attempts on one account from anywhere. Past it, only addresses that have signed in to
   * the account before may try, so a guessing attack spread over many addresses slows to a crawl
   * while the owner at home still gets in (decision 0015).
   */
  signInFailuresPerAccount: RateRule;
  signInPerIp: RateRule;
  signUpPerIp: RateRule;
  resendPerEmail: RateRule;
  resendPerEmailDaily: RateRule;
  resetPerEmail: RateRule;
  resetPerIp: RateRule;
  /** Change-password attempts (each checks the current password) per account, and per address. */
  changePasswordPerAccount: RateRule;
  changePasswordPerIp: RateRule;
  /**
   * The door in front of every route that checks or sets a password, before the limits above
   * (http/password-admission.ts, decision 0027).
   */
  passwordChecks: AdmissionLimits;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccountAddress: { max: 5, windowSeconds: 60 },
  signInFailuresPerAccount: { max: 20, windowSeconds: 3600 },
  signInPerIp: { max: 100, windowSeconds: 60 },
  signUpPerIp: { max: 100, windowSeconds: 3600 },
  resendPerEmail: { max: 1, windowSeconds: 60 },
  resendPerEmailDaily: { max: 10, windowSeconds: 86_400 },
  resetPerEmail: { max: 3, windowSeconds: 900 },
  resetPerIp: { max: 30, windowSeconds: 900 },
  changePasswordPerAccount: { max: 5, windowSeconds: 900 },
  changePasswordPerIp: { max: 30, windowSeconds: 900 },
  passwordChecks: defaultAdmissionLimits(defaultHashThreads()),
};

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  logger: Logger;
  limits: AuthLimits;
  googleEnabled: boolean;
  /** Whether the Google button can work, and why not (google-status.ts); checked at start. */
  google?: GoogleStatus;
  /**
   * After a sign-up succeeded, with its callbackURL (the page to continue to once verified): an
   * invite link is remembered with the account (features/leagues/invitation-service.ts).
   */
  onSignedUp?: (email: string, callbackURL: string) => Promise<void>;
  /** The clock of the rate limits; tests move it. */
  now?: () => Date;
  /**
   * The organisation whose people sign in through its own provider only, if this address is
   * one of them (features/sso): no password sign-in, sign-up or reset for them.
   */
  passwordRefusedBy?: (email: string) => Promise<string | null>;
}

/** The request bodies, validated here before better-auth sees them (auth-schemas.ts). */
const schemas = AuthRequestSchemas;

const emailFormat = z.email();

/**
 * The identity errors' messages, for logs and API clients. The code is the contract: the web app
 * shows the error catalogue's words for it (product.md), which live there and not here.
 */
const AUTH_MESSAGES = {
  'user-not-found': 'No account has this e-mail address.',
  'wrong-password': 'The password does not match this account.',
  'invalid-email': 'The e-mail address is not valid.',
  'email-already-in-use': 'An account with this e-mail address exists already.',
} as const satisfies Partial<Record<ErrorCode, string>>;

function authError(code: keyof typeof AUTH_MESSAGES): AppError {
  return new AppError(code, AUTH_MESSAGES[code]);
}

/** Refuses a password for an address whose organisation signs its people in itself. */
async function assertPasswordAllowed(deps: AuthRouteDeps, email: string): Promise<void> {
  const organisation = await deps.passwordRefusedBy?.(email);
  if (organisation)
    throw new AppError(
      'permission-denied',
      `${organisation} signs its people in with its own sign-on: use "Continue with ${organisation}" instead of a password.`,
    );
}

function assertEmail(email: string): string {
  if (!emailFormat.safeParse(email).success) throw authError('invalid-email');
  return email.toLowerCase();
}

/** Maps better-auth's error codes onto the specification's catalogue. */
function mapAuthError(status: number, code: string | undefined, message: string): AppError {
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return authError('email-already-in-use');
    case 'INVALID_EMAIL':
      return authError('invalid-email');
    case 'PASSWORD_TOO_SHORT':
      return weakPassword(LENGTH_HINTS.short);
    case 'PASSWORD_TOO_LONG':
      return weakPassword(LENGTH_HINTS.long);
    case 'INVALID_PASSWORD':
      return authError('wrong-password');
    case 'BANNED_USER':
      return new AppError(
        'permission-denied',
        'This account has been disabled. Please contact your game master.',
      );
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new AppError(
        'failed-precondition',
        'This link has expired or was already used. Please ask for a new one.',
      );
    case 'EMAIL_ALREADY_VERIFIED':
      return new AppError('failed-precondition', 'Your email is already verified.');
  }
  if (status === 401) return new AppError('unauthenticated', 'Please sign in.');
  if (status === 403)
    return new AppError('permission-denied', message || 'You are not allowed to do that.');
  if (status === 404) return new AppError('not-found', message || 'Not found.');
  if (status === 429)
    return new AppError('too-many-requests', 'The identity service refused: too many requests.');
  if (status >= 500) return new AppError('internal', 'Something went wrong. Please try again.');
  return new AppError('invalid-argument', message || 'Invalid request.');
}

/** better-auth's error body: a field that is not a string reads as missing. */
const AuthErrorBody = z.object({
  code: z.string().optional().catch(undefined),
  message: z.string().catch(''),
});

async function readAuthError(res: Response): Promise<{ code?: string; message: string }> {
  try {
    const body = AuthErrorBody.safeParse(await res.clone().json());
    return body.success ? body.data : { message: '' };
  } catch {
    return { message: '' };
  }
}

/** Removes session tokens from JSON bodies: the HttpOnly cookie is the only place a token lives. */
function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'token')
        .map(([k, v]) => [k, stripTokens(v)]),
    );
  }
  return value;
}

async function sanitise(res: Response): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json') || res.status >= 300)
    return res;
  const text = await res.text();
  const body = text ? JSON.stringify(stripTokens(JSON.parse(text))) : text;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(body, { status: res.status, headers });
}

/** Hands a request to better-auth; `onMailFailure` runs when a mail it should have sent failed. */
type Forward = (
  c: Context,
  body?: unknown,
  onMailFailure?: () => Promise<void>,
) => Promise<Response>;

/** What each group of routes below shares. */
interface RouteKit {
  app: Hono<AppEnv>;
  deps: AuthRouteDeps;
  now: () => Date;
  forward: Forward;
}

/**
 * Hands requests to better-auth and turns its answers into ours: a refusal of the hashing queue
 * or a mail it could not send is thrown, an error is mapped onto the catalogue, and session tokens
 * are taken out of JSON bodies. `onMailFailure` runs before the request is answered 503.
 */
function createForwarder(auth: Auth, logger: Logger): Forward {
  /**
   * A mail better-auth could not send (it answered as if it had): the database's storage fault,
   * which the app's error handler answers (503, and a PGlite that cannot write ends the process),
   * or 503 `unavailable` for the mail server.
   */
  function mailFailed(error: unknown): unknown {
    if (isStorageError(error)) return error;
    logger.error({ err: error }, 'a sign-in mail could not be sent');
    return new AppError(
      'unavailable',
      'The e-mail could not be sent right now. Please try again in a moment.',
      30,
    );
  }

  return async (c, body, onMailFailure) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    const init: RequestInit = { method: c.req.method, headers };
    if (body !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(body);
    }
    const [res, faults] = await withAuthFaults(() => auth.handler(new Request(c.req.url, init)));
    if (faults.busy) throw faults.busy;
    if (faults.mail !== undefined) {
      await onMailFailure?.();
      throw mailFailed(faults.mail);
    }
    if (res.status >= 400) {
      const { code, message } = await readAuthError(res);
      const mapped = mapAuthError(res.status, code, message);
      if (mapped.code === 'internal')
        logger.error({ status: res.status, code, message }, 'auth error');
      throw mapped;
    }
    return sanitise(res);
  };
}

/** Which of "no such user" and "wrong password" it was: the specification shows them apart. */
async function explainFailedSignIn(db: Db, email: string): Promise<AppError> {
  // An account that only signs in with Google also has no matching password.
  return authError((await accountExists(db, email)) ? 'wrong-password' : 'user-not-found');
}

/** Sign-up, sign-in and sign-out with e-mail and password. */
function addSessionRoutes({ app, deps, now, forward }: RouteKit) {
  const { db, limiter, limits, logger } = deps;

  app.post('/sign-out', async (c) => {
    await readOptionalJson(c, schemas.signOut);
    return forward(c, {});
  });

  app.post('/sign-up/email', async (c) => {
    const body = await readJson(c, schemas.signUp);
    const email = assertEmail(body.email);
    // Counted before the strength estimate, which costs a few milliseconds of CPU.
    await limiter.hit(`sign-up:ip:${requestIp(c)}`, limits.signUpPerIp);
    await assertPasswordAllowed(deps, email);
    assertStrongPassword(body.password, { email, name: body.name });
    const res = await forward(c, { ...body, email, name: body.name ?? '' }, async () => {
      // The account was made but its verification mail was not: take it back, so that signing
      // up again works once the fault has passed (its session goes with it).
      await takeBackUnverifiedAccount(db, email).catch((cleanup: unknown) =>
        logger.warn({ err: cleanup }, 'could not take back an account whose mail failed'),
      );
    });
    const { callbackURL } = body;
    // The account exists now; an invitation that cannot be kept does not undo it.
    if (callbackURL && deps.onSignedUp)
      await deps
        .onSignedUp(email, callbackURL)
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'could not remember the invitation of a sign-up'),
        );
    return res;
  });

  app.post('/sign-in/email', async (c) => {
    const body = await readJson(c, schemas.signIn);
    const email = assertEmail(body.email);
    if (!body.password) throw authError('wrong-password');
    const ip = requestIp(c);
    await limiter.hit(`sign-in:ip:${ip}`, limits.signInPerIp);
    // Keys that name an account end in ":email:<address>", which account erasure deletes.
    await limiter.hit(`sign-in:ip:${ip}:email:${email}`, limits.signInPerAccountAddress);
    const failures = `sign-in-failures:email:${email}`;
    const wait = await limiter.retryAfter(failures, limits.signInFailuresPerAccount);
    if (wait !== null && !(await isKnownAddress(db, email, ip, now()))) throw tooManyRequests(wait);
    await assertPasswordAllowed(deps, email);
    try {
      const res = await forward(c, { ...body, email });
      await rememberAddress(db, email, ip, now());
      return res;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthenticated') {
        const explained = await explainFailedSignIn(db, email);
        if (explained.code === 'wrong-password')
          await limiter.record(failures, limits.signInFailuresPerAccount);
        throw explained;
      }
      throw error;
    }
  });
}

/** The Google button's state, its sign-in, and the provider's callbacks. */
function addGoogleRoutes({ app, deps, forward }: RouteKit) {
  const google: GoogleStatus = deps.google ?? {
    available: deps.googleEnabled,
    reason: deps.googleEnabled ? null : 'not-configured',
  };

  // What the Google button shows before anyone clicks it.
  app.get('/google', (c) => c.json(google satisfies z.infer<typeof GoogleStatusSchema>));

  app.post('/sign-in/social', async (c) => {
    const body = await readJson(c, schemas.social);
    if (!deps.googleEnabled || google.reason === 'not-configured') {
      throw new AppError('failed-precondition', GOOGLE_NOT_CONFIGURED_MESSAGE);
    }
    if (!google.available)
      throw new AppError('failed-precondition', GOOGLE_DISCOVERY_FAILED_MESSAGE);
    return forward(c, body);
  });

  app.get('/callback/:providerId', (c) => forward(c));
  app.get('/oauth2/callback/:providerId', (c) => forward(c));
}

/** The password reset, the verification mail sent again, and the password change. */
function addPasswordRoutes({ app, deps, forward }: RouteKit) {
  const { auth, db, limiter, limits } = deps;

  app.post('/request-password-reset', async (c) => {
    const body = await readJson(c, schemas.requestReset);
    const email = assertEmail(body.email);
    await limiter.hit(`reset:ip:${requestIp(c)}`, limits.resetPerIp);
    await limiter.hit(`reset:email:${email}`, limits.resetPerEmail);
    // No reset link for an address whose organisation refuses passwords; the same answer, since
    // the answer never says whether an address has an account.
    if (!(await deps.passwordRefusedBy?.(email)))
      await forward(c, { email, redirectTo: body.redirectTo ?? '/reset-password' });
    // The same answer whether or not the address has an account, so that nobody can probe for one.
    const answer: z.infer<typeof ResetRequestedSchema> = {
      status: true,
      message: 'Password reset email sent.',
    };
    return c.json(answer);
  });

  app.get('/reset-password/:token', (c) => forward(c));

  app.post('/reset-password', async (c) => {
    const body = await readJson(c, schemas.resetPassword);
    assertStrongPassword(body.newPassword, await resetLinkOwner(db, body.token));
    return forward(c, body);
  });

  app.post('/send-verification-email', async (c) => {
    const body = await readJson(c, schemas.resend);
    const email = assertEmail(body.email);
    await limiter.hit(`resend:email:${email}`, limits.resendPerEmail);
    await limiter.hit(`resend-daily:email:${email}`, limits.resendPerEmailDaily);
    return forward(c, { email, callbackURL: body.callbackURL ?? '/login' });
  });

  app.post('/change-password', async (c) => {
    const body = await readJson(c, schemas.changePassword);
    const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!signedIn) throw new AppError('unauthenticated', 'Please sign in.');
    const email = signedIn.user.email.toLowerCase();
    await limiter.hit(`change-password:ip:${requestIp(c)}`, limits.changePasswordPerIp);
    assertStrongPassword(body.newPassword, { email, name: signedIn.user.name });
    // Counts the attempts that check the current password, which is what a thief would guess.
    await limiter.hit(`change-password:email:${email}`, limits.changePasswordPerAccount);
    try {
      return await forward(c, body);
    } catch (error) {
      // better-auth answers a wrong current password with a bare 400.
      if (error instanceof AppError && error.code === 'invalid-argument') {
        throw authError('wrong-password');
      }
      throw error;
    }
  });
}

/**
 * The only door into better-auth. Each endpoint the app uses is listed with a strict schema;
 * everything else under /api/auth is not found. Bodies are validated, passwords checked, limits
 * counted, and better-auth's answers are turned into the specification's error codes.
 */
export function createAuthRoutes(deps: AuthRouteDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  // Every route that checks or sets a password goes through the door first.
  const admission = createPasswordAdmission({
    limits: deps.limits.passwordChecks,
    logger: deps.logger,
    now: () => now().getTime(),
  });
  for (const path of ['/sign-in/email', '/sign-up/email', '/reset-password', '/change-password'])
    app.post(path, admission.middleware);

  const kit: RouteKit = { app, deps, now, forward: createForwarder(deps.auth, deps.logger) };
  app.get('/get-session', (c) => kit.forward(c));
  addSessionRoutes(kit);
  addGoogleRoutes(kit);
  addPasswordRoutes(kit);

  app.all('*', () => {
    throw new AppError('not-found', 'No such authentication endpoint.');
  });

  return app;
}
