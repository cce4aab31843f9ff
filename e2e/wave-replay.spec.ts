import { randomUUID } from 'node:crypto';
import { DEFENSES } from '@ffl/engine/catalogue';
import type { FraudId } from '@ffl/engine/ids';
import { computeWavePoints } from '@ffl/engine/points';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { expect, test } from '@playwright/test';
import { escapeRegExp } from './support/drills';
import { gameMaster, sendWaveNow, signUpAndSignIn } from './support/game';
import { checkScreen, expectTableWordsWhole, money, moneyChange, PHONE } from './support/helpers';
import { apiWrite } from './support/social';

test('a report that arrives live replays its wave once, skips, replays and reads as a list', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'replay', 'Replay Player');
  // Email Filtering at level 1 and the alert on social engineering: Phishing is reduced by both,
  // Ransomware a little by Email Filtering, and DDoS gets through whole.
  await apiWrite(page, 'post', '/api/bank/defenses/EmailFiltering/buy', undefined, {
    'idempotency-key': randomUUID(),
  });
  await apiWrite(page, 'put', '/api/bank/alert', { family: 'social' });
  const fraudIds: FraudId[] = ['Phishing', 'Ransomware', 'Ddos'];
  await sendWaveNow(await gameMaster(), { difficulty: 'custom', fraudIds, forecast: ['cyber'] });
  // What the server resolved, as the engine resolves it: the replay may only say this.
  const invested = DEFENSES.EmailFiltering.costs[0] ?? 0;
  const wave = resolveWave(fraudIds, { EmailFiltering: 1 }, 'social', invested);
  const [phishing, ransomware, ddos] = wave.attacks;
  if (!phishing || !ransomware || !ddos) throw new Error('three attacks expected');
  const points = computeWavePoints(wave.stars, wave.totalBase, wave.totalPrevented);

  // The wave arrives live: its notice links to the report.
  const notice = page.getByRole('status').filter({ hasText: 'A wave just hit your bank' });
  await notice.getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(/\/attacklog\?report=/);
  const reportId = new URL(page.url()).searchParams.get('report') ?? '';
  const steps = 2 + 3 * fraudIds.length;

  // It plays on its own: Skip is offered, and the text log grows a step at a time in a polite
  // live region while the picture (hidden from screen readers) moves.
  const replay = page.getByRole('region', { name: 'Replay of the wave' });
  const log = replay.getByRole('list', { name: 'The wave, step by step' });
  const items = log.getByRole('listitem');
  const liveRegion = replay.locator('[aria-live]');
  const skip = replay.getByRole('button', { name: 'Skip the replay' });
  await expect(skip).toBeVisible();
  await expect(liveRegion).toHaveAttribute('aria-live', 'polite');
  await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
  expect(await items.count()).toBeLessThan(steps);
  await expect(replay.locator('.wave-replay-stage')).toHaveAttribute('aria-hidden', 'true');

  // Skip: every step at once, the live region quiet, the focus on Replay.
  await skip.click();
  const again = replay.getByRole('button', { name: 'Replay the wave' });
  await expect(again).toBeFocused();
  await expect(items).toHaveCount(steps);
  await expect(liveRegion).toHaveAttribute('aria-live', 'off');
  const texts = await items.allTextContents();
  expect(texts[0]).toBe(
    `The wave hits: 3 attacks, ${money(wave.totalBase)} of base damage. Your alert: Social engineering.`,
  );
  expect(texts[1]).toBe(
    `Attack 1 of 3: Phishing (Social engineering) hits for ${money(phishing.base)}.`,
  );
  expect(texts[2]).toBe(
    `Email Filtering and Anti-Phishing (level 1) stops ${money(phishing.layers[0]?.saved ?? 0)}. Your alert on Social engineering halves what got through: ${money(phishing.alertSaved)} saved.`,
  );
  expect(texts[3]).toMatch(
    new RegExp(
      `^Reduced: ${escapeRegExp(`${money(phishing.damage)} of ${money(phishing.base)}`)} gets through\\. So far ${escapeRegExp(money(phishing.damage))} lost`,
    ),
  );
  expect(texts[6]).toMatch(/^Reduced: /);
  expect(texts[8]).toBe('None of your defenses covers it, and your alert was elsewhere.');
  expect(texts[9]).toBe(
    `It gets through: all ${money(ddos.base)}. So far ${money(wave.totalDamage)} lost and ${money(wave.totalPrevented)} stopped: ${wave.stars} of 5 stars.`,
  );
  expect(texts.at(-1)).toMatch(
    new RegExp(
      `^The wave is over\\. .*Net change: ${escapeRegExp(moneyChange(wave.netChange))}\\. Points: ${points}\\.$`,
    ),
  );
  // The picture ends where the report does: every attack resolved with its outcome.
  await expect(replay).toContainText(`Reduced: ${money(phishing.damage)} got through`);
  await expect(replay).toContainText(`Reduced: ${money(ransomware.damage)} got through`);
  await expect(replay).toContainText(`Got through: ${money(ddos.damage)} got through`);

  // Replay: from the start, on its own to the end.
  await again.click();
  await expect(skip).toBeFocused();
  expect(await items.count()).toBeLessThan(steps);
  await expect(again).toBeVisible({ timeout: 30_000 });
  await expect(items).toHaveCount(steps);

  // Played once is remembered: opened again, it waits for Replay.
  await page.reload();
  await expect(again).toBeVisible();
  await expect(skip).toHaveCount(0);
  await expect(items).toHaveCount(steps);

  // Without motion, Replay steps through from the keyboard; no timer moves it on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await again.focus();
  await page.keyboard.press('Enter');
  const next = replay.getByRole('button', { name: 'Next step' });
  await expect(next).toBeFocused();
  await expect(items).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(replay).toContainText(`Step 2 of ${steps}`);
  await page.waitForTimeout(1_500);
  await expect(items).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(replay.getByRole('button', { name: 'Show all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(again).toBeFocused();
  await expect(items).toHaveCount(steps);
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await checkScreen(page, 'report with its replay');

  // At 360 px no table cell of the report breaks a word in the middle: measured, word by word,
  // in the ledger and the what-if's two tables.
  await page.setViewportSize(PHONE);
  const detail = page.locator(`#report-${reportId}-body`);
  await expect(detail.getByRole('table', { name: 'The wave' })).toBeVisible();
  expect(await detail.locator('td, th').count()).toBeGreaterThan(40);
  await expectTableWordsWhole(page, detail);
});
