/**
 * The real SAML identity provider (Debian's SimpleSAMLphp, `scripts/saml-idp`) for a journey: started
 * before the file's tests on a free port, stopped after them. Each worker that runs the file starts
 * its own. The journey registers our server as a service provider once it knows its addresses
 * (`idp().addServiceProvider({ entityId, acsUrl })`) and gives our server `idp().metadataUrl`.
 */
import { expect, type Page, test } from '@playwright/test';
import { type SamlIdp, type SamlIdpUser, startSamlIdp } from '../../scripts/saml-idp/saml-idp.mjs';

/** Call at the top of a spec file (or a describe); the returned function gives the running IdP. */
export function useSamlIdp(users: SamlIdpUser[]): () => SamlIdp {
  let running: SamlIdp | undefined;
  test.beforeAll(async () => {
    running = await startSamlIdp({ users, serviceProviders: [] });
  });
  test.afterAll(async () => {
    await running?.stop();
    running = undefined;
  });
  return () => {
    if (!running) throw new Error('The SAML identity provider runs only inside the tests');
    return running;
  };
}

/**
 * Signs in on SimpleSAMLphp's own login page, where our server's redirect has taken the page; its
 * answer page then posts itself back to our server.
 */
export async function signInOnIdpPage(
  page: Page,
  idp: SamlIdp,
  user: { username: string; password: string },
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(idp.baseUrl)}/`));
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
