// Types of saml-idp.mjs, for the TypeScript tests that start the identity provider.

/** A person the identity provider knows; the NameID is the e-mail, the rest are attributes. */
export interface SamlIdpUser {
  username: string;
  password: string;
  email: string;
  /** Sent as the attribute displayName. */
  name: string;
  /** Sent as the multi-valued attribute groups. */
  groups: string[];
  /** Sent as the attribute department when set. */
  department?: string;
}

/** A service provider the identity provider answers: its entity id (the AuthnRequest's Issuer). */
export interface SamlServiceProvider {
  entityId: string;
  /** Must equal the AuthnRequest's AssertionConsumerServiceURL (node-saml's callbackUrl). */
  acsUrl: string;
}

export interface SamlIdp {
  /** For example http://127.0.0.1:4510/simplesaml */
  baseUrl: string;
  entityId: string;
  /** The IdP's SAML 2.0 metadata XML, served by SimpleSAMLphp. */
  metadataUrl: string;
  /** The HTTP-Redirect SingleSignOnService location. */
  ssoUrl: string;
  /** The IdP's signing certificate, PEM, made fresh at each start. */
  certificatePem: string;
  /** Adds or replaces a service provider; SimpleSAMLphp reads its metadata file at each request. */
  addServiceProvider(sp: SamlServiceProvider): Promise<void>;
  /** Stops PHP's server and deletes the temporary folder. */
  stop(): Promise<void>;
}

export function startSamlIdp(options: {
  /** 0 or absent: a free port. */
  port?: number;
  users: SamlIdpUser[];
  serviceProviders: SamlServiceProvider[];
}): Promise<SamlIdp>;

/** What the IdP's auto-submitting form would POST to the service provider. */
export interface SamlPost {
  acsUrl: string;
  /** Base64, as posted. */
  samlResponse: string;
  relayState: string | undefined;
}

/**
 * Drives the IdP as a browser would, with a cookie jar of its own: follows redirectUrl (the IdP's
 * SSO URL with SAMLRequest and RelayState), posts the login form, and returns the form it answers
 * with. Throws when the IdP shows no login form, refuses the password, or sends no SAML response.
 */
export function signInAtIdp(
  idp: SamlIdp,
  redirectUrl: string,
  user: { username: string; password: string },
): Promise<SamlPost>;
