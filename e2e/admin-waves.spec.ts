import { readFile } from 'node:fs/promises';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { expect, type Page, test } from '@playwright/test';
import {
  buy,
  clearWavesDueWithin,
  findRowAcrossPages,
  getJson,
  openConsole,
  originHeader,
  parseCsv,
  skipWelcome,
  upcomingWaves,
  waitForWave,
} from './support/admin';
import { readAnswer } from './support/api';
import { advanceServerClock, signedInClient, signUpAndSignIn } from './support/game';
import { checkScreen, money, moneyChange, uniqueEmail } from './support/helpers';

/** Frauds whose ids never show as words on a page (their names differ), so the text check bites. */
const PICKS = {
  InsiderFraud: 'Insider Fraud',
  AccAndInvFraud: 'Accounting and Invoice Fraud',
  SqlInjection: 'SQL Injection',
} as const;

async function fillCustomWave(page: Page) {
  const form = page.getByRole('region', { name: 'New wave' });
  await form.getByRole('radio', { name: /^Custom/ }).check();
  for (const name of Object.values(PICKS)) {
    await form.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
  }
  await expect(form.getByText('(3 picked)')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Insider and accounting', exact: true }).check();
}

test('a custom wave two minutes ahead: players see its forecast and countdown, never its frauds; results and CSV match their reports', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const gm = await openConsole(page);
  await checkScreen(page, 'admin dashboard');
  // Nothing else may land first, or players would be counting down to another wave.
  await clearWavesDueWithin(gm, 4 * 60_000);

  // A player with a defense and an alert, so the report has real numbers in it.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const email = await signUpAndSignIn(playerPage, request, 'aaa-wave-player', 'Wave Player');
  await skipWelcome(playerPage.request);
  await buy(playerPage.request, 'SegregationOfDuties');
  const alert = await playerPage.request.put('/api/bank/alert', {
    data: { family: 'insider' },
    headers: originHeader(),
  });
  expect(alert.status()).toBe(200);

  // The game master composes the wave, previews it, and schedules it two minutes ahead.
  await page.goto('/admin/waves');
  await expect(page.getByRole('heading', { level: 1, name: 'Waves' })).toBeVisible();
  await fillCustomWave(page);
  const form = page.getByRole('region', { name: 'New wave' });
  await form.getByRole('radio', { name: 'In a number of minutes' }).check();
  await form.getByLabel('Minutes from now').fill('2');
  await form.getByRole('button', { name: 'Preview wave' }).click();
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('table', { name: 'Attacks' })).toContainText('Insider Fraud');
  await checkScreen(page, 'admin waves with a preview');
  await preview.getByRole('button', { name: 'Schedule this wave' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Wave scheduled for' })).toBeVisible();

  const wave = (await upcomingWaves(gm)).find(
    (w) =>
      !w.automatic &&
      w.difficulty === 'custom' &&
      w.attacks
        .map((a) => a.fraudId)
        .sort()
        .join() === Object.keys(PICKS).sort().join(),
  );
  if (!wave) throw new Error('the scheduled wave is not in the upcoming list');
  expect(wave.forecast).toEqual(['insider']);
  const upcoming = page.getByRole('list', { name: 'Upcoming waves' }).getByRole('listitem');
  await expect(upcoming.filter({ hasText: 'Insider Fraud' }).first()).toBeVisible();

  // The player sees the countdown (under two minutes) and the forecast, but nothing of the attacks.
  await playerPage.goto('/home');
  const waveCard = playerPage.getByRole('region', { name: 'Next wave' });
  await expect(waveCard).toContainText('Insider and accounting');
  // Under two minutes, in either form the countdown has been written: 00:01:45 or 1 min 45 s.
  await expect(waveCard).toContainText(/(00:0[0-2]:\d\d|\b[0-2] min \d\d? s|\bin \d\d? s)/);
  const text = await playerPage.locator('body').innerText();
  for (const id of Object.keys(PICKS)) expect(text).not.toContain(id);
  const nextRes = await playerPage.request.get('/api/waves/next');
  const nextText = await nextRes.text();
  const next = await readAnswer(nextRes, 'get', '/api/waves/next');
  expect(next.next?.id).toBe(wave.id);
  expect(next.next?.forecast).toEqual(['insider']);
  for (const id of FRAUD_IDS) expect(nextText).not.toContain(id);

  // The wave lands when the server clock passes its time.
  await advanceServerClock(gm, 2 * 60_000 + 5_000);
  const landed = await waitForWave(gm, wave.id);
  expect(landed.playersHit).toBeGreaterThan(0);

  const reports = await getJson(playerPage.request, '/api/reports?limit=5');
  const summary = reports.reports.find((r) => r.waveId === wave.id);
  if (!summary) throw new Error('the player has no report of the wave');
  const report = await getJson(playerPage.request, `/api/reports/${summary.id}`);
  expect(report.alertFamily).toBe('insider');

  // The results page lists the player with the numbers of their report.
  await page.goto(`/admin/waves/${wave.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wave results' })).toBeVisible();
  await expect(page.getByText('Landed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Damage per player' })).toBeAttached();
  const row = await findRowAcrossPages(page, 'Per-player results', email);
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Insider and accounting');
  await expect(cells.nth(2)).toHaveText(String(report.stars));
  await expect(cells.nth(3)).toHaveText(money(report.totalDamage));
  await expect(cells.nth(4)).toHaveText(moneyChange(report.netChange));
  await expect(cells.nth(5)).toHaveText(money(report.netWorthAfter));
  // The report's id is not printed; its Copy button puts it on the clipboard.
  await expect(row).not.toContainText(report.id);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await cells
    .nth(6)
    .getByRole('button', { name: /^Copy id of the report of / })
    .click();
  await expect(cells.nth(6).getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(report.id);
  await checkScreen(page, 'admin wave results');

  // The CSV, downloaded through the page, says the same.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`wave-${wave.id}.csv`);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded \d+ rows?\.$/ })).toHaveText(
    `Downloaded ${landed.playersHit} ${landed.playersHit === 1 ? 'row' : 'rows'}.`,
  );
  const csv = parseCsv(await readFile((await file.path()) as string, 'utf8'));
  const [header, ...lines] = csv;
  expect(lines).toHaveLength(landed.playersHit);
  const column = (name: string) => header?.indexOf(name) ?? -1;
  const line = lines.find((l) => l[column('email')] === email);
  if (!line) throw new Error('the player is not in the CSV');
  expect(line[column('report_id')]).toBe(report.id);
  expect(line[column('alert_family')]).toBe('insider');
  expect(Number(line[column('stars')])).toBe(report.stars);
  expect(Number(line[column('total_damage')])).toBe(report.totalDamage);
  expect(Number(line[column('net_change')])).toBe(report.netChange);
  expect(Number(line[column('cash_after')])).toBe(report.cashAfter);
  expect(Number(line[column('net_worth_after')])).toBe(report.netWorthAfter);
  const attacks = Object.fromEntries(
    (line[column('attacks')] ?? '').split(' ').map((pair) => pair.split(':')),
  );
  expect(attacks).toEqual(
    Object.fromEntries(report.attacks.map((a) => [a.fraudId, String(a.damage)])),
  );
  await playerContext.close();
});

/** The summary figures, histogram table and stars of a preview or results block, as text. */
async function numbersOf(scope: ReturnType<Page['getByRole']>) {
  return {
    figures: (await scope.locator('dl.admin-figures').innerText()).trim(),
    histogram: (await scope.getByRole('table', { name: 'Damage per player' }).textContent()) ?? '',
    stars: (await scope.getByRole('heading', { name: 'Stars' }).locator('..').innerText()).trim(),
  };
}

test('the preview shows exactly the numbers that sending the same wave produces', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Two players with different defenses, so the distribution has some shape.
  for (const defense of ['EmailFiltering', 'NetworkMonitoring']) {
    const client = await signedInClient(uniqueEmail('preview-player'));
    await skipWelcome(client);
    await buy(client, defense);
    await client.dispose();
  }
  const gm = await openConsole(page);
  await page.goto('/admin/waves');
  const form = page.getByRole('region', { name: 'New wave' });
  await form.getByRole('radio', { name: /^Hard/ }).check();
  await form.getByRole('checkbox', { name: 'Cyber intrusion', exact: true }).check();
  await form.getByRole('button', { name: 'Preview wave' }).click();
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('table', { name: 'Attacks' })).toBeVisible();
  const previewed = await numbersOf(preview);
  expect(previewed.figures).toMatch(/Players hit\s*\d+/);

  // Changing the wave makes the preview stale: it must be previewed again before sending.
  await form.getByRole('checkbox', { name: 'Social engineering', exact: true }).check();
  await expect(preview.getByRole('status')).toHaveText(
    'You changed the wave. Preview it again before sending.',
  );
  await expect(preview.getByRole('button', { name: 'Send this wave now' })).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Social engineering', exact: true }).uncheck();

  await preview.getByRole('button', { name: 'Send this wave now' }).click();
  const done = form.getByRole('status').filter({ hasText: /The wave landed on \d+ players?\./ });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('progressbar')).toBeVisible();
  await form.getByRole('link', { name: 'See its results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wave results' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Summary' });
  await expect(results.locator('dl.admin-figures')).toBeVisible();
  expect(await numbersOf(results)).toEqual(previewed);

  // And the API agrees that the sent wave used the previewed draw.
  const waveId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const sent = await getJson(gm, `/api/admin/waves/${waveId}`);
  expect(sent).toMatchObject({ difficulty: 'hard', forecast: ['cyber'] });
  await checkScreen(page, 'admin results of a sent wave');
});

test('an upcoming wave can be edited and cancelled from the console', async ({ page }) => {
  test.setTimeout(120_000);
  const gm = await openConsole(page);
  await page.goto('/admin/waves');
  const form = page.getByRole('region', { name: 'New wave' });
  await form.getByRole('radio', { name: /^Medium/ }).check();
  await form.getByRole('radio', { name: 'In a number of minutes' }).check();
  await form.getByLabel('Minutes from now').fill('600');
  await form.getByRole('button', { name: 'Preview wave' }).click();
  await form
    .getByRole('region', { name: 'Preview' })
    .getByRole('button', { name: 'Schedule this wave' })
    .click();
  await expect(form.getByRole('status').filter({ hasText: 'Wave scheduled for' })).toBeVisible();
  const mine = (await upcomingWaves(gm))
    .filter((w) => !w.automatic && w.difficulty === 'medium')
    .sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt))[0];
  if (!mine) throw new Error('the wave is not in the upcoming list');
  const item = page
    .getByRole('list', { name: 'Upcoming waves' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/admin/waves/${mine.id}"]`) });
  await expect(item).toContainText('Difficulty: Medium');

  // Edit: an easy wave with the physical family elevated, half an hour later.
  await item.getByRole('button', { name: 'Edit' }).click();
  const editor = item.getByRole('form', { name: 'Edit the wave' });
  await editor.getByRole('radio', { name: /^Easy/ }).check();
  // The wave was drawn with a random forecast of up to 2 families: clear it, then pick one.
  const families = editor.getByRole('group', { name: 'Forecast (elevated families)' });
  for (const box of await families.getByRole('checkbox').all()) await box.uncheck();
  await families.getByRole('checkbox', { name: 'Physical', exact: true }).check();
  await editor.getByRole('radio', { name: 'In a number of minutes' }).check();
  await editor.getByLabel('Minutes from now').fill('630');
  await checkScreen(page, 'admin waves editing a wave');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(item.getByRole('status')).toHaveText('The wave was changed.');
  await expect(item).toContainText('Difficulty: Easy');
  await expect(item).toContainText('Physical');
  const edited = await getJson(gm, `/api/admin/waves/${mine.id}`);
  expect(edited.difficulty).toBe('easy');
  expect(edited.forecast).toContain('physical');
  expect(Date.parse(edited.scheduledAt) - Date.parse(mine.scheduledAt)).toBeGreaterThan(
    20 * 60_000,
  );

  // Cancel, after a confirmation.
  await item.getByRole('button', { name: 'Cancel wave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this wave?' });
  await expect(dialog).toContainText('will not hit');
  await dialog.getByRole('button', { name: 'Cancel the wave' }).click();
  await expect(item).toHaveCount(0);
  expect((await getJson(gm, `/api/admin/waves/${mine.id}`)).status).toBe('cancelled');
});
