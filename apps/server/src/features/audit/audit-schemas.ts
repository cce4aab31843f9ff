import { z } from '@hono/zod-openapi';

/** The shape of the audit log's answer; the service returns this type. */

export const AuditPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        actor: z.string().openapi({ description: "The game master's e-mail." }),
        action: z.string(),
        target: z.string().nullable(),
        details: z.unknown(),
        at: z.string(),
      }),
    ),
  })
  .openapi('AuditPage');

export type AuditPage = z.infer<typeof AuditPageSchema>;
