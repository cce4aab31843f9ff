import { defineConfig } from 'vitest/config';

// Coverage settings, with the 100% line threshold, are added only when coverage is asked for
// (`npm run coverage`), so the plain test run stays as fast as possible.
const wantsCoverage = process.argv.some((argument) => argument.startsWith('--coverage'));

export default defineConfig({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts'],
    ...(wantsCoverage
      ? {
          coverage: {
            provider: 'v8',
            include: ['src/**/*.ts'],
            exclude: ['src/**/*.test.ts'],
            reporter: ['text'],
            thresholds: { lines: 100 },
          },
        }
      : {}),
  },
});
