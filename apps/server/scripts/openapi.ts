/**
 * Writes the API's OpenAPI document, built from the same zod schemas that validate requests.
 * The web app turns it into TypeScript types (`npm run api:types -w @ffl/web`).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/lib/logger';
import { startServices } from '../src/services';

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'development',
  DEV_OIDC_PORT: '0',
  SCHEDULER: 'off',
  LOG_LEVEL: 'error',
});
const database = await openDatabase({
  pgliteDir: 'memory://',
  migrationsDir: resolve(import.meta.dirname, '../drizzle'),
});
const services = await startServices(env, { logger: createLogger('error', false), database });
const res = await services.app.request('/api/openapi.json');
const doc = await res.json();
await services.close();
await database.close();
const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/openapi.ts <output.json>');
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
