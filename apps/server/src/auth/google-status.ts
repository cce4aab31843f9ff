import { z } from 'zod';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { type Auth, GOOGLE_PROVIDER_ID } from './auth';

/** Why the Google button cannot work; the web app words each reason for the player. */
export type GoogleUnavailableReason = 'not-configured' | 'discovery-failed';

export interface GoogleStatus {
  available: boolean;
  reason: GoogleUnavailableReason | null;
}

export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server.';
export const GOOGLE_DISCOVERY_FAILED_MESSAGE =
  "Google sign-in is unavailable: the server could not reach Google's sign-in service when it started. Please sign in with your e-mail and password.";

const DISCOVERY_TIMEOUT_MS = 5_000;
/** The one field of the provider's discovery document that says it can sign people in. */
const DiscoveryDocument = z.object({ authorization_endpoint: z.string() });

/** Why the discovery document cannot be read, in words for the operator's log. */
async function discoveryProblem(issuer: string): Promise<string> {
  try {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!res.ok) return `HTTP ${res.status}`;
    const doc: unknown = await res.json();
    if (!DiscoveryDocument.safeParse(doc).success) return 'no authorization_endpoint';
    return 'it answered now, but not when the sign-in was set up; restart the server';
  } catch (error) {
    const cause = (error as { cause?: { message?: unknown } }).cause?.message;
    const message = error instanceof Error ? error.message : String(error);
    return typeof cause === 'string' ? `${message}: ${cause}` : message;
  }
}

/**
 * Whether the Google button can work, checked once at start. better-auth reads the provider's
 * discovery document once, when it starts, and leaves a provider it could not read out of the
 * sign-in; so the truth is whether it registered Google. A failure is logged as a warning with
 * the reason, and the button is told (GET /api/auth/google), instead of failing silently.
 */
export async function checkGoogleSignIn(deps: {
  env: Env;
  auth: Auth;
  googleIssuer: string | undefined;
  logger: Logger;
}): Promise<GoogleStatus> {
  const { env, auth, googleIssuer, logger } = deps;
  if (env.google.mode === 'off' || !googleIssuer) {
    return { available: false, reason: 'not-configured' };
  }
  const context = await auth.$context;
  if (context.socialProviders.some((provider) => provider.id === GOOGLE_PROVIDER_ID)) {
    return { available: true, reason: null };
  }
  logger.warn(
    { issuer: googleIssuer, problem: await discoveryProblem(googleIssuer) },
    'Google sign-in is unavailable: the OpenID discovery document could not be read',
  );
  return { available: false, reason: 'discovery-failed' };
}
