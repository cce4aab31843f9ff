import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { scimToken } from '../../db/schema/scim';
import { organisation } from '../../db/schema/sso';
import { AppError } from '../../lib/app-error';
import { createPublicId } from '../../lib/public-id';
import { type Actor, recordAudit } from '../audit/audit-service';
import type { CreatedScimToken, ScimToken, ScimTokenList } from './scim-schemas';

/**
 * An organisation's SCIM bearer tokens: made by an owner in the console (the secret shown once),
 * revoked there, and checked at each SCIM request by the SHA-256 of the secret. Creating and
 * revoking are in the audit log.
 */

const SECRET_PREFIX = 'ffl_scim_';
/** Characters of the secret kept in clear to tell tokens apart: the prefix and 4 random ones. */
const VISIBLE = SECRET_PREFIX.length + 4;
/** How stale `last_used_at` may be: a directory's burst of requests writes it once. */
const LAST_USED_STEP_MS = 60_000;

export function scimBaseUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/scim/v2`;
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

type TokenRow = typeof scimToken.$inferSelect;

function toToken(row: TokenRow, creator: string | null): ScimToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function lockOrganisation(db: Pick<Db, 'select'>, organisationId: string) {
  const [found] = await db
    .select({ id: organisation.id, name: organisation.name })
    .from(organisation)
    .where(eq(organisation.id, organisationId));
  if (!found) throw new AppError('not-found', 'No organisation with that id.');
  return found;
}

export async function listScimTokens(
  db: Db,
  organisationId: string,
  publicUrl: string,
): Promise<ScimTokenList> {
  await lockOrganisation(db, organisationId);
  const rows = await db
    .select({ token: scimToken, creator: user.email })
    .from(scimToken)
    .leftJoin(user, eq(user.id, scimToken.createdBy))
    .where(eq(scimToken.organisationId, organisationId))
    .orderBy(desc(scimToken.createdAt), desc(scimToken.id));
  return {
    baseUrl: scimBaseUrl(publicUrl),
    tokens: rows.map((row) => toToken(row.token, row.creator)),
  };
}

/** A new token: 32 random bytes after `ffl_scim_`, kept only as its hash. */
export async function createScimToken(
  db: Db,
  actor: Actor,
  organisationId: string,
  name: string,
  publicUrl: string,
): Promise<CreatedScimToken> {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const [created] = await tx
      .insert(scimToken)
      .values({
        id: createPublicId(),
        organisationId,
        name,
        secretHash: hashSecret(secret),
        prefix: secret.slice(0, VISIBLE),
        createdBy: actor.id,
      })
      .returning();
    if (!created) throw new Error('the token was not stored');
    await recordAudit(tx, actor, 'create-scim-token', name, {
      organisationId,
      tokenId: created.id,
      name,
      prefix: created.prefix,
    });
    return created;
  });
  return { token: toToken(row, actor.email), secret, baseUrl: scimBaseUrl(publicUrl) };
}

/** Revokes a token at once; revoking it again changes nothing and is not recorded twice. */
export async function revokeScimToken(
  db: Db,
  actor: Actor,
  organisationId: string,
  tokenId: string,
): Promise<ScimToken> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scimToken)
      .where(and(eq(scimToken.id, tokenId), eq(scimToken.organisationId, organisationId)))
      .for('update');
    if (!row) throw new AppError('not-found', 'No SCIM token with that id in this organisation.');
    let revoked = row;
    if (!row.revokedAt) {
      const [updated] = await tx
        .update(scimToken)
        .set({ revokedAt: new Date() })
        .where(eq(scimToken.id, tokenId))
        .returning();
      revoked = updated ?? row;
      await recordAudit(tx, actor, 'revoke-scim-token', row.name, {
        organisationId,
        tokenId,
        name: row.name,
        prefix: row.prefix,
      });
    }
    const [creator] = row.createdBy
      ? await tx.select({ email: user.email }).from(user).where(eq(user.id, row.createdBy))
      : [];
    return toToken(revoked, creator?.email ?? null);
  });
}

/** Who a SCIM request acts for: the token's organisation, and the words the audit log shows. */
export interface ScimCaller {
  organisationId: string;
  organisationName: string;
  tokenId: string;
  tokenName: string;
  tokenPrefix: string;
}

/**
 * The caller a bearer secret stands for, or null for an unknown or revoked one. Notes the use at
 * most once a minute per token, so that a directory's burst of requests is not a burst of writes.
 */
export async function authenticateScim(
  db: Db,
  secret: string,
  now: Date,
): Promise<ScimCaller | null> {
  if (!secret.startsWith(SECRET_PREFIX) || secret.length > 200) return null;
  const [row] = await db
    .select({ token: scimToken, organisationName: organisation.name })
    .from(scimToken)
    .innerJoin(organisation, eq(organisation.id, scimToken.organisationId))
    .where(eq(scimToken.secretHash, hashSecret(secret)));
  if (!row || row.token.revokedAt) return null;
  const stale = new Date(now.getTime() - LAST_USED_STEP_MS);
  if (!row.token.lastUsedAt || row.token.lastUsedAt < stale) {
    await db
      .update(scimToken)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(scimToken.id, row.token.id),
          or(isNull(scimToken.lastUsedAt), lt(scimToken.lastUsedAt, stale)),
        ),
      );
  }
  return {
    organisationId: row.token.organisationId,
    organisationName: row.organisationName,
    tokenId: row.token.id,
    tokenName: row.token.name,
    tokenPrefix: row.token.prefix,
  };
}
