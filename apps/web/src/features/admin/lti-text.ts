/**
 * The words of the console's learning platforms screen (issue 28, LTI 1.3): the addresses a
 * platform is given, the platforms registered, and registering one by hand.
 */
export const LTI_TEXT = {
  nav: 'Learning platforms',
  title: 'Learning platforms',
  lead: 'Moodle, Canvas, Blackboard and Brightspace courses that link to the game through LTI 1.3. A course becomes a cohort, its teachers its managers, and each learner’s score for a placed family goes to the course’s gradebook.',
  addressesHeading: 'Give these to the platform',
  addressesLead:
    'Moodle and Canvas register the game themselves from the registration address; approve the platform here afterwards. Other platforms ask for the rest by hand. Set the activity to open in a new window.',
  addresses: {
    registration: 'Dynamic registration address',
    login: 'OpenID Connect login initiation address',
    launch: 'Redirect, launch and target link address',
    deepLinking: 'Deep linking (content selection) address',
    jwks: 'Public keyset (JWKS) address',
    canvasConfiguration: 'Canvas developer key (JSON) address',
  },
  tableLabel: 'Registered platforms',
  none: 'No learning platform is registered yet.',
  name: 'Name',
  issuer: 'Issuer',
  clientId: 'Client id',
  deployments: 'Deployment ids',
  status: 'Status',
  actions: 'Actions',
  enabled: 'Launches accepted',
  waiting: 'Waiting for approval',
  dynamic: 'Registered by the platform',
  approve: (name: string) => `Approve ${name}`,
  approved: (name: string) => `${name} can launch the game now.`,
  remove: (name: string) => `Remove ${name}`,
  confirmLabel: (name: string) => `Type “${name}” to remove it`,
  confirmHint: 'Its learners keep their accounts, cohorts and training; its launches stop.',
  removed: (name: string) => `${name} is removed.`,
  createHeading: 'Register a platform by hand',
  createLead:
    'The platform shows these when you add the game to it. A platform registered here can launch at once.',
  fields: {
    name: 'Name',
    issuer: 'Issuer',
    clientId: 'Client id',
    authLoginUrl: 'Authorisation (OIDC auth) address',
    tokenUrl: 'Access token address',
    jwksUrl: 'Public keyset (JWKS) address',
    deploymentIds: 'Deployment ids',
  },
  deploymentHint: 'One or more, separated by commas or spaces.',
  required: 'Fill in every field.',
  create: 'Register platform',
  created: (name: string) => `${name} is registered and can launch the game.`,
} as const;
