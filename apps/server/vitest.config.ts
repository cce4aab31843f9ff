import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need several processes on one PostgreSQL: they run in npm run test:pg.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
