import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need several processes on one PostgreSQL: they run in npm run test:pg.
    // *.pglite.test.ts run child servers on the embedded database whatever TEST_DATABASE_URL
    // says (a data folder made read-only, a shutdown): the second run would repeat them exactly.
    exclude: process.env.TEST_DATABASE_URL ? ['src/**/*.pglite.test.ts'] : ['src/**/*.pg.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Every file imports the whole app (test/test-server.ts); with a fresh module graph per file,
    // that import was a third of the suite's time. The files of a worker share its modules instead,
    // and still open their own database and app each (docs/decisions/0029-the-fast-loop.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
