/**
 * The words of the console's organisation screens (issue 28): each organisation's e-mail domains
 * and the identity provider its people sign in through. The name length comes from the engine.
 */
import { NAME_MAX } from '@ffl/engine/names';

export const ORGANISATIONS_TEXT = {
  nav: 'Organisations',
  title: 'Organisations',
  lead: 'Companies and schools whose people sign in through their own identity provider. An organisation owns e-mail domains; anyone with an address at one of them is sent to its provider.',
  createHeading: 'New organisation',
  name: 'Name',
  nameRequired: 'Give the organisation a name.',
  nameHint: `Up to ${NAME_MAX.organisation} characters.`,
  domains: 'E-mail domains',
  domainsHint: 'Separated by commas or spaces, such as acme.example, mail.acme.example.',
  domainsRequired: 'Name at least one e-mail domain.',
  create: 'Create organisation',
  created: (name: string) => `${name} is ready. Open it to set its identity provider.`,
  none: 'No organisations yet.',
  tableLabel: 'Organisations',
  provider: 'Provider',
  signOn: 'Sign-on',
  passwords: 'Passwords',
  players: 'Players',
  kinds: { saml: 'SAML', oidc: 'OpenID Connect' } as const,
  noProvider: 'Not set',
  on: 'On',
  off: 'Off',
  allowed: 'Allowed',
  refused: 'Refused',
  back: 'All organisations',
  summary: (players: number) =>
    `${players} ${players === 1 ? 'player has' : 'players have'} signed in through this organisation.`,

  giveHeading: 'Give these to your identity provider',
  giveLead:
    'Your provider asks for these addresses when you register this game with it. Use the SAML ones for a SAML provider, the redirect address for OpenID Connect.',
  samlEntityId: 'SAML entity id (audience)',
  samlAcsUrl: 'SAML assertion consumer service (ACS) address',
  samlMetadataUrl: 'SAML metadata address',
  oidcRedirectUri: 'OpenID Connect redirect address',
  copy: 'Copy',
  copied: 'Copied.',
  copyFallback: 'The browser did not allow copying. The address is selected: copy it by hand.',

  providerHeading: 'Identity provider',
  currentHeading: 'Current provider',
  noProviderYet:
    'No provider is set yet. Choose one below; the sign-on stays off until you turn it on.',
  kindLegend: 'How your provider signs people in',
  samlSourceLegend: 'How to read the SAML provider',
  samlSources: {
    url: 'Metadata address',
    xml: 'Paste the metadata file',
    manual: 'Enter the details by hand',
  } as const,
  metadataUrl: 'Metadata address',
  metadataUrlHint:
    'The address your provider publishes its SAML metadata at. It is read when you save.',
  metadataXml: 'Metadata file (XML)',
  metadataXmlHint: 'Paste the whole file, from <EntityDescriptor to its end.',
  entityId: 'Provider entity id (issuer)',
  ssoUrl: 'Provider sign-in address (single sign-on URL)',
  certificate: 'Provider signing certificate (PEM)',
  certificateHint: 'From -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
  issuer: 'Issuer',
  issuerHint:
    'Its discovery document is read from /.well-known/openid-configuration when you save.',
  clientId: 'Client id',
  clientSecret: 'Client secret',
  clientSecretKept: 'unchanged',
  clientSecretHint: 'Leave it empty to keep the secret already saved.',
  saveProvider: 'Save provider',
  savingProvider: 'Reading the provider’s details and checking them. This can take a few seconds…',
  providerSaved: 'The provider is saved.',
  /** The server's code when the provider does not answer (its own words are for the sign-in). */
  providerErrors: {
    'resource-exhausted':
      'The provider did not answer. Check the address, then try again; nothing was changed.',
  },
  providerProblems: {
    metadataUrl: 'Give the metadata address.',
    metadataXml: 'Paste the metadata file.',
    manual: 'Give the entity id, the sign-in address and the certificate.',
    issuer: 'Give the issuer.',
    clientId: 'Give the client id.',
    clientSecret: 'Give the client secret.',
  } as const,
  providerEntityId: 'Entity id',
  providerSsoUrl: 'Sign-in address',
  providerMetadataUrl: 'Read from',
  providerMetadataNone: 'Entered by hand',
  certificatesHeading: 'Signing certificates',
  certSubject: 'Subject',
  certValidTo: 'Valid until',
  certFingerprint: 'SHA-256 fingerprint',
  secretSet: 'Saved (never shown)',

  settingsHeading: 'Settings',
  signOnOn: 'Use single sign-on for these domains',
  signOnHint:
    'People of these domains are sent to the provider when they sign in. Set the provider first; while this is off, they sign in as everyone else does.',
  refusePasswords: 'Refuse password sign-in for these domains',
  refusePasswordsHint:
    'Anyone with an address at these domains can then sign in only through the provider, so none of them can sign in while it is unreachable.',
  groupAttribute: 'Group attribute',
  groupAttributeHint:
    'The SAML attribute or OpenID Connect claim that lists a person’s groups, such as groups.',
  mappingLegend: 'Groups to cohorts',
  mappingHint:
    'A person who signs in for the first time joins the cohort of the first of their groups listed here.',
  mappingNone: 'No group is mapped yet.',
  group: 'Group',
  cohort: 'Cohort',
  rowSuffix: (n: number) => `of row ${n}`,
  pickCohort: 'Choose a cohort',
  addRow: 'Add a group',
  remove: 'Remove',
  removeSuffix: (n: number) => `row ${n}`,
  noCohorts: 'There are no cohorts yet. Create one on the Cohorts screen to map groups to it.',
  defaultCohort: 'Default cohort',
  defaultCohortHint: 'For a new person none of whose groups is mapped.',
  noDefault: 'None',
  saveSettings: 'Save settings',
  settingsSaved: 'The settings are saved.',
  mappingProblems: {
    group: (n: number) => `Row ${n} needs a group name.`,
    cohort: (n: number) => `Row ${n} needs a cohort.`,
    duplicate: (n: number, group: string) => `Row ${n} repeats the group “${group}”.`,
  },
  groupAttributeRequired: 'Give the group attribute, such as groups.',

  testHeading: 'Test the sign-in',
  testLead:
    'Opens the provider’s sign-in in a new tab, as one of this organisation’s people would see it. Sign in there with an account of the organisation.',
  testLink: 'Test sign-in',
  testNeedsProvider: 'Set the provider to test the sign-in.',
  newTab: '(opens in a new tab)',

  dangerHeading: 'Delete',
  deleteOrganisation: 'Delete organisation…',
  deleteTitle: 'Delete this organisation?',
  deleteBody: (name: string, players: number) =>
    `${name} and its sign-on go. Its ${players} ${players === 1 ? 'player keeps their account' : 'players keep their accounts'} and sign in with a password, or a reset link, from now on. Type the organisation’s name to confirm.`,
  deleteConfirmLabel: 'Organisation name',
  deleteButton: 'Delete organisation',
} as const;
