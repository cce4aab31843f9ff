/**
 * Which server test files the PostgreSQL pass runs (`npm run test:pg`, decision 0048). Every file
 * runs on PGlite; this rule picks those whose outcome can differ on PostgreSQL. PGlite is
 * PostgreSQL compiled to WebAssembly (same parser, planner, types and SQL), so a request that runs
 * alone behaves the same on both. What differs lies around the SQL:
 * - concurrency: PGlite is one connection, so transactions take turns; PostgreSQL runs them side by
 *   side over a pool, with row locks, isolation and unique-key races;
 * - processes: several servers on one database, a crash and a restart;
 * - the driver and the pool: node-postgres against PGlite's own (row types, lost connections,
 *   LISTEN/NOTIFY), and the jobs' leases and locks.
 * Read by apps/server/vitest.config.ts; tested in postgres-pass.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The rule's reasons, in the words ARCHITECTURE.md uses. */
export type PostgresReason =
  | 'PostgreSQL only'
  | 'says why on its first line'
  | 'driver, pool, jobs or events'
  | 'starts a server process'
  | 'runs requests at the same time';

/** The first line of a file that asks for the PostgreSQL pass, with its reason after the colon. */
const POSTGRES_TOO = /^\/\/ On PostgreSQL too: \S/;

/** Folders whose every test is about the driver, the pool, the jobs' leases or LISTEN/NOTIFY. */
const DATABASE_FOLDERS = ['db/', 'jobs/', 'realtime/'];

/**
 * Why the file at `path` (relative to `src/`, with forward slashes) runs on PostgreSQL too, or
 * undefined when PGlite alone is enough. `source` is the file's text.
 */
export function postgresReason(path: string, source: string): PostgresReason | undefined {
  if (path.endsWith('.pglite.test.ts')) return undefined;
  if (path.endsWith('.pg.test.ts')) return 'PostgreSQL only';
  // A file the patterns below miss says why it needs PostgreSQL too, in its first line.
  if (POSTGRES_TOO.test(source.split('\n', 1)[0] ?? '')) return 'says why on its first line';
  if (DATABASE_FOLDERS.some((folder) => path.startsWith(folder))) {
    return 'driver, pool, jobs or events';
  }
  if (/\bstartChildServer\(/.test(source)) return 'starts a server process';
  if (/\bPromise\.all(?:Settled)?\(/.test(source)) return 'runs requests at the same time';
  return undefined;
}

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every server test file under `srcDir`, relative to it, with forward slashes. */
export function serverTestFiles(srcDir: string): string[] {
  return testFiles(srcDir).map((file) => relative(srcDir, file).split('\\').join('/'));
}

/** The server's test files the PostgreSQL pass runs, relative to `src/`, with their reasons. */
export function postgresPassFiles(srcDir: string): { path: string; reason: PostgresReason }[] {
  return serverTestFiles(srcDir)
    .map((path) => ({
      path,
      reason: postgresReason(path, readFileSync(join(srcDir, path), 'utf8')),
    }))
    .filter((file): file is { path: string; reason: PostgresReason } => file.reason !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path));
}
