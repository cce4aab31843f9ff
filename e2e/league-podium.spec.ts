import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gameMaster, sendWaveNow, signUpAndSignIn } from './support/game';
import { checkScreen } from './support/helpers';
import { apiRead, apiWrite, nameBank, secondPlayer, uniqueSuffix } from './support/social';

/**
 * After a wave, a league's page shows its podium in the league's own ranks, each row's move in
 * the league, and the feed (decision 0036). Sends a wave: a shared-world journey.
 */
test("after a wave, the league's page shows its podium, the league's own moves and the feed", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const ownerBank = `Podium Trust ${suffix}`;
  const memberBank = `Podium Savings ${suffix}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'podium-owner', 'Petra Podium');
  await nameBank(page, ownerBank);
  // Two defenses and the right alert against the wave: the owner scores more than the member.
  // Buying moves cash into defenses, so both still tie before the wave.
  for (const defenseId of ['EmailFiltering', 'UserEducation']) {
    await apiWrite(page, 'post', `/api/bank/defenses/${defenseId}/buy`, undefined, {
      'idempotency-key': randomUUID(),
    });
  }
  await apiWrite(page, 'put', '/api/bank/alert', { family: 'social' });
  const league = await apiWrite(page, 'post', '/api/leagues', {
    name: `Podium League ${suffix}`,
  });
  const member = await secondPlayer(browser, request, 'podium-member', 'Milo Member');
  await nameBank(member.page, memberBank);
  await apiWrite(member.page, 'post', '/api/leagues/join', { code: league.code });

  // Before any wave: the podium says what will show there.
  await page.goto(`/leagues/${league.id}`);
  const podium = page.getByRole('region', { name: 'Podium of the last wave' });
  await expect(podium).toContainText('No wave has landed since this league started.');

  await sendWaveNow(await gameMaster(), {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'BusinessEmailCompromise'],
    forecast: ['social'],
  });
  // The league's ranks come from the wave's ranks, written right after it lands.
  await expect
    .poll(async () => (await apiRead(page, `/api/leagues/${league.id}`)).podium !== null, {
      message: 'the podium of the wave',
      timeout: 30_000,
    })
    .toBe(true);

  // The owner: first, and kept first (both were tied before the wave); nobody climbed.
  await page.reload();
  await expect(podium.getByRole('list', { name: 'Top three after the wave' })).toBeVisible();
  const places = podium.getByRole('listitem');
  await expect(places).toHaveCount(2);
  await expect(places.nth(0)).toContainText(`1st${ownerBank}You`);
  await expect(places.nth(1)).toContainText(`2nd${memberBank}`);
  await expect(podium).toContainText('Nobody climbed a place in the league in this wave.');
  await expect(podium).toContainText('You kept 1st place.');
  await expect(podium.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // The table's moves are the league's: no change for the owner, one place down for the member,
  // whatever the wave did to their places in the global table.
  const table = page.getByRole('region', { name: 'League table' });
  await expect(table.getByRole('row', { name: new RegExp(ownerBank) })).toContainText('no change');
  await expect(table.getByRole('row', { name: new RegExp(memberBank) })).toContainText(
    'down 1 place',
  );

  // The feed: the wave's podium, then the member's join, then the league's start, each timed.
  const feed = page.getByRole('region', { name: 'League feed' });
  const entries = feed.getByRole('list').first().locator(':scope > li');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Custom wave landed.');
  await expect(entries.nth(1)).toContainText(`${memberBank} joined the league.`);
  await expect(entries.nth(2)).toContainText('You started the league.');
  for (const time of await feed.locator('time').all()) {
    await expect(time).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  }
  await expect(feed).toContainText('That is everything since the league started.');
  await checkScreen(page, 'league podium and feed');

  // The member dropped a place in the league, and their report of the wave is one tap away.
  await member.page.goto(`/leagues/${league.id}`);
  const theirs = member.page.getByRole('region', { name: 'Podium of the last wave' });
  await expect(theirs).toContainText('You dropped 1 place, from 1st to 2nd.');
  await theirs.getByRole('link', { name: 'Your report of this wave' }).click();
  await expect(member.page).toHaveURL(/\/attacklog\?report=[A-Za-z0-9]{20}$/);
  await member.context.close();
});
