import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Database, openDatabase, pgliteDirFor } from '../../src/db/client';
import { createScratchDatabase } from '../../src/test/scratch-postgres';

const migrationsDir = resolve(import.meta.dirname, '../../drizzle');

export interface BenchStore {
  /** Opens the benchmark's database in this process (close it before a child server opens PGlite). */
  open: () => Promise<Database>;
  /** The environment that points a child server at the same database. */
  env: Record<string, string>;
}

/**
 * Runs `run` against a fresh database: a new PGlite folder, or a scratch database on the
 * PostgreSQL server of TEST_DATABASE_URL (see scripts/with-postgres.mjs), dropped afterwards.
 */
export async function withStore(
  kind: 'pglite' | 'postgres',
  scratchName: string,
  run: (store: BenchStore) => Promise<void>,
): Promise<void> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'ffl-bench-'));
    await run({
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: pgliteDirFor(dataDir), migrationsDir }),
    });
    return;
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, scratchName);
  try {
    await run({
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ databaseUrl: scratch.url, migrationsDir }),
    });
  } finally {
    await scratch.drop();
  }
}
