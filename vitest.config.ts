import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/content', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests
    // spend much of their time waiting (child servers, PostgreSQL, SMTP, timers), so two files at
    // once finish sooner even there.
    maxWorkers: 2,
  },
});
