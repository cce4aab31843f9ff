import {
  DEFENSE_IDS,
  DEFENSE_NAMES,
  FAMILY_IDS,
  FAMILY_NAMES,
  FRAUD_IDS,
  FRAUD_NAMES,
} from '@ffl/engine/ids';
import { createRoute } from '@hono/zod-openapi';
import { answers, createRouter } from '../../http/openapi';
import { CatalogueSchema } from './catalogue-schemas';

/** The catalogue of frauds, defenses and families, from the engine. */
export function createCatalogueRoutes() {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Learning'],
      summary: 'The catalogue: every family, fraud and defense, by id with its name',
      responses: answers('The catalogue', CatalogueSchema),
    }),
    (c) => {
      c.header('cache-control', 'private, max-age=300');
      return c.json(
        {
          families: FAMILY_IDS.map((id) => ({ id, name: FAMILY_NAMES[id] })),
          frauds: FRAUD_IDS.map((id) => ({ id, name: FRAUD_NAMES[id] })),
          defenses: DEFENSE_IDS.map((id) => ({ id, name: DEFENSE_NAMES[id] })),
        },
        200,
      );
    },
  );
}
