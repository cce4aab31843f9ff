import { z } from '@hono/zod-openapi';

/** The console's LTI answers and requests (owners only, under /api/admin/lti). */

const HttpsOrLocalUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine(
    (value) => /^https:\/\//.test(value) || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(value),
    {
      message: 'Use an https:// address (http:// only for localhost).',
    },
  );

export const NewPlatformSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    issuer: z.string().trim().min(1).max(2000),
    clientId: z.string().trim().min(1).max(255),
    authLoginUrl: HttpsOrLocalUrl,
    tokenUrl: HttpsOrLocalUrl,
    jwksUrl: HttpsOrLocalUrl,
    deploymentIds: z.array(z.string().trim().min(1).max(255)).min(1).max(50),
  })
  .openapi('LtiNewPlatform');

export const PlatformSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    issuer: z.string(),
    clientId: z.string(),
    authLoginUrl: z.string(),
    tokenUrl: z.string(),
    jwksUrl: z.string(),
    deploymentIds: z.array(z.string()),
    source: z.enum(['console', 'dynamic']),
    enabled: z.boolean().openapi({
      description:
        'Launches are accepted. A dynamic registration waits for an owner to approve it.',
    }),
    createdAt: z.string(),
  })
  .openapi('LtiPlatform');

export const PlatformListSchema = z
  .object({
    platforms: z.array(PlatformSchema),
    addresses: z
      .object({
        registration: z.string(),
        login: z.string(),
        launch: z.string(),
        jwks: z.string(),
        deepLinking: z.string(),
        targetLinkUri: z.string(),
        canvasConfiguration: z.string(),
      })
      .openapi({ description: 'What to give a learning platform.' }),
  })
  .openapi('LtiPlatformList');

export const PlatformParams = z.object({
  platformId: z.string().regex(/^[A-Za-z0-9]{20}$/, 'Not a platform id.'),
});

export const RemovePlatformSchema = z
  .object({ confirm: z.string().max(2000).openapi({ description: "The platform's name." }) })
  .openapi('LtiRemovePlatform');

export const SyncSchema = z
  .object({ contextId: z.string().min(1).max(255) })
  .openapi('LtiRosterSyncRequest');

export const SyncResultSchema = z
  .object({
    members: z.number().int(),
    managers: z.number().int(),
    removed: z.number().int(),
    skipped: z
      .number()
      .int()
      .openapi({ description: 'People with no account and no e-mail address.' }),
  })
  .openapi('LtiRosterSync');

export type Platform = z.infer<typeof PlatformSchema>;
export type SyncResult = z.infer<typeof SyncResultSchema>;
