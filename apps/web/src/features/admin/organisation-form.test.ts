import { describe, expect, it } from 'vitest';
import {
  addRow,
  changeRow,
  draftOf,
  type MappingRow,
  mappingBody,
  mappingProblem,
  type Organisation,
  parseDomains,
  providerBody,
  providerWord,
  removeRow,
  rowsOf,
  secretKept,
} from './organisation-form';

const SAML: Organisation['provider'] = {
  kind: 'saml',
  idpEntityId: 'https://idp.acme.example/saml',
  idpSsoUrl: 'https://idp.acme.example/sso',
  metadataUrl: null,
  certificates: [],
};
const OIDC: Organisation['provider'] = {
  kind: 'oidc',
  issuer: 'https://login.acme.example',
  clientId: 'fantasy-fraud',
  clientSecretSet: true,
};

describe('the typed domains', () => {
  it('split on commas, semicolons and spaces, lower-cased, without "@", each once', () => {
    expect(parseDomains(' Acme.example, @mail.acme.example;bank.example\n\tacme.EXAMPLE ')).toEqual(
      ['acme.example', 'mail.acme.example', 'bank.example'],
    );
    expect(parseDomains(' , ;  ')).toEqual([]);
  });
});

describe('the group → cohort mapping editor', () => {
  let n = 0;
  const key = () => `k${++n}`;

  it('starts from the stored mapping, in its order', () => {
    const rows = rowsOf(
      [
        { group: 'Risk', cohort: { id: 'c1', name: 'Risk team' } },
        { group: 'Branches', cohort: { id: 'c2', name: 'Branches' } },
      ],
      key,
    );
    expect(rows.map((r) => [r.group, r.cohortId])).toEqual([
      ['Risk', 'c1'],
      ['Branches', 'c2'],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('adds, changes and removes one row by its key, leaving the others alone', () => {
    let rows: MappingRow[] = addRow([], 'a');
    rows = addRow(rows, 'b');
    rows = changeRow(rows, 'b', { group: 'Tellers' });
    rows = changeRow(rows, 'b', { cohortId: 'c9' });
    rows = changeRow(rows, 'a', { group: 'Risk', cohortId: 'c1' });
    expect(rows).toEqual([
      { key: 'a', group: 'Risk', cohortId: 'c1' },
      { key: 'b', group: 'Tellers', cohortId: 'c9' },
    ]);
    expect(removeRow(rows, 'a')).toEqual([{ key: 'b', group: 'Tellers', cohortId: 'c9' }]);
    expect(removeRow(rows, 'nope')).toEqual(rows);
  });

  it('sends the whole mapping trimmed, dropping rows left empty', () => {
    const rows: MappingRow[] = [
      { key: 'a', group: '  Risk ', cohortId: 'c1' },
      { key: 'b', group: '', cohortId: '' },
      { key: 'c', group: 'Tellers', cohortId: 'c2' },
    ];
    expect(mappingProblem(rows)).toBeNull();
    expect(mappingBody(rows)).toEqual([
      { group: 'Risk', cohortId: 'c1' },
      { group: 'Tellers', cohortId: 'c2' },
    ]);
    expect(mappingBody([])).toEqual([]);
  });

  it('names the first half-filled or repeated row, counted from 1', () => {
    expect(mappingProblem([{ key: 'a', group: ' ', cohortId: 'c1' }])).toEqual({
      kind: 'group',
      row: 1,
      key: 'a',
    });
    expect(
      mappingProblem([
        { key: 'a', group: 'Risk', cohortId: 'c1' },
        { key: 'b', group: 'Tellers', cohortId: '' },
      ]),
    ).toEqual({ kind: 'cohort', row: 2, key: 'b' });
    expect(
      mappingProblem([
        { key: 'a', group: 'Risk', cohortId: 'c1' },
        { key: 'b', group: ' Risk', cohortId: 'c2' },
      ]),
    ).toEqual({ kind: 'duplicate', row: 2, key: 'b', group: 'Risk' });
    // A provider's group names are case-sensitive: these are two groups.
    expect(
      mappingProblem([
        { key: 'a', group: 'Risk', cohortId: 'c1' },
        { key: 'b', group: 'risk', cohortId: 'c2' },
      ]),
    ).toBeNull();
  });
});

describe('the provider form', () => {
  it('starts blank (SAML, by metadata address) without a provider', () => {
    const draft = draftOf(null);
    expect(draft.kind).toBe('saml');
    expect(draft.samlSource).toBe('url');
    expect(providerBody(draft, null)).toEqual({ problem: 'metadataUrl' });
    expect(providerWord(null)).toBe('Not set');
  });

  it('starts from a SAML provider typed by hand, or read from its address', () => {
    const typed = draftOf(SAML);
    expect(typed).toMatchObject({
      kind: 'saml',
      samlSource: 'manual',
      entityId: 'https://idp.acme.example/saml',
      ssoUrl: 'https://idp.acme.example/sso',
    });
    // The certificate is not shown back: replacing the provider by hand needs it again.
    expect(providerBody(typed, SAML)).toEqual({ problem: 'manual' });
    const read = draftOf({ ...SAML, metadataUrl: 'https://idp.acme.example/metadata' });
    expect(read).toMatchObject({
      samlSource: 'url',
      metadataUrl: 'https://idp.acme.example/metadata',
    });
    expect(providerWord(SAML)).toBe('SAML');
  });

  it("sends only the chosen SAML way's fields, trimmed", () => {
    const draft = {
      ...draftOf(null),
      metadataUrl: ' https://idp.example/md ',
      metadataXml: '<EntityDescriptor/>',
      entityId: 'x',
    };
    expect(providerBody(draft, null)).toEqual({
      body: { kind: 'saml', metadataUrl: 'https://idp.example/md' },
    });
    expect(providerBody({ ...draft, samlSource: 'xml' }, null)).toEqual({
      body: { kind: 'saml', metadataXml: '<EntityDescriptor/>' },
    });
    expect(providerBody({ ...draft, samlSource: 'xml', metadataXml: '  ' }, null)).toEqual({
      problem: 'metadataXml',
    });
    expect(
      providerBody(
        { ...draft, samlSource: 'manual', ssoUrl: 'https://idp.example/sso', certificate: 'PEM' },
        null,
      ),
    ).toEqual({
      body: { kind: 'saml', entityId: 'x', ssoUrl: 'https://idp.example/sso', certificate: 'PEM' },
    });
  });

  it('keeps the stored OIDC secret only for the same client id', () => {
    const draft = draftOf(OIDC);
    expect(draft).toMatchObject({ kind: 'oidc', issuer: OIDC?.kind === 'oidc' ? OIDC.issuer : '' });
    expect(secretKept(draft, OIDC)).toBe(true);
    expect(providerBody(draft, OIDC)).toEqual({
      body: { kind: 'oidc', issuer: 'https://login.acme.example', clientId: 'fantasy-fraud' },
    });
    const other = { ...draft, clientId: 'another-client' };
    expect(secretKept(other, OIDC)).toBe(false);
    expect(providerBody(other, OIDC)).toEqual({ problem: 'clientSecret' });
    expect(providerBody({ ...other, clientSecret: 's3cret' }, OIDC)).toEqual({
      body: {
        kind: 'oidc',
        issuer: 'https://login.acme.example',
        clientId: 'another-client',
        clientSecret: 's3cret',
      },
    });
    expect(providerBody({ ...draft, issuer: ' ' }, OIDC)).toEqual({ problem: 'issuer' });
    expect(providerBody({ ...draft, clientId: '' }, OIDC)).toEqual({ problem: 'clientId' });
    // Switching a SAML organisation to OIDC needs a secret.
    expect(providerBody({ ...draft, clientSecret: '' }, SAML)).toEqual({ problem: 'clientSecret' });
  });
});
