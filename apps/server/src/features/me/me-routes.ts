import { roleOf } from '@ffl/engine/roles';
import { createRoute } from '@hono/zod-openapi';
import { answers, createRouter } from '../../http/openapi';
import { MeSchema } from './me-schemas';

/**
 * Who am I: reachable with an unverified e-mail, so /verify-email can check again. Mounted under
 * /api before the verified-e-mail guard (app.ts), and documented in the API's document from there.
 */
export function createMeRoutes() {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['Account'],
      summary: 'Who I am: my id, e-mail, name, whether it is verified, and my role',
      description: 'The one route a signed-in player reaches before verifying their e-mail.',
      responses: answers('The signed-in player', MeSchema),
    }),
    (c) => {
      const u = c.get('user');
      c.header('cache-control', 'no-store');
      return c.json(
        {
          id: u.id,
          email: u.email,
          name: u.name,
          emailVerified: u.emailVerified,
          role: roleOf(u.role),
        },
        200,
      );
    },
  );
}
