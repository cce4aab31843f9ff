import { resolve } from 'node:path';
import { defineProject } from 'vitest/config';
import { postgresPassFiles } from './src/test/postgres-pass.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * On PGlite every file runs but *.pg.test.ts, which need several processes on one PostgreSQL. The
 * PostgreSQL pass (TEST_DATABASE_URL) runs the files whose outcome can differ there, by the rule in
 * src/test/postgres-pass.ts (ARCHITECTURE.md, Tests).
 */
function include(): string[] {
  if (!onPostgres) return ['src/**/*.test.ts'];
  const files = postgresPassFiles(resolve(import.meta.dirname, 'src'));
  const counts = new Map<string, number>();
  for (const file of files) counts.set(file.reason, (counts.get(file.reason) ?? 0) + 1);
  console.log(
    `PostgreSQL pass: ${files.length} test files by the rule in src/test/postgres-pass.ts (${[
      ...counts,
    ]
      .map(([reason, n]) => `${n} ${reason}`)
      .join(', ')})`,
  );
  return files.map((file) => `src/${file.path}`);
}

export default defineProject({
  test: {
    name: 'server',
    include: include(),
    // *.pglite.test.ts run child servers on the embedded database whatever TEST_DATABASE_URL
    // says (a data folder made read-only, a shutdown): the rule never picks them.
    exclude: onPostgres ? [] : ['src/**/*.pg.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Every file imports the whole app (test/test-server.ts); with a fresh module graph per file,
    // that import was a third of the suite's time. The files of a worker share its modules instead,
    // and still open their own database and app each (docs/decisions/0029-the-fast-loop.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
