import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gameMaster, sendWaveNow, signUpAndSignIn } from './support/game';
import { checkScreen, money, moneyChange } from './support/helpers';
import { apiRead, apiWrite } from './support/social';

interface ReportAttack {
  fraudId: string;
  fraudName: string;
  base: number;
  damage: number;
  alerted: boolean;
  alertSaved: number;
  damageBeforeAlert: number;
  layers: { defenseId: string; defenseName: string; saved: number; effectiveness: number }[];
  bestImprovement: { defenseId: string; wouldHaveSaved: number } | null;
}

interface Report {
  id: string;
  stars: number;
  netChange: number;
  netWorthAfter: number;
  cashAfter: number;
  ledger: { kind: string; amount: number }[];
  attacks: ReportAttack[];
}

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
  await expect(
    page.getByText(
      /^No attacks yet\. (The next wave hits in \d{2,}:\d{2}:\d{2}|The next wave is landing now|No wave is scheduled yet), so now is a good time to buy a first defense$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Defense Shop' })).toHaveAttribute(
    'href',
    '/defenseshop',
  );
  await checkScreen(page, testInfo, 'attack log empty');

  // A loadout that makes every part of the "why" appear: two layers on Phishing, the alert, and
  // an attack nothing covers.
  for (const defenseId of ['EmailFiltering', 'UserEducation']) {
    await apiWrite(page, 'post', `/api/bank/defenses/${defenseId}/buy`, undefined, {
      'idempotency-key': randomUUID(),
    });
  }
  await apiWrite(page, 'put', '/api/bank/alert', { family: 'social' });
  const gm = await gameMaster();
  await sendWaveNow(gm, {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'AtmSkimming', 'Ransomware'],
    forecast: ['social'],
  });

  const list = await apiRead<{ reports: { id: string }[] }>(page, '/api/reports');
  expect(list.reports).toHaveLength(1);
  const reportId = list.reports[0]?.id ?? '';
  const report = await apiRead<Report>(page, `/api/reports/${reportId}`);
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

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const body = page.locator(`#report-${reportId}-body`);
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

  // The balance chart: drawn, summarised in words, and every point in its hidden table.
  const chart = page.getByRole('figure', { name: /Net worth after each wave this season/ });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart).toContainText(
    `Net worth went from $1,000,000 at the start to ${money(report.netWorthAfter)} after 1 wave`,
  );
  const table = page.getByRole('table', { name: 'Net worth after each wave this season' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /^Wave 1,/ })).toContainText(
    money(report.netWorthAfter),
  );
  await checkScreen(page, testInfo, 'attack log with a report');

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
});
