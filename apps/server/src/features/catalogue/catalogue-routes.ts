import {
  DEFENSE_IDS,
  DEFENSE_NAMES,
  FAMILY_IDS,
  FAMILY_NAMES,
  FRAUD_IDS,
  FRAUD_NAMES,
} from '@ffl/engine/ids';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** The catalogue of frauds, defenses and families, from the engine. */
export function createCatalogueRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('cache-control', 'private, max-age=300');
    return c.json({
      families: FAMILY_IDS.map((id) => ({ id, name: FAMILY_NAMES[id] })),
      frauds: FRAUD_IDS.map((id) => ({ id, name: FRAUD_NAMES[id] })),
      defenses: DEFENSE_IDS.map((id) => ({ id, name: DEFENSE_NAMES[id] })),
    });
  });
}
