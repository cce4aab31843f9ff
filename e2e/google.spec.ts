import { expect, test } from '@playwright/test';

test('Google sign-in through the stand-in provider, in a popup', async ({ page }) => {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await popup.getByRole('button', { name: /Alex Tester/ }).click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/home$/);
  // A first sign-in makes the account: a new player is greeted without "back".
  await expect(page.getByText('Welcome, Alex Tester.', { exact: true })).toBeVisible();
});

test('closing the popup shows "The sign-in popup was closed."', async ({ page }) => {
  await page.goto('/signup');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('The sign-in popup was closed.', {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/signup$/);
});

test('falls back to a full-page redirect when popups are blocked', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login?redirect=%2Fleaderboard');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('button', { name: /Sam Student/ }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
});
