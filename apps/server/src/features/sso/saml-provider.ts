import { X509Certificate } from 'node:crypto';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { AppError } from '../../lib/app-error';
import type { StoredSso } from './sso-schemas';

/**
 * The SAML 2.0 service provider (decision 0046): node-saml checks the signatures (both the
 * Response and the Assertion must be signed), the audience, the time window with a bounded clock
 * skew, the issuer and InResponseTo; this module adds what node-saml leaves to its callers — the
 * Response's Destination and the SubjectConfirmation's Recipient must be our ACS — and reads the
 * provider's metadata.
 */

type StoredSaml = Extract<StoredSso, { kind: 'saml' }>;

/** How far the provider's clock may be from ours. */
export const SAML_CLOCK_SKEW_MS = 120_000;
/** How long a sign-in may take between our request and the provider's answer. */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;

const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const MD_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlEndpoints {
  entityId: string;
  acsUrl: string;
}

/** Our side of one organisation's connection: the addresses the owner gives the provider. */
export function samlEndpoints(publicUrl: string, organisationId: string): SamlEndpoints {
  const base = `${publicUrl}/sso/saml/${organisationId}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs` };
}

function samlFor(
  provider: StoredSaml,
  endpoints: SamlEndpoints,
  requests: CacheProvider,
  requestId?: string,
): SAML {
  return new SAML({
    entryPoint: provider.idpSsoUrl,
    issuer: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    audience: endpoints.entityId,
    idpIssuer: provider.idpEntityId,
    idpCert: provider.idpCertificates,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
    cacheProvider: requests,
    identifierFormat: EMAIL_FORMAT,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** The provider's sign-in address for a request whose id (and RelayState) is `requestId`. */
export async function samlSignInUrl(
  provider: StoredSaml,
  endpoints: SamlEndpoints,
  requests: CacheProvider,
  requestId: string,
): Promise<string> {
  const saml = samlFor(provider, endpoints, requests, requestId);
  return saml.getAuthorizeUrlAsync(requestId, undefined, {});
}

/** Who the provider says signed in, once every check has passed. */
export interface SamlIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  attributes: Record<string, string[]>;
  assertionId: string;
  /** When the assertion stops being valid: replays are remembered until then. */
  expiresAt: Date;
  inResponseTo: string;
}

/** Why a provider's answer was refused, in words an owner can act on (never a stack trace). */
export type SamlRefusal =
  | 'signature'
  | 'unsigned'
  | 'audience'
  | 'destination'
  | 'expired'
  | 'not-yet-valid'
  | 'replayed'
  | 'issuer'
  | 'status'
  | 'malformed';

export const SAML_REFUSALS: Readonly<Record<SamlRefusal, string>> = {
  signature:
    "The identity provider's signature does not match its answer: it was changed on the way, or the certificate we hold for the provider is not the one it signs with.",
  unsigned:
    'The identity provider sent an answer without a signature on both the response and the assertion; both must be signed.',
  audience: 'The identity provider addressed its answer to another service, not to this one.',
  destination: 'The identity provider sent its answer to another address than this service.',
  expired:
    'The identity provider’s answer has expired. Sign in again; if it keeps happening, check both clocks.',
  'not-yet-valid':
    'The identity provider’s answer is not valid yet: its clock is ahead of ours by more than two minutes.',
  replayed: 'This sign-in answer was already used, or its request expired. Sign in again.',
  issuer: 'The answer comes from another identity provider than the one configured.',
  status: 'The identity provider did not sign you in.',
  malformed: 'The identity provider’s answer could not be read.',
};

function refusal(kind: SamlRefusal): AppError {
  return new AppError(
    kind === 'status' ? 'permission-denied' : 'invalid-argument',
    SAML_REFUSALS[kind],
  );
}

/** node-saml's error messages, sorted into our refusals. */
function classify(message: string): SamlRefusal {
  if (/InResponseTo/i.test(message)) return 'replayed';
  if (/not yet valid/i.test(message)) return 'not-yet-valid';
  // node-saml checks the subject confirmation's time window before the conditions'.
  if (/expired|too old|no valid subject confirmation/i.test(message)) return 'expired';
  if (/audience/i.test(message)) return 'audience';
  if (/issuer/i.test(message)) return 'issuer';
  if (/status code/i.test(message)) return 'status';
  if (/No.*signature|not signed|must be signed|Invalid signature: No/i.test(message))
    return 'unsigned';
  if (/signature/i.test(message)) return 'signature';
  return 'malformed';
}

/**
 * Checks the provider's POSTed answer. Throws an AppError naming the refusal; the request whose
 * id the answer carries is consumed by node-saml through `requests`, so an answer works once.
 */
export async function checkSamlResponse(
  provider: StoredSaml,
  endpoints: SamlEndpoints,
  requests: CacheProvider,
  body: { SAMLResponse: string; RelayState?: string | undefined },
): Promise<SamlIdentity> {
  const saml = samlFor(provider, endpoints, requests);
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({
      SAMLResponse: body.SAMLResponse,
      ...(body.RelayState ? { RelayState: body.RelayState } : {}),
    }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refusal(classify(error instanceof Error ? error.message : String(error)));
  }
  if (!profile) throw refusal('malformed');
  return identityOf(profile, endpoints);
}

function identityOf(profile: Profile, endpoints: SamlEndpoints): SamlIdentity {
  const responseXml = profile.getSamlResponseXml?.();
  const assertionXml = profile.getAssertionXml?.();
  if (!responseXml || !assertionXml) throw refusal('malformed');
  const response = parseXml(responseXml).documentElement;
  const assertion = parseXml(assertionXml).documentElement;
  if (!response || !assertion) throw refusal('malformed');
  // The Response is signed (wantAuthnResponseSigned), so its Destination is the provider's word.
  if (response.getAttribute('Destination') !== endpoints.acsUrl) throw refusal('destination');
  const confirmations = Array.from(
    assertion.getElementsByTagNameNS(SAML_NS, 'SubjectConfirmationData'),
  );
  if (
    confirmations.length === 0 ||
    confirmations.some((data) => data.getAttribute('Recipient') !== endpoints.acsUrl)
  )
    throw refusal('destination');
  const inResponseTo = response.getAttribute('InResponseTo');
  const assertionId = assertion.getAttribute('ID');
  if (!inResponseTo || !assertionId) throw refusal('malformed');
  const notOnOrAfter = confirmations
    .map((data) => data.getAttribute('NotOnOrAfter'))
    .concat(
      Array.from(assertion.getElementsByTagNameNS(SAML_NS, 'Conditions')).map((c) =>
        c.getAttribute('NotOnOrAfter'),
      ),
    )
    .filter((value): value is string => Boolean(value))
    .map((value) => Date.parse(value))
    .filter((value) => Number.isFinite(value));
  const expiresAt = new Date(
    (notOnOrAfter.length > 0 ? Math.max(...notOnOrAfter) : Date.now() + SAML_REQUEST_LIFETIME_MS) +
      SAML_CLOCK_SKEW_MS,
  );
  const attributes = readAttributes(assertion);
  const email =
    firstOf(attributes, ['email', 'mail', 'emailaddress', 'urn:oid:0.9.2342.19200300.100.1.3']) ??
    (profile.nameIDFormat === EMAIL_FORMAT || profile.nameID.includes('@') ? profile.nameID : null);
  const name =
    firstOf(attributes, [
      'displayname',
      'name',
      'cn',
      'urn:oid:2.16.840.1.113730.3.1.241',
      'http://schemas.microsoft.com/identity/claims/displayname',
    ]) ?? null;
  return {
    subject: profile.nameID,
    email: email ? email.trim().toLowerCase() : null,
    name,
    attributes,
    assertionId,
    expiresAt,
    inResponseTo,
  };
}

function parseXml(xml: string): Document {
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: { error: (m) => errors.push(m), fatalError: (m) => errors.push(m) },
  }).parseFromString(xml, 'text/xml');
  if (errors.length > 0) throw refusal('malformed');
  return document;
}

/** Every attribute's values, by name as sent and by its lower-case name. */
function readAttributes(assertion: Element): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const attribute of Array.from(assertion.getElementsByTagNameNS(SAML_NS, 'Attribute'))) {
    const name = attribute.getAttribute('Name');
    if (!name) continue;
    const values = Array.from(attribute.getElementsByTagNameNS(SAML_NS, 'AttributeValue'))
      .map((value) => value.textContent?.trim() ?? '')
      .filter((value) => value.length > 0);
    found[name] = [...(found[name] ?? []), ...values];
    const lower = name.toLowerCase();
    if (lower !== name) found[lower] = [...(found[lower] ?? []), ...values];
  }
  return found;
}

function firstOf(attributes: Record<string, string[]>, names: string[]): string | undefined {
  for (const name of names) {
    const value = attributes[name]?.[0];
    if (value) return value;
  }
  return undefined;
}

/** Our metadata, for providers that read it (entity id, ACS, the name format we ask for). */
export function serviceProviderMetadata(provider: StoredSaml | null, endpoints: SamlEndpoints) {
  const saml = new SAML({
    issuer: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    idpCert: provider?.idpCertificates ?? ['unset'],
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
  });
  return saml.generateServiceProviderMetadata(null);
}

/** What an identity provider's metadata says: entity id, redirect sign-in address, certificates. */
export function readIdpMetadata(xml: string): Omit<StoredSaml, 'kind' | 'metadataUrl'> {
  const unreadable = new AppError(
    'invalid-argument',
    'The metadata is not an identity provider’s SAML 2.0 metadata: it needs an EntityDescriptor with an IDPSSODescriptor, a SingleSignOnService for the HTTP-Redirect binding and a signing certificate.',
  );
  let document: Document;
  try {
    document = parseXml(xml);
  } catch {
    throw unreadable;
  }
  const entity = Array.from(document.getElementsByTagNameNS(MD_NS, 'EntityDescriptor')).find(
    (e) => e.getElementsByTagNameNS(MD_NS, 'IDPSSODescriptor').length > 0,
  );
  const idp = entity?.getElementsByTagNameNS(MD_NS, 'IDPSSODescriptor')[0];
  const entityId = entity?.getAttribute('entityID');
  if (!entity || !idp || !entityId) throw unreadable;
  const ssoUrl = Array.from(idp.getElementsByTagNameNS(MD_NS, 'SingleSignOnService'))
    .find((s) => s.getAttribute('Binding') === REDIRECT_BINDING)
    ?.getAttribute('Location');
  const certificates = Array.from(idp.getElementsByTagNameNS(MD_NS, 'KeyDescriptor'))
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter((c) => c.length > 0);
  if (!ssoUrl || certificates.length === 0) throw unreadable;
  for (const certificate of certificates) certificateFacts(certificate);
  return { idpEntityId: entityId, idpSsoUrl: ssoUrl, idpCertificates: [...new Set(certificates)] };
}

/** A certificate's base64 body from a PEM block or a bare body; refused when it is not one. */
export function certificateBody(text: string): string {
  const body = text
    .replace(/-----BEGIN CERTIFICATE-----|-----END CERTIFICATE-----/g, '')
    .replace(/\s+/g, '');
  certificateFacts(body);
  return body;
}

/** What the console shows of a certificate, which also proves it parses. */
export function certificateFacts(body: string): {
  subject: string;
  validTo: string;
  fingerprint: string;
} {
  try {
    const certificate = new X509Certificate(Buffer.from(body, 'base64'));
    return {
      subject: certificate.subject.replace(/\n/g, ', '),
      validTo: new Date(certificate.validTo).toISOString(),
      fingerprint: certificate.fingerprint256,
    };
  } catch {
    throw new AppError(
      'invalid-argument',
      'The certificate could not be read: give the PEM block or its base64 body, as the provider shows it.',
    );
  }
}
