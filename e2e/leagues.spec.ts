import { expect, type Page, test } from '@playwright/test';
import { appOrigin, signUpAndSignIn } from './support/game';
import { checkScreen } from './support/helpers';
import { apiRead, apiWrite, nameBank, secondPlayer, uniqueSuffix } from './support/social';

/** The league tab of the leaderboard, chosen with the keyboard from the Global tab. */
async function openLeagueTab(page: Page, leagueName: string) {
  await page.goto('/leaderboard');
  const global = page.getByRole('tab', { name: 'Global' });
  await expect(global).toHaveAttribute('aria-selected', 'true');
  await global.focus();
  const league = page.getByRole('tab', { name: leagueName });
  // Arrow keys move along the tabs (the league may not be the first one after Global).
  for (let i = 0; i < 30 && (await league.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(league).toHaveAttribute('aria-selected', 'true');
  await expect(league).toBeFocused();
  const panel = page.getByRole('tabpanel', { name: leagueName });
  await expect(panel.getByRole('heading', { name: `League: ${leagueName}` })).toBeVisible();
  return panel;
}

test('two players share a league through its invite link, then the owner renames it and removes the other', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const ownerBank = `Owner Trust ${suffix}`;
  const joinerBank = `Joiner Savings ${suffix}`;
  const leagueName = `Fraud Fighters ${suffix}`;

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin() });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'league-owner', 'Olivia Owner');
  await nameBank(page, ownerBank);

  // Create the league.
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { level: 1, name: 'Leagues' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your leagues \(0 of 25\)$/ })).toBeVisible();
  await expect(page.getByText('You are in no private league yet.')).toBeVisible();
  await checkScreen(page, 'leagues empty');
  await page.getByLabel('League name').fill(leagueName);
  await page.getByRole('button', { name: 'Create league' }).click();
  await expect(page).toHaveURL(/\/leagues\/[A-Za-z0-9]{20}$/);
  const leagueId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(page.getByText('You own this league.')).toBeVisible();

  // Copy the invite link: the clipboard holds it and the page says so.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${appOrigin()}/join/[A-HJ-NP-Z2-9]{8}$`));
  await expect(page.getByLabel('Invite link')).toHaveValue(link);
  const code = link.split('/').at(-1) ?? '';
  await expect(page.getByText(`Invite code: ${code}`)).toBeVisible();
  await checkScreen(page, 'league page owner');

  // The other player opens the link, sees what they are joining, and joins.
  const joiner = await secondPlayer(browser, request, 'league-joiner', 'Jamal Joiner');
  await nameBank(joiner.page, joinerBank);
  await joiner.page.goto(link);
  await expect(joiner.page.getByRole('heading', { level: 1, name: 'Join a league' })).toBeVisible();
  await expect(joiner.page.getByRole('heading', { level: 2, name: leagueName })).toBeVisible();
  await expect(joiner.page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(joiner.page.getByText(`Run by ${ownerBank} (Olivia Owner)`)).toBeVisible();
  await checkScreen(joiner.page, 'join preview');
  await joiner.page.getByRole('button', { name: `Join ${leagueName}` }).click();
  await expect(joiner.page).toHaveURL(new RegExp(`/leagues/${leagueId}$`));
  await expect(joiner.page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
  await expect(joiner.page.getByText(`Run by ${ownerBank} (Olivia Owner).`)).toBeVisible();
  // The link now says so instead of offering to join twice.
  await joiner.page.goto(link);
  await expect(joiner.page.getByText('You are already in this league.')).toBeVisible();

  // Each sees the other in the league's tab of the leaderboard, and themself marked "You".
  const joinerPanel = await openLeagueTab(joiner.page, leagueName);
  await expect(joinerPanel.getByRole('row', { name: new RegExp(ownerBank) })).toBeVisible();
  const joinerRow = joinerPanel.getByRole('row', { name: new RegExp(joinerBank) });
  await expect(joinerRow).toContainText('You');
  await expect(joinerPanel.getByText('You are ranked')).toContainText('of 2.');
  await checkScreen(joiner.page, 'leaderboard league tab');

  const ownerPanel = await openLeagueTab(page, leagueName);
  await expect(ownerPanel.getByRole('row', { name: new RegExp(joinerBank) })).toBeVisible();
  await expect(ownerPanel.getByRole('row', { name: new RegExp(ownerBank) })).toContainText('You');
  // The global table is one arrow key back, and last season's table has its own tab.
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Global table' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Last season' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await checkScreen(page, 'leaderboard last season');

  // The owner renames the league, then removes the other player.
  await page.goto(`/leagues/${leagueId}`);
  const renamed = `${leagueName} II`;
  await page.getByLabel('New name').fill(renamed);
  await page.getByRole('button', { name: 'Rename league' }).click();
  await expect(page.getByText('The league was renamed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${joinerBank}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this member?' });
  await expect(dialog).toContainText(joinerBank);
  await checkScreen(page, 'remove member dialog');
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'was removed' })).toHaveText(
    `${joinerBank} was removed from the league.`,
  );
  await expect(page.getByRole('button', { name: `Remove ${joinerBank}` })).toHaveCount(0);
  await expect(page.getByText('1 member.')).toBeVisible();

  // The removed player lost the league: its page refuses them in words.
  await joiner.page.goto(`/leagues/${leagueId}`);
  await expect(joiner.page.getByRole('alert')).toHaveText(
    'That league does not exist, or you are not a member of it.',
  );
  const mine = await apiRead(joiner.page, '/api/leagues');
  expect(mine.leagues).toEqual([]);
  // The old invite link no longer lets them in: only a new one from the owner would.
  await joiner.page.goto(link);
  await joiner.page.getByRole('button', { name: `Join ${renamed}` }).click();
  await expect(joiner.page.getByRole('alert')).toHaveText(
    'You were removed from this league, so its current invite code no longer works for you. Ask the owner for a new invite link.',
  );
  await joiner.context.close();
});

test('a new code stops the old link; a member leaves; the owner deletes the league', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const leagueName = `Audit Club ${suffix}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'league-owner2', 'Rita Regenerate');
  const created = (await apiWrite(page, 'post', '/api/leagues', { name: leagueName })) as {
    id: string;
    code: string;
  };
  const member = await secondPlayer(browser, request, 'league-member2', 'Lee Leaver');

  // A new code: confirm, then the old link answers in words and the new one works.
  await page.goto(`/leagues/${created.id}`);
  await page.getByRole('button', { name: 'Make a new invite code' }).click();
  const confirmCode = page.getByRole('dialog', { name: 'Make a new invite code?' });
  await expect(confirmCode).toContainText('The old link and code stop working at once.');
  await confirmCode.getByRole('button', { name: 'Make a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'new invite code' })).toBeVisible();
  const newLink = await page.getByLabel('Invite link').inputValue();
  expect(newLink).not.toContain(created.code);

  await member.page.goto(`/join/${created.code}`);
  await expect(member.page.getByRole('alert')).toContainText('No league has that invite code.');
  await expect(member.page.getByRole('alert')).toContainText('Ask them for the new link');
  await checkScreen(member.page, 'join old link');

  // Joining by pasting the whole link into the form on /leagues.
  await member.page.goto('/leagues');
  await member.page.getByLabel('Invite code or link').fill(newLink);
  await member.page.getByRole('button', { name: 'Join league' }).click();
  await expect(member.page).toHaveURL(new RegExp(`/leagues/${created.id}$`));

  // The member leaves, after a confirmation.
  await member.page.getByRole('button', { name: 'Leave league' }).click();
  const leave = member.page.getByRole('dialog', { name: 'Leave this league?' });
  await leave.getByRole('button', { name: 'Leave league' }).click();
  await expect(member.page).toHaveURL(/\/leagues$/);
  await expect(
    member.page.getByRole('heading', { name: /^Your leagues \(0 of 25\)$/ }),
  ).toBeVisible();
  await member.context.close();

  // The owner deletes it, after a confirmation that says what goes.
  await page.getByRole('button', { name: 'Delete league' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete this league?' });
  await expect(remove).toContainText('This cannot be undone.');
  await remove.getByRole('button', { name: 'Delete league' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(page.getByRole('link', { name: leagueName })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Your leagues \(0 of 25\)$/ })).toBeVisible();
});

test('the 25-league limit and every refusal are shown in words', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'league-limit', 'Lena Limit');

  // Codes that cannot be one are refused before asking the server; unknown ones by the server.
  await page.goto('/leagues');
  const joinForm = page.getByRole('region', { name: 'Join a league' });
  const createForm = page.getByRole('region', { name: 'Create a league' });
  await joinForm.getByLabel('Invite code or link').fill('not a code');
  await joinForm.getByRole('button', { name: 'Join league' }).click();
  await expect(joinForm.getByRole('alert')).toHaveText(
    'An invite code is 8 letters and digits, like K7MPQ2XH. Check the code and try again.',
  );
  // As in every form: the field at fault is marked, focused and described by the error line.
  const codeField = joinForm.getByLabel('Invite code or link');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(/An invite code is 8 letters and digits/);
  await joinForm.getByLabel('Invite code or link').fill('ZZZZ2222');
  await joinForm.getByRole('button', { name: 'Join league' }).click();
  await expect(joinForm.getByRole('alert')).toHaveText('No league has that invite code.');
  await createForm.getByRole('button', { name: 'Create league' }).click();
  await expect(createForm.getByRole('alert')).toHaveText('Give the league a name.');

  await page.goto('/join/short');
  await expect(page.getByRole('alert')).toHaveText(
    'This is not a working invite link: an invite code is 8 letters and digits.',
  );

  // One name as long as a league name can be (40 characters), the kind a phone used to clip.
  const longName = `Fraud Fighters 101 Northern Cape ${suffix}`.padEnd(40, 'x');
  for (let i = 1; i <= 25; i++) {
    await apiWrite(page, 'post', '/api/leagues', {
      name: i === 1 ? longName : `Limit ${suffix} ${i}`,
    });
  }
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { name: /^Your leagues \(25 of 25\)$/ })).toBeVisible();
  await expect(
    page.getByText(
      'You are in 25 leagues, the most a player can be in. Leave one before you create or join another.',
    ),
  ).toBeVisible();
  await createForm.getByLabel('League name').fill(`Limit ${suffix} 26`);
  await createForm.getByRole('button', { name: 'Create league' }).click();
  await expect(createForm.getByRole('alert')).toHaveText(
    'You are already in 25 leagues, the most a player can be in. Leave one first.',
  );
  await checkScreen(page, 'leagues at the limit');

  // Every league has its tab on the leaderboard. On a phone the tabs wrap: each one whole and in
  // view, the longest name included, with nothing cut off at the side of the screen.
  await page.goto('/leaderboard');
  // 'Tables': the global table, the cohorts, the archive and the 25 leagues (the Points / Net worth
  // order is a tablist of its own).
  await expect(page.getByRole('tablist', { name: 'Tables' }).getByRole('tab')).toHaveCount(28);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('tab', { name: longName })).toBeVisible();
  const clipped = await page.getByRole('tab').evaluateAll((tabs) =>
    tabs
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return tab.scrollWidth > tab.clientWidth || box.left < 0 || box.right > window.innerWidth;
      })
      .map((tab) => tab.textContent),
  );
  expect(clipped).toEqual([]);
  await checkScreen(page, 'leaderboard with many leagues');
});
