import { z } from '@hono/zod-openapi';
import { DefenseIdSchema, FamilySchema, FraudIdSchema } from '../../http/domain-schemas';

/** The catalogue's answer (GET /catalogue): every family, fraud and defense with its name. */
export const CatalogueSchema = z
  .object({
    families: z.array(z.object({ id: FamilySchema, name: z.string() })),
    frauds: z.array(z.object({ id: FraudIdSchema, name: z.string() })),
    defenses: z.array(z.object({ id: DefenseIdSchema, name: z.string() })),
  })
  .openapi('Catalogue');
