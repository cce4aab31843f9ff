/**
 * Issue 29, the play-test's defects and the season's length: at 360 px no table cell breaks a
 * word (the leaderboard's global and league tabs, a league's page, a report in the Attack Log),
 * measured cell by cell; Home's protection chart keeps every label whole at 1280 px; Home says
 * when the season ends, in the player's time zone, and after a new season starts it shows no wave
 * of the last one. Shared world: it sends a wave and starts a season.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { buy, originHeader, serverNow, skipWelcome } from './support/admin';
import { getJson, sendJson } from './support/api';
import { gameMaster, sendWaveNow, signUpAndSignIn } from './support/game';
import {
  checkScreen,
  DESKTOP,
  expectChartTextInside,
  expectTableWordsWhole,
  PHONE,
} from './support/helpers';

const ZONE = 'Pacific/Auckland';
test.use({ timezoneId: ZONE });

type SeasonCalendar = Awaited<ReturnType<typeof getJson<'/api/season'>>>;

/** "14 Jan, 18:00" in `zone`, written independently of the app's formatter. */
function dayTime(at: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** Home's words for the season's end, from the calendar the server gives (days a day or more away). */
function seasonWords(season: SeasonCalendar, now: number): RegExp {
  const waves = `${season.left} ${season.left === 1 ? 'wave' : 'waves'} left`;
  if (season.endsAt === null) return new RegExp(`^Season ${season.number} ends after `);
  const end = Date.parse(season.endsAt);
  const days = Math.floor((end - now) / 86_400_000);
  const when =
    days >= 1
      ? `in ${days} ${days === 1 ? 'day' : 'days'}, on ${dayTime(end, ZONE)}`
      : // Under a day, the countdown's own words.
        'in \\d+ (h|min)';
  return new RegExp(`^Season ${season.number} ends ${when}.* · ${waves}$`);
}

/** The table words check at 360 px, then the usual screen check at both sizes. */
async function tablesWholeAtPhone(page: Page, screen: string) {
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectTableWordsWhole(page);
  await checkScreen(page, screen);
  await page.setViewportSize(PHONE);
}

test('at 360 px every table keeps its words whole: the leaderboard’s tabs, a league, a report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'whole-words', 'Priya Ramanathan-Okonkwo');
  await skipWelcome(page.request);
  await sendJson(page, 'patch', '/api/bank', {
    data: { name: 'Otter Savings' },
    headers: originHeader(),
  });
  await buy(page.request, 'EmailFiltering');
  await buy(page.request, 'AtmInspections');
  const league = await sendJson(page, 'post', '/api/leagues', {
    data: { name: 'Otter Savings Friends' },
    headers: originHeader(),
  });
  await sendWaveNow(await gameMaster(), {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'AtmSkimming', 'SimSwap'],
    forecast: ['social', 'physical'],
  });
  const { reports } = await getJson(page, '/api/reports');
  const report = reports.find((r) => !r.practice);
  if (!report) throw new Error('the wave left the player no report');

  await page.setViewportSize(PHONE);
  await page.goto('/leaderboard');
  await expect(page.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
  // "You" beside my bank's name, whole.
  await expect(page.getByRole('table').first().getByText('You', { exact: true })).toBeVisible();
  await tablesWholeAtPhone(page, 'leaderboard, global');
  await page.getByRole('tab', { name: 'Otter Savings Friends' }).click();
  await expect(page.getByRole('tab', { name: 'Otter Savings Friends' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tablesWholeAtPhone(page, 'leaderboard, league tab');

  await page.goto(`/leagues/${league.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Otter Savings Friends' }),
  ).toBeVisible();
  await tablesWholeAtPhone(page, 'league page');

  await page.goto(`/attacklog?report=${report.id}`);
  await expect(
    page.locator(`#report-${report.id}-body`).getByRole('article').first(),
  ).toBeVisible();
  await expectTableWordsWhole(page);
  await checkScreen(page, 'report in the Attack Log');

  // Home's protection chart at 1280 px: every fraud's name whole, ATM Skimming (the last) too.
  await page.setViewportSize(DESKTOP);
  await page.goto('/home');
  const toggle = page.getByRole('button', { name: /^Your protection/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const chart = page.locator('.coverage-chart');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: 'ATM Skimming' })).toBeAttached();
  await expectChartTextInside(page, chart);
  await page.setViewportSize(PHONE);
  await expectChartTextInside(page, chart);
});

test('Home says when the season ends in the player’s time, and a new season shows no wave of the last', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'season-end', 'Sam Season');
  await skipWelcome(page.request);
  const gm = await gameMaster();
  await sendWaveNow(gm, { difficulty: 'easy' });
  const { reports } = await getJson(page, '/api/reports');
  const real = reports.find((r) => !r.practice);
  if (!real) throw new Error('the wave left the player no report');

  await page.goto('/home');
  const last = page.getByRole('region', { name: 'Last wave' });
  await expect(last.getByRole('link', { name: 'Open the report' })).toHaveAttribute(
    'href',
    new RegExp(`report=${real.id}`),
  );
  const before = await getJson(page, '/api/season');
  expect(before.landed).toBeGreaterThan(0);
  expect(before.left).toBe(before.waves - before.landed);
  const line = page.locator('.home-season-line');
  await expect(line).toHaveText(seasonWords(before, await serverNow(page.request)));
  await expect(page.locator('.home-season-length')).toHaveText(
    `A season is ${before.waves} waves; then the final table is archived and every bank starts again.`,
  );
  await checkScreen(page, 'Home with the season’s end');

  // The game master starts the next season; the banks are reset in the background.
  await sendJson(gm, 'post', '/api/admin/season', {
    data: { confirm: before.number },
    headers: { ...originHeader(), 'Idempotency-Key': randomUUID() },
  });
  await expect
    .poll(async () => {
      const now = await getJson(page, '/api/season');
      return `${now.number} ${now.status}`;
    })
    .toBe(`${before.number + 1} active`);
  const after = await getJson(page, '/api/season');
  expect(after).toMatchObject({ landed: 0, left: after.waves });

  await page.goto('/home');
  await expect(line).toHaveText(seasonWords(after, await serverNow(page.request)));
  // Last season's wave is not this season's last wave: no report, the next wave's time instead.
  await expect(last.getByRole('link', { name: 'Open the report' })).toHaveCount(0);
  await expect(last).toContainText('No attacks yet.');
  await checkScreen(page, 'Home in a new season');
});
