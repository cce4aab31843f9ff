import { expect, test } from '@playwright/test';
import { originHeader } from './support/api';
import { checkScreen, linkIn, money, PASSWORD, uniqueEmail, waitForMail } from './support/helpers';
import { alertComesFirst, primaryAction, readJson } from './support/home';

/** A player far from the server's zone, so that the first real wave's time is visibly theirs. */
const ZONE = 'Asia/Tokyo';

test('a new player gets a practice wave report right after the welcome, and the first real wave’s time on Home', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);

  // Sign up, verify through the captured mail, and land on the welcome.
  const email = uniqueEmail('practice');
  await page.goto('/signup');
  await page.getByLabel('Display name').fill('Pat Practice');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const mail = await waitForMail(request, email, 'Verify your email');
  const mailClient = await browser.newContext();
  const linkPage = await mailClient.newPage();
  await linkPage.goto(linkIn(mail));
  await expect(linkPage).toHaveURL(/\/login\?verified=1$/);
  await mailClient.close();
  await page.getByRole('button', { name: "I've verified — check again" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Welcome to Fantasy Fraud League' }),
  ).toBeVisible();

  // Before the welcome ends there is no report at all.
  expect((await readJson(page, '/api/reports')).reports).toEqual([]);
  // The player lives in Tokyo (once the app has recorded the browser's zone, it is changed).
  await expect
    .poll(async () => (await readJson(page, '/api/me/preferences')).timeZone)
    .not.toBeNull();
  const zoned = await page.request.patch('/api/me/preferences', {
    data: { timeZone: ZONE },
    headers: originHeader(),
  });
  expect(zoned.status(), await zoned.text()).toBe(200);
  await page.reload();

  // The welcome: name, how a wave works, then the advised first defense.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 3: Your first defense' }),
  ).toBeFocused();
  const buy = page.getByRole('button', { name: /^(Buy|Upgrade) / });
  await buy.click();

  // The welcome is done: the practice wave's report is there, with no game master and no clock.
  const practiceCard = page.getByRole('region', { name: 'Your practice wave' });
  await expect(practiceCard).toBeVisible();
  const { reports } = await readJson(page, '/api/reports');
  expect(reports).toHaveLength(1);
  const practice = reports[0];
  if (!practice) throw new Error('no practice report');
  expect(practice.practice).toBe(true);
  await expect(practiceCard).toContainText('Practice');
  await expect(practiceCard).toContainText(`${practice.stars} of 5 stars`);
  await expect(practiceCard).toContainText('not ranked, and no money or points moved');

  // No money moved: cash is the start less the first defense, and net worth is still the start.
  const bank = await readJson(page, '/api/bank');
  expect(bank.welcomeDone).toBe(true);
  expect(bank.owned).toHaveLength(1);
  expect(bank.netWorth).toBe(1_000_000);
  await expect(page.getByRole('banner')).toContainText(money(bank.cash));

  // Home says when the first real wave hits, in the player's time zone.
  const { next } = await readJson(page, '/api/waves/next');
  if (!next) throw new Error('the automatic schedule announced no wave');
  const when = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(Date.parse(next.scheduledAt));
  await expect(practiceCard).toContainText(`Your first real wave hits on ${when}, Tokyo time`);
  // Unread, the report is Home's primary action, its link the one button (home-priority.ts),
  // unless the next wave is near and no alert is set: the alert comes first then.
  if (await alertComesFirst(page)) {
    await expect(primaryAction(page).getByRole('heading', { level: 2 })).toHaveText(
      /^Set your alert: the wave hits in /,
    );
  } else {
    await expect(
      primaryAction(page).getByRole('region', { name: 'Your practice wave' }),
    ).toBeVisible();
    await expect(primaryAction(page).locator('.btn')).toHaveText(['Read your practice report']);
  }
  await checkScreen(page, 'home with the practice wave');

  // The report: labelled practice, with the guide on reading it.
  await practiceCard.getByRole('link', { name: 'Read your practice report' }).click();
  await expect(page).toHaveURL(new RegExp(`/attacklog\\?report=${practice.id}$`));
  const toggle = page.locator(`#report-${practice.id}`).getByRole('button').first();
  await expect(toggle).toContainText('Practice wave');
  await expect(toggle).toContainText('No money moved');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const body = page.locator(`#report-${practice.id}-body`);
  const guide = body.getByRole('region', { name: 'How to read a report' });
  await expect(guide).toContainText('not ranked: no money, points or places moved');
  await expect(guide).toContainText('1. The stars');
  await expect(guide).toContainText(`so you got ${practice.stars} of 5`);
  await expect(guide).toContainText('2. The why of each attack');
  await expect(guide).toContainText('3. What if?');
  // The first attack meets the first defense: the guide points at it.
  const report = await readJson(page, `/api/reports/${practice.id}`);
  const layer = report.attacks[0]?.layers[0];
  if (!layer) throw new Error('the first defense met none of the practice attacks');
  await expect(guide).toContainText(`${layer.defenseName} saved you ${money(layer.saved)}`);
  await expect(
    body.getByText('What a real wave would have done to your cash (nothing moved this time)'),
  ).toBeVisible();
  await expect(body.getByRole('region', { name: 'What if?' })).toBeVisible();
  // The player's first wave replays on its own, attack by attack, and can be skipped.
  const replay = body.getByRole('region', { name: 'Replay of the wave' });
  const skip = replay.getByRole('button', { name: 'Skip the replay' });
  await expect(skip).toBeVisible();
  await skip.click();
  await expect(replay.getByRole('button', { name: 'Replay the wave' })).toBeFocused();
  await expect(
    replay.getByRole('list', { name: 'The wave, step by step' }).getByRole('listitem'),
  ).toHaveCount(2 + 3 * report.attacks.length);
  await checkScreen(page, 'practice report');

  // Read, it leaves Home's first place to what comes next, and stays one link away below.
  await page.goto('/home');
  await expect(primaryAction(page)).toBeVisible();
  await expect(primaryAction(page).getByRole('region', { name: 'Your practice wave' })).toHaveCount(
    0,
  );
  await expect(
    page
      .getByRole('region', { name: 'Your practice wave' })
      .getByRole('link', { name: 'Read your practice report' }),
  ).toHaveAttribute('href', `/attacklog?report=${practice.id}`);
});
