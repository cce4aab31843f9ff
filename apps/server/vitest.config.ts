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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
