import { z } from 'zod';

/**
 * The LTI 1.3 claim names (LTI Core 1.3, Deep Linking 2.0, NRPS 2.0, AGS 2.0) and the shapes of
 * the messages the tool reads. Every claim a launch must carry is checked here, once.
 */

export const LTI_VERSION = '1.3.0';
const CORE = 'https://purl.imsglobal.org/spec/lti/claim';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim';

export const CLAIM = {
  messageType: `${CORE}/message_type`,
  version: `${CORE}/version`,
  deploymentId: `${CORE}/deployment_id`,
  targetLinkUri: `${CORE}/target_link_uri`,
  resourceLink: `${CORE}/resource_link`,
  roles: `${CORE}/roles`,
  context: `${CORE}/context`,
  custom: `${CORE}/custom`,
  deepLinkingSettings: `${DL}/deep_linking_settings`,
  contentItems: `${DL}/content_items`,
  data: `${DL}/data`,
  namesRoleService: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

export const SCOPE = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  lineItemReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

export const MEDIA = {
  score: 'application/vnd.ims.lis.v1.score+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItemContainer: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  memberships: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
} as const;

export const MESSAGE = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinkingRequest: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

/** Roles that manage a course: its cohort's managers (LIS context roles, full URIs or short). */
const TEACHING = ['Instructor', 'Administrator', 'ContentDeveloper', 'TeachingAssistant'];

/** Whether one of the roles (a full LIS URI or the short name a platform may send) teaches. */
export function isTeaching(roles: readonly string[]): boolean {
  return roles.some((role) => {
    // Context roles end in `membership#Instructor`; sub-roles (`membership/Instructor#…`) count too.
    const name = role.split('#').pop() ?? role;
    const contextRole =
      role.startsWith('http://purl.imsglobal.org/vocab/lis/v2/membership') || !role.includes(':');
    return contextRole && TEACHING.includes(name);
  });
}

const Text = z.string().min(1).max(4096);

/** The id_token of a launch, after its signature and time are checked. */
export const LaunchClaimsSchema = z.object({
  sub: Text.max(255),
  nonce: Text,
  email: z.string().max(320).optional(),
  name: z.string().max(1000).optional(),
  given_name: z.string().max(1000).optional(),
  family_name: z.string().max(1000).optional(),
  [CLAIM.messageType]: z.string(),
  [CLAIM.version]: z.string(),
  [CLAIM.deploymentId]: Text.max(255),
  [CLAIM.targetLinkUri]: z.string().optional(),
  [CLAIM.roles]: z.array(z.string()),
  [CLAIM.resourceLink]: z
    .object({ id: Text.max(255), title: z.string().max(1000).optional() })
    .optional(),
  [CLAIM.context]: z
    .object({
      id: Text.max(255),
      title: z.string().max(1000).optional(),
      label: z.string().max(1000).optional(),
    })
    .optional(),
  [CLAIM.custom]: z.record(z.string(), z.unknown()).optional(),
  [CLAIM.deepLinkingSettings]: z
    .object({
      deep_link_return_url: z.string().url(),
      accept_types: z.array(z.string()),
      accept_multiple: z.boolean().optional(),
      data: z.string().optional(),
    })
    .optional(),
  [CLAIM.namesRoleService]: z.object({ context_memberships_url: z.string().url() }).optional(),
  [CLAIM.agsEndpoint]: z
    .object({
      scope: z.array(z.string()),
      lineitem: z.string().url().optional(),
      lineitems: z.string().url().optional(),
    })
    .optional(),
});

export type LaunchClaims = z.infer<typeof LaunchClaimsSchema>;

/** NRPS 2.0: one page of a context's membership. */
export const MembershipContainerSchema = z.object({
  members: z.array(
    z.object({
      user_id: Text.max(255),
      roles: z.array(z.string()),
      status: z.string().optional(),
      email: z.string().max(320).optional(),
      name: z.string().max(1000).optional(),
      given_name: z.string().max(1000).optional(),
      family_name: z.string().max(1000).optional(),
    }),
  ),
});
