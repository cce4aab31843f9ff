import { MAX_RESULTS } from './scim-filter';
import { GROUP_SCHEMA, LIST_SCHEMA, USER_SCHEMA } from './scim-schemas';

/**
 * The discovery documents (RFC 7644 §4, RFC 7643 §5–7), truthful about what this service does:
 * PATCH yes; filters yes (`eq` on the attributes listed in the README), at most MAX_RESULTS a
 * page; no bulk, no sort, no ETags, no password change; bearer tokens.
 */

const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SPC_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description:
          "A token an owner makes in the console for the organisation, sent as 'Authorization: Bearer <token>'.",
        primary: true,
      },
    ],
    meta: {
      resourceType: 'ServiceProviderConfig',
      location: `${baseUrl}/ServiceProviderConfig`,
    },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A player, by their work e-mail address.',
      schema: USER_SCHEMA,
      schemaExtensions: [],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A cohort.',
      schema: GROUP_SCHEMA,
      schemaExtensions: [],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued: boolean;
  required: boolean;
  caseExact: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'default' | 'never' | 'request';
  uniqueness: 'none' | 'server' | 'global';
  description: string;
  subAttributes?: Attribute[];
  referenceTypes?: string[];
}

function attribute(
  name: string,
  description: string,
  options: Partial<Omit<Attribute, 'name' | 'description'>> = {},
): Attribute {
  return {
    name,
    type: 'string',
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    description,
    ...options,
  };
}

function memberAttributes(refType: string): Attribute[] {
  return [
    attribute('value', 'The id.', { mutability: 'immutable', caseExact: true }),
    attribute('display', 'The name.', { mutability: 'readOnly' }),
    attribute('$ref', 'Its address.', {
      type: 'reference',
      referenceTypes: [refType],
      mutability: 'readOnly',
    }),
  ];
}

export function schemas(baseUrl: string) {
  return [
    {
      schemas: [SCHEMA_SCHEMA],
      id: USER_SCHEMA,
      name: 'User',
      description: 'A player. Other core attributes are accepted and ignored.',
      attributes: [
        attribute(
          'userName',
          "The person's e-mail address, in one of the organisation's domains.",
          {
            required: true,
            uniqueness: 'server',
          },
        ),
        attribute('externalId', "The directory's id for the person.", { caseExact: true }),
        attribute('displayName', 'The name other players see.'),
        attribute('name', "The person's name.", {
          type: 'complex',
          subAttributes: [
            attribute('givenName', 'Given name.'),
            attribute('familyName', 'Family name.'),
            attribute('formatted', 'The full name (read-only here).', { mutability: 'readOnly' }),
          ],
        }),
        attribute('emails', 'The sign-in address (userName).', {
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [attribute('value', 'The address.'), attribute('type', 'work.')],
        }),
        attribute('active', 'False archives the player as a leaver; true brings them back.', {
          type: 'boolean',
        }),
        attribute('groups', 'The cohort the player is in (one at most).', {
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: memberAttributes('Group'),
        }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A cohort. A player is in one cohort at most.',
      attributes: [
        attribute('displayName', "The cohort's name.", { required: true, uniqueness: 'server' }),
        attribute('externalId', "The directory's id for the group.", { caseExact: true }),
        attribute('members', "The organisation's users in the cohort.", {
          type: 'complex',
          multiValued: true,
          subAttributes: memberAttributes('User'),
        }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${GROUP_SCHEMA}` },
    },
  ];
}

/** A list answer of every item (discovery lists are small and not paged). */
export function listOf<T>(items: T[]) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: items.length,
    startIndex: 1,
    itemsPerPage: items.length,
    Resources: items,
  };
}
