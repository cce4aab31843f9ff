import { defineConfig } from '@playwright/test';

const APP_PORT = 3100;
export const APP_URL = `http://localhost:${APP_PORT}`;

/**
 * Journeys whose players only touch their own data: no wave sent, no test clock moved, no season
 * started. They run two at a time (project `own-data`). The others change what every player sees
 * (a wave hits every bank, the clock moves for everyone), so they run one at a time (project
 * `shared-world`). `npm run test:e2e` runs the two projects one after the other, each on a fresh
 * server; a single spec file runs as before. Not `dependencies`: with it, running one shared-world
 * file would first run every own-data journey.
 */
const OWN_DATA_JOURNEYS = [
  'drills',
  'errors',
  'google',
  'league-invite',
  'leagues',
  'learning-check',
  'offline',
  'practice-wave',
  'quiz',
  'routing',
  'settings',
  'shop',
  'sign-up',
  'wiki',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Axe over a long page at full height (help, a fraud or defense page) takes seconds on a busy
  // 2-core machine; three journeys ran past 60 s when the machine was loaded, never when idle.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  projects: [
    { name: 'own-data', testMatch: OWN_DATA_JOURNEYS },
    { name: 'shared-world', testIgnore: OWN_DATA_JOURNEYS, workers: 1 },
  ],
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // Nothing compares screenshots: one is kept for a failed test, to see what it saw.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-capture.ts',
      url: 'http://127.0.0.1:2526/health',
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // A fresh embedded database for every run: the data folder is wiped first.
      command: 'rm -rf .tmp/e2e-data && node apps/server/dist/index.mjs',
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'development',
        PORT: String(APP_PORT),
        PUBLIC_URL: APP_URL,
        DATA_DIR: '.tmp/e2e-data',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Fantasy Fraud League <no-reply@ffl.test>',
        DEV_OIDC_PORT: '3191',
        LOG_LEVEL: 'warn',
        // The game master of the journeys, and a clock they can move (never in production).
        ADMIN_EMAILS: 'gm-e2e@example.com',
        TEST_CLOCK: 'on',
        SCHEDULER_TICK_MS: '500',
        // The notification mails' job looks for work every second, so a journey waits little.
        NOTIFIER_TICK_MS: '1000',
        // The shared-world journeys send more waves than a season has (12): a season they share
        // must not end under them (season-and-tables.spec.ts starts its own new season).
        SEASON_WAVES: '50',
      },
    },
  ],
});
