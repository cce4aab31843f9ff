import { createHash, randomBytes } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import type { CacheProvider } from '@node-saml/node-saml';
import { and, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { cohort, cohortMember } from '../../db/schema/org';
import {
  organisation,
  organisationDomain,
  ssoAssertionSeen,
  ssoIdentity,
  ssoRequest,
} from '../../db/schema/sso';
import { AppError } from '../../lib/app-error';
import { cleanName } from '../../lib/names';
import { createPublicId } from '../../lib/public-id';
import { type Actor, type AuditActor, recordAudit } from '../audit/audit-service';
import { placePlayer } from '../cohorts/cohort-service';
import {
  checkOidcProvider,
  finishOidcSignIn,
  oidcRedirectUri,
  oidcSignInUrl,
} from './oidc-provider';
import {
  certificateBody,
  certificateFacts,
  checkSamlResponse,
  readIdpMetadata,
  SAML_REQUEST_LIFETIME_MS,
  samlEndpoints,
  samlSignInUrl,
  serviceProviderMetadata,
} from './saml-provider';
import {
  GroupCohortsSchema,
  type OrganisationChangeSchema,
  type OrganisationSchema,
  type SsoLookupSchema,
  type SsoSettingSchema,
  type StoredSso,
  StoredSsoSchema,
} from './sso-schemas';

/**
 * Organisations' own sign-on (issue 28, decision 0046). The owner configures an organisation:
 * its domains, its provider, where its people land and whether a password still works for them.
 * A sign-in goes: the login page looks the address's domain up; `startSignIn` records the request
 * bound to the browser and sends it to the provider; the provider's answer is checked, the player
 * found or created (just in time) and placed in a cohort; then the session starts.
 */

type Organisation = z.infer<typeof OrganisationSchema>;
type OrganisationRow = typeof organisation.$inferSelect;

/** What the sign-on creates accounts with: better-auth's own adapter, so its hooks run. */
export type CreateVerifiedUser = (data: {
  email: string;
  name: string;
  method: 'sso-saml' | 'sso-oidc';
  organisationId: string;
}) => Promise<{ id: string }>;

const NOT_FOUND = 'No organisation has this id.';
const DOMAIN_TAKEN = (domain: string, owner: string) =>
  `The domain ${domain} belongs to ${owner} already; a domain signs in through one organisation.`;

function readProvider(row: OrganisationRow): StoredSso | null {
  if (row.sso === null) return null;
  const parsed = StoredSsoSchema.safeParse(row.sso);
  return parsed.success ? parsed.data : null;
}

function readGroupCohorts(row: OrganisationRow): Record<string, string> {
  const parsed = GroupCohortsSchema.safeParse(row.groupCohorts);
  return parsed.success ? parsed.data : {};
}

async function loadRow(db: DbOrTx, organisationId: string): Promise<OrganisationRow> {
  const [row] = await db.select().from(organisation).where(eq(organisation.id, organisationId));
  if (!row) throw new AppError('not-found', NOT_FOUND);
  return row;
}

async function toView(db: DbOrTx, publicUrl: string, row: OrganisationRow): Promise<Organisation> {
  const domains = await db
    .select({ domain: organisationDomain.domain })
    .from(organisationDomain)
    .where(eq(organisationDomain.organisationId, row.id))
    .orderBy(organisationDomain.domain);
  const mapping = readGroupCohorts(row);
  const cohortIds = [...new Set([...Object.values(mapping), row.defaultCohortId ?? ''])].filter(
    Boolean,
  );
  const cohorts = cohortIds.length
    ? await db
        .select({ id: cohort.id, name: cohort.name })
        .from(cohort)
        .where(inArray(cohort.id, cohortIds))
    : [];
  const byId = new Map(cohorts.map((c) => [c.id, c]));
  const [players] = await db
    .select({ n: count() })
    .from(ssoIdentity)
    .where(eq(ssoIdentity.organisationId, row.id));
  const provider = readProvider(row);
  const saml = samlEndpoints(publicUrl, row.id);
  return {
    id: row.id,
    name: row.name,
    domains: domains.map((d) => d.domain),
    provider:
      provider === null
        ? null
        : provider.kind === 'saml'
          ? {
              kind: 'saml',
              idpEntityId: provider.idpEntityId,
              idpSsoUrl: provider.idpSsoUrl,
              metadataUrl: provider.metadataUrl,
              certificates: provider.idpCertificates.map(certificateFacts),
            }
          : {
              kind: 'oidc',
              issuer: provider.issuer,
              clientId: provider.clientId,
              clientSecretSet: true,
            },
    ssoEnabled: row.ssoEnabled,
    passwordSignIn: row.passwordSignIn,
    groupAttribute: row.groupAttribute,
    groupCohorts: Object.entries(mapping).flatMap(([group, id]) => {
      const target = byId.get(id);
      return target ? [{ group, cohort: target }] : [];
    }),
    defaultCohort: row.defaultCohortId ? (byId.get(row.defaultCohortId) ?? null) : null,
    serviceProvider: {
      samlEntityId: saml.entityId,
      samlAcsUrl: saml.acsUrl,
      samlMetadataUrl: saml.entityId,
      oidcRedirectUri: oidcRedirectUri(publicUrl, row.id),
      signInUrl: `${publicUrl}/sso/${row.id}/start`,
    },
    players: players?.n ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOrganisations(db: Db, publicUrl: string) {
  const rows = await db.select().from(organisation).orderBy(organisation.name);
  return { organisations: await Promise.all(rows.map((row) => toView(db, publicUrl, row))) };
}

export async function getOrganisation(db: Db, publicUrl: string, organisationId: string) {
  return toView(db, publicUrl, await loadRow(db, organisationId));
}

async function claimDomains(tx: DbOrTx, organisationId: string, domains: readonly string[]) {
  const unique = [...new Set(domains)];
  const [taken] = await tx
    .select({ domain: organisationDomain.domain, owner: organisation.name })
    .from(organisationDomain)
    .innerJoin(organisation, eq(organisation.id, organisationDomain.organisationId))
    .where(
      and(
        inArray(organisationDomain.domain, unique),
        ne(organisationDomain.organisationId, organisationId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('already-exists', DOMAIN_TAKEN(taken.domain, taken.owner));
  await tx.delete(organisationDomain).where(eq(organisationDomain.organisationId, organisationId));
  await tx.insert(organisationDomain).values(unique.map((domain) => ({ domain, organisationId })));
}

async function assertNameFree(tx: DbOrTx, name: string, except?: string) {
  const [clash] = await tx
    .select({ id: organisation.id })
    .from(organisation)
    .where(sql`lower(${organisation.name}) = lower(${name})`);
  if (clash && clash.id !== except)
    throw new AppError('already-exists', `An organisation is called ${name} already.`);
}

export async function createOrganisation(
  db: Db,
  publicUrl: string,
  actor: Actor,
  input: { name: string; domains: string[] },
): Promise<Organisation> {
  const id = createPublicId();
  await db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    await tx.insert(organisation).values({ id, name: input.name });
    await claimDomains(tx, id, input.domains);
    await recordAudit(tx, actor, 'create-organisation', input.name, {
      organisationId: id,
      domains: [...new Set(input.domains)],
    });
  });
  return getOrganisation(db, publicUrl, id);
}

async function assertCohortsExist(tx: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: cohort.id }).from(cohort).where(inArray(cohort.id, unique));
  const missing = unique.find((id) => !found.some((f) => f.id === id));
  if (missing) throw new AppError('not-found', `No cohort has the id ${missing}.`);
}

export async function updateOrganisation(
  db: Db,
  publicUrl: string,
  actor: Actor,
  organisationId: string,
  change: z.infer<typeof OrganisationChangeSchema>,
): Promise<Organisation> {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx, organisationId);
    if (change.name !== undefined) await assertNameFree(tx, change.name, organisationId);
    if (change.domains) await claimDomains(tx, organisationId, change.domains);
    const mapping = change.groupCohorts
      ? Object.fromEntries(change.groupCohorts.map((m) => [m.group, m.cohortId]))
      : undefined;
    await assertCohortsExist(tx, [
      ...Object.values(mapping ?? {}),
      ...(change.defaultCohortId ? [change.defaultCohortId] : []),
    ]);
    if (change.ssoEnabled && !readProvider(row))
      throw new AppError(
        'failed-precondition',
        'Set the identity provider before turning the sign-on on.',
      );
    if (change.passwordSignIn === false && !(change.ssoEnabled ?? row.ssoEnabled))
      throw new AppError(
        'failed-precondition',
        'Turn the sign-on on before refusing passwords, or nobody of this organisation could sign in.',
      );
    await tx
      .update(organisation)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.ssoEnabled !== undefined ? { ssoEnabled: change.ssoEnabled } : {}),
        ...(change.ssoEnabled === false ? { passwordSignIn: true } : {}),
        ...(change.passwordSignIn !== undefined ? { passwordSignIn: change.passwordSignIn } : {}),
        ...(change.groupAttribute !== undefined ? { groupAttribute: change.groupAttribute } : {}),
        ...(mapping ? { groupCohorts: mapping } : {}),
        ...(change.defaultCohortId !== undefined
          ? { defaultCohortId: change.defaultCohortId }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(organisation.id, organisationId));
    await recordAudit(tx, actor, 'update-organisation', change.name ?? row.name, {
      organisationId,
      fields: Object.keys(change).sort(),
    });
  });
  return getOrganisation(db, publicUrl, organisationId);
}

/** How long we wait for a provider's metadata address. */
const METADATA_TIMEOUT_MS = 10_000;

async function fetchMetadata(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`status ${res.status}`);
    return await res.text();
  } catch {
    throw new AppError(
      'failed-precondition',
      `The metadata address did not answer with metadata (${url}). Check it, or paste the metadata file instead.`,
    );
  }
}

/** Sets (or replaces) the organisation's provider, after checking that it can be used. */
export async function setProvider(
  db: Db,
  publicUrl: string,
  actor: Actor,
  organisationId: string,
  setting: z.infer<typeof SsoSettingSchema>,
): Promise<Organisation> {
  const row = await loadRow(db, organisationId);
  let stored: StoredSso;
  if (setting.kind === 'saml') {
    if (setting.metadataUrl || setting.metadataXml) {
      const xml = setting.metadataXml ?? (await fetchMetadata(setting.metadataUrl ?? ''));
      stored = { kind: 'saml', ...readIdpMetadata(xml), metadataUrl: setting.metadataUrl ?? null };
    } else if (setting.entityId && setting.ssoUrl && setting.certificate) {
      stored = {
        kind: 'saml',
        idpEntityId: setting.entityId,
        idpSsoUrl: setting.ssoUrl,
        idpCertificates: [certificateBody(setting.certificate)],
        metadataUrl: null,
      };
    } else {
      throw new AppError(
        'invalid-argument',
        "Give the provider's metadata (metadataUrl or metadataXml), or its entityId, ssoUrl and certificate.",
      );
    }
  } else {
    const previous = readProvider(row);
    const secret =
      setting.clientSecret ??
      (previous?.kind === 'oidc' && previous.clientId === setting.clientId
        ? previous.clientSecret
        : undefined);
    if (!secret) throw new AppError('invalid-argument', 'Give the client secret.');
    stored = {
      kind: 'oidc',
      issuer: setting.issuer.replace(/\/+$/, ''),
      clientId: setting.clientId,
      clientSecret: secret,
    };
    await checkOidcProvider(stored);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(organisation)
      .set({ sso: stored, updatedAt: new Date() })
      .where(eq(organisation.id, organisationId));
    await recordAudit(tx, actor, 'set-sso-provider', row.name, {
      organisationId,
      provider: stored.kind,
      identity: stored.kind === 'saml' ? stored.idpEntityId : stored.issuer,
    });
  });
  return getOrganisation(db, publicUrl, organisationId);
}

export async function deleteOrganisation(
  db: Db,
  actor: Actor,
  organisationId: string,
  confirm: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadRow(tx, organisationId);
    if (confirm.trim().toLowerCase() !== row.name.toLowerCase())
      throw new AppError(
        'invalid-argument',
        `Confirm with the organisation's name: { "confirm": "${row.name}" }.`,
      );
    await tx.delete(organisation).where(eq(organisation.id, organisationId));
    await recordAudit(tx, actor, 'delete-organisation', row.name, { organisationId });
  });
}

/** Our SAML metadata for one organisation. */
export async function samlMetadata(db: Db, publicUrl: string, organisationId: string) {
  const row = await loadRow(db, organisationId);
  const provider = readProvider(row);
  return serviceProviderMetadata(
    provider?.kind === 'saml' ? provider : null,
    samlEndpoints(publicUrl, organisationId),
  );
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

async function organisationOfEmail(db: DbOrTx, email: string) {
  const [found] = await db
    .select({ row: organisation })
    .from(organisationDomain)
    .innerJoin(organisation, eq(organisation.id, organisationDomain.organisationId))
    .where(eq(organisationDomain.domain, domainOf(email)));
  return found?.row;
}

/** What the login page needs to know of an address: where it signs in. */
export async function lookupEmail(
  db: Db,
  publicUrl: string,
  email: string,
): Promise<z.infer<typeof SsoLookupSchema>> {
  const row = email.includes('@') ? await organisationOfEmail(db, email) : undefined;
  if (!row?.ssoEnabled || !readProvider(row)) return { sso: null, passwordSignIn: true };
  return {
    sso: { organisation: row.name, startUrl: `${publicUrl}/sso/${row.id}/start` },
    passwordSignIn: row.passwordSignIn,
  };
}

/** The organisation whose people may not use a password, if this address is one of them. */
export async function passwordRefusedBy(db: Db, email: string): Promise<string | null> {
  const row = email.includes('@') ? await organisationOfEmail(db, email) : undefined;
  return row?.ssoEnabled && !row.passwordSignIn && readProvider(row) ? row.name : null;
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function secret(): string {
  return randomBytes(32).toString('base64url');
}

/** The SAML requests in flight, for node-saml's InResponseTo check: one organisation's, once each. */
function requestsOf(db: DbOrTx, organisationId: string): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => {
      const [found] = await db
        .select({ expiresAt: ssoRequest.expiresAt, userId: ssoRequest.userId })
        .from(ssoRequest)
        .where(and(eq(ssoRequest.id, key), eq(ssoRequest.organisationId, organisationId)));
      // node-saml reads the value as the request's creation time and applies its own lifetime.
      return found && found.userId === null && found.expiresAt > new Date()
        ? new Date(found.expiresAt.getTime() - SAML_REQUEST_LIFETIME_MS).toISOString()
        : null;
    },
    // node-saml forgets a request once answered; ours is kept for the finish step, marked used.
    removeAsync: async (key) => key,
  };
}

async function usableOrganisation(db: DbOrTx, organisationId: string) {
  const row = await loadRow(db, organisationId);
  const provider = readProvider(row);
  if (!row.ssoEnabled || !provider)
    throw new AppError(
      'failed-precondition',
      `${row.name} does not sign in through its own provider here (yet). Sign in with your e-mail and password.`,
    );
  return { row, provider };
}

/** Starts a sign-in: the provider's address, and the secret the browser keeps in a cookie. */
export async function startSignIn(
  db: Db,
  publicUrl: string,
  organisationId: string,
  returnTo: string,
): Promise<{ url: string; browserSecret: string }> {
  const { provider } = await usableOrganisation(db, organisationId);
  const browserSecret = secret();
  const id = `_${randomBytes(20).toString('hex')}`;
  const expiresAt = new Date(Date.now() + SAML_REQUEST_LIFETIME_MS);
  await db.delete(ssoRequest).where(lt(ssoRequest.expiresAt, new Date()));
  if (provider.kind === 'saml') {
    await db.insert(ssoRequest).values({
      id,
      organisationId,
      browserHash: hash(browserSecret),
      returnTo,
      expiresAt,
    });
    const endpoints = samlEndpoints(publicUrl, organisationId);
    const url = await samlSignInUrl(provider, endpoints, requestsOf(db, organisationId), id);
    return { url, browserSecret };
  }
  const start = await oidcSignInUrl(provider, oidcRedirectUri(publicUrl, organisationId), id);
  await db.insert(ssoRequest).values({
    id,
    organisationId,
    browserHash: hash(browserSecret),
    codeVerifier: start.codeVerifier,
    nonce: start.nonce,
    returnTo,
    expiresAt,
  });
  return { url: start.url, browserSecret };
}

export interface ProviderIdentity {
  method: 'sso-saml' | 'sso-oidc';
  subject: string;
  email: string | null;
  name: string | null;
  groups: string[];
}

/**
 * The player a provider vouched for: found by the provider's subject, else by address (then
 * linked), else created with a verified address. Placed in the cohort their groups map to, or the
 * default cohort when they are in none. Refused when the address is not the organisation's.
 */
async function signInFromProvider(
  db: Db,
  row: OrganisationRow,
  identity: ProviderIdentity,
  createUser: CreateVerifiedUser,
): Promise<string> {
  if (!identity.email)
    throw new AppError(
      'invalid-argument',
      'The identity provider sent no e-mail address; it must send one (as the NameID or an "email" attribute).',
    );
  const email = identity.email;
  const domains = await db
    .select({ domain: organisationDomain.domain })
    .from(organisationDomain)
    .where(eq(organisationDomain.organisationId, row.id));
  if (!domains.some((d) => d.domain === domainOf(email)))
    throw new AppError(
      'permission-denied',
      `${row.name}'s provider may only sign in addresses of its own domains, and ${email} is not one.`,
    );
  const [known] = await db
    .select({ userId: ssoIdentity.userId })
    .from(ssoIdentity)
    .where(and(eq(ssoIdentity.organisationId, row.id), eq(ssoIdentity.subject, identity.subject)));
  let userId = known?.userId;
  if (!userId) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    userId =
      existing?.id ??
      (
        await createUser({
          email,
          name: cleanName('display', identity.name ?? '') || email.slice(0, email.indexOf('@')),
          method: identity.method,
          organisationId: row.id,
        })
      ).id;
  }
  const [account] = await db
    .select({ banned: user.banned, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) throw new AppError('not-found', 'The account was deleted during the sign-in.');
  if (account.banned)
    throw new AppError(
      'permission-denied',
      'This account is disabled. Ask your organisation or the game master.',
    );
  const placedBy: AuditActor = { id: null, email: `Sign-on of ${row.name}` };
  const mapping = readGroupCohorts(row);
  const mapped = identity.groups.map((g) => mapping[g]).find((id): id is string => Boolean(id));
  await db.transaction(async (tx) => {
    if (!account.emailVerified)
      await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    await tx
      .insert(ssoIdentity)
      .values({ organisationId: row.id, subject: identity.subject, userId })
      .onConflictDoUpdate({
        target: [ssoIdentity.organisationId, ssoIdentity.subject],
        set: { userId, lastSignInAt: new Date() },
      });
    if (mapped) {
      await placePlayer(tx, placedBy, userId, mapped, 'sso');
    } else if (row.defaultCohortId) {
      const [member] = await tx
        .select({ cohortId: cohortMember.cohortId })
        .from(cohortMember)
        .where(eq(cohortMember.userId, userId));
      if (!member) await placePlayer(tx, placedBy, userId, row.defaultCohortId, 'sso');
    }
  });
  return userId;
}

function groupsOf(values: unknown): string[] {
  if (Array.isArray(values)) return values.filter((v): v is string => typeof v === 'string');
  return typeof values === 'string' ? [values] : [];
}

/** The provider's SAML answer: checked, the player signed in just in time; then the finish step. */
export async function receiveSamlAnswer(
  db: Db,
  publicUrl: string,
  organisationId: string,
  body: { SAMLResponse: string; RelayState?: string | undefined },
  createUser: CreateVerifiedUser,
): Promise<string> {
  const { row, provider } = await usableOrganisation(db, organisationId);
  if (provider.kind !== 'saml')
    throw new AppError(
      'failed-precondition',
      `${row.name} signs in with OpenID Connect, not SAML.`,
    );
  const identity = await checkSamlResponse(
    provider,
    samlEndpoints(publicUrl, organisationId),
    requestsOf(db, organisationId),
    body,
  );
  // RelayState is the request's id: it must name the very request the answer replies to.
  if (body.RelayState !== identity.inResponseTo)
    throw new AppError(
      'invalid-argument',
      'The answer does not belong to the sign-in this browser started. Sign in again.',
    );
  const [seen] = await db
    .insert(ssoAssertionSeen)
    .values({ organisationId, assertionId: identity.assertionId, expiresAt: identity.expiresAt })
    .onConflictDoNothing()
    .returning({ id: ssoAssertionSeen.assertionId });
  if (!seen)
    throw new AppError(
      'invalid-argument',
      'This sign-in answer was already used, or its request expired. Sign in again.',
    );
  await db.delete(ssoAssertionSeen).where(lt(ssoAssertionSeen.expiresAt, new Date()));
  const userId = await signInFromProvider(
    db,
    row,
    {
      method: 'sso-saml',
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      groups: groupsOf(
        identity.attributes[row.groupAttribute] ??
          identity.attributes[row.groupAttribute.toLowerCase()],
      ),
    },
    createUser,
  );
  const code = secret();
  const [answered] = await db
    .update(ssoRequest)
    .set({ userId, finishCodeHash: hash(code) })
    .where(
      and(
        eq(ssoRequest.id, identity.inResponseTo),
        eq(ssoRequest.organisationId, organisationId),
        sql`${ssoRequest.userId} is null`,
      ),
    )
    .returning({ id: ssoRequest.id });
  if (!answered)
    throw new AppError(
      'invalid-argument',
      'This sign-in answer was already used, or its request expired. Sign in again.',
    );
  return `${publicUrl}/sso/finish?code=${encodeURIComponent(code)}`;
}

const WRONG_BROWSER =
  'This sign-in was started in another browser, or its cookie was lost. Start again from the login page.';

/** The last step of a SAML sign-in, in the browser that started it. */
export async function finishSignIn(
  db: Db,
  code: string,
  browserSecret: string | undefined,
): Promise<{ userId: string; returnTo: string }> {
  const [request] = await db
    .delete(ssoRequest)
    .where(eq(ssoRequest.finishCodeHash, hash(code)))
    .returning();
  if (!request?.userId || request.expiresAt <= new Date())
    throw new AppError(
      'invalid-argument',
      'This sign-in link was already used or has expired. Sign in again.',
    );
  if (!browserSecret || hash(browserSecret) !== request.browserHash)
    throw new AppError('permission-denied', WRONG_BROWSER);
  return { userId: request.userId, returnTo: request.returnTo };
}

/** The OpenID Connect provider's redirect back: state, browser, code and ID token checked. */
export async function receiveOidcCallback(
  db: Db,
  organisationId: string,
  callbackUrl: URL,
  state: string,
  browserSecret: string | undefined,
  createUser: CreateVerifiedUser,
): Promise<{ userId: string; returnTo: string }> {
  const { row, provider } = await usableOrganisation(db, organisationId);
  if (provider.kind !== 'oidc')
    throw new AppError(
      'failed-precondition',
      `${row.name} signs in with SAML, not OpenID Connect.`,
    );
  const [request] = await db
    .delete(ssoRequest)
    .where(and(eq(ssoRequest.id, state), eq(ssoRequest.organisationId, organisationId)))
    .returning();
  if (!request || request.expiresAt <= new Date() || !request.codeVerifier || !request.nonce)
    throw new AppError(
      'invalid-argument',
      'This sign-in was already used or has expired. Sign in again.',
    );
  if (!browserSecret || hash(browserSecret) !== request.browserHash)
    throw new AppError('permission-denied', WRONG_BROWSER);
  const identity = await finishOidcSignIn(provider, callbackUrl, {
    state,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
  });
  if (!identity.emailVerified)
    throw new AppError(
      'permission-denied',
      'The identity provider says this e-mail address is not verified.',
    );
  const userId = await signInFromProvider(
    db,
    row,
    {
      method: 'sso-oidc',
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      groups: groupsOf(identity.claims[row.groupAttribute]),
    },
    createUser,
  );
  return { userId, returnTo: request.returnTo };
}
