import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Who am I: reachable with an unverified e-mail, so /verify-email can check again. */
export function createMeRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const u = c.get('user');
    c.header('cache-control', 'no-store');
    return c.json({
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      role: u.role === 'admin' ? 'admin' : 'player',
    });
  });
}
