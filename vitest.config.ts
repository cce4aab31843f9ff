import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/content', 'apps/server', 'apps/web'],
  },
});
