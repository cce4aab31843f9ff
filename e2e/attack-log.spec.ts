import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { clearWavesDueWithin, serverNow } from './support/admin';
import { gameMaster, scheduleWave, sendWaveNow, signUpAndSignIn } from './support/game';
import {
  checkScreen,
  expectNoHorizontalScroll,
  money,
  moneyChange,
  PHONE,
} from './support/helpers';
import { apiRead, apiWrite } from './support/social';

test('a landed wave shows in the attack log with its why, ledger and balance chart', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'attacklog', 'Log Reader');

  // Before any wave: the empty state says what to do next, with the countdown or "no wave".
  await page.goto('/attacklog');
  await expect(page.getByRole('heading', { level: 1, name: 'Attack Log' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No attacks yet' })).toBeVisible();
  // A countdown always has its units ("in 3 h 12 min"), or the date from a day away.
  await expect(
    page.getByText(
      /^No attacks yet\. (The next wave hits (in (\d+ h( \d+ min)?|\d+ min \d{2} s|\d+ s)|on \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2})|The next wave is landing now|No wave is scheduled yet), so now is a good time to buy a first defense\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Defense Shop' })).toHaveAttribute(
    'href',
    '/defenseshop',
  );
  await checkScreen(page, 'attack log empty');

  // A loadout that makes every part of the "why" appear: two layers on Phishing, the alert, and
  // an attack nothing covers.
  for (const defenseId of ['EmailFiltering', 'UserEducation']) {
    await apiWrite(page, 'post', `/api/bank/defenses/${defenseId}/buy`, undefined, {
      'idempotency-key': randomUUID(),
    });
  }
  // A defense bought and sold again before the wave: half of its price is lost, which the
  // balance chart must account for beside the wave's report.
  const bought: { cashChange: number } = await apiWrite(
    page,
    'post',
    '/api/bank/defenses/MultiFactorAuth/buy',
    undefined,
    { 'idempotency-key': randomUUID() },
  );
  const sold: { cashChange: number } = await apiWrite(
    page,
    'post',
    '/api/bank/defenses/MultiFactorAuth/sell',
    undefined,
    { 'idempotency-key': randomUUID() },
  );
  const saleLoss = sold.cashChange + bought.cashChange;
  expect(saleLoss).toBeLessThan(0);
  await apiWrite(page, 'put', '/api/bank/alert', { family: 'social' });

  // The wave lands while the page is open. The header's cash changes with the wave's notice,
  // not after it, even when the server is slow to answer for the bank (here by 1.5 s).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/attacklog');
  await expect(page.getByRole('heading', { name: 'No attacks yet' })).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { cashAtNotice?: string };
    const observer = new MutationObserver(() => {
      const notice = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes('A wave just hit your bank'),
      );
      if (!notice) return;
      const term = [...document.querySelectorAll('header dt')].find(
        (element) => element.textContent === 'Cash',
      );
      w.cashAtNotice = term?.nextElementSibling?.textContent ?? '';
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.route('**/api/bank', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const gm = await gameMaster();
  await sendWaveNow(gm, {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'AtmSkimming', 'Ransomware'],
    forecast: ['social'],
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'A wave just hit your bank' }),
  ).toBeVisible();
  await page.unroute('**/api/bank');

  const list = await apiRead(page, '/api/reports');
  expect(list.reports).toHaveLength(1);
  const reportId = list.reports[0]?.id ?? '';
  const report = await apiRead(page, `/api/reports/${reportId}`);
  const cashAtNotice = await page.evaluate(
    () => (window as unknown as { cashAtNotice?: string }).cashAtNotice,
  );
  expect(cashAtNotice).toBe(money(report.cashAfter));
  expect(report.attacks.map((attack) => attack.fraudId)).toEqual([
    'Phishing',
    'AtmSkimming',
    'Ransomware',
  ]);

  await page.goto('/attacklog');
  const toggle = page.getByRole('button', { name: /Custom wave/ });
  await expect(toggle).toHaveCount(1);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText(`${report.stars} of 5 stars`);
  await expect(toggle).toContainText(`Net change ${moneyChange(report.netChange)}`);

  // What stars measure is said above the reports, and why this one earned its stars inside it.
  await expect(page.getByRole('region', { name: 'Wave reports' })).toContainText(
    "Stars measure how much of a wave's base damage your defenses and your alert stopped: 1 star from 10% stopped,",
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const body = page.locator(`#report-${reportId}-body`);
  await expect(body).toContainText(
    `${report.stars} of 5 stars: your defenses and your alert stopped`,
  );
  for (const attack of report.attacks) {
    const card = body.getByRole('article', { name: attack.fraudName });
    await expect(card.getByRole('link', { name: attack.fraudName, exact: true })).toHaveAttribute(
      'href',
      `/frauds/${attack.fraudId}`,
    );
    await expect(card.getByRole('listitem').first()).toContainText(
      `Base damage${money(attack.base)}`,
    );
    await expect(card.getByRole('listitem').last()).toContainText(
      `Final damage${moneyChange(-attack.damage)}`,
    );
    for (const layer of attack.layers) {
      const step = card.getByRole('listitem').filter({ hasText: layer.defenseName });
      await expect(step.getByRole('link', { name: layer.defenseName })).toHaveAttribute(
        'href',
        `/defenses/${layer.defenseId}`,
      );
      await expect(step).toContainText(`${layer.effectiveness}%`);
      await expect(step).toContainText(`saved ${money(layer.saved)}`);
    }
    if (attack.layers.length === 0) {
      await expect(card).toContainText('None of your defenses covers this fraud.');
    } else {
      await expect(card).toContainText(
        `Got through your defenses${money(attack.damageBeforeAlert)}`,
      );
    }
    if (attack.alerted) {
      await expect(card).toContainText(
        `Staff on alert for Social engineering halved what got through: saved ${money(attack.alertSaved)}.`,
      );
    }
    const best = attack.bestImprovement;
    if (best) {
      await expect(card.locator(`a[href="/defenses/${best.defenseId}"]`).last()).toBeVisible();
      await expect(card).toContainText(
        `would have saved ${money(best.wouldHaveSaved)} more on this attack.`,
      );
    }
  }
  // The fixture really shows layers, the alert and an unprotected attack.
  expect(report.attacks[0]?.layers.length).toBe(2);
  expect(report.attacks[0]?.alerted).toBe(true);
  expect(report.attacks[1]?.layers).toEqual([]);

  const ledger = body.getByRole('table', { name: 'Money from this wave' });
  const labels: Record<string, string> = {
    damage: 'Damage from the attacks',
    revenue: 'Revenue',
    upkeep: 'Upkeep of your defenses (2% of invested)',
    bonus: `Star bonus (${report.stars} ${report.stars === 1 ? 'star' : 'stars'})`,
  };
  for (const line of report.ledger) {
    await expect(ledger.getByRole('row', { name: labels[line.kind] })).toContainText(
      moneyChange(line.amount),
    );
  }
  await expect(ledger.getByRole('row', { name: 'Net change' })).toContainText(
    moneyChange(report.netChange),
  );
  await expect(ledger.getByRole('row', { name: 'Net worth after the wave' })).toContainText(
    money(report.netWorthAfter),
  );

  // The balance chart: drawn, summarised in words, and every point in its hidden table. The
  // figure after the wave is its report plus the sale before it, and the summary says so.
  expect(report.netWorthAfter).toBe(1_000_000 + saleLoss + report.netChange);
  const chart = page.getByRole('figure', { name: /Net worth after each wave this season/ });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart).toContainText(
    `Net worth went from $1,000,000 at the start to ${money(report.netWorthAfter)} after 1 wave (${moneyChange(report.netWorthAfter - 1_000_000)}): ${moneyChange(report.netChange)} from the wave report (upkeep ${moneyChange(report.ledger.find((line) => line.kind === 'upkeep')?.amount ?? 0)} included) and ${moneyChange(saleLoss)} from selling defenses.`,
  );
  const table = page.getByRole('table', { name: 'Net worth after each wave this season' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const waveRow = table.getByRole('row', { name: /^Wave 1,/ });
  await expect(waveRow).toContainText(money(report.netWorthAfter));
  await expect(waveRow).toContainText(`${moneyChange(saleLoss)} from selling defenses`);
  await checkScreen(page, 'attack log with a report');

  // The wave-landed notice links to ?report=<id>: that report opens and takes the focus.
  await page.goto('/attacklog');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.goto(`/attacklog?report=${reportId}`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(body.getByRole('article', { name: 'Phishing' })).toBeVisible();
  // A keyboard user closes it again.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toBeHidden();

  // On a phone the attack log is one tap away in the tab bar; the rest sit behind "More".
  await page.setViewportSize(PHONE);
  await page.goto('/home');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Shop', 'Wiki', 'Attacks', 'League']);
  for (const box of await tabs
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await tabs.getByRole('link', { name: 'Attacks' }).click();
  await expect(page).toHaveURL(/\/attacklog$/);
  await expect(tabs.getByRole('link', { name: 'Attacks' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('list', { name: 'More pages' });
  await expect(more.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Attacks' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectNoHorizontalScroll(page);

  // The header keeps its height when the next wave is under a minute away and turns critical:
  // the countdown says "in 45 s" (its units, always), and nothing moves.
  const header = page.getByRole('banner');
  await clearWavesDueWithin(gm, 5 * 60_000);
  const calm = await header.boundingBox();
  const soon = await scheduleWave(gm, {
    difficulty: 'custom',
    fraudIds: ['Vishing'],
    forecast: ['social'],
    at: new Date((await serverNow(gm)) + 55_000).toISOString(),
  });
  await expect(header.getByText(/^in \d{1,2} s$/)).toBeVisible();
  await expect(header).toContainText('Critical');
  const critical = await header.boundingBox();
  expect(critical?.height).toBe(calm?.height);
  await expectNoHorizontalScroll(page);
  await testInfo.attach('critical countdown 360', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  // The wave is landed at once, so that no later journey meets it.
  await clearWavesDueWithin(gm, 5 * 60_000);
  expect(soon.id).toBeTruthy();
});
