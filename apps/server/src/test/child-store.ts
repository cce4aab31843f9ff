import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Database, openDatabase, pgliteDirFor } from '../db/client';
import { pgliteTemplate } from './pglite-template';
import { createScratchDatabase } from './scratch-postgres';

const migrationsDir = resolve(import.meta.dirname, '../../drizzle');

export interface ChildStore {
  /** What the child server needs to use the store: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  /** Opens the store from the test's own process (not while the child has a PGlite folder open). */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

/**
 * The database a child server (`startChildServer`) runs on: a new PostgreSQL database when
 * TEST_DATABASE_URL is set, else a PGlite folder of its own. `tag` names the database or folder.
 */
export async function prepareChildStore(tag: string): Promise<ChildStore> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const scratch = await createScratchDatabase(base, `ffl_${tag.replaceAll('-', '_')}`);
    return {
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ databaseUrl: scratch.url, migrationsDir }),
      drop: scratch.drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `ffl-${tag}-`));
  // The first open fills the empty folder from the run's migrated template, not initdb.
  let fresh = true;
  return {
    env: { DATA_DIR: dataDir },
    open: () => {
      const template = fresh ? pgliteTemplate() : undefined;
      fresh = false;
      return openDatabase({
        pgliteDir: pgliteDirFor(dataDir),
        migrationsDir,
        pgliteTemplate: template,
      });
    },
    // The folder holds the whole database (a crash test's is over 200 MB): gone with the store.
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
