import { expect, test } from '@playwright/test';
import { buy, getJson, openConsole, playerIdOf, skipWelcome } from './support/admin';
import { sendWaveNow, signedInClient } from './support/game';
import {
  checkScreen,
  expectNoAxeViolations,
  money,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from './support/helpers';

test('a disabled player cannot sign in and is skipped by the next wave; enabled again, they can', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const target = uniqueEmail('disable-me');
  const control = uniqueEmail('stays-on');
  for (const email of [target, control]) {
    const client = await signedInClient(email);
    await skipWelcome(client);
    await buy(client, 'UserEducation');
    await client.dispose();
  }
  const gm = await openConsole(page);
  const targetId = await playerIdOf(gm, target);
  const controlId = await playerIdOf(gm, control);

  // Find the player by part of the e-mail, open them, and disable the account.
  await page.goto('/admin/players');
  await page.getByLabel('Search by name or e-mail').fill(target.slice(0, 22));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
    /^1 player matches “.+”\.$/,
  );
  const row = page.getByRole('row').filter({ hasText: target });
  await expect(row.getByRole('cell').nth(3)).toHaveText(money(1_000_000));
  await checkScreen(page, 'admin players search');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/players/${targetId}$`));
  await expect(page.getByText('0 of 20 fraud quizzes passed')).toBeVisible();
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this account?' });
  await expect(dialog).toContainText('cannot sign in, and is not hit by waves');
  await expectNoAxeViolations(page);
  await testInfo.attach('admin disable dialog', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(access.getByRole('status')).toHaveText('The account is disabled.');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Disabled');
  await checkScreen(page, 'admin player detail');

  // Their sign-in fails with the reason in words.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto('/login');
  await signInThroughForm(theirPage, target, PASSWORD);
  await expect(theirPage.getByRole('alert')).toHaveText(
    'This account has been disabled. Please contact your game master.',
  );
  await expect(theirPage).toHaveURL(/\/login/);

  // The next wave hits the other new player but not them.
  const wave = await sendWaveNow(gm, { difficulty: 'easy' });
  const disabled = await getJson(gm, `/api/admin/players/${targetId}`);
  expect(disabled.disabled).toBe(true);
  expect(disabled.recentWaves.map((w) => w.waveId)).not.toContain(wave.id);
  const other = await getJson(gm, `/api/admin/players/${controlId}`);
  expect(other.recentWaves.map((w) => w.waveId)).toContain(wave.id);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Last wave report' })).toContainText(
    'No wave has hit this player yet.',
  );

  // Enabled again, they can sign in.
  await access.getByRole('button', { name: 'Enable account' }).click();
  await page
    .getByRole('dialog', { name: 'Enable this account?' })
    .getByRole('button', { name: 'Enable account' })
    .click();
  await expect(access.getByRole('status')).toHaveText('The account is enabled.');
  await signInThroughForm(theirPage, target, PASSWORD);
  await expect(theirPage).toHaveURL(/\/home$/);
  await theirs.close();
});

test('a game master cannot disable their own account, and is told why', async ({ page }) => {
  const gm = await openConsole(page);
  const selfId = await playerIdOf(gm, 'gm-e2e@example.com');
  await page.goto(`/admin/players/${selfId}`);
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Disable account' }).click();
  await page
    .getByRole('dialog', { name: 'Disable this account?' })
    .getByRole('button', { name: 'Disable account' })
    .click();
  await expect(access.getByRole('alert')).toHaveText('You cannot disable your own account.');
  const self = await getJson(gm, `/api/admin/players/${selfId}`);
  expect(self.disabled).toBe(false);
});
