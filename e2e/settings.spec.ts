import { expect, type Page, test } from '@playwright/test';
import { getJson } from './support/api';
import { appOrigin, signUpAndSignIn } from './support/game';
import {
  checkScreen,
  DESKTOP,
  expectNoAxeViolations,
  PASSWORD,
  PHONE,
  signInThroughForm,
} from './support/helpers';
import {
  attachScreenshot,
  readDownloadJson,
  section,
  uniqueTag,
  writeAs,
} from './support/settings';

test('settings: rename, play anonymously, export my data, then delete my account', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  // Names that end with a full stop: a sentence that ends with one gets no second one.
  const displayName = `Sam Renamed ${tag} B.`;
  const bankName = `Vault ${tag} Inc.`;
  const leagueName = `Settings League ${tag}`;

  await page.setViewportSize(DESKTOP);
  const email = await signUpAndSignIn(page, request, 'settings', 'Sam Settings');

  // A second player shares a league with me, so my row is in a table they can see.
  const watcherContext = await browser.newContext({ baseURL: appOrigin() });
  const watcher = await watcherContext.newPage();
  await watcher.setViewportSize(DESKTOP);
  await signUpAndSignIn(watcher, request, 'settings-watcher', 'Wanda Watcher');
  const league = await writeAs(page, 'post', '/api/leagues', {
    name: leagueName,
  });
  await writeAs(watcher, 'post', '/api/leagues/join', { code: league.code });

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await checkScreen(page, 'settings');

  // Display name.
  const nameSection = section(page, 'Your name');
  await nameSection.getByLabel('Display name').fill(displayName);
  await nameSection.getByRole('button', { name: 'Save name' }).click();
  await expect(nameSection.getByRole('status')).toHaveText(
    `Your display name is now ${displayName}`,
  );
  const me = await getJson(page, '/api/me');
  expect(me.name).toBe(displayName);

  // Bank name.
  const bankSection = section(page, 'Your bank');
  await bankSection.getByLabel('Bank name').fill(bankName);
  await bankSection.getByRole('button', { name: 'Save bank name' }).click();
  await expect(bankSection.getByRole('status')).toHaveText(`Your bank is now called ${bankName}`);
  // An empty name is refused inline, the field marked and focused, before the server is asked.
  await bankSection.getByLabel('Bank name').fill('   ');
  await bankSection.getByRole('button', { name: 'Save bank name' }).click();
  await expect(bankSection.getByRole('alert')).toHaveText('Type a bank name first.');
  await expect(bankSection.getByLabel('Bank name')).toHaveAttribute('aria-invalid', 'true');
  await expect(bankSection.getByLabel('Bank name')).toBeFocused();
  await bankSection.getByLabel('Bank name').fill(bankName);

  // Before anonymous mode, the other player sees both names, on the page and in the API.
  const leagueTable = `/api/leaderboard/league/${league.id}`;
  const seenBefore = await (await watcher.request.get(leagueTable)).text();
  expect(seenBefore).toContain(bankName);
  expect(seenBefore).toContain(displayName);
  await watcher.goto(`/leaderboard?tab=${league.id}`);
  await expect(watcher.getByRole('main')).toContainText(bankName);

  // Anonymous mode: a switch that says what the others will see.
  const privacy = section(page, 'Privacy');
  const toggle = privacy.getByRole('switch', { name: 'Play anonymously' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const myBank = await getJson(page, '/api/bank');
  await expect(privacy).toContainText(`Other players see your bank as "${myBank.anonymousLabel}"`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(privacy.getByRole('status')).toHaveText(
    `Anonymous mode is on. Other players now see "${myBank.anonymousLabel}".`,
  );
  await checkScreen(page, 'settings after changes');

  // The other player's answers and page no longer hold my names.
  for (const path of [leagueTable, '/api/leaderboard', `/api/leagues/${league.id}`]) {
    const seen = await (await watcher.request.get(path)).text();
    expect(seen, path).not.toContain(bankName);
    expect(seen, path).not.toContain(displayName);
  }
  const seenAfter = await (await watcher.request.get(leagueTable)).text();
  expect(seenAfter).toContain(myBank.anonymousLabel);
  await watcher.reload();
  await expect(watcher.getByRole('main')).toContainText(myBank.anonymousLabel);
  await expect(watcher.getByRole('main')).not.toContainText(bankName);
  await expect(watcher.getByRole('main')).not.toContainText(displayName);
  await watcherContext.close();

  // Export: the download is the JSON of everything of mine, with my bank's name in it.
  const exportSection = section(page, 'Export my data');
  const downloading = page.waitForEvent('download');
  await exportSection.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^fantasy-fraud-league-export-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const data = await readDownloadJson(download, '/api/account/export');
  expect(data.bank).toMatchObject({ name: bankName, anonymous: true });
  expect(data.profile).toMatchObject({ email, name: displayName });
  expect(data.ledger[0]?.kind).toBe('start');
  await expect(exportSection.getByRole('status')).toContainText(
    `Done: ${download.suggestedFilename()}`,
  );

  // Delete: the dialog says what goes and what stays, and waits for my address.
  await page.setViewportSize(PHONE);
  const deleteSection = section(page, 'Delete my account');
  await deleteSection.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Deleted at once:');
  await expect(dialog).toContainText('Kept, without your name:');
  const confirm = dialog.getByRole('button', { name: 'Delete my account', exact: true });
  await expect(confirm).toBeDisabled();
  await expectNoHorizontalScrollInDialog(page);
  await attachScreenshot(page, testInfo, 'delete dialog 360x740', false);
  await page.setViewportSize(DESKTOP);
  await attachScreenshot(page, testInfo, 'delete dialog 1280x800', false);
  const field = dialog.getByLabel(/To confirm, type your e-mail address/);
  await field.fill('not-my-address@example.com');
  await expect(confirm).toBeDisabled();
  await field.fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await page.setViewportSize(PHONE);
  await confirm.click();

  // On the phone's splash the notice sits above the page and covers none of it: SIGN UP and
  // LOGIN stay whole and take a tap.
  await expect(page).toHaveURL(/\/$/);
  const farewell = page.getByRole('status').filter({ hasText: 'have been deleted' });
  await expect(farewell).toBeVisible();
  const noticeBox = await page.locator('#settings-farewell').boundingBox();
  for (const name of ['SIGN UP', 'LOGIN']) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
    await link.click({ trial: true });
    const box = await link.boundingBox();
    const overlaps =
      !!noticeBox &&
      !!box &&
      box.y < noticeBox.y + noticeBox.height &&
      noticeBox.y < box.y + box.height &&
      box.x < noticeBox.x + noticeBox.width &&
      noticeBox.x < box.x + box.width;
    expect(overlaps, name).toBe(false);
  }
  await attachScreenshot(page, testInfo, 'farewell on the splash 360x740', false);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // The account is gone: signing in again fails with the catalogue's words.
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('No account found with that email.');
});

async function expectNoHorizontalScrollInDialog(page: Page) {
  const overflow = await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    return dialog ? dialog.scrollWidth - dialog.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

test('settings: change my password, then sign out everywhere', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const email = await signUpAndSignIn(page, request, 'settings-password', 'Pat Password');
  // Another device, signed in as me.
  const otherContext = await browser.newContext({ baseURL: appOrigin() });
  const other = await otherContext.newPage();
  await other.goto('/login');
  await signInThroughForm(other, email);
  await expect(other).toHaveURL(/\/home$/);

  await page.goto('/settings');
  const passwordSection = section(page, 'Password');
  await passwordSection.getByLabel('Current password').fill(PASSWORD);
  await passwordSection.getByLabel('New password', { exact: true }).fill('password123');
  await passwordSection.getByLabel('Confirm new password').fill('password123');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('alert')).toHaveText(
    'Password must be at least 8 characters and not a common password. This is a commonly used password.',
  );

  const newPassword = 'Copper-Kettle-Meadow-17';
  await passwordSection.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordSection.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('alert')).toHaveText(
    'The two new passwords are not the same.',
  );
  await passwordSection.getByLabel('Confirm new password').fill(newPassword);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('status')).toHaveText(
    'Your password has been changed, and your other devices have been signed out.',
  );
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await otherContext.close();

  // Sign out everywhere: confirmed in a dialog, then the sign-in page says what happened.
  const sessions = section(page, 'Sign out everywhere');
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out on every device?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'signed out on every device' }),
  ).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await checkScreen(page, 'signed out everywhere');

  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('help: how to play, the formulas with worked examples, FAQ and glossary', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndSignIn(page, request, 'help-reader', 'Hugo Help');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'On this page' });
  for (const name of [
    'How to play',
    'Defense in depth: how layers multiply',
    'Questions and answers',
    'Glossary',
  ]) {
    await expect(toc.getByRole('link', { name })).toBeVisible();
  }
  // The worked example, computed by the engine: 27,500 × 0.5 × 0.95 = 13,063, halved on alert to 6,532.
  const layers = page.getByRole('region', { name: 'Defense in depth: how layers multiply' });
  await expect(layers.getByRole('table')).toContainText('$13,063');
  await expect(layers).toContainText(
    'remaining = 0.5 × 0.95 = 0.475, so protection = 1 − 0.475 = 52.5%',
  );
  const alert = page.getByRole('region', { name: 'The security alert' });
  await expect(alert.getByRole('table')).toContainText('$6,532');
  const money = page.getByRole('region', { name: 'Damage, revenue and upkeep' });
  await expect(money.getByRole('table')).toContainText('+$30,150');

  const faq = page.getByRole('region', { name: 'Questions and answers' });
  expect(await faq.locator('summary').count()).toBeGreaterThanOrEqual(10);
  await faq.getByText('Is any of this real money?').click();
  await expect(faq.getByText('Credits only exist in the game.', { exact: false })).toBeVisible();
  const glossary = page.getByRole('region', { name: 'Glossary' });
  await expect(glossary.getByRole('term').filter({ hasText: /^Net worth$/ })).toBeVisible();

  await toc.getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL(/#glossary$/);
  await checkScreen(page, 'help');
});
