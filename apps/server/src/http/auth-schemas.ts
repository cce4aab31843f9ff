import { z } from '@hono/zod-openapi';
import { nameSchema } from '../lib/names';
import { answers, jsonBody, NoBody, type Router } from './openapi';

/**
 * The better-auth routes the app calls, as zod schemas: the requests, which auth-routes.ts
 * validates with them before better-auth sees anything, and the answers, as the app reads them.
 * `documentAuthRoutes` puts both in the API document, so the web app's generated types cover
 * these paths like any other, while better-auth still serves them (decision 0033).
 */

const relativePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site');
const emailField = z.string().trim().max(254);
const passwordField = z.string().max(1024);

/** The request bodies, strict: a field better-auth would take but the app does not send is refused. */
export const AuthRequestSchemas = {
  signUp: z.strictObject({
    email: emailField,
    password: passwordField,
    name: nameSchema('display', { allowEmpty: true }).optional(),
    callbackURL: relativePath.optional(),
  }),
  signIn: z.strictObject({
    email: emailField,
    password: passwordField,
    rememberMe: z.boolean().optional(),
    callbackURL: relativePath.optional(),
  }),
  social: z.strictObject({
    provider: z.literal('google'),
    callbackURL: relativePath.optional(),
    errorCallbackURL: relativePath.optional(),
    newUserCallbackURL: relativePath.optional(),
    disableRedirect: z.boolean().optional(),
  }),
  requestReset: z.strictObject({ email: emailField, redirectTo: relativePath.optional() }),
  resetPassword: z.strictObject({ newPassword: passwordField, token: z.string().min(1).max(512) }),
  resend: z.strictObject({ email: emailField, callbackURL: relativePath.optional() }),
  changePassword: z.strictObject({
    currentPassword: passwordField,
    newPassword: passwordField,
    revokeOtherSessions: z.boolean().optional(),
  }),
  signOut: z.strictObject({}),
};

/** A signed-in user as better-auth's answers carry it; they carry more, never a token. */
const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    role: z
      .string()
      .nullish()
      .openapi({ description: '`admin` for a game master; `user` (or none) for a player.' }),
  })
  .openapi('SessionUser');

const SessionDataSchema = z.object({ user: SessionUserSchema }).openapi('SessionData');

const UserAnswerSchema = z.object({ user: SessionUserSchema });
const StatusAnswerSchema = z.object({ status: z.boolean() });

/** Whether the Google button can work (GET /auth/google), checked once at the server's start. */
export const GoogleStatusSchema = z
  .object({
    available: z.boolean(),
    reason: z
      .enum(['not-configured', 'discovery-failed'])
      .nullable()
      .openapi({ description: 'Why not; null while it works.' }),
  })
  .openapi('GoogleStatus');

/** POST /auth/request-password-reset: the same answer whether the address has an account or not. */
export const ResetRequestedSchema = z.object({ status: z.boolean(), message: z.string() });

/** The answers, by route, as the app reads them (auth-routes.test.ts checks real ones fit). */
export const AuthAnswerSchemas = {
  // A union rather than `.nullable()`, which would make the named component itself nullable.
  session: z.union([SessionDataSchema, z.null()]),
  signUp: UserAnswerSchema,
  signIn: UserAnswerSchema,
  signOut: z.object({ success: z.boolean() }),
  requestReset: ResetRequestedSchema,
  resetPassword: StatusAnswerSchema,
  resend: StatusAnswerSchema,
  changePassword: UserAnswerSchema,
  google: GoogleStatusSchema,
  social: z.object({
    url: z.string().openapi({ description: "Google's sign-in page, to send the browser to." }),
    redirect: z.boolean(),
  }),
};

const TAGS = ['Identity'];
const ERRORS =
  ' Errors: invalid-argument for a malformed body; the identity codes of the specification otherwise.';

/**
 * Documents the better-auth routes the app calls (served by auth-routes.ts, a plain Hono router
 * in front of better-auth) in the API router's document.
 */
export function documentAuthRoutes(registry: Router['openAPIRegistry']): void {
  const post = (
    path: string,
    summary: string,
    body: z.ZodType,
    answer: z.ZodType,
    description?: string,
  ) =>
    registry.registerPath({
      method: 'post',
      path: `/auth${path}`,
      tags: TAGS,
      summary,
      description: `${description ?? ''}${ERRORS}`.trim(),
      request: { body: jsonBody(body) },
      responses: answers(summary, answer),
    });

  registry.registerPath({
    method: 'get',
    path: '/auth/get-session',
    tags: TAGS,
    summary: 'My session, or null when signed out',
    responses: answers('The session', AuthAnswerSchemas.session),
  });
  registry.registerPath({
    method: 'get',
    path: '/auth/google',
    tags: TAGS,
    summary: 'Whether the Google button can work, and why not',
    responses: answers('The Google sign-in status', AuthAnswerSchemas.google),
  });
  post(
    '/sign-up/email',
    'Sign up with e-mail and password; the verification mail goes out',
    AuthRequestSchemas.signUp,
    AuthAnswerSchemas.signUp,
    'The password must be strong enough (weak-password says why).',
  );
  post(
    '/sign-in/email',
    'Sign in with e-mail and password',
    AuthRequestSchemas.signIn,
    AuthAnswerSchemas.signIn,
    'Limited per address and per account (decision 0015).',
  );
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-out',
    tags: TAGS,
    summary: 'Sign out',
    request: { body: NoBody },
    responses: answers('Signed out', AuthAnswerSchemas.signOut),
  });
  post(
    '/request-password-reset',
    'Send a password reset link',
    AuthRequestSchemas.requestReset,
    AuthAnswerSchemas.requestReset,
    'The same answer whether or not the address has an account.',
  );
  post(
    '/reset-password',
    'Set a new password with the token of a reset link',
    AuthRequestSchemas.resetPassword,
    AuthAnswerSchemas.resetPassword,
  );
  post(
    '/send-verification-email',
    'Send the verification link again',
    AuthRequestSchemas.resend,
    AuthAnswerSchemas.resend,
  );
  post(
    '/change-password',
    'Change my password, given the current one',
    AuthRequestSchemas.changePassword,
    AuthAnswerSchemas.changePassword,
    'A wrong current password is wrong-password.',
  );
  post(
    '/sign-in/social',
    'Start signing in with Google',
    AuthRequestSchemas.social,
    AuthAnswerSchemas.social,
    'With disableRedirect the answer names the page to go to instead of redirecting. failed-precondition when Google sign-in is not configured or could not be reached at start.',
  );
}
