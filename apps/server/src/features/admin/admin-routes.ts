import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { countPlayers } from './admin-service';

export function createAdminRoutes(db: Db) {
  return new Hono<AppEnv>().get('/stats', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await countPlayers(db));
  });
}
