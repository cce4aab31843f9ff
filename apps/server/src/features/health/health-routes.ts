import { Hono } from 'hono';
import type { Database } from '../../db/client';

export function createHealthRoutes(database: Pick<Database, 'ping' | 'kind'>) {
  return new Hono().get('/', async (c) => {
    const up = await database.ping();
    c.header('cache-control', 'no-store');
    return c.json(
      { status: up ? 'ok' : 'degraded', database: { kind: database.kind, reachable: up } },
      up ? 200 : 503,
    );
  });
}
