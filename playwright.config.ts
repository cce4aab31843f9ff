import { defineConfig } from '@playwright/test';

/** Each project plays on its own server and database, so that the two run side by side. */
const OWN_DATA_PORT = 3100;
const SHARED_WORLD_PORT = 3101;
const urlOf = (port: number) => `http://localhost:${port}`;

/**
 * Journeys whose players only touch their own data: no wave sent, no test clock moved, no season
 * started. They run two at a time (project `own-data`). The others change what every player sees
 * (a wave hits every bank, the clock moves for everyone), so they run one at a time (project
 * `shared-world`). Each project has its own server and fresh database, so the two projects run at
 * the same time (three browsers in all) and a shared-world wave never reaches an own-data player.
 * The journeys ask `appOrigin()` (support/api.ts) which server is theirs.
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
  'sso',
  'wiki',
].map((name) => `**/${name}.spec.ts`);

/** A fresh embedded database for every run (the data folder is wiped first), on its own port. */
function appServer(port: number, name: string, oidcPort: number) {
  const dataDir = `.tmp/e2e-data-${name}`;
  return {
    command: `rm -rf ${dataDir} && node apps/server/dist/index.mjs`,
    url: `${urlOf(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: urlOf(port),
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Fantasy Fraud League <no-reply@ffl.test>',
      DEV_OIDC_PORT: String(oidcPort),
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
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // Axe over a long page at full height (help, a fraud or defense page) takes seconds on a busy
  // 2-core machine; three journeys ran past 60 s when the machine was loaded, never when idle.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  projects: [
    {
      name: 'own-data',
      testMatch: OWN_DATA_JOURNEYS,
      workers: 2,
      use: { baseURL: urlOf(OWN_DATA_PORT) },
    },
    {
      name: 'shared-world',
      testIgnore: OWN_DATA_JOURNEYS,
      workers: 1,
      use: { baseURL: urlOf(SHARED_WORLD_PORT) },
    },
  ],
  use: {
    browserName: 'chromium',
    // A failed journey keeps its trace: every action with the page's DOM before and after, its
    // network and console. Not the trace's screencast: encoding a frame at every paint was about
    // a third of the browsers' CPU in every journey, failed or not (decision 0048); the failure's
    // own screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
    appServer(OWN_DATA_PORT, 'own-data', 3191),
    appServer(SHARED_WORLD_PORT, 'shared-world', 3192),
  ],
});
