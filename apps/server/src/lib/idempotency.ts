import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { idempotencyKey } from '../db/schema/game';
import { AppError } from './app-error';

export interface StoredAnswer<T> {
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `action` once per (player, key). Call it inside the transaction that holds the player's
 * bank lock (or, for a game master's action, the lock of what it changes): a concurrent retry then
 * waits for the first request and reads its stored answer, and the answer is committed together
 * with the change it describes.
 */
export async function runOnce<T>(
  tx: DbOrTx,
  userId: string,
  key: string,
  scope: string,
  action: () => Promise<T>,
): Promise<StoredAnswer<T>> {
  const [previous] = await tx
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
  if (previous) {
    if (previous.scope !== scope) {
      throw new AppError(
        'invalid-argument',
        'This Idempotency-Key was already used for a different request. Send a new key for each action.',
      );
    }
    return { body: previous.body as T, replayed: true };
  }
  const body = await action();
  const stored = await tx
    .insert(idempotencyKey)
    .values({ userId, key, scope, status: 200, body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  // Taken meanwhile by a request under another lock (a game master's actions on two different
  // waves, say): throwing rolls this action back, and a retry reads the stored answer.
  if (stored.length === 0) {
    throw new AppError(
      'aborted',
      'Another request with this Idempotency-Key was running. Please try again.',
    );
  }
  return { body, replayed: false };
}

/** Keys older than a day are of no use to a retrying client. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKey)
    .where(lt(idempotencyKey.createdAt, new Date(now.getTime() - 86_400_000)));
}
