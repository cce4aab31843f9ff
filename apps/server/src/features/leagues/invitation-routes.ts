import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter } from '../../http/openapi';
import { requestIp } from '../../http/request-ip';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import { previewInvitation } from './invitation-service';
import { InvitationSchema, InviteCodeSchema } from './league-schemas';

/** Looks at invite codes by one address: enough for anyone with a link, too few to guess codes. */
const PREVIEWS_PER_ADDRESS: RateRule = { max: 30, windowSeconds: 60 };

/**
 * `GET /api/invitations/{code}`: what an invite link leads to, for a visitor who is not signed in
 * yet (the sign-in pages name the league and who runs it). Mounted before the session guard, and
 * documented with the game routes (app.ts).
 */
const invitationRoute = createRoute({
  method: 'get',
  path: '/invitations/{code}',
  tags: ['Leagues'],
  summary: 'What an invite link leads to, before signing in: the league and who runs it',
  description:
    "Needs no sign-in. Unknown code: not-found. An anonymous owner's names are replaced by their label. At most 30 a minute from one address (too-many-requests).",
  request: { params: z.object({ code: InviteCodeSchema }) },
  responses: answers('The league behind the code', InvitationSchema),
});

export function createInvitationRoutes(deps: { db: Db; limiter: RateLimiter }) {
  const router = createRouter();
  router.openapi(invitationRoute, async (c) => {
    await deps.limiter.hit(`invitation:ip:${requestIp(c)}`, PREVIEWS_PER_ADDRESS);
    const invitation = await previewInvitation(deps.db, c.req.valid('param').code);
    c.header('cache-control', 'no-store');
    return c.json(invitation, 200);
  });
  return router;
}
