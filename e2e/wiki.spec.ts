import { listDefensesAgainst } from '@ffl/engine/catalogue';
import {
  DEFENSE_NAMES,
  type DefenseId,
  FRAUD_IDS,
  FRAUD_NAMES,
  type FraudId,
} from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/game';
import { checkScreen } from './support/helpers';
import { protectionPct } from './support/home';
import { shop } from './support/wiki';

type Loadout = Partial<Record<DefenseId, 1 | 2 | 3>>;

/** The player's defenses in this journey: bought through the shop API before the wiki opens. */
const LOADOUT: Loadout = { MultiFactorAuth: 2, EmailFiltering: 1 };

/** The app's whole percent: rounded down, as every protection percent is (issue 18). */
const pct = protectionPct;

function card(page: Page, fraudId: FraudId) {
  return page
    .getByRole('list', { name: 'Frauds' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: FRAUD_NAMES[fraudId], exact: true }) });
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Frauds' }).getByRole('heading').allInnerTexts();
}

test('the Fraud Wiki: protection from the engine, filters and sort in the URL', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'wiki');
  await shop(page, 'buy', 'MultiFactorAuth');
  await shop(page, 'upgrade', 'MultiFactorAuth');
  await shop(page, 'buy', 'EmailFiltering');

  await page.goto('/fraudwiki');
  await expect(page.getByRole('heading', { level: 1, name: 'Fraud Wiki' })).toBeVisible();
  await expect(page.getByText('Showing all 20 frauds.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Frauds' }).getByRole('listitem')).toHaveCount(20);

  // Every card's protection is the engine's for this loadout, with a word beside the colour.
  for (const fraudId of FRAUD_IDS) {
    const percent = pct(computeProtection(LOADOUT, fraudId));
    await expect(card(page, fraudId)).toContainText(`${percent}%`);
  }
  // One protection scale: strong from 70%, partial from 40%, weak below (82.5% shows as 82%).
  await expect(card(page, 'Phishing')).toContainText('82% (strong)');
  await expect(card(page, 'AccAndInvFraud')).toContainText('0% (weak)');
  await expect(card(page, 'BusinessEmailCompromise')).toContainText('15% (weak)');
  await expect(card(page, 'Phishing')).toContainText('Not taken');
  await expect(card(page, 'Phishing')).toContainText('Social engineering');
  await expect(card(page, 'Phishing')).toContainText('$27,500');
  // The summaries come from the content API.
  await expect(card(page, 'Phishing')).toContainText('fake message');
  await checkScreen(page, 'wiki');

  // Filter by family, then by the scale's strong band: the URL keeps both.
  await page.getByLabel('Family').selectOption({ label: 'Identity and access' });
  await expect(page).toHaveURL(/family=identity/);
  await expect(page.getByText('Showing 4 of 20 frauds.')).toBeVisible();
  await expect(page.getByLabel('Your protection').getByRole('option')).toHaveText([
    'Any',
    'Strong: 70% or more',
    'Partial: 40–69%',
    'Weak: under 40%',
  ]);
  await page.getByLabel('Your protection').selectOption({ label: 'Strong: 70% or more' });
  await expect(page).toHaveURL(/protection=good/);
  await expect(page.getByText('Showing 3 of 20 frauds.')).toBeVisible();
  expect(await cardNames(page)).toEqual([
    'Account Takeover',
    'Brute Force and Credential Stuffing',
    'SIM Swap Fraud',
  ]);

  // Sort by protection, weakest first: SIM swap 70%, account takeover 90%, brute force 95%.
  await page.getByLabel('Sort by').selectOption({ label: 'Protection (weakest first)' });
  await expect(page).toHaveURL(/sort=protection/);
  await expect
    .poll(() => cardNames(page))
    .toEqual(['SIM Swap Fraud', 'Account Takeover', 'Brute Force and Credential Stuffing']);

  // A reload keeps the filters: they live in the URL.
  await page.reload();
  await expect(page.getByLabel('Family')).toHaveValue('identity');
  await expect(page.getByLabel('Your protection')).toHaveValue('good');
  await expect(page.getByLabel('Sort by')).toHaveValue('protection');
  await expect(page.getByText('Showing 3 of 20 frauds.')).toBeVisible();

  // No quiz passed yet: the empty state says what to do, and clearing keeps the sort.
  await page.getByLabel('Quiz', { exact: true }).selectOption({ label: 'Passed' });
  await expect(page.getByText('No fraud matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByText('Showing all 20 frauds.')).toBeVisible();
  await expect(page).toHaveURL(/sort=protection/);
  await expect(page).not.toHaveURL(/family=/);

  // Sort by damage and by danger, highest first.
  await page.getByLabel('Sort by').selectOption({ label: 'Base damage (highest first)' });
  await expect
    .poll(async () => (await cardNames(page)).slice(0, 2))
    .toEqual(['Zero-Day Exploits', 'Ransomware']);
  await page.getByLabel('Sort by').selectOption({ label: 'Danger (highest first)' });
  await expect.poll(async () => (await cardNames(page))[0]).toBe('Account Takeover');

  // Back from a fraud page, the wiki is as it was left.
  await page.getByLabel('Family').selectOption({ label: 'Social engineering' });
  await expect(page.getByText('Showing 6 of 20 frauds.')).toBeVisible();
  await card(page, 'Phishing').getByRole('link', { name: 'Phishing' }).click();
  await expect(page).toHaveURL(/\/frauds\/Phishing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phishing' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/family=social/);
  await expect(page.getByText('Showing 6 of 20 frauds.')).toBeVisible();
});

test('a fraud page: the content, and coverage numbers that match the engine', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'fraudpage');
  await shop(page, 'buy', 'MultiFactorAuth');
  await shop(page, 'upgrade', 'MultiFactorAuth');
  await shop(page, 'buy', 'EmailFiltering');

  await page.goto('/frauds/Phishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Phishing' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const sections = [
    'What it is',
    'How it works',
    'Warning signs',
    'A real case',
    'Key statistics',
    'Who is targeted',
    'How to defend',
    'Defense coverage',
    'What to do if it happens to you',
    'Glossary',
    'Test yourself',
    'Sources',
  ];
  for (const name of sections) {
    await expect(toc.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  // How it works is a numbered list of steps; the real case has figures and a source.
  const howItWorks = page.getByRole('region', { name: 'How it works' });
  await expect(howItWorks.getByRole('listitem')).toHaveCount(5);
  const realCase = page.getByRole('region', { name: 'A real case' });
  await expect(realCase).toContainText('40 million');
  await expect(
    realCase.getByRole('link', { name: /Target hackers used phishing email/ }),
  ).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('region', { name: 'Key statistics' })).toContainText(
    'Figures for 2024',
  );
  // Inline content links go to the defense pages.
  await expect(
    page
      .getByRole('region', { name: 'How to defend' })
      .getByRole('link', { name: 'Multi-Factor Authentication' }),
  ).toHaveAttribute('href', '/defenses/MultiFactorAuth');
  // Reporting channels for South Africa and abroad, with phone numbers.
  const help = page.getByRole('region', { name: 'What to do if it happens to you' });
  await expect(help.getByRole('heading', { name: 'In South Africa' })).toBeVisible();
  await expect(help.getByRole('heading', { name: 'International' })).toBeVisible();
  await expect(help.getByRole('link', { name: '10111' })).toHaveAttribute('href', 'tel:10111');
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('listitem')).not.toHaveCount(
    0,
  );

  // Defense coverage: now, the next step of each covering defense, and the maximum.
  const coverage = page.getByRole('region', { name: 'Defense coverage' });
  const now = pct(computeProtection(LOADOUT, 'Phishing'));
  const maxed: Loadout = { ...LOADOUT };
  for (const id of listDefensesAgainst('Phishing')) maxed[id] = 3;
  const max = pct(computeProtection(maxed, 'Phishing'));
  expect([now, max]).toEqual([82, 99]);
  await expect(coverage).toContainText(
    `You stop ${now}% of Phishing now. With every covering defense at level 3 you would stop ${max}%.`,
  );
  for (const defenseId of listDefensesAgainst('Phishing')) {
    const level = LOADOUT[defenseId] ?? 0;
    const next = { ...LOADOUT, [defenseId]: Math.min(level + 1, 3) } as Loadout;
    const after = pct(computeProtection(next, 'Phishing'));
    const step = coverage
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: DEFENSE_NAMES[defenseId], exact: true }) });
    // A step too small to move the whole percent would say so ("would stay at").
    await expect(step).toContainText(
      after > now
        ? `Your protection would be ${after}% (+${after - now} ${after - now === 1 ? 'point' : 'points'}).`
        : `Your protection would stay at ${after}%.`,
    );
    await expect(step).toContainText(level === 0 ? 'Buy level 1' : `Upgrade to level ${level + 1}`);
  }
  await expect(
    coverage.getByRole('listitem').filter({ hasText: 'Multi-Factor Authentication' }),
  ).toContainText('You own level 2, Authenticator app: it stops 65% on its own.');

  // Test yourself leads to the quiz.
  await expect(
    page
      .getByRole('region', { name: 'Test yourself' })
      .getByRole('link', { name: 'Take the quiz' }),
  ).toHaveAttribute('href', '/frauds/Phishing/quiz');
  await checkScreen(page, 'fraud-page');

  // An unknown fraud is a 404, for the page and for its quiz.
  await page.goto('/frauds/NoSuchFraud');
  await expect(page.getByRole('heading', { name: '404 — Not Found' })).toBeVisible();
  await page.goto('/frauds/NoSuchFraud/quiz');
  await expect(page.getByRole('heading', { name: '404 — Not Found' })).toBeVisible();
});
