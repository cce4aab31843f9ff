import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, signInThroughForm, uniqueEmail } from './support/helpers';

test.describe('each inline error message of the catalogue', () => {
  test('sign-in errors: unknown user, wrong password, invalid e-mail, rate limit', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('errors');
    await createVerifiedAccount(request, email);
    await page.goto('/login');

    await signInThroughForm(page, uniqueEmail('ghost'));
    await expect(page.getByRole('alert')).toHaveText('No account found with that email.');

    await signInThroughForm(page, email, 'Not-The-Password-1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password.');

    // The form checks the address itself, in the catalogue's words under the form, never with the
    // browser's tooltip: the field is marked, focused and described by the error line, and the
    // server is not asked.
    let signInCalls = 0;
    await page.route('**/api/auth/sign-in/email', (route) => {
      signInCalls += 1;
      return route.continue();
    });
    for (const typed of ['notanemail', 'a@b']) {
      await signInThroughForm(page, typed);
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email.');
      const field = page.getByLabel('Email');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription('Please enter a valid email.');
    }
    // "Forgot password?" checks the address the same way.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email.');
    expect(signInCalls).toBe(0);
    await page.unroute('**/api/auth/sign-in/email');

    // Five attempts a minute per address; the one before this made one already.
    for (let i = 0; i < 4; i++) {
      await signInThroughForm(page, email, `Wrong-Guess-${i}-x`);
      await expect(page.getByRole('alert')).toHaveText('Incorrect password.');
    }
    await signInThroughForm(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  test('sign-up errors: e-mail in use, weak and common passwords', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    await createVerifiedAccount(request, email);
    await page.goto('/signup');
    // The same check as on Login, with the same words.
    await page.getByLabel('Email').fill('notanemail');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email.');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That email is already in use.');

    // The catalogue's words, then the server's hint of why.
    const weakPasswords: [string, string][] = [
      ['short', 'This one is shorter than 8 characters.'],
      ['password123', 'This is a commonly used password.'],
      ['Summer2024!', 'This is similar to a commonly used password.'],
    ];
    for (const [weak, hint] of weakPasswords) {
      await page.getByLabel('Email').fill(uniqueEmail('weak'));
      await page.getByLabel('Password').fill(weak);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(
        `Password must be at least 8 characters and not a common password. ${hint}`,
      );
    }
  });

  test('network failure and any other error', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await signInThroughForm(page, uniqueEmail('offline'));
    await expect(page.getByRole('alert')).toHaveText(
      'Network error. Please check your connection.',
    );

    await page.unroute('**/api/auth/sign-in/email');
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable","message":"down"}}',
      }),
    );
    await signInThroughForm(page, uniqueEmail('broken'));
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  });

  test('"Please wait…" on a button while its request is in flight', async ({ page }) => {
    await page.goto('/login');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await signInThroughForm(page, uniqueEmail('slow'));
    const busy = page.getByRole('button', { name: 'Please wait…' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('No account found with that email.');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });
});
