import { scimErrors } from './scim-errors';

/**
 * The filters this service answers (RFC 7644 §3.4.2.2): one attribute `eq` one quoted string,
 * what Entra ID and Okta send to find a user or a group before creating it. Anything else is
 * refused with `invalidFilter` rather than answered wrongly. Attribute names are matched without
 * case, as the RFC says; whether the value is is the attribute's own rule (the services').
 */

export interface EqFilter {
  /** The attribute as the resource type names it (`userName`, `externalId`, `displayName`). */
  attribute: string;
  value: string;
}

const EQ_FILTER = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

/**
 * Parses `filter` for one of `attributes`; undefined when there is none. A URN-prefixed name
 * (`urn:ietf:params:scim:schemas:core:2.0:User:userName`) names the same attribute.
 */
export function parseEqFilter(
  filter: string | undefined,
  attributes: readonly string[],
  resourceSchema: string,
): EqFilter | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const match = EQ_FILTER.exec(filter);
  if (!match?.[1] || !match[2]) {
    throw scimErrors.invalidFilter(
      `Only filters of the form ${attributes.map((a) => `${a} eq "…"`).join(' or ')} are supported.`,
    );
  }
  let name = match[1];
  if (name.toLowerCase().startsWith(`${resourceSchema.toLowerCase()}:`)) {
    name = name.slice(resourceSchema.length + 1);
  }
  const attribute = attributes.find((a) => a.toLowerCase() === name.toLowerCase());
  if (!attribute) {
    throw scimErrors.invalidFilter(
      `Filtering on "${name}" is not supported; use ${attributes.join(' or ')}.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(match[2]);
  } catch {
    throw scimErrors.invalidFilter('The filter value is not a valid quoted string.');
  }
  if (typeof value !== 'string') throw scimErrors.invalidFilter('The filter value must be text.');
  return { attribute, value };
}

/** A page of a list (RFC 7644 §3.4.2.4): 1-based startIndex, count capped at MAX_RESULTS. */
export interface Page {
  startIndex: number;
  count: number;
}

/** The most resources one list answer holds (ServiceProviderConfig's filter.maxResults). */
export const MAX_RESULTS = 100;

/**
 * The page a list asks for. RFC 7644 says a startIndex below 1 is read as 1 and a negative
 * count as 0; text that is no number is the client's mistake.
 */
export function readPage(startIndex: string | undefined, count: string | undefined): Page {
  const number = (text: string | undefined, name: string, fallback: number) => {
    if (text === undefined || text === '') return fallback;
    if (!/^-?\d{1,9}$/.test(text)) throw scimErrors.invalidValue(`${name} must be an integer.`);
    return Number(text);
  };
  return {
    startIndex: Math.max(1, number(startIndex, 'startIndex', 1)),
    count: Math.min(MAX_RESULTS, Math.max(0, number(count, 'count', MAX_RESULTS))),
  };
}
