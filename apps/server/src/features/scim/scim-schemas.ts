import { z } from '@hono/zod-openapi';
import { PublicIdParam } from '../../http/openapi';

/**
 * The SCIM service's request bodies (RFC 7643 core User and Group, RFC 7644 PatchOp), read
 * leniently where directories differ: attributes this service does not keep (phone numbers,
 * addresses, the enterprise extension) are accepted and ignored, and booleans may come as the
 * strings "True" and "False" (Entra ID). And the console's token routes' schemas.
 */

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** A boolean, or its spelling as text in any case ("True", "false"). */
export const ScimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i, 'must be true or false')
    .transform((text) => text.toLowerCase() === 'true'),
]);

/** Text, or null for "none" (RFC 7643 §2.5: null is the same as unassigned). */
const OptionalText = (max: number) => z.union([z.string().max(max), z.null()]).optional();

export const ScimNameSchema = z.object({
  givenName: OptionalText(200),
  familyName: OptionalText(200),
  formatted: OptionalText(400),
});

export const ScimUserBodySchema = z.object({
  userName: z.string().trim().min(1).max(254),
  externalId: OptionalText(255),
  displayName: OptionalText(400),
  name: z.union([ScimNameSchema, z.null()]).optional(),
  active: ScimBoolean.optional(),
});
export type ScimUserBody = z.infer<typeof ScimUserBodySchema>;

export const ScimMemberSchema = z.object({ value: z.string().min(1).max(100) });

export const ScimGroupBodySchema = z.object({
  displayName: z.string().trim().min(1).max(200),
  externalId: OptionalText(255),
  members: z.array(ScimMemberSchema).max(10_000).optional(),
});
export type ScimGroupBody = z.infer<typeof ScimGroupBodySchema>;

export const ScimPatchSchema = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .regex(/^(add|replace|remove)$/i, 'must be add, replace or remove')
          .transform((op) => op.toLowerCase() as 'add' | 'replace' | 'remove'),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatchOperation = z.infer<typeof ScimPatchSchema>['Operations'][number];

// The console's token routes (under /api/admin/organisations/{organisationId}/scim-tokens); the
// organisation's id is the organisation console's own parameter (features/sso/sso-schemas.ts).

export const ScimTokenParams = z.object({
  organisationId: PublicIdParam,
  tokenId: PublicIdParam,
});

export const NewScimTokenSchema = z
  .object({ name: z.string().trim().min(1).max(100) })
  .strict()
  .openapi('NewScimToken');

export const ScimTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().openapi({ description: "The secret's first characters, to recognise it." }),
    createdAt: z.string(),
    createdBy: z.union([z.string(), z.null()]).openapi({ description: "The creator's e-mail." }),
    lastUsedAt: z.union([z.string(), z.null()]).openapi({
      description: 'When a directory last used it (to the minute).',
    }),
    revokedAt: z.union([z.string(), z.null()]),
  })
  .openapi('ScimToken');
export type ScimToken = z.infer<typeof ScimTokenSchema>;

export const ScimTokenListSchema = z
  .object({
    baseUrl: z.string().openapi({ description: "The SCIM service's address for the directory." }),
    tokens: z.array(ScimTokenSchema),
  })
  .openapi('ScimTokenList');
export type ScimTokenList = z.infer<typeof ScimTokenListSchema>;

export const CreatedScimTokenSchema = z
  .object({
    token: ScimTokenSchema,
    secret: z.string().openapi({ description: 'The bearer token: shown this once, never again.' }),
    baseUrl: z.string(),
  })
  .openapi('CreatedScimToken');
export type CreatedScimToken = z.infer<typeof CreatedScimTokenSchema>;
