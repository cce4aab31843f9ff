import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gmClient, openConsole, originHeader, playerIdOf, skipWelcome } from './support/admin';
import { getJson, sendJson } from './support/api';
import { signedInClient } from './support/game';
import { checkScreen, expectTableWordsWhole, PHONE, uniqueEmail } from './support/helpers';
import { useSamlIdp } from './support/saml-idp';

/**
 * Issue 28, the owner's console: an organisation made in the form, its SAML provider read from a
 * real identity provider's metadata address (SimpleSAMLphp), the settings with the server's
 * refusal of passwords while the sign-on is off, a group mapped to a cohort, the test sign-in
 * link, and the deletion. A game master who is not an owner sees none of it.
 */
const idp = useSamlIdp([]);

test('the owner sets up an organisation’s sign-on in the console, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const gm = await openConsole(page);
  const tag = randomUUID().slice(0, 8);
  const name = `Harbour Bank ${tag}`;
  const domain = `harbour-${tag}.example`;
  const cohort = await sendJson(gm, 'post', '/api/admin/cohorts', {
    data: { name: `Harbour risk ${tag}` },
    headers: originHeader(),
  });

  // Owners find the screen in the console's navigation.
  await page
    .getByRole('navigation', { name: 'Game master' })
    .getByRole('link', { name: 'Organisations', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();

  // The form takes domains separated by commas or spaces, with or without "@".
  const create = page.getByRole('region', { name: 'New organisation' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('textbox', { name: 'E-mail domains' }).fill(`${domain}, @Mail.${domain}`);
  await create.getByRole('button', { name: 'Create organisation' }).click();
  await expect(create.getByRole('status')).toHaveText(
    `${name} is ready. Open it to set its identity provider.`,
  );
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(domain);
  await expect(row).toContainText(`mail.${domain}`);
  await expect(row).toContainText('Not set');

  // A domain another organisation holds: the server's words, in the form.
  await create.getByRole('textbox', { name: 'Name' }).fill(`Other ${tag}`);
  await create.getByRole('textbox', { name: 'E-mail domains' }).fill(domain);
  await create.getByRole('button', { name: 'Create organisation' }).click();
  await expect(create.getByRole('alert')).toHaveText(
    `The domain ${domain} belongs to ${name} already; a domain signs in through one organisation.`,
  );

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const organisationId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = await getJson(gm, `/api/admin/organisations/${organisationId}`);
  const give = page.getByRole('region', { name: 'Give these to your identity provider' });
  await expect(give.getByRole('textbox', { name: 'SAML entity id (audience)' })).toHaveValue(
    stored.serviceProvider.samlEntityId,
  );
  await expect(give.getByRole('textbox', { name: 'SAML metadata address' })).toHaveValue(
    stored.serviceProvider.samlMetadataUrl,
  );

  // The SAML provider, read from its metadata address.
  const provider = page.getByRole('region', { name: 'Identity provider', exact: true });
  await expect(provider).toContainText('No provider is set yet.');
  await provider.getByRole('radio', { name: 'SAML' }).check();
  await provider.getByRole('radio', { name: 'Metadata address' }).check();
  await provider.getByRole('textbox', { name: 'Metadata address' }).fill(idp().metadataUrl);
  await provider.getByRole('button', { name: 'Save provider' }).click();
  await expect(
    provider.getByRole('status').filter({ hasText: 'The provider is saved.' }),
  ).toBeVisible();
  await expect(provider).toContainText(idp().entityId);
  await expect(provider).toContainText('SHA-256 fingerprint');
  await expect(provider.getByText(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/)).toBeVisible();

  // An OpenID Connect issuer that does not answer is refused, and said so; the SAML
  // provider stays.
  await provider.getByRole('radio', { name: 'OpenID Connect' }).check();
  await provider.getByRole('textbox', { name: 'Issuer' }).fill('http://127.0.0.1:9/nothing');
  await provider.getByRole('textbox', { name: 'Client id' }).fill('ffl-harbour');
  await provider.getByRole('button', { name: 'Save provider' }).click();
  await expect(provider.getByRole('alert')).toHaveText('Give the client secret.');
  await expect(provider.getByLabel('Client secret')).toBeFocused();
  await provider.getByLabel('Client secret').fill('harbour-secret');
  await provider.getByRole('button', { name: 'Save provider' }).click();
  await expect(provider.getByRole('alert')).toHaveText(
    'The provider did not answer. Check the address, then try again; nothing was changed.',
  );
  await expect(provider).toContainText(idp().entityId);

  // Passwords cannot be refused while the sign-on is off: the server says so.
  const settings = page.getByRole('region', { name: 'Settings', exact: true });
  await settings
    .getByRole('checkbox', { name: 'Refuse password sign-in for these domains' })
    .check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText(
    'Turn the sign-on on before refusing passwords, or nobody of this organisation could sign in.',
  );

  // Sign-on on, passwords refused, one group mapped, a default cohort.
  await settings.getByRole('checkbox', { name: 'Use single sign-on for these domains' }).check();
  await settings.getByRole('button', { name: 'Add a group' }).click();
  await expect(settings.getByRole('textbox', { name: 'Group of row 1' })).toBeFocused();
  await page.keyboard.type('Risk');
  // A row without its cohort is named before anything is sent.
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Row 1 needs a cohort.');
  await settings.getByRole('combobox', { name: 'Cohort of row 1' }).selectOption(cohort.id);
  await settings.getByRole('button', { name: 'Add a group' }).click();
  await settings.getByRole('button', { name: 'Remove row 2' }).click();
  await expect(settings.getByRole('textbox', { name: 'Group of row 2' })).toHaveCount(0);
  await settings.getByRole('combobox', { name: 'Default cohort' }).selectOption(cohort.id);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    settings.getByRole('status').filter({ hasText: 'The settings are saved.' }),
  ).toBeVisible();
  const saved = await getJson(gm, `/api/admin/organisations/${organisationId}`);
  expect(saved).toMatchObject({
    ssoEnabled: true,
    passwordSignIn: false,
    groupCohorts: [{ group: 'Risk', cohort: { id: cohort.id } }],
    defaultCohort: { id: cohort.id },
  });

  // The test sign-in opens the provider's sign-in in a new tab.
  const testLink = page
    .getByRole('region', { name: 'Test the sign-in' })
    .getByRole('link', { name: /^Test sign-in/ });
  await expect(testLink).toHaveAttribute('href', saved.serviceProvider.signInUrl);
  await expect(testLink).toHaveAttribute('target', '_blank');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Group of row 1' })).toHaveValue('Risk');
  await expect(
    page.getByRole('checkbox', { name: 'Refuse password sign-in for these domains' }),
  ).toBeChecked();
  await checkScreen(page, 'admin organisation with a SAML provider');

  await page.goto('/admin/organisations');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('SAML');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Refused');
  // The table at a phone's width: no word split across lines; it scrolls sideways and says so.
  await page.setViewportSize(PHONE);
  await expectTableWordsWhole(page);
  await checkScreen(page, 'admin organisations');

  // Deleting asks for the name.
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Delete organisation…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this organisation?' });
  await expect(dialog.getByRole('button', { name: 'Delete organisation' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Organisation name' }).fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Delete organisation' }).click();
  await expect(page).toHaveURL(/\/admin\/organisations$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a game master who is not an owner sees no organisations in the console', async ({
  browser,
}) => {
  const owner = await gmClient();
  const deputy = uniqueEmail('org-deputy');
  const client = await signedInClient(deputy);
  await skipWelcome(client);
  await sendJson(owner, 'post', `/api/admin/players/${await playerIdOf(owner, deputy)}/role`, {
    data: { role: 'admin', confirm: deputy },
    headers: { ...originHeader(), 'Idempotency-Key': randomUUID() },
  });
  const context = await browser.newContext();
  await context.addCookies((await client.storageState()).cookies);
  const page = await context.newPage();
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Game master' });
  await expect(nav.getByRole('link', { name: 'Cohorts', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Organisations' })).toHaveCount(0);
  await page.goto('/admin/organisations');
  await expect(page.getByRole('heading', { level: 1, name: '404 — Not Found' })).toBeVisible();
  await client.dispose();
  await context.close();
});
