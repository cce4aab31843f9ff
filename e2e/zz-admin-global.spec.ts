/**
 * Journeys that change the whole game (the automatic schedule, the season). Playwright runs spec
 * files in name order with one worker, so this file runs last and disturbs no other journey.
 */

import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  buy,
  clearWavesDueWithin,
  getJson,
  openConsole,
  originHeader,
  serverNow,
  skipWelcome,
  upcomingWaves,
  waitForWave,
} from './support/admin';
import { advanceServerClock, GM_EMAIL, signedInClient } from './support/game';
import { checkScreen, uniqueEmail } from './support/helpers';

interface Schedule {
  enabled: boolean;
  intervalMinutes: number;
  timeOfDay: string;
}

test.describe.configure({ mode: 'serial' });

test('the automatic schedule at 5 minutes sends a wave with no one clicking', async ({ page }) => {
  test.setTimeout(150_000);
  const gm = await openConsole(page);
  const before = await getJson(gm, '/api/admin/schedule');
  try {
    await clearWavesDueWithin(gm, 6 * 60_000);
    await page.goto('/admin/waves');
    const panel = page.getByRole('region', { name: 'Automatic schedule' });
    await expect(panel.getByLabel('Every')).not.toHaveValue('');
    if (!before.enabled) {
      await panel.getByRole('button', { name: 'Resume' }).click();
      await expect(panel.getByRole('status')).toHaveText('The automatic schedule is running.');
    }
    await panel.getByLabel('Every').fill('5');
    await panel.getByLabel('Unit').selectOption('minutes');
    await panel.getByRole('button', { name: 'Save schedule' }).click();
    await expect(panel.getByRole('status')).toHaveText('Schedule saved.');
    await expect(panel).toContainText('Every 5 minutes, counted from');
    await expect(panel.getByText('Running', { exact: true })).toBeVisible();
    await checkScreen(page, 'admin waves with a 5-minute schedule');

    // The schedule has announced its wave; nobody schedules or sends anything from here on.
    const announced = (await upcomingWaves(gm)).find((w) => w.automatic);
    if (!announced) throw new Error('the schedule announced no wave');
    const wait = Date.parse(announced.scheduledAt) - (await serverNow(gm));
    expect(wait).toBeLessThanOrEqual(5 * 60_000);
    await advanceServerClock(gm, 5 * 60_000 + 2_000);
    const landed = await waitForWave(gm, announced.id);
    expect(landed.automatic).toBe(true);

    // The console shows it among the past waves as an automatic wave that landed.
    const past = page.getByRole('list', { name: 'Past waves' }).getByRole('listitem');
    await expect(
      past.filter({ hasText: 'Automatic' }).filter({ hasText: 'Landed' }).first(),
    ).toBeVisible({ timeout: 15_000 });
    await page.goto(`/admin/waves/${announced.id}`);
    await expect(page.getByRole('region', { name: /^Wave of / })).toContainText('Automatic');
    await expect(page.getByText('Landed', { exact: true }).first()).toBeVisible();

    // Pause from the console: no automatic wave is announced any more.
    await page.goto('/admin/waves');
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByRole('status')).toHaveText('The automatic schedule is paused.');
    await expect(panel).toContainText('Paused: no automatic wave is announced.');
    expect((await upcomingWaves(gm)).filter((w) => w.automatic)).toEqual([]);
  } finally {
    await restoreSchedule(gm, before);
  }
});

async function restoreSchedule(gm: APIRequestContext, schedule: Schedule) {
  const res = await gm.put('/api/admin/schedule', {
    data: {
      enabled: schedule.enabled,
      intervalMinutes: schedule.intervalMinutes,
      timeOfDay: schedule.timeOfDay,
    },
    headers: originHeader(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a new season puts every bank back at the starting cash, archives the table, and every action is in the audit log', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const rich = uniqueEmail('season-buyer');
  const deputy = uniqueEmail('season-deputy');
  const buyer = await signedInClient(rich);
  await skipWelcome(buyer);
  await buy(buyer, 'MultiFactorAuth');
  const spent = await getJson(buyer, '/api/bank');
  expect(spent.cash).toBeLessThan(1_000_000);
  const deputyClient = await signedInClient(deputy);
  await skipWelcome(deputyClient);
  await deputyClient.dispose();

  const gm = await openConsole(page);
  const season = await getJson(gm, '/api/admin/season');
  const number = season.season.number;

  // The owner makes the deputy a game master, then a player again: both through the console.
  await page.goto('/admin/players');
  await page.getByLabel('Search by name or e-mail').fill(deputy);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('row').filter({ hasText: deputy }).getByRole('link').click();
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Make game master' }).click();
  await page
    .getByRole('dialog', { name: 'Make this player a game master?' })
    .getByRole('button', { name: 'Make game master' })
    .click();
  await expect(access.getByRole('status')).toHaveText('This player is now: Game master.');
  await access.getByRole('button', { name: 'Make player' }).click();
  await page
    .getByRole('dialog', { name: 'Make this player a plain player?' })
    .getByRole('button', { name: 'Make player' })
    .click();
  await expect(access.getByRole('status')).toHaveText('This player is now: Player.');

  // Start the season after reading what is reset and what is kept.
  await page.goto('/admin/season');
  await expect(page.getByRole('heading', { name: `Season ${number}`, exact: true })).toBeVisible();
  await checkScreen(page, 'admin season');
  await page.getByRole('button', { name: `Start season ${number + 1}` }).click();
  const dialog = page.getByRole('dialog', { name: `Start season ${number + 1}?` });
  await expect(dialog).toContainText(
    "The final standings are archived and stay viewable as last season's table.",
  );
  await expect(dialog).toContainText('Every defense is removed.');
  await expect(dialog).toContainText(
    "Every bank's cash goes back to the starting cash of $1,000,000.",
  );
  await expect(dialog).toContainText('Private leagues and their members.');
  await expect(dialog).toContainText('Learning history: quiz passes and review dates.');
  await testInfo.attach('admin season confirmation', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  // The game master types the number of the season that ends; until then the button stays off.
  const start = dialog.getByRole('button', { name: 'Start the new season' });
  await expect(start).toBeDisabled();
  const typed = dialog.getByLabel(
    `To confirm, type ${number}: the number of the season that ends.`,
  );
  await typed.fill(String(number + 1));
  await expect(start).toBeDisabled();
  await typed.fill(String(number));
  await start.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Season ${number + 1} is running` }),
  ).toHaveText(`Season ${number + 1} is running: every bank is back at the starting cash.`, {
    timeout: 30_000,
  });
  await expect(
    page.getByRole('heading', { name: `Season ${number + 1}`, exact: true }),
  ).toBeVisible();

  // Everyone is back at the starting cash with nothing invested.
  const banks: { email: string; cash: number; invested: number }[] = [];
  for (let p = 1; ; p += 1) {
    const pageOf = await getJson(gm, `/api/admin/players?page=${p}&pageSize=100`);
    for (const player of pageOf.players) {
      if (player.bank) banks.push({ email: player.email, ...player.bank });
    }
    if (p * 100 >= pageOf.total) break;
  }
  expect(banks.map((b) => b.email)).toContain(rich);
  expect(banks.filter((b) => b.cash !== 1_000_000 || b.invested !== 0)).toEqual([]);
  expect(await getJson(buyer, '/api/bank')).toMatchObject({
    cash: 1_000_000,
    invested: 0,
    netWorth: 1_000_000,
  });

  // Last season's table is archived, with the buyer's final net worth.
  const archive = await getJson(buyer, '/api/leaderboard/archive');
  expect(archive.season?.number).toBe(number);
  expect(archive.me).not.toBeNull();
  expect(archive.aroundMe.find((row) => row.isMe)?.netWorth).toBe(spent.netWorth);
  await buyer.dispose();

  // The audit log shows each action of this journey: who, what, when.
  await page.goto('/admin/audit');
  const rows = page.getByRole('region', { name: 'Audit log entries' }).getByRole('row');
  const expectEntry = async (what: string, target: string | RegExp) => {
    const row = rows.filter({ hasText: what }).filter({ hasText: target }).first();
    await expect(row).toContainText(GM_EMAIL);
    await expect(row.getByRole('cell').first()).toHaveText(/\d{4}, \d\d:\d\d:\d\d/);
  };
  await expectEntry('Started a new season', `Season ${number + 1}`);
  await expectEntry('Changed a player’s role', deputy);
  // Newest first.
  const order = await rows.allInnerTexts();
  const at = (what: string) => order.findIndex((text) => text.includes(what));
  expect(at('Started a new season')).toBeLessThan(at('Changed a player’s role'));
  expect(at('Role: Game master → Player')).toBeLessThan(at('Role: Player → Game master'));
  expect(at('Role: Player → Game master')).toBeGreaterThan(-1);
  await checkScreen(page, 'admin audit log');
});
