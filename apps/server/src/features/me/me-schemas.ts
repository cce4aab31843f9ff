import { z } from '@hono/zod-openapi';
import { RoleSchema } from '../../http/domain-schemas';

/** GET /api/me: who I am, reachable before the e-mail is verified (me-routes.ts). */
export const MeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    role: RoleSchema,
  })
  .openapi('Me');
