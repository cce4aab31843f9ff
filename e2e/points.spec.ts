import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { getJson, originHeader } from './support/api';
import { gameMaster, sendWaveNow, signedInClient, signUpAndSignIn } from './support/game';
import { checkScreen, uniqueEmail } from './support/helpers';
import { openHomeDetail } from './support/home';
import { apiRead, apiWrite, nameBank, uniqueSuffix } from './support/social';

/** The screen-reader words of a move, written here independently of the app. */
function moveWords(move: number): string {
  if (move === 0) return 'no change';
  const n = Math.abs(move);
  return `${move > 0 ? 'up' : 'down'} ${n} ${n === 1 ? 'place' : 'places'}`;
}

test('a player sees the wave’s points and their rank move on Home, the tables and the league', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'points', 'Points Player');
  await apiWrite(page, 'patch', '/api/bank', { welcomeDone: true });
  const myBank = `Climbers ${uniqueSuffix()}`;
  await nameBank(page, myBank);

  // A rival with an untouched bank. I buy and sell a defense, which costs me half its price, so
  // before the wave I rank below the rival; two defenses and the right alert then score points.
  const rival = await signedInClient(uniqueEmail('points-rival'));
  const rivalBank = await getJson(rival, '/api/bank');
  for (const [defenseId, action] of [
    ['MultiFactorAuth', 'buy'],
    ['MultiFactorAuth', 'sell'],
    ['EmailFiltering', 'buy'],
    ['UserEducation', 'buy'],
  ] as const) {
    await apiWrite(page, 'post', `/api/bank/defenses/${defenseId}/${action}`, undefined, {
      'idempotency-key': randomUUID(),
    });
  }
  await apiWrite(page, 'put', '/api/bank/alert', { family: 'social' });
  const league = await apiWrite(page, 'post', '/api/leagues', { name: 'Climbing club' });
  const joined = await rival.post('/api/leagues/join', {
    data: { code: league.code },
    headers: originHeader(),
  });
  expect(joined.status()).toBe(200);

  await sendWaveNow(await gameMaster(), {
    difficulty: 'custom',
    fraudIds: ['Phishing', 'SimSwap', 'Ransomware'],
    forecast: ['social'],
  });

  // Home: the move and the wave's points, in words.
  const standing = await apiRead(page, '/api/me/standing');
  const last = standing.lastWave;
  expect(last?.rankBefore).not.toBeNull();
  expect(last?.rankAfter).not.toBeNull();
  const move = (last?.rankBefore ?? 0) - (last?.rankAfter ?? 0);
  expect(move).toBeGreaterThan(0);
  await page.goto('/home');
  // Under "More", its rank at a glance, the move one tap away.
  await expect(
    page.getByRole('button', {
      name: `Season table Ranked ${standing.rank} of ${standing.players}`,
    }),
  ).toBeVisible();
  const card = await openHomeDetail(page, 'Season table');
  await expect(card.getByText(/^You climbed /)).toBeVisible();
  await expect(card).toContainText(
    `You climbed ${move} ${move === 1 ? 'place' : 'places'} in the last wave, which scored you ${last?.points} points.`,
  );
  await expect(card).toContainText(
    `You are ranked ${standing.rank} of ${standing.players} with ${standing.points} points this season.`,
  );
  await checkScreen(page, 'home rank');

  // The leaderboard: points and each row's move, with words for screen readers.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/leaderboard');
  const order = page.getByRole('tablist', { name: 'Rank by' });
  await expect(order.getByRole('tab', { name: 'Points' })).toHaveAttribute('aria-selected', 'true');
  const mine = page.getByRole('row').filter({ hasText: myBank }).first();
  await expect(mine).toContainText(moveWords(move));
  await expect(mine.getByRole('cell').nth(2)).toHaveText(String(standing.points));
  const rivalRow = page.getByRole('row').filter({ hasText: rivalBank.name }).first();
  const global = await apiRead(page, '/api/leaderboard');
  const rivalMove = global.rows.find((row) => row.bankName === rivalBank.name)?.move ?? null;
  expect(rivalMove).not.toBeNull();
  await expect(rivalRow).toContainText(moveWords(rivalMove ?? 0));
  await checkScreen(page, 'leaderboard points');

  // The net-worth tab orders by net worth alone: the rival, who lost nothing, is above me.
  await page.setViewportSize({ width: 1280, height: 800 });
  await order.getByRole('tab', { name: 'Net worth' }).click();
  const byWorth = await apiRead(page, '/api/leaderboard?by=net-worth');
  const worths = byWorth.rows.map((row) => row.netWorth);
  expect(worths).toEqual([...worths].sort((a, b) => b - a));
  const names = await page
    .getByRole('table')
    .first()
    .locator('tbody th')
    .locator('.lb-bank-name')
    .allTextContents();
  expect(names).toEqual(byWorth.rows.map((row) => row.bankName));
  expect(names.indexOf(rivalBank.name)).toBeLessThan(names.indexOf(myBank));
  // The order is in the address: a reload (or a shared link) shows the table by net worth.
  await expect(page).toHaveURL(/[?&]by=net-worth/);
  const tablesAsked: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/leaderboard') tablesAsked.push(url.search);
  };
  page.on('request', onRequest);
  await page.reload();
  await expect(order.getByRole('tab', { name: 'Net worth' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('table').first().locator('tbody th').locator('.lb-bank-name'),
  ).toHaveText(byWorth.rows.map((row) => row.bankName));
  // The route loads the table the address asks for, first. (A refresh the live stream starts
  // after the reload, when the wave's events reach the new page, may then ask for the points table
  // too: that is the stream's, not the route's.)
  page.off('request', onRequest);
  expect(tablesAsked[0], tablesAsked.join(' ')).toBe('?by=net-worth');
  await order.getByRole('tab', { name: 'Points' }).click();
  await expect(page).not.toHaveURL(/by=/);

  // The league names the wave's biggest climber in its own ranks (decision 0036): me, who was
  // below the rival before the wave and above after it.
  await page.goto(`/leagues/${league.id}`);
  await expect(page.getByRole('region', { name: 'Podium of the last wave' })).toContainText(
    'Biggest climber: you, up 1 place to 1st.',
  );
  await checkScreen(page, 'league climber');
});
