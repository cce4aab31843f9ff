import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { isStorageError, probeWritable } from '../../lib/data-dir';

export interface HealthDeps {
  database: Pick<Database, 'ping' | 'kind' | 'db'>;
  /** The embedded database's folder, checked for a new file on every health check. */
  pgliteDir?: string;
  /** Told when the embedded database fails to write although its folder takes files again. */
  onStorageFailure?: (error: unknown) => void;
}

/**
 * `GET /api/health`: the database answers a read, and takes a cheap write (an upsert of one
 * rate-limit row, pruned hourly with the others); the embedded database's folder takes a new
 * file. Anything less is `degraded` with 503, so a load balancer or supervisor sees the truth.
 */
export function createHealthRoutes(deps: HealthDeps) {
  const { database } = deps;
  return new Hono().get('/', async (c) => {
    const reachable = await database.ping();
    const folderProblem = deps.pgliteDir ? probeWritable(deps.pgliteDir) : null;
    let wrote = false;
    if (reachable) {
      try {
        await database.db.execute(sql`
          insert into rate_limit (key, window_start, count)
          values ('health:write-probe', date_trunc('hour', now()), 1)
          on conflict (key, window_start) do update set count = rate_limit.count + 1`);
        wrote = true;
      } catch (error) {
        if (isStorageError(error) && folderProblem === null) deps.onStorageFailure?.(error);
      }
    }
    const writable = wrote && folderProblem === null;
    const ok = reachable && writable;
    c.header('cache-control', 'no-store');
    return c.json(
      { status: ok ? 'ok' : 'degraded', database: { kind: database.kind, reachable, writable } },
      ok ? 200 : 503,
    );
  });
}
