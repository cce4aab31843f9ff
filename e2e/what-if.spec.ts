import { randomUUID } from 'node:crypto';
import { expect, type Request, test } from '@playwright/test';
import { gameMaster, sendWaveNow, signUpAndSignIn } from './support/game';
import { checkScreen, money, moneyChange } from './support/helpers';
import { apiRead, apiWrite } from './support/social';

test('a player replays a wave report with other choices and finds the best change, offline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'whatif', 'What If Player');
  // Email Filtering at level 1 and the alert on social engineering; the wave brings Phishing
  // (social) and Ransomware (cyber), so the alert was on the smaller attack.
  await apiWrite(page, 'post', '/api/bank/defenses/EmailFiltering/buy', undefined, {
    'idempotency-key': randomUUID(),
  });
  await apiWrite(page, 'put', '/api/bank/alert', { family: 'social' });
  await sendWaveNow(await gameMaster(), {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'Ransomware'],
    forecast: ['cyber'],
  });
  const list = await apiRead(page, '/api/reports');
  const reportId = list.reports[0]?.id ?? '';
  const report = await apiRead(page, `/api/reports/${reportId}`);
  expect(report.attacks.map((attack) => attack.damage)).toEqual([6_875, 46_750]);

  await page.goto(`/attacklog?report=${reportId}`);
  const body = page.locator(`#report-${reportId}-body`);
  const panel = body.getByRole('region', { name: 'What if?' });
  await expect(panel).toBeVisible();
  const attacks = panel.getByRole('table', { name: 'Each attack' });
  const totals = panel.getByRole('table', { name: 'The wave' });
  const summary = panel.getByRole('status');
  await expect(attacks.getByRole('row', { name: /Phishing/ })).toContainText(
    `${money(6_875)}${money(6_875)}`,
  );
  await expect(summary).toHaveText(
    'As it was. Change a level or the alert to see what this wave would have cost.',
  );

  // From here on, the what-if runs in the page, offline: the browser cannot reach the server at
  // all. Requests are still recorded: the app's idle preloader may try the six main pages
  // meanwhile (and fail), but nothing may ask for a report, the bank or any write.
  const requests: string[] = [];
  const record = (sent: Request) => requests.push(`${sent.method()} ${sent.url()}`);
  page.on('request', record);
  await page.context().setOffline(true);

  // Email Filtering at level 3: 85% of Phishing and 45% of Ransomware stopped, for 90,000.
  const emailFiltering = panel.getByLabel('Email Filtering and Anti-Phishing');
  await expect(emailFiltering).toHaveValue('1');
  await expect(emailFiltering.locator('option:checked')).toHaveText('Level 1 (yours)');
  await emailFiltering.selectOption({ label: 'Level 3' });
  await expect(attacks.getByRole('row', { name: /Phishing/ })).toContainText(
    `${money(6_875)}${money(2_063)}`,
  );
  await expect(attacks.getByRole('row', { name: /Ransomware/ })).toContainText(
    `${money(46_750)}${money(30_250)}`,
  );
  await expect(
    totals.getByRole('row', { name: 'Price of the changes (cash into defenses)' }),
  ).toContainText(moneyChange(-90_000));
  // The ranking's measures: the 90,000 turn cash into a defense, which net worth counts at cost,
  // so net worth moves by the net change alone (29,512 more), and the wave scores 23 more points.
  await expect(totals.getByRole('row', { name: 'Points' })).toContainText('3760+23');
  await expect(summary).toHaveText(
    'All told, this wave would have given you 23 more points and left your net worth $29,512 higher.',
  );

  // Back to what the bank had, from the keyboard.
  const reset = panel.getByRole('button', { name: 'Back to what you had' });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(emailFiltering).toHaveValue('1');
  await expect(reset).toBeDisabled();

  // The best single change, as the ranking measures it (points, then net worth) and with the
  // cash the bank had (945,000): Regulated Automatic Backups at level 3, 70% of the ransomware.
  // Trying it moves the totals by exactly what it says.
  const advice = panel.getByRole('paragraph').filter({ hasText: /^Best single change:/ });
  await expect(advice).toHaveText(
    'Best single change: Regulated Automatic Backups at level 3 (you had none): 44 more points and $56,537 more net worth in this wave. It saves $59,737 and adds $3,200 of upkeep; its price, $160,000, turns cash into a defense, which net worth counts at cost.',
  );
  const stated = Number(
    (
      /and \$([\d,]+) more net worth/.exec((await advice.textContent()) ?? '')?.[1] ?? ''
    ).replaceAll(',', ''),
  );
  expect(stated).toBe(56_537);
  await panel.getByRole('button', { name: 'Try this change' }).click();
  await expect(panel.getByLabel('Regulated Automatic Backups')).toHaveValue('3');
  await expect(panel.getByLabel('Security alert')).toHaveValue('social');
  const netWorth = totals.getByRole('row', { name: 'Net worth after the wave' });
  await expect(netWorth).toContainText(
    `${money(report.netWorthAfter)}${money(report.netWorthAfter + stated)}${moneyChange(stated)}`,
  );
  await expect(totals.getByRole('row', { name: 'Points' })).toContainText('3781+44');
  await expect(summary).toHaveText(
    `All told, this wave would have given you 44 more points and left your net worth ${money(stated)} higher.`,
  );

  page.off('request', record);
  await page.context().setOffline(false);
  const whatIfWouldNeed = /\/api\/(reports|bank|me|advice)|\/api\/.*\/(buy|upgrade|sell)/;
  expect(requests.filter((line) => !line.startsWith('GET ') || whatIfWouldNeed.test(line))).toEqual(
    [],
  );

  // Readable and usable at 360 px and on a desktop, with the best change applied.
  await checkScreen(page, 'what-if with the best change');
});
