/**
 * The pure part of the organisation screens' forms (issue 28): the typed domains, the group →
 * cohort mapping editor's rows, and the provider form's body. The server checks everything again;
 * this only catches, in the form's words, what would certainly be refused.
 */
import type { Schemas } from '../../lib/api-schemas';
import { ORGANISATIONS_TEXT as T } from './organisations-text';

export type Organisation = Schemas['Organisation'];
type SsoSetting = Schemas['SsoSetting'];

/** The provider's kind in words, or "Not set". */
export function providerWord(provider: Organisation['provider']): string {
  return provider ? T.kinds[provider.kind] : T.noProvider;
}

/**
 * The domains typed in one box, separated by commas, semicolons or spaces: lower case, without a
 * leading "@" (people paste "@acme.example"), each once, in the order typed.
 */
export function parseDomains(typed: string): string[] {
  const seen = new Set<string>();
  for (const part of typed.split(/[\s,;]+/)) {
    const domain = part.trim().replace(/^@+/, '').toLowerCase();
    if (domain !== '') seen.add(domain);
  }
  return [...seen];
}

/** One row of the mapping editor; `key` keeps React's rows stable while groups are retyped. */
export interface MappingRow {
  key: string;
  group: string;
  cohortId: string;
}

/** The editor's rows for the organisation's mapping as stored. */
export function rowsOf(
  groupCohorts: Organisation['groupCohorts'],
  newKey: () => string,
): MappingRow[] {
  return groupCohorts.map((m) => ({ key: newKey(), group: m.group, cohortId: m.cohort.id }));
}

export function addRow(rows: readonly MappingRow[], key: string): MappingRow[] {
  return [...rows, { key, group: '', cohortId: '' }];
}

export function removeRow(rows: readonly MappingRow[], key: string): MappingRow[] {
  return rows.filter((row) => row.key !== key);
}

export function changeRow(
  rows: readonly MappingRow[],
  key: string,
  change: Partial<Omit<MappingRow, 'key'>>,
): MappingRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** What is wrong with the mapping, row numbers from 1; the server keeps one cohort per group. */
export type MappingProblem =
  | { kind: 'group'; row: number; key: string }
  | { kind: 'cohort'; row: number; key: string }
  | { kind: 'duplicate'; row: number; key: string; group: string };

/** The first problem of the mapping, or null. A row left wholly empty is not one: it is dropped. */
export function mappingProblem(rows: readonly MappingRow[]): MappingProblem | null {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const group = row.group.trim();
    const number = index + 1;
    if (group === '' && row.cohortId === '') continue;
    if (group === '') return { kind: 'group', row: number, key: row.key };
    if (row.cohortId === '') return { kind: 'cohort', row: number, key: row.key };
    // Groups are compared as typed: a provider's group names are case-sensitive.
    if (seen.has(group)) return { kind: 'duplicate', row: number, key: row.key, group };
    seen.add(group);
  }
  return null;
}

/** The mapping as the server takes it: the whole list, in order, empty rows left out. */
export function mappingBody(rows: readonly MappingRow[]): { group: string; cohortId: string }[] {
  return rows
    .map((row) => ({ group: row.group.trim(), cohortId: row.cohortId }))
    .filter((row) => row.group !== '' && row.cohortId !== '');
}

type ProviderKind = 'saml' | 'oidc';
export type SamlSource = 'url' | 'xml' | 'manual';

/** The provider form as typed. */
export interface ProviderDraft {
  kind: ProviderKind;
  samlSource: SamlSource;
  metadataUrl: string;
  metadataXml: string;
  entityId: string;
  ssoUrl: string;
  certificate: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The form filled from the provider as stored (a blank SAML form when there is none). */
export function draftOf(provider: Organisation['provider']): ProviderDraft {
  const blank: ProviderDraft = {
    kind: 'saml',
    samlSource: 'url',
    metadataUrl: '',
    metadataXml: '',
    entityId: '',
    ssoUrl: '',
    certificate: '',
    issuer: '',
    clientId: '',
    clientSecret: '',
  };
  if (!provider) return blank;
  if (provider.kind === 'oidc') {
    return { ...blank, kind: 'oidc', issuer: provider.issuer, clientId: provider.clientId };
  }
  // Metadata read from an address is read again from it; anything else was typed or pasted.
  return provider.metadataUrl
    ? { ...blank, samlSource: 'url', metadataUrl: provider.metadataUrl }
    : {
        ...blank,
        samlSource: 'manual',
        entityId: provider.idpEntityId,
        ssoUrl: provider.idpSsoUrl,
      };
}

export type ProviderProblem =
  | 'metadataUrl'
  | 'metadataXml'
  | 'manual'
  | 'issuer'
  | 'clientId'
  | 'clientSecret';

/**
 * The body of `PUT …/provider` for the form, or the missing part. Only the chosen way's fields are
 * sent. The client secret may be left empty when one is stored for the same client id: the server
 * keeps it.
 */
export function providerBody(
  draft: ProviderDraft,
  stored: Organisation['provider'],
): { body: SsoSetting } | { problem: ProviderProblem } {
  if (draft.kind === 'oidc') {
    const issuer = draft.issuer.trim();
    const clientId = draft.clientId.trim();
    if (issuer === '') return { problem: 'issuer' };
    if (clientId === '') return { problem: 'clientId' };
    const secret = draft.clientSecret;
    if (secret.trim() !== '')
      return { body: { kind: 'oidc', issuer, clientId, clientSecret: secret } };
    const kept = stored?.kind === 'oidc' && stored.clientId === clientId;
    return kept ? { body: { kind: 'oidc', issuer, clientId } } : { problem: 'clientSecret' };
  }
  switch (draft.samlSource) {
    case 'url': {
      const metadataUrl = draft.metadataUrl.trim();
      return metadataUrl === ''
        ? { problem: 'metadataUrl' }
        : { body: { kind: 'saml', metadataUrl } };
    }
    case 'xml':
      return draft.metadataXml.trim() === ''
        ? { problem: 'metadataXml' }
        : { body: { kind: 'saml', metadataXml: draft.metadataXml.trim() } };
    case 'manual': {
      const entityId = draft.entityId.trim();
      const ssoUrl = draft.ssoUrl.trim();
      const certificate = draft.certificate.trim();
      if (entityId === '' || ssoUrl === '' || certificate === '') return { problem: 'manual' };
      return { body: { kind: 'saml', entityId, ssoUrl, certificate } };
    }
  }
}

/** Whether the client secret box should say that a secret is kept (same provider, same client). */
export function secretKept(draft: ProviderDraft, stored: Organisation['provider']): boolean {
  return stored?.kind === 'oidc' && stored.clientId === draft.clientId.trim();
}
