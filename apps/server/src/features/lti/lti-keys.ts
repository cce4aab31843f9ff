import { asc, desc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { ltiToolKey } from '../../db/schema/lti';
import { createPublicId } from '../../lib/public-id';

/**
 * The tool's own RS256 keys (LTI Advantage Security Framework): made once and stored, the newest
 * unretired one signing, every stored public half listed in the JWKS so that a rotation never
 * strands a message signed just before it.
 */

const ALG = 'RS256';
const keys = new Map<string, CryptoKey>();

async function makeKey(db: Db): Promise<void> {
  const pair = await generateKeyPair(ALG, { extractable: true });
  const kid = createPublicId();
  await db.insert(ltiToolKey).values({
    kid,
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: ALG, use: 'sig' },
    privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: ALG },
  });
}

/** The signing key: the newest not retired; one is made when there is none. */
async function signingKey(db: Db): Promise<{ kid: string; key: CryptoKey }> {
  const read = () =>
    db
      .select()
      .from(ltiToolKey)
      .where(isNull(ltiToolKey.retiredAt))
      .orderBy(desc(ltiToolKey.createdAt), asc(ltiToolKey.kid))
      .limit(1);
  let [row] = await read();
  if (!row) {
    await makeKey(db);
    [row] = await read();
  }
  if (!row) throw new Error('no LTI signing key');
  let key = keys.get(row.kid);
  if (!key) {
    key = (await importJWK(row.privateJwk as JWK, ALG)) as CryptoKey;
    keys.set(row.kid, key);
  }
  return { kid: row.kid, key };
}

/** A new signing key; the old one is retired but stays in the JWKS. */
export async function rotateToolKey(db: Db, now: Date): Promise<void> {
  await db.update(ltiToolKey).set({ retiredAt: now }).where(isNull(ltiToolKey.retiredAt));
  await makeKey(db);
}

/** The tool's JWKS: every stored public key, newest first. */
export async function toolJwks(db: Db): Promise<{ keys: JWK[] }> {
  await signingKey(db);
  const rows = await db
    .select({ jwk: ltiToolKey.publicJwk })
    .from(ltiToolKey)
    .orderBy(desc(ltiToolKey.createdAt), asc(ltiToolKey.kid));
  return { keys: rows.map((row) => row.jwk as JWK) };
}

/** Signs a JWT with the tool's key, `kid` in the header, valid for `seconds`. */
export async function signToolJwt(
  db: Db,
  payload: JWTPayload,
  options: { issuer: string; audience: string; seconds: number; now: Date },
): Promise<string> {
  const { kid, key } = await signingKey(db);
  const iat = Math.floor(options.now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.seconds)
    .setJti(createPublicId())
    .sign(key);
}
