import { type Browser, expect, type Page, test } from '@playwright/test';
import { appOrigin, signUpAndSignIn } from './support/game';
import { checkScreen, linkIn, PASSWORD, uniqueEmail, waitForMail } from './support/helpers';
import { apiRead, apiWrite, nameBank, uniqueSuffix } from './support/social';

/**
 * An invitation that survives signing up (decision 0036): a player who opens an invite link
 * signed out sees which league it is, signs up, verifies by the mail, and is in the league.
 */

/** An owner, in a browser of their own, with a named bank and a new league. */
async function ownerWithLeague(browser: Browser, request: Parameters<typeof signUpAndSignIn>[1]) {
  const suffix = uniqueSuffix();
  const context = await browser.newContext({ baseURL: appOrigin() });
  const page = await context.newPage();
  await signUpAndSignIn(page, request, 'invite-owner', 'Olga Owner');
  const bankName = `Inviting Trust ${suffix}`;
  await nameBank(page, bankName);
  const league = await apiWrite(page, 'post', '/api/leagues', { name: `Invite Club ${suffix}` });
  return { context, page, bankName, league };
}

/** The sign-up form, filled and sent. */
async function signUpThroughForm(page: Page, email: string, name: string) {
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

test('an invited player who signs up through the invitation is in the league after verifying', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerWithLeague(browser, request);
  const { league } = owner;

  // Signed out, the invitee opens the link: the login page names the league and who runs it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/join/${league.code}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fjoin%2F${league.code}$`));
  const onLogin = page.getByRole('region', { name: league.name });
  await expect(onLogin).toContainText('You are invited');
  await expect(onLogin).toContainText(`Run by ${owner.bankName} (Olga Owner)`);
  await expect(onLogin).toContainText('1 member');
  await checkScreen(page, 'login with an invitation');

  // A newcomer signs up from there; the invitation goes along.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?redirect=%2Fjoin%2F${league.code}$`));
  await expect(page.getByRole('region', { name: league.name })).toContainText(
    'you will be in the league as soon as you do',
  );
  const email = uniqueEmail('invitee');
  await signUpThroughForm(page, email, 'Ivan Invitee');

  // Unverified: the verify page keeps the invite link and says what verifying will do.
  await expect(page).toHaveURL(new RegExp(`/verify-email\\?redirect=%2Fjoin%2F${league.code}$`));
  await expect(page.getByRole('region', { name: league.name })).toContainText(
    'Verify your email and you will be in this league',
  );
  await checkScreen(page, 'verify email with an invitation');

  // The link is opened from the mail client, a browser with no session: the server places the
  // player in the league and the sign-in page leads there.
  const mail = await waitForMail(request, email, 'Verify your email');
  const mailClient = await browser.newContext({ baseURL: appOrigin() });
  const linkPage = await mailClient.newPage();
  await linkPage.goto(linkIn(mail));
  await expect(linkPage).toHaveURL(
    new RegExp(`/login\\?verified=1&redirect=%2Fleagues%2F${league.id}$`),
  );
  await expect(linkPage.getByText('Your email is verified. Sign in to continue.')).toBeVisible();
  await mailClient.close();

  // The first tab, asked to check again, goes straight to the league: the player is in it.
  await page.getByRole('button', { name: "I've verified — check again" }).click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  await expect(page.getByText('2 members.')).toBeVisible();
  const feed = page.getByRole('region', { name: 'League feed' });
  await expect(
    feed.getByRole('listitem').filter({ hasText: 'You joined the league.' }),
  ).toHaveCount(1);
  await expect(feed.getByRole('listitem').filter({ hasText: 'started the league.' })).toContainText(
    owner.bankName,
  );
  const mine = await apiRead(page, '/api/leagues');
  expect(mine.leagues).toEqual([expect.objectContaining({ id: league.id, isOwner: false })]);
  await owner.context.close();
});

test('the verification link opened in the same browser leads straight into the league', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerWithLeague(browser, request);
  const { league } = owner;
  await page.goto(`/signup?redirect=${encodeURIComponent(`/join/${league.code}`)}`);
  const email = uniqueEmail('invitee-same');
  await signUpThroughForm(page, email, 'Sam Same');
  await expect(page).toHaveURL(/\/verify-email\?redirect=/);
  const mail = await waitForMail(request, email, 'Verify your email');
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  // The owner sees the newcomer arrive in the feed.
  await owner.page.goto(`/leagues/${league.id}`);
  await expect(
    owner.page
      .getByRole('region', { name: 'League feed' })
      .getByRole('listitem')
      .filter({ hasText: 'joined the league.' }),
  ).toHaveCount(1);
  await owner.context.close();
});
