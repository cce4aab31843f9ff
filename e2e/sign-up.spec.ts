import { expect, test } from '@playwright/test';
import { linkIn, PASSWORD, signInThroughForm, uniqueEmail, waitForMail } from './support/helpers';

test('sign up, verify through the real e-mail, sign in and reach /home', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'WELCOME TO FANTASY FRAUD LEAGUE' }),
  ).toBeVisible();
  // A newcomer's button is the primary one; LOGIN is the secondary.
  await expect(page.getByRole('link', { name: 'SIGN UP' })).toHaveClass(/\bbtn-primary\b/);
  await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveClass(/\bbtn-secondary\b/);
  await page.getByRole('link', { name: 'SIGN UP' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Display name').fill('Ada Banker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // Signed in but unverified: confined to /verify-email.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(request, email, 'Verify your email for Fantasy Fraud League');
  expect(mail.html).toContain('Verify my email');

  // The link is opened from the mail client: a fresh browser with no session.
  const mailClient = await browser.newContext();
  const linkPage = await mailClient.newPage();
  await linkPage.goto(linkIn(mail));
  await expect(linkPage).toHaveURL(/\/login\?verified=1$/);
  await expect(linkPage.getByText('Your email is verified. Sign in to continue.')).toBeVisible();
  await signInThroughForm(linkPage, email);
  await expect(linkPage).toHaveURL(/\/home$/);
  await expect(linkPage.getByRole('heading', { name: 'Home' })).toBeVisible();
  // A brand-new account is welcomed, not welcomed back.
  await expect(linkPage.getByText('Welcome, Ada Banker.', { exact: true })).toBeVisible();
  await mailClient.close();

  // The first tab learns of the verification when asked to check again.
  await page.getByRole('button', { name: "I've verified — check again" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Sign out ends the session everywhere in this browser.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('forgot password: mail, /reset-password, then sign in with the new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  const { createVerifiedAccount } = await import('./support/helpers');
  await createVerifiedAccount(request, email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Password reset email sent.')).toBeVisible();

  // The same answer for an address with no account.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Password reset email sent.')).toBeVisible();

  const mail = await waitForMail(request, email, 'Reset your Fantasy Fraud League password');
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('password1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText(
      'Password must be at least 8 characters and not a common password. This is a commonly used password.',
    ),
  ).toBeVisible();
  await page.getByLabel('New password').fill('New-Granite-Orchard-7');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Incorrect password.')).toBeVisible();
  await signInThroughForm(page, email, 'New-Granite-Orchard-7');
  await expect(page).toHaveURL(/\/home$/);

  // The link works once.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto(linkIn(mail));
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
});
