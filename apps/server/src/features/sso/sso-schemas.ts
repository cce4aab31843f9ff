import { z } from '@hono/zod-openapi';
import { PublicIdParam } from '../../http/openapi';
import { nameSchema } from '../../lib/names';

/**
 * Organisations' own sign-on (issue 28): what is stored of a provider, what the console sends and
 * reads, and what the login page asks. The stored provider is checked on every read, so a row
 * written by hand or by an older version is refused clearly rather than trusted.
 */

export const OrganisationParams = z.object({ organisationId: PublicIdParam });

/** A lower-case DNS name of two labels or more ("acme.example", "mail.bank.co.za"). */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const DOMAIN_MESSAGE = 'Each domain is a name such as "acme.example", without "@" or "https://".';
export const DomainSchema = z
  .string({ message: DOMAIN_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(DOMAIN, DOMAIN_MESSAGE);

const HTTP_URL_MESSAGE = 'The address must start with https:// (or http:// on this machine).';
const HttpUrl = z
  .url({ protocol: /^https?$/, message: HTTP_URL_MESSAGE })
  .max(2000, 'The address is longer than 2,000 characters.');

const PEM_MESSAGE =
  'The certificate is a PEM block ("-----BEGIN CERTIFICATE-----" … "-----END CERTIFICATE-----") or its base64 body.';
const Certificate = z
  .string({ message: PEM_MESSAGE })
  .trim()
  .min(64, PEM_MESSAGE)
  .max(20_000, PEM_MESSAGE);

/** The stored SAML identity provider: what its metadata said, or what the owner typed. */
export const StoredSamlSchema = z.object({
  kind: z.literal('saml'),
  idpEntityId: z.string().min(1),
  idpSsoUrl: HttpUrl,
  /** Base64 DER bodies; more than one while the provider rolls its key over. */
  idpCertificates: z.array(z.string().min(1)).min(1),
  metadataUrl: z.union([HttpUrl, z.null()]),
});

/** The stored OpenID Connect provider. The secret never leaves the server. */
export const StoredOidcSchema = z.object({
  kind: z.literal('oidc'),
  issuer: HttpUrl,
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});

export const StoredSsoSchema = z.discriminatedUnion('kind', [StoredSamlSchema, StoredOidcSchema]);
export type StoredSso = z.infer<typeof StoredSsoSchema>;

export const GroupCohortsSchema = z.record(z.string(), z.string());

/** What the owner sends to set a SAML provider: its metadata (address or file), or its parts. */
const SamlSetting = z.strictObject({
  kind: z.literal('saml'),
  metadataUrl: HttpUrl.optional().openapi({
    description: "The provider's metadata address; read now, and read again on each change.",
  }),
  metadataXml: z
    .string()
    .max(1_000_000, 'The metadata file is larger than 1 MB.')
    .optional()
    .openapi({ description: 'The metadata file itself, when the provider gives no address.' }),
  entityId: z.string().trim().min(1).max(2000).optional(),
  ssoUrl: HttpUrl.optional(),
  certificate: Certificate.optional(),
});

const OidcSetting = z.strictObject({
  kind: z.literal('oidc'),
  issuer: HttpUrl.openapi({
    description:
      'The issuer; its discovery document is read from /.well-known/openid-configuration.',
  }),
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z
    .string()
    .min(1)
    .max(2000)
    .optional()
    .openapi({ description: 'Omit to keep the secret already stored.' }),
});

export const SsoSettingSchema = z
  .discriminatedUnion('kind', [SamlSetting, OidcSetting])
  .openapi('SsoSetting');

export const NewOrganisationSchema = z
  .strictObject({
    name: nameSchema('organisation'),
    domains: z.array(DomainSchema).min(1, 'Name at least one e-mail domain.').max(50),
  })
  .openapi('NewOrganisation');

export const OrganisationChangeSchema = z
  .strictObject({
    name: nameSchema('organisation').optional(),
    domains: z.array(DomainSchema).min(1, 'Name at least one e-mail domain.').max(50).optional(),
    ssoEnabled: z.boolean().optional(),
    passwordSignIn: z.boolean().optional(),
    groupAttribute: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: 'The SAML attribute or OIDC claim naming groups ("groups").' }),
    groupCohorts: z
      .array(z.strictObject({ group: z.string().trim().min(1).max(500), cohortId: z.string() }))
      .max(500)
      .optional()
      .openapi({ description: 'The whole mapping; the first group of a player that maps wins.' }),
    defaultCohortId: z.union([z.string(), z.null()]).optional(),
  })
  .openapi('OrganisationChange');

const CONFIRM_MESSAGE = 'Confirm with the organisation\'s name: { "confirm": "Acme Bank" }.';
export const DeleteOrganisationSchema = z
  .strictObject({
    confirm: z.string({ message: CONFIRM_MESSAGE }).trim().min(1, CONFIRM_MESSAGE).max(400),
  })
  .openapi('DeleteOrganisation');

const CohortRef = z.object({ id: z.string(), name: z.string() });

const ProviderView = z
  .union([
    z.object({
      kind: z.literal('saml'),
      idpEntityId: z.string(),
      idpSsoUrl: z.string(),
      metadataUrl: z.union([z.string(), z.null()]),
      certificates: z
        .array(z.object({ subject: z.string(), validTo: z.string(), fingerprint: z.string() }))
        .openapi({ description: "The provider's signing certificates, SHA-256 fingerprints." }),
    }),
    z.object({
      kind: z.literal('oidc'),
      issuer: z.string(),
      clientId: z.string(),
      clientSecretSet: z.literal(true),
    }),
    z.null(),
  ])
  .openapi({ description: 'The provider, or null while none is set.' });

export const OrganisationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    domains: z.array(z.string()),
    provider: ProviderView,
    ssoEnabled: z.boolean(),
    passwordSignIn: z.boolean(),
    groupAttribute: z.string(),
    groupCohorts: z.array(z.object({ group: z.string(), cohort: CohortRef })),
    defaultCohort: z.union([CohortRef, z.null()]),
    /** What to give the provider. */
    serviceProvider: z.object({
      samlEntityId: z.string(),
      samlAcsUrl: z.string(),
      samlMetadataUrl: z.string(),
      oidcRedirectUri: z.string(),
      signInUrl: z.string().openapi({ description: 'Starts a sign-in at this provider.' }),
    }),
    players: z.number().int().openapi({ description: 'Accounts that signed in through it.' }),
    createdAt: z.string(),
  })
  .openapi('Organisation');

export const OrganisationListSchema = z
  .object({ organisations: z.array(OrganisationSchema) })
  .openapi('OrganisationList');

export const OrganisationDeletedSchema = z
  .object({ deleted: z.literal(true) })
  .openapi('OrganisationDeleted');

export const SsoLookupQuery = z.object({
  email: z
    .string({ message: 'Give the e-mail address: ?email=ana@acme.example.' })
    .trim()
    .toLowerCase()
    .min(3)
    .max(254),
});

export const SsoLookupSchema = z
  .object({
    sso: z.union([
      z.object({
        organisation: z.string(),
        startUrl: z.string().openapi({ description: 'Open it in the browser to sign in.' }),
      }),
      z.null(),
    ]),
    passwordSignIn: z
      .boolean()
      .openapi({ description: 'Whether this address may still sign in with a password.' }),
  })
  .openapi('SsoLookup');

export const SsoStartQuery = z.object({
  returnTo: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'returnTo is a path of this site, such as /home.')
    .optional(),
});

export const SamlPostSchema = z.object({
  SAMLResponse: z
    .string({ message: 'The identity provider sent no SAMLResponse.' })
    .min(1, 'The identity provider sent no SAMLResponse.')
    .max(1_000_000, 'The SAMLResponse is larger than 1 MB.'),
  RelayState: z.string().max(200).optional(),
});

export const OidcCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export const SsoFinishQuery = z.object({ code: z.string().min(1).max(200) });
