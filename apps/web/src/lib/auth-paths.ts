/**
 * The /api/auth endpoints the web app calls, written by hand in the shape of the generated
 * `paths` (lib/generated/api-types.ts) so that the typed client (api.ts) checks them like the
 * others.
 *
 * Why by hand: these routes are better-auth's, reached through the server's own door
 * (apps/server/src/auth/auth-routes.ts: allow-listed endpoints with strict zod schemas), which is a
 * plain Hono router, not an OpenAPI one, so they are not in /api/openapi.json. The bodies below
 * are the parts of those schemas the app sends; the answers are what it reads. When the server
 * documents these routes, delete this file and the generated paths take over.
 */
import type { components } from './generated/api-types';

/** A signed-in user as the session answer carries it (better-auth's user, tokens stripped). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string;
}

export interface SessionData {
  user: SessionUser;
}

/** The server's answer to "can the Google button work?" (GET /api/auth/google). */
export interface GoogleStatus {
  available: boolean;
  /** `not-configured`, `discovery-failed`, or a reason this app does not know yet. */
  reason: string | null;
}

type NoParameters = {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
};

type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };

type Responses<Answer> = {
  200: Json<Answer>;
  default: Json<components['schemas']['Error']>;
};

interface NoMethods {
  parameters: NoParameters;
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}

type Get<Answer> = Omit<NoMethods, 'get'> & {
  get: { parameters: NoParameters; requestBody?: never; responses: Responses<Answer> };
};

type Post<Body, Answer> = Omit<NoMethods, 'post'> & {
  post: {
    parameters: NoParameters;
    requestBody: { content: { 'application/json': Body } };
    responses: Responses<Answer>;
  };
};

/** Every /api/auth endpoint of the web app, with the body it sends and the answer it reads. */
export interface AuthPaths {
  /** The session, or null when signed out. */
  '/api/auth/get-session': Get<SessionData | null>;
  '/api/auth/sign-up/email': Post<
    { email: string; password: string; name?: string },
    { user: SessionUser }
  >;
  '/api/auth/sign-in/email': Post<{ email: string; password: string }, { user: SessionUser }>;
  '/api/auth/sign-out': Post<Record<string, never>, { success: boolean }>;
  '/api/auth/request-password-reset': Post<
    { email: string; redirectTo?: string },
    { status: boolean; message?: string }
  >;
  '/api/auth/reset-password': Post<{ token: string; newPassword: string }, { status: boolean }>;
  '/api/auth/send-verification-email': Post<
    { email: string; callbackURL?: string },
    { status: boolean }
  >;
  '/api/auth/change-password': Post<
    { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean },
    unknown
  >;
  /** Whether the Google button can work (checked once at the server's start). */
  '/api/auth/google': Get<GoogleStatus>;
  /** Where to send the browser for Google; `disableRedirect` makes it an answer, not a 302. */
  '/api/auth/sign-in/social': Post<
    {
      provider: 'google';
      callbackURL?: string;
      errorCallbackURL?: string;
      newUserCallbackURL?: string;
      disableRedirect?: boolean;
    },
    { url: string; redirect: boolean }
  >;
}
