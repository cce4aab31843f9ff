import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  linkIn,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
  waitForMail,
} from './support/helpers';

test('guards: signed out goes to /login and comes back to where it started', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guard');
  await createVerifiedAccount(request, email);
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fleaderboard$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();

  // Signed in, the public entry pages lead to /home.
  for (const path of ['/', '/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  // Every shell has its heading and the app header.
  const shells: [string, string][] = [
    ['/defenseshop', 'Defense Shop'],
    ['/fraudwiki', 'Fraud Wiki'],
    ['/help', 'Help'],
    ['/settings', 'Settings'],
    ['/attacklog', 'Attack Log'],
    ['/defenses/MultiFactorAuth', 'Multi-Factor Authentication'],
    ['/frauds/AuthPushPayments', 'Authorised Push Payment Fraud'],
  ];
  for (const [path, heading] of shells) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  }
});

test('an unverified user is confined to /verify-email', async ({ page, request, browser }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  // Confined to /verify-email, which remembers the page asked for (for after the check).
  for (const path of ['/home', '/frauds/Phishing', '/defenseshop', '/leaderboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/verify-email' && [null, path].includes(url.searchParams.get('redirect')),
    );
  }
  // The server agrees: the API refuses the unverified session.
  const api = await page.request.get('/api/catalogue');
  expect(api.status()).toBe(403);

  await page.getByRole('button', { name: "I've verified — check again" }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Not verified yet. Open the link in the email we sent you, then check again.',
  );
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('status')).toHaveText(`We sent a new link to ${email}.`);
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many attempts. Please wait a minute and try again.',
  );

  const mail = await waitForMail(request, email, 'Verify your email', 2);
  const other = await browser.newContext();
  await (await other.newPage()).goto(linkIn(mail));
  await other.close();
  await page.getByRole('button', { name: "I've verified — check again" }).click();
  // Verified, the player goes on to the page last asked for.
  await expect(page).toHaveURL(/\/leaderboard$/);

  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/home$/);
});

test('404 — Not Found for unknown paths and unknown ids', async ({ page, request }) => {
  // The server says 404 too, so that crawlers and scanners see the truth.
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 — Not Found' })).toBeVisible();
  // An unknown fraud or defense is no page for anyone: a signed-out visitor sees the 404 too,
  // and is not sent to sign in first. A real one still asks them to sign in.
  for (const path of ['/frauds/X', '/defenses/X', '/frauds/X/quiz', '/defenses/Firewall']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 — Not Found' }), path).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/frauds/Phishing');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffrauds%2FPhishing$/);
  const email = uniqueEmail('notfound');
  await createVerifiedAccount(request, email);
  await page.goto('/login');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/home$/);
  for (const path of ['/defenses/Firewall', '/frauds/phishing', '/frauds/X', '/homes']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 — Not Found' })).toBeVisible();
  }
});

test('hovering a /frauds/Phishing link fetches its code before the click', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('preload');
  await createVerifiedAccount(request, email);
  await page.goto('/login?redirect=%2Ffraudwiki');
  await signInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Fraud Wiki' })).toBeVisible();

  const fraudChunk = /\/assets\/_fraudId-[^/]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (fraudChunk.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  expect(fetched).toEqual([]);
  const link = page.getByRole('link', { name: 'Phishing', exact: true });
  const chunkRequest = page.waitForRequest((r) => fraudChunk.test(new URL(r.url()).pathname));
  await link.hover();
  await chunkRequest;
  expect(fetched.length).toBeGreaterThan(0);
  const beforeClick = fetched.length;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phishing' })).toBeVisible();
  // The click used the code fetched on hover.
  expect(fetched.length).toBe(beforeClick);
});

test('a page whose code fails to load reloads itself once, then offers Retry', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('chunk');
  await createVerifiedAccount(request, email);
  await page.goto('/login?redirect=%2Fdefenseshop');
  await signInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Defense Shop' })).toBeVisible();
  const pageFile = /\/assets\/_defenseId-.*\.js$/;
  await page.route(pageFile, (route) => route.abort('failed'));
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  // Hovering preloads the page's code, which fails, so the error reaches the page before the
  // router's own reload-once: one reload in all, or Retry could vanish under the player's hand.
  const link = page.getByRole('link', { name: 'VPN Usage' });
  const preloadFailed = page.waitForEvent('requestfailed', (r) => pageFile.test(r.url()));
  await link.hover();
  await preloadFailed;
  const reloaded = page.waitForEvent('load');
  await link.click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
  await page.unroute(pageFile);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VPN Usage' })).toBeVisible();
  expect(reloads).toBe(1);
});

test('axe finds no WCAG 2.2 AA violations on splash, login, signup, verify-email and 404', async ({
  page,
}) => {
  for (const path of ['/', '/login', '/signup', '/reset-password', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('axe'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('works at 360px wide, and the forms keep the specified widths', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/login', '/signup', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const form = await page.locator('form.auth-form').boundingBox();
  expect(form?.width).toBeLessThanOrEqual(320);
  const google = await page.getByRole('button', { name: 'Sign in with Google' }).boundingBox();
  expect(google?.width).toBeGreaterThanOrEqual(280);

  const email = uniqueEmail('narrow');
  await createVerifiedAccount(request, email);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('after idle time the six main pages are preloaded', async ({ page, request }) => {
  const email = uniqueEmail('idle');
  await createVerifiedAccount(request, email);
  const chunks = new Set<string>();
  page.on('request', (r) => {
    const m = /\/assets\/(home|defenseshop|help|settings|leaderboard|fraudwiki)-[^/]+\.js$/.exec(
      new URL(r.url()).pathname,
    );
    if (m?.[1]) chunks.add(m[1]);
  });
  await page.goto('/login');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect
    .poll(() => [...chunks].sort())
    .toEqual(['defenseshop', 'fraudwiki', 'help', 'home', 'leaderboard', 'settings']);
});

test('a page that takes over 120 s to load shows a recoverable error', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('slowchunk');
  await createVerifiedAccount(request, email);
  await page.clock.install();
  await page.goto('/login?redirect=%2Ffraudwiki');
  await signInThroughForm(page, email);
  await expect(page.getByRole('heading', { name: 'Fraud Wiki' })).toBeVisible();
  // The fraud page's code never arrives.
  await page.route(/\/assets\/_fraudId-.*\.js$/, () => new Promise<void>(() => {}));
  await page.getByRole('link', { name: 'Ransomware', exact: true }).click();
  await page.clock.fastForward(121_000);
  await expect(page.getByRole('alert')).toContainText('This page is taking too long to load.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
