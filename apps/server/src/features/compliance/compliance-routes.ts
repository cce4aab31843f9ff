import { COMPLIANCE_MAP } from '@ffl/content/compliance-map';
import { DEFENSE_NAMES, FRAUD_NAMES } from '@ffl/engine/ids';
import { createRoute, z } from '@hono/zod-openapi';
import { DefenseIdSchema, FraudIdSchema } from '../../http/domain-schemas';
import { answers, createRouter } from '../../http/openapi';

const PageRefSchema = z.object({ id: z.string(), name: z.string() });

export const ComplianceMapSchema = z
  .object({
    requirements: z.array(
      z.object({
        id: z.string(),
        standard: z.string(),
        requirement: z.string(),
        asks: z.string(),
        meets: z.string(),
        frauds: z.array(PageRefSchema.extend({ id: FraudIdSchema })),
        defenses: z.array(PageRefSchema.extend({ id: DefenseIdSchema })),
        source: z.object({
          title: z.string(),
          publisher: z.string(),
          year: z.number().int(),
          url: z.string(),
        }),
      }),
    ),
  })
  .openapi('ComplianceMap');

/** `GET /api/compliance`: what the programme covers against the standards (content compliance-map.ts). */
export function createComplianceRoutes() {
  const router = createRouter();
  const answer = {
    requirements: COMPLIANCE_MAP.map((entry) => ({
      ...entry,
      frauds: entry.frauds.map((id) => ({ id, name: FRAUD_NAMES[id] })),
      defenses: entry.defenses.map((id) => ({ id, name: DEFENSE_NAMES[id] })),
    })),
  };
  router.openapi(
    createRoute({
      method: 'get',
      path: '/compliance',
      tags: ['Assignments'],
      summary:
        'For auditors: the requirements the programme maps to, with the pages that meet each',
      responses: answers('The map', ComplianceMapSchema),
    }),
    (c) => c.json(answer, 200),
  );
  return router;
}
