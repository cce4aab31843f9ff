import { count, desc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/game';
import {
  type AuditAction,
  type AuditDetailsOf,
  type AuditPage,
  readAuditDetails,
} from './audit-schemas';

export interface Actor {
  id: string;
  email: string;
}

/**
 * Who an audit entry names: a signed-in person, or a system that acts for someone else (a
 * directory through SCIM), which has no account; its words say which one.
 */
export type AuditActor = Actor | { id: null; email: string };

/**
 * Records one game-master action. Call it inside the transaction of the action itself, so the log
 * never claims an action that rolled back, nor misses one that committed. The details are typed by
 * the action (audit-schemas.ts): a field the action's schema lacks, or of the wrong type, does not
 * compile. Details that may be empty may be left out.
 */
export async function recordAudit<A extends AuditAction>(
  tx: DbOrTx,
  actor: AuditActor,
  action: A,
  target: string | null,
  ...[details]: Partial<AuditDetailsOf<A>> extends AuditDetailsOf<A>
    ? [details?: AuditDetailsOf<A>]
    : [details: AuditDetailsOf<A>]
): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ actorId: actor.id, actorEmail: actor.email, action, target, details: details ?? {} });
}

export async function listAudit(db: Db, page: number, pageSize: number): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog);
  return {
    total: total?.n ?? 0,
    page,
    pageSize,
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actorEmail,
      action: row.action,
      target: row.target,
      details: readAuditDetails(row.action, row.details),
      at: row.createdAt.toISOString(),
    })),
  };
}
