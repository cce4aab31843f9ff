import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ltiPlatform } from '../../db/schema/lti';
import { AppError } from '../../lib/app-error';
import { createPublicId } from '../../lib/public-id';
import { type Actor, recordAudit } from '../audit/audit-service';
import type { Platform } from './lti-schemas';

/** The learning platforms allowed to launch the game: registered, listed and removed by owners. */

export type PlatformRow = typeof ltiPlatform.$inferSelect;

export function toPlatform(row: PlatformRow): Platform {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    authLoginUrl: row.authLoginUrl,
    tokenUrl: row.tokenUrl,
    jwksUrl: row.jwksUrl,
    deploymentIds: row.deploymentIds,
    source: row.source,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The tool's addresses, as a platform is given them. */
export function toolAddresses(publicUrl: string) {
  return {
    registration: `${publicUrl}/lti/register`,
    login: `${publicUrl}/lti/login`,
    launch: `${publicUrl}/lti/launch`,
    jwks: `${publicUrl}/lti/jwks`,
    deepLinking: `${publicUrl}/lti/launch`,
    targetLinkUri: `${publicUrl}/lti/launch`,
    canvasConfiguration: `${publicUrl}/lti/canvas.json`,
  };
}

export async function listPlatforms(db: Db): Promise<Platform[]> {
  const rows = await db.select().from(ltiPlatform).orderBy(asc(ltiPlatform.createdAt));
  return rows.map(toPlatform);
}

const about = (row: PlatformRow) => ({
  platformId: row.id,
  issuer: row.issuer,
  clientId: row.clientId,
});

function taken(error: unknown): boolean {
  return /lti_platform_issuer_client_idx|duplicate key/i.test(
    String((error as { cause?: unknown })?.cause ?? error),
  );
}

/** Stores a platform; one issuer and client id once. */
export async function addPlatform(
  db: Db,
  actor: Actor | null,
  input: Omit<Platform, 'id' | 'source' | 'enabled' | 'createdAt'>,
  source: 'console' | 'dynamic',
): Promise<Platform> {
  const [clash] = await db
    .select({ id: ltiPlatform.id })
    .from(ltiPlatform)
    .where(and(eq(ltiPlatform.issuer, input.issuer), eq(ltiPlatform.clientId, input.clientId)));
  if (clash) {
    throw new AppError(
      'already-exists',
      'A platform with this issuer and client id is registered already. Remove it first.',
    );
  }
  const [row] = await db
    .transaction(async (tx) => {
      const stored = await tx
        .insert(ltiPlatform)
        .values({
          id: createPublicId(),
          ...input,
          deploymentIds: [...new Set(input.deploymentIds)],
          source,
          enabled: source === 'console',
          createdBy: actor?.id ?? null,
        })
        .returning();
      const [made] = stored;
      if (made && actor) await recordAudit(tx, actor, 'lti.add-platform', made.name, about(made));
      return stored;
    })
    .catch((error: unknown) => {
      if (taken(error)) {
        throw new AppError(
          'already-exists',
          'A platform with this issuer and client id is registered already.',
        );
      }
      throw error;
    });
  if (!row) throw new Error('platform not stored');
  return toPlatform(row);
}

async function findPlatform(db: Db, platformId: string): Promise<PlatformRow> {
  const [row] = await db.select().from(ltiPlatform).where(eq(ltiPlatform.id, platformId));
  if (!row) throw new AppError('not-found', 'No platform with that id.');
  return row;
}

/** Removes a platform, confirmed with its name; its people keep their accounts and cohorts. */
export async function removePlatform(
  db: Db,
  actor: Actor,
  platformId: string,
  confirm: string,
): Promise<PlatformRow> {
  const row = await findPlatform(db, platformId);
  if (confirm.trim().toLowerCase() !== row.name.toLowerCase()) {
    throw new AppError(
      'invalid-argument',
      "The confirmation must be the platform's name. The platform was not removed.",
    );
  }
  await db.transaction(async (tx) => {
    await tx.delete(ltiPlatform).where(eq(ltiPlatform.id, platformId));
    await recordAudit(tx, actor, 'lti.remove-platform', row.name, about(row));
  });
  return row;
}

/** Lets a dynamically registered platform launch. */
export async function approvePlatform(db: Db, actor: Actor, platformId: string): Promise<Platform> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ltiPlatform)
      .set({ enabled: true })
      .where(eq(ltiPlatform.id, platformId))
      .returning();
    if (!updated) throw new AppError('not-found', 'No platform with that id.');
    await recordAudit(tx, actor, 'lti.approve-platform', updated.name, about(updated));
    return updated;
  });
  return toPlatform(row);
}
