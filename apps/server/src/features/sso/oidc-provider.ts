import * as client from 'openid-client';
import { AppError } from '../../lib/app-error';
import type { StoredSso } from './sso-schemas';

/**
 * An organisation's OpenID Connect provider, through openid-client (decision 0046): discovery,
 * the authorisation code flow with PKCE, state and nonce, and the ID token's checks (signature by
 * the provider's JWKS, issuer, audience, expiry, nonce).
 */

type StoredOidc = Extract<StoredSso, { kind: 'oidc' }>;

/** Seconds we wait for the provider's discovery, keys and token answers. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export function oidcRedirectUri(publicUrl: string, organisationId: string): string {
  return `${publicUrl}/sso/oidc/${organisationId}/callback`;
}

/** Plain http is for a provider on this machine only (the local stand-in, a test). */
function isLocal(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

const unreachable = () =>
  AppError.serverBusy(
    'The organisation’s identity provider did not answer. Try again in a minute; if it keeps happening, the owner should check its issuer address.',
    60,
  );

async function configurationOf(provider: StoredOidc): Promise<client.Configuration> {
  if (!isLocal(provider.issuer))
    throw new AppError('failed-precondition', 'The provider’s issuer must use https://.');
  try {
    return await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(provider.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreachable();
  }
}

/** Checks the issuer's discovery document now, so that the owner hears of a typo at once. */
export async function checkOidcProvider(provider: StoredOidc): Promise<void> {
  await configurationOf(provider);
}

export interface OidcStart {
  url: string;
  codeVerifier: string;
  nonce: string;
}

export async function oidcSignInUrl(
  provider: StoredOidc,
  redirectUri: string,
  state: string,
): Promise<OidcStart> {
  const config = await configurationOf(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, codeVerifier, nonce };
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  claims: Record<string, unknown>;
}

/** Trades the code for tokens and checks the ID token; any refusal is a clear 4xx. */
export async function finishOidcSignIn(
  provider: StoredOidc,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  const config = await configurationOf(provider);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError'))
      throw unreachable();
    throw new AppError(
      'invalid-argument',
      'The identity provider’s answer did not pass its checks (signature, audience, expiry or nonce). Sign in again.',
    );
  }
  if (!claims) throw new AppError('invalid-argument', 'The identity provider sent no ID token.');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  return {
    subject: claims.sub,
    email,
    // A provider that says nothing is taken at its word, as for Google; an explicit false is not.
    emailVerified: claims.email_verified !== false,
    name: typeof claims.name === 'string' ? claims.name : null,
    claims: { ...claims },
  };
}
