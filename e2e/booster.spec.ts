import { expect, test } from '@playwright/test';
import { readAnswer } from './support/api';
import { skipWelcome } from './support/drills';
import { gameMaster, sendWaveNow, signUpAndSignIn } from './support/game';
import { checkScreen, money } from './support/helpers';
import { rightOptionText } from './support/wiki';

/*
 * Issue 24, part 4: after a wave costs a player money, Home offers a booster on the family that
 * cost the most; the player answers its three questions by keyboard, each explained, sees the
 * result, and finds it on Progress. A wave hits every bank, so this runs in the shared world.
 */

test('a wave that cost money offers a booster, answered by keyboard and kept on Progress', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'booster');
  await skipWelcome(page);
  const gm = await gameMaster();
  // Two social attacks on a bank with no defenses: the social family costs money.
  await sendWaveNow(gm, {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'Vishing'],
    forecast: ['cyber'],
  });

  // Home offers it in "Also to do": a new player's baseline check comes first (and the alert,
  // when the next wave is near); the booster before the drill of the day.
  await page.goto('/home');
  const todo = page.getByRole('region', { name: 'Also to do' });
  const booster = todo.getByRole('listitem').filter({ hasText: 'Start the booster' });
  await expect(booster).toContainText('Refresh Social engineering, unpaid.');
  await expect(
    todo.getByRole('listitem').filter({ hasText: /^Start the (booster|drill of the day)/ }),
  ).toHaveText([/^Start the booster/, /^Start the drill of the day/]);
  await booster.getByRole('link', { name: 'Start the booster' }).click();
  await expect(page).toHaveURL(/\/booster$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Refresh Social engineering' }),
  ).toBeVisible();
  await expect(page.getByText('Social engineering attacks cost you $')).toBeVisible();
  await expect(page.getByText(/^Unpaid/)).toBeVisible();
  await checkScreen(page, 'booster offer');

  const started = page.waitForResponse(
    (res) => res.url().endsWith('/api/me/boosters') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start the booster' }).click();
  const view = await readAnswer(await started, 'post', '/api/me/boosters');
  expect(view.familyId).toBe('social');
  expect(view.questions).toHaveLength(3);
  await expect(page).toHaveURL(new RegExp(`/booster\\?id=${view.id}$`));

  for (const [index, question] of view.questions.entries()) {
    const heading = page.getByRole('heading', { name: `Question ${index + 1} of 3` });
    await expect(heading).toBeFocused();
    const right = rightOptionText(question);
    const position = question.options.findIndex((option) => option.text === right);
    expect(position).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    if (position === 0) await page.keyboard.press('Space');
    for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: right, exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Check answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Correct.' })).toBeFocused();
    if (index === 0) await checkScreen(page, 'booster answered');
    const last = index === view.questions.length - 1;
    await page.getByRole('button', { name: last ? 'See your result' : 'Next question' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Booster done' })).toBeFocused();
  await expect(page.getByText('Social engineering: 3 of 3 right.')).toBeVisible();
  await checkScreen(page, 'booster result');

  // A reload keeps the result; Home no longer offers the booster; Progress lists it.
  await page.reload();
  await expect(page.getByText('Social engineering: 3 of 3 right.')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Last wave' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Also to do' })).not.toContainText(
    'Start the booster',
  );
  await expect(page.getByRole('region', { name: 'Refresh Social engineering' })).toHaveCount(0);
  await page.goto('/progress');
  const boosters = page.getByRole('region', { name: 'Boosters after waves' });
  await expect(boosters).toContainText(
    `Social engineering, 3 of 3 right, after a wave that cost you ${money(view.lost)}.`,
  );
  await checkScreen(page, 'progress with a booster');
});
