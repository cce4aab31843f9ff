import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { ensureBank } from './bank-service';

/**
 * Makes sure the signed-in player has a bank before the route runs (it is created with the
 * starting cash on the first visit). Every route that needs the bank row uses this, rather than
 * calling `ensureBank` itself.
 */
export function withBank(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const u = c.get('user');
    await ensureBank(db, u.id, u.name);
    await next();
  };
}
