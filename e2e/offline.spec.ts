import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  checkScreen,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
  waitForMail,
} from './support/helpers';
import { moneyBarValue, openHomeDetail } from './support/home';

/**
 * Issue 7 journey 4: offline mode. This journey stops and restarts its server, so it runs its
 * own on another port, with its own data folder, next to the shared one of playwright.config.ts.
 */
const PORT = 3150;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = resolve(`.tmp/e2e-offline-${Date.now().toString(36)}`);

function startServer(): ChildProcess {
  return spawn(process.execPath, [resolve('apps/server/dist/index.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      DATA_DIR,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Fantasy Fraud League <no-reply@ffl.test>',
      DEV_OIDC_PORT: '3194',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: '',
      TEST_CLOCK: 'off',
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp() {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${ORIGIN}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { message: 'the offline journey server answers', timeout: 60_000 },
    )
    .toBe(200);
}

async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

let server: ChildProcess | undefined;

test.afterAll(async () => {
  await stopServer(server);
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test('offline mode: the banner comes when the server goes, and goes when it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  server = startServer();
  await waitUntilUp();

  // A verified player of this server, through its real verification mail.
  const email = uniqueEmail('offline');
  const signUp = await request.post(`${ORIGIN}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: 'Olive Offline' },
    headers: { origin: ORIGIN },
  });
  expect(signUp.status()).toBe(200);
  const mail = await waitForMail(request, email, 'Verify your email');
  const link = new RegExp(`(${ORIGIN}/\\S+)`).exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  const verified = await request.get(link ?? '', { maxRedirects: 0 });
  expect(verified.headers().location).toBe('/login?verified=1');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${ORIGIN}/login`);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(`${ORIGIN}/home`);
  // Skipping the welcome is final: the dashboard shows, and stays after a reload.
  await page.getByRole('button', { name: 'Skip the welcome' }).click();
  // The bank's row under Home's "More", named by the bank.
  const bankHeading = page.getByRole('region', { name: 'Bank of Olive', exact: true });
  await expect(bankHeading).toBeVisible();
  await page.reload();
  await expect(bankHeading).toBeVisible();
  await expect(moneyBarValue(page, 'Cash')).toHaveText('$1,000,000');
  const offline = page.getByRole('status').filter({ hasText: 'Offline mode' });
  await expect(offline).toHaveCount(0);

  // The server goes away: after the specification's 10 s without an answer, offline mode.
  await stopServer(server);
  await expect(offline).toBeVisible({ timeout: 30_000 });
  // What was loaded stays readable.
  await expect(bankHeading).toBeVisible();
  await expect(moneyBarValue(page, 'Cash')).toHaveText('$1,000,000');
  const coverage = await openHomeDetail(page, 'Your protection');
  await expect(coverage).toContainText(/Average protection \d+%/);
  await expect(coverage.getByRole('link', { name: 'How each fraud works' })).toBeVisible();
  await checkScreen(page, 'offline');

  // Back on the same data: the banner goes and the data is fetched again.
  const refetched = page.waitForResponse(
    (res) => res.url() === `${ORIGIN}/api/bank` && res.status() === 200,
    { timeout: 120_000 },
  );
  server = startServer();
  await waitUntilUp();
  await expect(offline).toHaveCount(0, { timeout: 90_000 });
  await refetched;
  await expect(bankHeading).toBeVisible();
  await expect(moneyBarValue(page, 'Cash')).toHaveText('$1,000,000');
  await checkScreen(page, 'back online');
});
