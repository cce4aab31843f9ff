import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openConsole } from './support/admin';
import { appOrigin, getJson, originHeader, sendJson } from './support/api';
import { checkScreen, PASSWORD } from './support/helpers';
import { signInOnIdpPage, useSamlIdp } from './support/saml-idp';

/**
 * Issue 28, end to end: a player of a domain with single sign-on types their e-mail on the login
 * page, is sent to their organisation's identity provider (Debian's SimpleSAMLphp, a real one),
 * signs in there, and lands on Home, in the cohort their directory group maps to. Passwords are
 * refused for that domain, on the page and by the API.
 */
const tag = randomUUID().slice(0, 8);
const domain = `acme-${tag}.example`;
const ana = {
  username: `ana-${tag}`,
  password: 'ana-idp-secret',
  email: `ana@${domain}`,
  name: 'Ana Analyst',
  groups: ['staff', 'Risk Team'],
};
const idp = useSamlIdp([ana]);

test('a player of an SSO domain signs in at SimpleSAMLphp, lands on Home in the mapped cohort, and has no password there', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const organisationName = `Acme Bank ${tag}`;
  const cohortName = `Risk ${tag}`;

  // The owner sets the organisation up: its domain, its provider, groups to cohorts, no passwords.
  const owner = await openConsole(page);
  const cohort = await sendJson(owner, 'post', '/api/admin/cohorts', {
    data: { name: cohortName },
    headers: originHeader(),
  });
  const organisation = await sendJson(owner, 'post', '/api/admin/organisations', {
    data: { name: organisationName, domains: [domain] },
    headers: originHeader(),
  });
  await idp().addServiceProvider({
    entityId: organisation.serviceProvider.samlEntityId,
    acsUrl: organisation.serviceProvider.samlAcsUrl,
  });
  await sendJson(owner, 'put', `/api/admin/organisations/${organisation.id}/provider`, {
    data: { kind: 'saml', metadataUrl: idp().metadataUrl },
    headers: originHeader(),
  });
  await sendJson(owner, 'patch', `/api/admin/organisations/${organisation.id}`, {
    data: {
      ssoEnabled: true,
      passwordSignIn: false,
      groupCohorts: [{ group: 'Risk Team', cohortId: cohort.id }],
    },
    headers: originHeader(),
  });

  // The player, in a browser of their own, types their address: the login page offers the
  // organisation's sign-on instead of a password.
  const context = await browser.newContext({ baseURL: appOrigin() });
  const player = await context.newPage();
  await player.goto('/login');
  await player.getByLabel('Email').fill(ana.email);
  const offer = player.getByRole('status').filter({ hasText: 'signs you in with its own sign-on' });
  await expect(offer).toContainText(`${organisationName} signs you in with its own sign-on.`);
  await expect(offer).toContainText('Passwords are turned off for this address');
  await expect(player.getByLabel('Password')).toHaveCount(0);
  await checkScreen(player, 'login, an organisation with its own sign-on');

  await player.getByRole('link', { name: `Continue with ${organisationName}` }).click();
  await signInOnIdpPage(player, idp(), ana);
  // SimpleSAMLphp posts its signed answer back; the player lands on Home, signed in.
  await expect(player).toHaveURL(/\/home$/, { timeout: 30_000 });
  const me = await getJson(player, '/api/me');
  expect(me).toMatchObject({ email: ana.email, emailVerified: true, name: ana.name });
  const mine = await getJson(player, '/api/me/cohort');
  expect(mine).toMatchObject({ cohort: { name: cohortName } });

  // A password is refused for this address, whatever sends it.
  const password = await player.request.post('/api/auth/sign-in/email', {
    data: { email: ana.email, password: PASSWORD },
    headers: originHeader(),
  });
  expect(password.status()).toBe(403);
  expect(await password.text()).toContain(`use \\"Continue with ${organisationName}\\"`);
  await context.close();
});
