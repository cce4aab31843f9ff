/**
 * Issue 18, "One voice": the screens a player and a game master read most, at 360×740 and
 * 1280×800. Each is axe-clean with no sideways page scroll at both sizes, and its full-page
 * screenshot is written to the test's output folder and attached to the report.
 */

import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { buy, getJson, gmClient, openConsole, originHeader, skipWelcome } from './support/admin';
import { sendWaveNow, signedInClient, signUpAndSignIn } from './support/game';
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PHONE,
  uniqueEmail,
} from './support/helpers';

const SIZES = [
  ['360x740', PHONE],
  ['1280x800', DESKTOP],
] as const;

const SCROLL_HINT = 'Scroll sideways to see every column.';

/**
 * A screenshot of the whole page. On phones the signed-in pages scroll inside the frame
 * (`.chrome-body`), not the window, so the viewport is made as tall as both for the picture.
 */
async function screenshotFile(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize();
  const tall = await page.evaluate(() => {
    const frame = document.querySelector('.chrome-body');
    const inner = frame ? frame.scrollHeight - frame.clientHeight : 0;
    return document.documentElement.scrollHeight + Math.max(0, inner);
  });
  if (size && tall > size.height) await page.setViewportSize({ width: size.width, height: tall });
  const path = testInfo.outputPath(`${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  try {
    await page.screenshot({ path, fullPage: true });
  } finally {
    if (size) await page.setViewportSize(size);
  }
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * One screen at both sizes: `atSize` checks what the size should show, then the page must not
 * scroll sideways, axe must find nothing, and the screenshot is kept. Ends at the desktop size.
 */
async function shootScreen(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  atSize: (size: (typeof SIZES)[number][0]) => Promise<void> = async () => {},
) {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await atSize(label);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotFile(page, testInfo, `${screen} ${label}`);
  }
}

/** How far a table's box overflows sideways (0 when the table fits). */
function overflowOf(box: Locator): Promise<number> {
  return box.evaluate((element) => element.scrollWidth - element.clientWidth);
}

test("the player's screens: Home, the Shop, a wave's report and the leaderboard", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'one-voice', 'Olive Voice');
  await skipWelcome(page.request);
  await buy(page.request, 'EmailFiltering');
  const alert = await page.request.put('/api/bank/alert', {
    data: { family: 'social' },
    headers: originHeader(),
  });
  expect(alert.status(), await alert.text()).toBe(200);
  const gm = await gmClient();
  await sendWaveNow(gm, {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'SimSwap', 'AtmSkimming'],
    forecast: ['social', 'identity'],
  });
  await gm.dispose();
  const { reports } = await getJson(page.request, '/api/reports');
  const reportId = reports[0]?.id;
  if (!reportId) throw new Error('the wave left the player no report');

  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Last wave' })).toBeVisible();
  await shootScreen(page, testInfo, 'Home');

  await page.goto('/defenseshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Defense Shop' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  await shootScreen(page, testInfo, 'Shop');

  // The report the wave-landed notice links to, opened.
  await page.goto(`/attacklog?report=${reportId}`);
  await expect(page.locator(`#report-${reportId}-body`).getByRole('article').first()).toBeVisible();
  await shootScreen(page, testInfo, 'Report');

  await page.goto('/leaderboard');
  await expect(page.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table').first()).toBeVisible();
  await shootScreen(page, testInfo, 'Leaderboard');
});

test("the game master's tables: a wave's per-player results fit a desktop, say when they scroll on a phone, and show names, not ids", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // A player with a long address, hit by a wave with a two-family forecast.
  const player = await signedInClient(uniqueEmail('one-voice-console-player-long-address'));
  await skipWelcome(player);
  await buy(player, 'MultiFactorAuth');
  await player.put('/api/bank/alert', { data: { family: 'identity' }, headers: originHeader() });
  await player.dispose();
  const gm = await openConsole(page);
  const wave = await sendWaveNow(gm, {
    difficulty: 'custom',
    fraudIds: ['SimSwap', 'AtmSkimming'],
    forecast: ['social', 'identity'],
  });
  const detail = await getJson(gm, `/api/admin/waves/${wave.id}`);

  await page.goto(`/admin/waves/${wave.id}`);
  const results = page.getByRole('region', { name: 'Per-player results' });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  // The histogram names no loss above the highest one.
  const summary = await page.locator('.histogram-summary').first().innerText();
  const amounts = [...summary.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]?.replace(/,/g, '')));
  expect(amounts.length).toBeGreaterThan(0);
  expect(Math.max(...amounts)).toBe(detail.distribution.maxDamage);
  await shootScreen(page, testInfo, 'Console per-player results', async (size) => {
    // The hint above this table (the wave's attacks have a table and a hint of their own).
    const hint = page.locator('.admin-table-box').filter({ has: results }).getByText(SCROLL_HINT);
    if (size === '1280x800') {
      // Every column, the report's Copy button included, fits without scrolling.
      await expect.poll(() => overflowOf(results)).toBeLessThanOrEqual(0);
      await expect(hint).toHaveCount(0);
      const box = await results.boundingBox();
      const copy = await results
        .getByRole('button', { name: /^Copy id of / })
        .first()
        .boundingBox();
      expect(box && copy && copy.x + copy.width <= box.x + box.width).toBe(true);
    } else {
      // On a phone the table scrolls in its box, and says so above it.
      await expect.poll(() => overflowOf(results)).toBeGreaterThan(0);
      await expect(hint).toBeVisible();
      await expect(results).toHaveAccessibleDescription(SCROLL_HINT);
    }
  });

  await page.goto('/admin/audit');
  const audit = page.getByRole('region', { name: 'Audit log entries' });
  const entry = audit
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="/admin/waves/${wave.id}"]`) });
  await expect(entry).toContainText('SIM Swap Fraud, ATM Skimming');
  await expect(entry).toContainText('Forecast: Social engineering, Identity and access');
  const text = await audit.innerText();
  for (const raw of ['SimSwap', 'AtmSkimming', 'social, identity', wave.id]) {
    expect(text).not.toContain(raw);
  }
  // Local times with their zone, never the stored ISO form.
  expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  await expect(entry.getByRole('cell').first()).toHaveText(/\d{4}, \d\d:\d\d:\d\d \S+$/);
  await shootScreen(page, testInfo, 'Console audit log', async (size) => {
    if (size === '360x740') await expect(audit).toHaveAccessibleDescription(SCROLL_HINT);
  });
});
