import { scimErrors } from './scim-errors';
import { GROUP_SCHEMA, ScimBoolean, type ScimPatchOperation, USER_SCHEMA } from './scim-schemas';
import type { UserChanges } from './scim-users';

/**
 * PATCH operations (RFC 7644 §3.5.2) as Entra ID and Okta send them, read into the changes the
 * services apply:
 * - Entra ID: `{"op":"Replace","path":"active","value":"False"}` (a capitalised op, booleans as
 *   text), `{"op":"Add","path":"members","value":[{"value":"<id>"}]}`,
 *   `{"op":"Remove","path":"members[value eq \"<id>\"]"}`, `path` like `name.givenName` or
 *   `emails[type eq "work"].value`;
 * - Okta: `{"op":"replace","value":{"active":false}}` (no path: the value names the attributes),
 *   `{"op":"replace","path":"members","value":[…]}`, `{"op":"remove","path":"members","value":[…]}`.
 * An attribute the core schema does not have is refused (invalidPath); one it has but this
 * service does not keep (phone numbers, addresses, the enterprise extension) is accepted and
 * ignored, so that a directory's full mapping does not fail.
 */

/** Core User attributes kept nowhere here, accepted and ignored (RFC 7643 §4.1). */
const IGNORED_USER_ATTRIBUTES = new Set(
  [
    'nickName',
    'profileUrl',
    'title',
    'userType',
    'preferredLanguage',
    'locale',
    'timezone',
    'password',
    'emails',
    'phoneNumbers',
    'ims',
    'photos',
    'addresses',
    'entitlements',
    'roles',
    'x509Certificates',
    'name.formatted',
    'name.middleName',
    'name.honorificPrefix',
    'name.honorificSuffix',
  ].map((a) => a.toLowerCase()),
);

const EXTENSION_PREFIX = 'urn:ietf:params:scim:schemas:extension:';

function text(value: unknown, path: string): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  throw scimErrors.invalidValue(`${path} must be text.`);
}

function bool(value: unknown, path: string): boolean {
  const parsed = ScimBoolean.safeParse(value);
  if (!parsed.success) throw scimErrors.invalidValue(`${path} must be true or false.`);
  return parsed.data;
}

/** A path without its schema's URN, and without a value filter's spelling (`emails[…].value`). */
function plainPath(path: string, schema: string): string {
  const trimmed = path.trim();
  return trimmed.toLowerCase().startsWith(`${schema.toLowerCase()}:`)
    ? trimmed.slice(schema.length + 1)
    : trimmed;
}

function applyUserAttribute(
  changes: UserChanges,
  op: 'add' | 'replace' | 'remove',
  rawPath: string,
  value: unknown,
) {
  const path = plainPath(rawPath, USER_SCHEMA);
  const lower = path.toLowerCase();
  if (lower.startsWith(EXTENSION_PREFIX)) return;
  // A multi-valued attribute with a filter (emails[type eq "work"].value): its attribute decides.
  const attribute = lower.replace(/\[.*\]/, '').replace(/\.value$/, '');
  if (op === 'remove') {
    switch (lower) {
      case 'active':
        throw scimErrors.invalidValue('active cannot be removed; set it to false instead.');
      case 'username':
        throw scimErrors.mutability('userName is required and cannot be removed.');
      case 'externalid':
        changes.externalId = null;
        return;
      case 'displayname':
        changes.displayName = null;
        return;
      case 'name':
        changes.givenName = null;
        changes.familyName = null;
        return;
      case 'name.givenname':
        changes.givenName = null;
        return;
      case 'name.familyname':
        changes.familyName = null;
        return;
    }
  } else {
    switch (lower) {
      case 'active':
        changes.active = bool(value, 'active');
        return;
      case 'username': {
        const userName = text(value, 'userName');
        if (!userName?.trim()) throw scimErrors.invalidValue('userName cannot be empty.');
        changes.userName = userName;
        return;
      }
      case 'externalid':
        changes.externalId = text(value, 'externalId');
        return;
      case 'displayname':
        changes.displayName = text(value, 'displayName');
        return;
      case 'name.givenname':
        changes.givenName = text(value, 'name.givenName');
        return;
      case 'name.familyname':
        changes.familyName = text(value, 'name.familyName');
        return;
      case 'name': {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          throw scimErrors.invalidValue('name must be an object.');
        }
        for (const [key, part] of Object.entries(value)) {
          applyUserAttribute(changes, op, `name.${key}`, part);
        }
        return;
      }
    }
  }
  if (attribute === 'groups' || attribute === 'id' || attribute === 'meta') {
    throw scimErrors.mutability(`${path} is read-only; change a group's members instead.`);
  }
  if (IGNORED_USER_ATTRIBUTES.has(attribute) || IGNORED_USER_ATTRIBUTES.has(lower)) return;
  throw scimErrors.invalidPath(`"${rawPath}" is not an attribute of a User.`);
}

/** A User PATCH's operations, in order, as one set of changes. */
export function readUserPatch(operations: readonly ScimPatchOperation[]): UserChanges {
  const changes: UserChanges = {};
  for (const { op, path, value } of operations) {
    if (path !== undefined && path.trim() !== '') {
      applyUserAttribute(changes, op, path, value);
      continue;
    }
    if (op === 'remove') throw scimErrors.noTarget('A remove operation needs a path.');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw scimErrors.invalidValue('An operation without a path needs an object as its value.');
    }
    for (const [key, part] of Object.entries(value)) {
      if (key === 'schemas') continue;
      applyUserAttribute(changes, op, key, part);
    }
  }
  return changes;
}

/** What a Group PATCH does, in order. */
export type GroupStep =
  | { kind: 'displayName'; value: string }
  | { kind: 'externalId'; value: string | null }
  | { kind: 'add'; members: string[] }
  | { kind: 'remove'; members: string[] }
  | { kind: 'removeAll' }
  | { kind: 'set'; members: string[] };

function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (typeof item === 'object' && item !== null && 'value' in item) {
      const id = (item as { value: unknown }).value;
      if (typeof id === 'string' && id.length > 0 && id.length <= 100) return id;
    }
    throw scimErrors.invalidValue('Each member must be an object with the user\'s id as "value".');
  });
}

const MEMBER_FILTER = /^members\s*\[\s*value\s+eq\s+("(?:[^"\\]|\\.)*")\s*\]$/i;

function groupStep(op: 'add' | 'replace' | 'remove', rawPath: string, value: unknown): GroupStep[] {
  const path = plainPath(rawPath, GROUP_SCHEMA);
  const lower = path.toLowerCase();
  const filtered = MEMBER_FILTER.exec(path);
  if (filtered?.[1]) {
    if (op !== 'remove') {
      throw scimErrors.invalidPath('A member filter in the path is only for remove.');
    }
    let id: unknown;
    try {
      id = JSON.parse(filtered[1]);
    } catch {
      throw scimErrors.invalidPath(`"${rawPath}" has a member id that is not a valid string.`);
    }
    return [{ kind: 'remove', members: [String(id)] }];
  }
  switch (lower) {
    case 'members':
      if (op === 'remove') {
        return value === undefined || value === null
          ? [{ kind: 'removeAll' }]
          : [{ kind: 'remove', members: memberIds(value) }];
      }
      return [{ kind: op === 'add' ? 'add' : 'set', members: memberIds(value) }];
    case 'displayname': {
      if (op === 'remove') throw scimErrors.mutability('displayName is required.');
      const name = text(value, 'displayName')?.trim();
      if (!name) throw scimErrors.invalidValue('displayName cannot be empty.');
      return [{ kind: 'displayName', value: name }];
    }
    case 'externalid':
      return [{ kind: 'externalId', value: op === 'remove' ? null : text(value, 'externalId') }];
    case 'id':
    case 'schemas':
    case 'meta':
      return [];
  }
  throw scimErrors.invalidPath(`"${rawPath}" is not an attribute of a Group.`);
}

/** A Group PATCH's operations, in order. */
export function readGroupPatch(operations: readonly ScimPatchOperation[]): GroupStep[] {
  const steps: GroupStep[] = [];
  for (const { op, path, value } of operations) {
    if (path !== undefined && path.trim() !== '') {
      steps.push(...groupStep(op, path, value));
      continue;
    }
    if (op === 'remove') throw scimErrors.noTarget('A remove operation needs a path.');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw scimErrors.invalidValue('An operation without a path needs an object as its value.');
    }
    for (const [key, part] of Object.entries(value)) {
      steps.push(...groupStep(op, key, part));
    }
  }
  return steps;
}
