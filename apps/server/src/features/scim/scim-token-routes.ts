import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { requireOwner } from '../../http/guards';
import { answers, createRouter, jsonBody, NoBody } from '../../http/openapi';
import { actorOf } from '../admin/admin-routes';
import { OrganisationParams } from '../sso/sso-schemas';
import {
  CreatedScimTokenSchema,
  NewScimTokenSchema,
  ScimTokenListSchema,
  ScimTokenParams,
  ScimTokenSchema,
} from './scim-schemas';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-token-service';

/**
 * An organisation's SCIM tokens in the console, owners only (a token can create and archive
 * accounts), mounted under /api/admin (the game-master guard is app.ts's, then requireOwner).
 */
export function createScimTokenRoutes(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/organisations/{organisationId}/scim-tokens',
      tags: ['SCIM'],
      summary: "An organisation's SCIM tokens, newest first, and the SCIM base address",
      description: 'Owners only. The secrets are never shown again: only their first characters.',
      middleware: [requireOwner] as const,
      request: { params: OrganisationParams },
      responses: answers('The tokens', ScimTokenListSchema),
    }),
    async (c) =>
      c.json(await listScimTokens(db, c.req.valid('param').organisationId, publicUrl), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/organisations/{organisationId}/scim-tokens',
      tags: ['SCIM'],
      summary: 'Make a SCIM token for the organisation’s directory',
      description:
        'Owners only. The answer holds the secret, the one time it is shown. Recorded in the audit log.',
      middleware: [requireOwner] as const,
      request: { params: OrganisationParams, body: jsonBody(NewScimTokenSchema) },
      responses: answers('The token and its secret', CreatedScimTokenSchema),
    }),
    async (c) => {
      const { organisationId } = c.req.valid('param');
      const { name } = c.req.valid('json');
      return c.json(
        await createScimToken(db, actorOf(c.get('user')), organisationId, name, publicUrl),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/organisations/{organisationId}/scim-tokens/{tokenId}/revoke',
      tags: ['SCIM'],
      summary: 'Revoke a SCIM token: the directory is refused from its next request',
      description: 'Owners only. Revoking again changes nothing. Recorded in the audit log.',
      middleware: [requireOwner] as const,
      request: { params: ScimTokenParams, body: NoBody },
      responses: answers('The revoked token', ScimTokenSchema),
    }),
    async (c) => {
      const { organisationId, tokenId } = c.req.valid('param');
      return c.json(
        await revokeScimToken(db, actorOf(c.get('user')), organisationId, tokenId),
        200,
      );
    },
  );

  return router;
}
