import { computeRefund } from '@ffl/engine/actions';
import { DEFENSES } from '@ffl/engine/catalogue';
import { computeUpkeep } from '@ffl/engine/economy';
import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { computeDamageWeights, computeExpectedDamage } from '@ffl/engine/planner';
import { expect, test } from '@playwright/test';
import { getJson } from './support/api';
import { signedInClient, signUpAndSignIn } from './support/game';
import { checkScreen, expectNoAxeViolations } from './support/helpers';
import { purchaseWords, readJson } from './support/home';
import { cashFigure, readCash, shopCard, shopThroughApi, tabTo } from './support/shop';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

test('a player buys and upgrades in the shop, filters, sorts, reads a defense and sells it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'shop');
  await page.goto('/defenseshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Defense Shop' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  const start = await readCash(page);

  const [buy, up2] = DEFENSES.UserEducation.costs;
  const card = shopCard(page, 'User Education and Training');
  await expect(card.getByText('Not owned')).toBeVisible();
  // Money, not a percentage: the expected saving per wave against the next wave (the engine's
  // expected damage under its fraud mix), the upkeep and the payback after upkeep.
  const { next } = await readJson(page, '/api/waves/next');
  const weights = computeDamageWeights(
    computeFraudMix(next?.difficulty ?? 'random', { elevatedFamilies: next?.forecast ?? [] }),
  );
  const saved =
    computeExpectedDamage({}, weights) - computeExpectedDamage({ UserEducation: 1 }, weights);
  await expect(card.getByText(purchaseWords(buy, saved), { exact: true })).toBeVisible();

  // "Covers" says what each level stops: Verification Protocols' level 1 stops 0% of SIM swap.
  const protocols = shopCard(page, 'Verification Protocols');
  await protocols.getByText('What each level stops (6 frauds)').click();
  await expect(protocols.getByRole('row', { name: /SIM Swap/ }).getByRole('cell')).toHaveText([
    '0%',
    '40%',
    '70%',
  ]);
  await card
    .getByRole('button', { name: `Buy User Education and Training for ${money(buy)}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Bought User Education' })).toContainText(
    `Bought User Education and Training to level 1 for ${money(buy)}. Cash now ${money(start - buy)}.`,
  );
  await expect(cashFigure(page)).toHaveText(money(start - buy));
  await expect(
    card.getByText(`Level 1 of 3: ${DEFENSES.UserEducation.levelNames[0]}`),
  ).toBeVisible();
  // The upgrade says which upkeep is which: what it adds, and the level's whole upkeep.
  await expect(card).toContainText(
    `Adds ${money(computeUpkeep(up2))} of upkeep a wave, ${money(computeUpkeep(buy + up2))} a wave in all at level 2.`,
  );

  await card
    .getByRole('button', { name: `Upgrade User Education and Training for ${money(up2)}` })
    .click();
  await expect(cashFigure(page)).toHaveText(money(start - buy - up2));
  await expect(
    card.getByText(`Level 2 of 3: ${DEFENSES.UserEducation.levelNames[1]}`),
  ).toBeVisible();
  await checkScreen(page, 'shop after buying');

  // Filter: only the owned defense is left, and the URL keeps the choice.
  await page.getByRole('radio', { name: 'Owned', exact: true }).check();
  await expect(page).toHaveURL(/filter=owned/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 20 defenses.')).toBeVisible();
  await page.getByRole('radio', { name: 'Not owned', exact: true }).check();
  await expect(page.getByRole('article')).toHaveCount(19);
  await expect(shopCard(page, 'User Education and Training')).toHaveCount(0);
  await page.getByRole('radio', { name: 'All', exact: true }).check();
  await expect(page.getByRole('article')).toHaveCount(20);

  // Sort by name, then by level (the owned defense first).
  await page.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' });
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName('ATM Inspections');
  await expect(page.getByRole('article').last()).toHaveAccessibleName('VPN Usage');
  await page.getByLabel('Sort by').selectOption({ label: 'Level (highest first)' });
  await expect(page).toHaveURL(/sort=level/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(
    'User Education and Training',
  );

  // Open its page from the card: content, ladder with the current level, the chart's table.
  await shopCard(page, 'User Education and Training')
    .getByRole('link', { name: 'User Education and Training' })
    .click();
  await expect(page).toHaveURL(/\/defenses\/UserEducation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'User Education and Training' }),
  ).toBeVisible();
  for (const section of [
    'What it is',
    'How it works',
    'The three levels',
    'What it stops',
    'Limitations and trade-offs',
    'Cost of doing it for real',
    'Sources',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: section }),
    ).toBeVisible();
  }
  const current = page.locator('li[aria-current="step"]');
  await expect(current).toContainText('Level 2');
  await expect(current).toContainText(DEFENSES.UserEducation.levelNames[1]);
  await expect(current).toContainText('Your level');
  await expect(page.getByRole('table')).toContainText('Level 2 (your level)');
  const stops = page.getByRole('region', { name: 'What it stops' });
  await expect(stops.getByRole('link', { name: 'Phishing', exact: true })).toHaveAttribute(
    'href',
    '/frauds/Phishing',
  );
  const sources = page.getByRole('region', { name: 'Sources' }).getByRole('listitem');
  expect(await sources.count()).toBeGreaterThan(0);
  await expect(sources.first().getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
  await checkScreen(page, 'defense page');

  // Back keeps the shop's sort.
  await page.goBack();
  await expect(page).toHaveURL(/\/defenseshop\?.*sort=level/);
  await expect(page.getByLabel('Sort by')).toHaveValue('level');
  await page.goForward();
  await expect(page).toHaveURL(/\/defenses\/UserEducation$/);

  // Sell behind a confirmation that states the refund: half of what was invested, rounded down.
  const invested = buy + up2;
  const refund = computeRefund(invested);
  const before = await readCash(page);
  await page.getByRole('button', { name: `Sell for ${money(refund)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell User Education and Training?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `You get back ${money(refund)}: half of the ${money(invested)} you invested, rounded down.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: `Sell for ${money(refund)}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Sold' })).toContainText(
    `Sold User Education and Training for ${money(refund)}. Cash now ${money(before + refund)}.`,
  );
  await expect(cashFigure(page)).toHaveText(money(before + refund));
  await expect(page.getByText('You do not own this defense.')).toBeVisible();
});

test('a purchase the bank cannot afford is explained before and refused by the server in words', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = await signUpAndSignIn(page, request, 'shop-broke');
  const api = await signedInClient(email, false);
  // Spend through the API (prices from the engine) until Multi-Factor Authentication is too dear.
  const price = DEFENSES.MultiFactorAuth.costs[0];
  let cash = (await getJson(api, '/api/bank')).cash;
  const plan: [string, 'buy' | 'upgrade'][] = [
    ['VerificationProtocols', 'buy'],
    ['VerificationProtocols', 'upgrade'],
    ['VerificationProtocols', 'upgrade'],
    ['DdosProtection', 'buy'],
    ['DdosProtection', 'upgrade'],
    ['DdosProtection', 'upgrade'],
    ['InputValidation', 'buy'],
    ['InputValidation', 'upgrade'],
    ['InputValidation', 'upgrade'],
    ['NetworkMonitoring', 'buy'],
    ['NetworkMonitoring', 'upgrade'],
    ['NetworkMonitoring', 'upgrade'],
    ['SegregationOfDuties', 'buy'],
    ['SegregationOfDuties', 'upgrade'],
    ['SegregationOfDuties', 'upgrade'],
  ];
  for (const [id, action] of plan) {
    if (cash < price) break;
    cash = (await shopThroughApi(api, id, action)).bank.cash;
  }
  expect(cash).toBeLessThan(price);

  await page.goto('/defenseshop');
  await expect(cashFigure(page)).toHaveText(money(cash));
  const card = shopCard(page, 'Multi-Factor Authentication');
  await expect(
    card.getByText(`Not enough cash: you need ${money(price - cash)} more.`),
  ).toBeVisible();
  // A level-3 defense offers nothing more to buy, only its sale.
  const maxed = shopCard(page, 'Verification Protocols');
  await expect(maxed.getByText('Max level')).toBeVisible();
  await expect(maxed.getByRole('button')).toHaveText([/^Sell/]);
  await card
    .getByRole('button', { name: `Buy Multi-Factor Authentication for ${money(price)}` })
    .click();
  await expect(card.getByRole('alert')).toHaveText(
    'Not enough cash for Multi-Factor Authentication.',
  );
  await expect(cashFigure(page)).toHaveText(money(cash));
  await expectNoAxeViolations(page);

  // Sell from the shop, behind the confirmation that states the refund and the upkeep it ends.
  const invested = DEFENSES.VerificationProtocols.costs.reduce((a, b) => a + b, 0);
  const refund = computeRefund(invested);
  await maxed
    .getByRole('button', { name: `Sell Verification Protocols for ${money(refund)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sell Verification Protocols?' });
  await expect(dialog).toContainText(
    `You get back ${money(refund)}: half of the ${money(invested)} you invested, rounded down.`,
  );
  // The whole upkeep of the level it is at, named as such (an upgrade's words name the part it adds).
  await expect(dialog).toContainText(
    `ends all its upkeep: ${money((invested * 2) / 100)} a wave in all at level 3.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: `Sell for ${money(refund)}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Sold' })).toContainText(
    `Sold Verification Protocols for ${money(refund)}. Cash now ${money(cash + refund)}.`,
  );
  await expect(cashFigure(page)).toHaveText(money(cash + refund));
  await expect(maxed.getByText('Not owned')).toBeVisible();
  await api.dispose();
});

test('keyboard only: reach the shop and buy a defense', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page, request, 'shop-keys');
  await tabTo(page, /^Shop$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/defenseshop$/);
  await expect(page.getByRole('article')).toHaveCount(20);
  const start = await readCash(page);
  const price = DEFENSES.VpnUsage.costs[0];

  await tabTo(page, new RegExp(`^Buy VPN Usage for \\${money(price)}$`));
  await expect(
    page.getByRole('button', { name: `Buy VPN Usage for ${money(price)}` }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cashFigure(page)).toHaveText(money(start - price));
  await expect(
    shopCard(page, 'VPN Usage').getByText(`Level 1 of 3: ${DEFENSES.VpnUsage.levelNames[0]}`),
  ).toBeVisible();
  // Focus stays on the card's next step, so the player can carry on from the keyboard.
  const upgrade = shopCard(page, 'VPN Usage').getByRole('button', {
    name: `Upgrade VPN Usage for ${money(DEFENSES.VpnUsage.costs[1])}`,
  });
  await expect(upgrade).toBeFocused();
  await expectNoAxeViolations(page);
  await testInfo.attach('keyboard purchase 1280x800', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
