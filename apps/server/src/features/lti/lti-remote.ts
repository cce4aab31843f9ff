import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signToolJwt } from './lti-keys';
import type { PlatformRow } from './lti-platforms';

/**
 * Talking to a platform: its JWKS (cached, fetched with a timeout), the id_token check with every
 * failure turned into a clear refusal (a platform that cannot be reached is a 503, never a 500),
 * and service access tokens by the client-credentials grant with a signed client assertion.
 */

/** How long a platform has to answer (its JWKS, token, roster and score endpoints). */
export const PLATFORM_TIMEOUT_MS = 5000;
/** The launch's times may be off by this much against our clock. */
const CLOCK_SKEW_SECONDS = 60;

type RemoteJwks = ReturnType<typeof createRemoteJWKSet>;
const jwksByUrl = new Map<string, RemoteJwks>();

function platformJwks(url: string): RemoteJwks {
  let jwks = jwksByUrl.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), {
      timeoutDuration: PLATFORM_TIMEOUT_MS,
      // A key not in the cached set makes a refetch, at most this often.
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    jwksByUrl.set(url, jwks);
  }
  return jwks;
}

function unreachable(what: string) {
  return new AppError(
    'unavailable',
    `${what} could not be reached or did not answer properly. Please try again in a moment; if it keeps happening, tell the platform's administrator.`,
  );
}

/** A jose or fetch failure as the refusal a person can act on. */
function refusalOf(error: unknown, platform: PlatformRow): AppError {
  if (error instanceof AppError) return error;
  const launch = 'The launch was refused:';
  if (error instanceof errors.JWTExpired) {
    return new AppError(
      'unauthenticated',
      `${launch} its token has expired. Open the activity again from your course.`,
    );
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const what: Record<string, string> = {
      iss: `it was not issued by ${platform.issuer}`,
      aud: `it is not addressed to this tool's client id`,
      iat: 'its issue time is in the future',
      nbf: 'it is not valid yet',
      exp: 'its expiry is missing',
      nonce: 'it carries no nonce',
      sub: 'it names no user',
    };
    return new AppError(
      'unauthenticated',
      `${launch} ${what[error.claim] ?? `its "${error.claim}" claim is wrong`}.`,
    );
  }
  if (error instanceof errors.JWKSNoMatchingKey) {
    return new AppError(
      'unauthenticated',
      `${launch} it is signed with a key the platform does not publish.`,
    );
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new AppError('unauthenticated', `${launch} its signature does not verify.`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new AppError('unauthenticated', `${launch} it must be signed with RS256.`);
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return new AppError('invalid-argument', `${launch} the id_token is not a valid JWT.`);
  }
  if (error instanceof errors.JWKSMultipleMatchingKeys) {
    return new AppError(
      'unauthenticated',
      `${launch} its token names no key ("kid") and the platform publishes several.`,
    );
  }
  // A timeout, a refused connection, an answer other than 200 or not a key set.
  return unreachable(`The platform's key set (${platform.jwksUrl})`);
}

/** Checks a launch's id_token: RS256 by the platform's key, issuer, audience (and azp), times. */
export async function verifyIdToken(
  platform: PlatformRow,
  idToken: string,
  now: Date,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, platformJwks(platform.jwksUrl), {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.clientId,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'nonce', 'sub'],
    });
    // LTI Security Framework 5.1.3: several audiences need azp, which must be our client id.
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const azp = payload.azp;
    if (audiences.length > 1 && azp === undefined) {
      throw new AppError(
        'unauthenticated',
        'The launch was refused: its token names several audiences but no authorised party (azp).',
      );
    }
    if (azp !== undefined && azp !== platform.clientId) {
      throw new AppError(
        'unauthenticated',
        "The launch was refused: its authorised party (azp) is not this tool's client id.",
      );
    }
    if (
      typeof payload.iat === 'number' &&
      payload.iat * 1000 > now.getTime() + CLOCK_SKEW_SECONDS * 1000
    ) {
      throw new AppError(
        'unauthenticated',
        'The launch was refused: its issue time is in the future.',
      );
    }
    return payload;
  } catch (error) {
    throw refusalOf(error, platform);
  }
}

/** fetch with the platform timeout; a network failure or timeout is a 503 naming `what`. */
export async function platformFetch(
  what: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    });
  } catch {
    throw unreachable(what);
  }
}

const TokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  // Some platforms write it as text.
  expires_in: z.coerce.number().int().positive().optional(),
  scope: z.string().optional(),
});

const tokens = new Map<string, { token: string; until: number }>();

/** Forgets every cached access token (a token the platform refused). */
export function forgetAccessToken(platformId: string, scopes: readonly string[]): void {
  tokens.delete(`${platformId} ${[...scopes].sort().join(' ')}`);
}

/**
 * An access token for the platform's services (LTI Security Framework 4.1): the client-credentials
 * grant, authenticated by a JWT signed with the tool's key (iss and sub our client id, aud the
 * token endpoint). Cached until shortly before it expires.
 */
export async function accessToken(
  db: Db,
  platform: PlatformRow,
  scopes: readonly string[],
): Promise<string> {
  // The wall clock, not the game's: the platform checks the assertion's times against its own.
  const now = new Date();
  const key = `${platform.id} ${[...scopes].sort().join(' ')}`;
  const cached = tokens.get(key);
  if (cached && cached.until > now.getTime()) return cached.token;
  const assertion = await signToolJwt(
    db,
    { sub: platform.clientId },
    { issuer: platform.clientId, audience: platform.tokenUrl, seconds: 300, now },
  );
  const res = await platformFetch("The platform's token endpoint", platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }).toString(),
  });
  if (!res.ok) {
    throw new AppError(
      'unavailable',
      `The platform's token endpoint refused the tool (HTTP ${res.status}).`,
    );
  }
  const parsed = TokenSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    throw new AppError(
      'unavailable',
      "The platform's token endpoint did not answer with an access token.",
    );
  }
  const seconds = parsed.data.expires_in ?? 3600;
  tokens.set(key, {
    token: parsed.data.access_token,
    until: now.getTime() + Math.max(0, seconds - 30) * 1000,
  });
  return parsed.data.access_token;
}
