// The SAML identity-provider harness (scripts/saml-idp) against node-saml: a real AuthnRequest goes
// to Debian's SimpleSAMLphp, a person signs in, and the answer passes node-saml's checks with the
// options our service provider uses (both signatures required, InResponseTo checked).

import { inflateRawSync } from 'node:zlib';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SamlIdp,
  type SamlIdpUser,
  signInAtIdp,
  startSamlIdp,
} from '../../../../scripts/saml-idp/saml-idp.mjs';

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BASIC_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

const SP = {
  entityId: 'http://127.0.0.1:3999/api/sso/saml/metadata',
  acsUrl: 'http://127.0.0.1:3999/api/sso/saml/acs',
};

const teacher: SamlIdpUser = {
  username: 'ada',
  password: 'ada-secret-1',
  email: 'ada.lovelace@school.example',
  name: 'Ada Lovelace',
  groups: ['staff', 'teachers'],
  department: 'Computing',
};
const student: SamlIdpUser = {
  username: 'sam',
  password: "s'am \\ secret",
  email: 'sam@school.example',
  name: 'Sam Student',
  groups: ['students'],
};

let idp: SamlIdp;

/** Our service provider's node-saml, configured from what the harness tells about the IdP. */
function serviceProvider(
  overrides: {
    issuer?: string;
    idpCert?: string;
    validateInResponseTo?: ValidateInResponseTo;
  } = {},
) {
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: overrides.issuer ?? SP.entityId,
    callbackUrl: SP.acsUrl,
    audience: overrides.issuer ?? SP.entityId,
    idpIssuer: idp.entityId,
    idpCert: overrides.idpCert ?? idp.certificatePem,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: overrides.validateInResponseTo ?? ValidateInResponseTo.always,
    identifierFormat: EMAIL_FORMAT,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
  });
}

/** The signatures that are direct children of `element`, as the XML carries them. */
function ownSignatures(element: Element) {
  return Array.from(element.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === DSIG_NS &&
      (node as Element).localName === 'Signature',
  );
}

beforeAll(async () => {
  idp = await startSamlIdp({ users: [teacher, student], serviceProviders: [] });
  // Registered after the start: SimpleSAMLphp reads the metadata file at each request.
  await idp.addServiceProvider(SP);
});

afterAll(async () => {
  await idp?.stop();
});

describe('SimpleSAMLphp identity provider harness', () => {
  it('serves its metadata with the signing certificate and the redirect sign-in address', async () => {
    const response = await fetch(idp.metadataUrl);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`entityID="${idp.entityId}"`);
    expect(xml).toContain(
      `Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${idp.ssoUrl}"`,
    );
    const certificateBody = idp.certificatePem
      .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
      .replace(/\s+/g, '');
    expect(xml.replace(/\s+/g, '')).toContain(certificateBody);
  });

  it('answers a node-saml AuthnRequest with a signed response that node-saml accepts', async () => {
    const sp = serviceProvider();
    const redirectUrl = await sp.getAuthorizeUrlAsync('relay-42', undefined, {});
    expect(redirectUrl.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    const requestId = requestIdOf(redirectUrl);

    const posted = await signInAtIdp(idp, redirectUrl, teacher);
    expect(posted.acsUrl).toBe(SP.acsUrl);
    expect(posted.relayState).toBe('relay-42');

    const { profile, loggedOut } = await sp.validatePostResponseAsync({
      SAMLResponse: posted.samlResponse,
      RelayState: posted.relayState ?? '',
    });
    expect(loggedOut).toBe(false);
    expect(profile?.issuer).toBe(idp.entityId);
    expect(profile?.inResponseTo).toBe(requestId);
    expect(profile?.nameID).toBe(teacher.email);
    expect(profile?.nameIDFormat).toBe(EMAIL_FORMAT);
    expect(profile?.attributes).toEqual({
      email: teacher.email,
      displayName: teacher.name,
      groups: ['staff', 'teachers'],
      department: 'Computing',
    });

    // What node-saml's two "want…Signed" options demand, read from the XML itself: a signature on
    // the Response and one on the Assertion, RSA-SHA256, and attributes named plainly.
    const document = new DOMParser().parseFromString(
      Buffer.from(posted.samlResponse, 'base64').toString('utf8'),
      'text/xml',
    );
    const response = document.getElementsByTagNameNS(PROTOCOL_NS, 'Response')[0]!;
    const assertion = response.getElementsByTagNameNS(ASSERTION_NS, 'Assertion')[0]!;
    expect(response.getAttribute('InResponseTo')).toBe(requestId);
    expect(response.getAttribute('Destination')).toBe(SP.acsUrl);
    expect(response.getElementsByTagNameNS(ASSERTION_NS, 'EncryptedAssertion').length).toBe(0);
    for (const signed of [response, assertion]) {
      const [signature] = ownSignatures(signed);
      expect(signature).toBeDefined();
      const method = signature!.getElementsByTagNameNS(DSIG_NS, 'SignatureMethod')[0];
      expect(method?.getAttribute('Algorithm')).toBe(
        'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      );
    }
    const attributes = Array.from(assertion.getElementsByTagNameNS(ASSERTION_NS, 'Attribute'));
    expect(attributes.map((a) => a.getAttribute('Name')).sort()).toEqual([
      'department',
      'displayName',
      'email',
      'groups',
    ]);
    for (const attribute of attributes) {
      expect(attribute.getAttribute('NameFormat')).toBe(BASIC_NAME_FORMAT);
    }
  });

  it('sends no department for a person without one, and one group as a list of one', async () => {
    const sp = serviceProvider();
    const redirectUrl = await sp.getAuthorizeUrlAsync('', undefined, {});
    // A password with a quote and a backslash survives the PHP configuration the harness writes.
    const posted = await signInAtIdp(idp, redirectUrl, student);
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: posted.samlResponse });
    expect(profile?.nameID).toBe(student.email);
    expect(profile?.attributes).toEqual({
      email: student.email,
      displayName: student.name,
      groups: 'students',
    });
  });

  it('is verified by signature: an edited e-mail or another certificate is refused', async () => {
    const sp = serviceProvider();
    const posted = await signInAtIdp(
      idp,
      await sp.getAuthorizeUrlAsync('', undefined, {}),
      teacher,
    );
    const edited = Buffer.from(
      Buffer.from(posted.samlResponse, 'base64')
        .toString('utf8')
        .replaceAll(teacher.email, 'mallory@school.example'),
    ).toString('base64');
    await expect(sp.validatePostResponseAsync({ SAMLResponse: edited })).rejects.toThrow(
      /signature/i,
    );

    const other = await startSamlIdp({ users: [teacher], serviceProviders: [SP] });
    try {
      // Its own request cache does not know the request: only the signature is in question here.
      const stranger = serviceProvider({
        idpCert: other.certificatePem,
        validateInResponseTo: ValidateInResponseTo.never,
      });
      await expect(
        stranger.validatePostResponseAsync({ SAMLResponse: posted.samlResponse }),
      ).rejects.toThrow(/signature/i);
    } finally {
      await other.stop();
    }
  });

  it('refuses a wrong password with the words SimpleSAMLphp shows', async () => {
    const sp = serviceProvider();
    const redirectUrl = await sp.getAuthorizeUrlAsync('', undefined, {});
    await expect(
      signInAtIdp(idp, redirectUrl, { username: teacher.username, password: 'not-the-password' }),
    ).rejects.toThrow(/refused the sign-in of "ada".*Incorrect username or password/);
  });

  it('refuses a service provider it was not told about', async () => {
    const sp = serviceProvider({ issuer: 'urn:ffl:unregistered-sp' });
    const redirectUrl = await sp.getAuthorizeUrlAsync('', undefined, {});
    await expect(signInAtIdp(idp, redirectUrl, teacher)).rejects.toThrow(
      /showed no login form.*Metadata not found.*'urn:ffl:unregistered-sp'/,
    );
  });

  it('says how to install SimpleSAMLphp when PHP cannot be found', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startSamlIdp({ users: [teacher], serviceProviders: [SP] })).rejects.toThrow(
        /not installed: apt-get install --no-install-recommends simplesamlphp php-cli php-xml/,
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

/** The ID of the AuthnRequest inside an HTTP-Redirect URL (deflated, then base64). */
function requestIdOf(redirectUrl: string) {
  const encoded = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const request = new DOMParser()
    .parseFromString(xml, 'text/xml')
    .getElementsByTagNameNS(PROTOCOL_NS, 'AuthnRequest')[0];
  const id = request?.getAttribute('ID');
  expect(id).toMatch(/^_/);
  return id;
}
