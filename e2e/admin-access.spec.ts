import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openConsole, originHeader, playerIdOf } from './support/admin';
import { apiDocument, readError, sendJson } from './support/api';
import { sendWaveNow, signUpAndSignIn } from './support/game';
import { checkScreen } from './support/helpers';

/** Every screen of the console, with sample ids where the address needs one. */
const SAMPLE_WAVE = 'Ab3dE5gH7jK9mN1pQ3sT';
const ADMIN_SCREENS = [
  '/admin',
  '/admin/waves',
  `/admin/waves/${SAMPLE_WAVE}`,
  '/admin/players',
  '/admin/players/some-player-id',
  '/admin/season',
  '/admin/learning',
  '/admin/audit',
  '/admin/organisations',
  `/admin/organisations/${SAMPLE_WAVE}`,
  '/admin/no-such-screen',
];

test('a player who is not a game master gets the 404 page at every /admin address, and permission-denied from every admin API', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'not-admin', 'Curious Player');
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '404 — Not Found' })).toBeVisible();
    // The 404 itself, not a redirect elsewhere.
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await checkScreen(page, 'admin 404 for a player');

  // Every /admin route of the API document, with sample parameters and an empty body.
  const doc = await apiDocument();
  const routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/admin'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
  expect(routes.length).toBeGreaterThanOrEqual(20);
  for (const { path, method } of routes) {
    const url = `/api${path
      .replace('{waveId}', SAMPLE_WAVE)
      .replace('{userId}', 'some-player-id')
      .replace(/\{[^}]+\}/g, 'sample')}`;
    const res = await page.request.fetch(url, {
      method: method.toUpperCase(),
      headers: originHeader(),
      ...(method === 'get' ? {} : { data: {} }),
    });
    expect(res.status(), `${method.toUpperCase()} ${url}`).toBe(403);
    expect((await readError(res)).code, `${method.toUpperCase()} ${url}`).toBe('permission-denied');
  }
});

test('the game master sees every console screen, each accessible at phone and desktop sizes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const gm = await openConsole(page);
  const nav = page.getByRole('navigation', { name: 'Game master' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('region', { name: 'Players' })).toContainText('Active this week');
  await expect(page.getByRole('region', { name: 'Next wave' })).toBeVisible();

  // With a landed wave, the dashboard shows its loss distribution as a chart.
  const wave = await sendWaveNow(gm, { difficulty: 'medium' });
  await page.reload();
  const last = page.getByRole('region', { name: "Last wave's losses" });
  await expect(last.getByRole('figure')).toContainText('Damage per player');
  await expect(last.getByRole('table', { name: 'Damage per player' })).toBeAttached();
  await checkScreen(page, 'admin dashboard');

  const screens: [string, string, string][] = [
    ['Waves', '/admin/waves', 'Waves'],
    ['Players', '/admin/players', 'Players'],
    ['Cohorts', '/admin/cohorts', 'Cohorts'],
    ['Enrolment', '/admin/enrolment', 'Enrolment'],
    // The journeys' game master is an owner: organisations are for owners only.
    ['Organisations', '/admin/organisations', 'Organisations'],
    ['For auditors', '/admin/compliance', 'For auditors'],
    ['Season', '/admin/season', 'Season'],
    ['Learning', '/admin/learning', 'Learning'],
    ['Learning report', '/admin/learning-report', 'Learning report'],
    ['Audit log', '/admin/audit', 'Audit log'],
  ];
  for (const [link, path, heading] of screens) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await checkScreen(page, `admin ${link.toLowerCase()}`);
  }

  // The learning screen: quiz statistics, or a plain sentence when the server has none.
  await page.goto('/admin/learning');
  await expect(
    page
      .getByRole('heading', { level: 2, name: 'Pass rate by fraud' })
      .or(page.getByText('Quiz statistics are not available on this server yet.')),
  ).toBeVisible();

  // The audit log lists the wave the game master just sent.
  await page.goto('/admin/audit');
  // It names the wave by its time and links to it; the wave's id is not printed.
  const entry = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="/admin/waves/${wave.id}"]`) });
  await expect(entry.first().getByRole('link')).toHaveText(/^Wave of \d+ \w+ \d{4}, /);
  await expect(entry.first()).not.toContainText(wave.id);
  await expect(entry.first()).toContainText('Scheduled a wave');
  await expect(entry.first()).toContainText('gm-e2e@example.com');

  // A player's page, the results of the wave, and an unknown console address.
  await page.goto(`/admin/players/${await playerIdOf(gm, 'gm-e2e@example.com')}`);
  await expect(page.getByRole('region', { name: 'Bank' })).toBeVisible();
  await checkScreen(page, 'admin player detail (self)');
  // A player's training and wave reports, read-only; the look is in the audit log.
  await page.getByRole('link', { name: /^Open their training and wave reports/ }).click();
  await expect(page).toHaveURL(/\/admin\/players\/[^/]+\/work$/);
  await expect(page.getByRole('region', { name: 'Wave reports' })).toBeVisible();
  await checkScreen(page, 'admin player work (read-only)');
  await page.goto(`/admin/waves/${wave.id}`);
  await expect(page.getByRole('region', { name: 'Per player' })).toBeVisible();
  await checkScreen(page, 'admin wave results');
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: '404 — Not Found' })).toBeVisible();
  await checkScreen(page, 'admin unknown screen');

  // An organisation (issue 28): in the owner's list, and its page with the addresses to give its
  // identity provider, the provider form, the settings and the mapping editor.
  const tag = randomUUID().slice(0, 8);
  const organisation = await sendJson(gm, 'post', '/api/admin/organisations', {
    data: { name: `Harbour Bank ${tag}`, domains: [`harbour-${tag}.example`] },
    headers: originHeader(),
  });
  await page.goto('/admin/organisations');
  const row = page.getByRole('row').filter({ hasText: organisation.name });
  await expect(row).toContainText(`harbour-${tag}.example`);
  await expect(row).toContainText('Not set');
  await checkScreen(page, 'admin organisations');
  await row.getByRole('link', { name: organisation.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/organisations/${organisation.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: organisation.name, exact: true }),
  ).toBeVisible();
  const give = page.getByRole('region', { name: 'Give these to your identity provider' });
  await expect(
    give.getByRole('textbox', { name: 'SAML assertion consumer service (ACS) address' }),
  ).toHaveValue(organisation.serviceProvider.samlAcsUrl);
  await expect(give.getByRole('textbox', { name: 'OpenID Connect redirect address' })).toHaveValue(
    organisation.serviceProvider.oidcRedirectUri,
  );
  await expect(give.getByRole('button', { name: /^Copy SAML entity id/ })).toBeVisible();
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Add a group' }).click();
  await expect(settings.getByRole('textbox', { name: 'Group of row 1' })).toBeFocused();
  await checkScreen(page, 'admin organisation');
});
