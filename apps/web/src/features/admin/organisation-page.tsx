import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Copy, ExternalLink, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { formatDateTime } from './admin-format';
import { AdminNotFound, NameConfirmDialog, Panel, ProgressBar, QueryView } from './admin-ui';
import { cohortsQuery } from './cohorts-api';
import {
  addRow,
  changeRow,
  draftOf,
  type MappingProblem,
  type MappingRow,
  mappingBody,
  mappingProblem,
  type Organisation,
  type ProviderDraft,
  type ProviderProblem,
  parseDomains,
  providerBody,
  removeRow,
  rowsOf,
  type SamlSource,
  secretKept,
} from './organisation-form';
import {
  organisationQuery,
  useChangeOrganisation,
  useDeleteOrganisation,
  useSetProvider,
} from './organisations-api';
import { ORGANISATIONS_TEXT as T } from './organisations-text';
import { ScimTokensPanel } from './scim-tokens-panel';
import './organisations.css';

/**
 * One organisation, for an owner: the addresses to give its identity provider, the provider,
 * the sign-on's settings, a test sign-in, directory provisioning, and deleting it.
 */
export function OrganisationPage({
  organisationId,
  onDeleted,
}: {
  organisationId: string;
  onDeleted: () => void;
}) {
  const query = useQuery(organisationQuery(organisationId));
  if (query.error instanceof ApiError && query.error.code === 'not-found') return <AdminNotFound />;
  return (
    <QueryView query={query}>
      {(organisation) => (
        <PageShell title={organisation.name} lead={T.summary(organisation.players)}>
          <p>
            <Link to="/admin/organisations">{T.back}</Link>
          </p>
          <GiveToProvider organisation={organisation} />
          <ProviderPanel organisation={organisation} />
          <SettingsPanel organisation={organisation} />
          <TestSignIn organisation={organisation} />
          {/* Directory provisioning: the panel brings its own heading. */}
          <ScimTokensPanel organisationId={organisation.id} />
          <DeletePanel organisation={organisation} onDeleted={onDeleted} />
        </PageShell>
      )}
    </QueryView>
  );
}

function GiveToProvider({ organisation }: { organisation: Organisation }) {
  const sp = organisation.serviceProvider;
  return (
    <Panel title={T.giveHeading} id="organisation-give">
      <p className="muted">{T.giveLead}</p>
      <div className="org-copy-list">
        <CopyField label={T.samlEntityId} value={sp.samlEntityId} />
        <CopyField label={T.samlAcsUrl} value={sp.samlAcsUrl} />
        <CopyField label={T.samlMetadataUrl} value={sp.samlMetadataUrl} />
        <CopyField label={T.oidcRedirectUri} value={sp.oidcRedirectUri} />
      </div>
    </Panel>
  );
}

/**
 * A read-only address with a Copy button, as the league's invite link does: where the clipboard
 * is refused, the address is selected so that it can be copied by hand.
 */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'copied' | 'manual'>('idle');
  // A changed address makes an earlier "Copied" untrue.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the value changes
  useEffect(() => setStatus('idle'), [value]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setStatus('manual');
    }
  };
  return (
    <div className="admin-field org-copy-field">
      <label htmlFor={`${id}-value`}>{label}</label>
      <div className="org-copy-row">
        <input
          ref={inputRef}
          id={`${id}-value`}
          type="text"
          readOnly
          value={value}
          className="org-copy-input"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-secondary admin-copy-button"
          onClick={() => void copy()}
        >
          {status === 'copied' ? (
            <Check size={16} aria-hidden="true" />
          ) : (
            <Copy size={16} aria-hidden="true" />
          )}{' '}
          {T.copy}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <p role="status" className="admin-copy-status">
        {status === 'copied' ? T.copied : status === 'manual' ? T.copyFallback : ''}
      </p>
    </div>
  );
}

function ProviderFacts({ provider }: { provider: NonNullable<Organisation['provider']> }) {
  const timeZone = useTimeZone();
  if (provider.kind === 'oidc') {
    return (
      <dl className="admin-facts org-facts">
        <div>
          <dt>{T.provider}</dt>
          <dd>{T.kinds.oidc}</dd>
        </div>
        <div>
          <dt>{T.issuer}</dt>
          <dd className="org-code">{provider.issuer}</dd>
        </div>
        <div>
          <dt>{T.clientId}</dt>
          <dd className="org-code">{provider.clientId}</dd>
        </div>
        <div>
          <dt>{T.clientSecret}</dt>
          <dd>{T.secretSet}</dd>
        </div>
      </dl>
    );
  }
  return (
    <>
      <dl className="admin-facts org-facts">
        <div>
          <dt>{T.provider}</dt>
          <dd>{T.kinds.saml}</dd>
        </div>
        <div>
          <dt>{T.providerEntityId}</dt>
          <dd className="org-code">{provider.idpEntityId}</dd>
        </div>
        <div>
          <dt>{T.providerSsoUrl}</dt>
          <dd className="org-code">{provider.idpSsoUrl}</dd>
        </div>
        <div>
          <dt>{T.providerMetadataUrl}</dt>
          <dd className="org-code">{provider.metadataUrl ?? T.providerMetadataNone}</dd>
        </div>
      </dl>
      <h3>{T.certificatesHeading}</h3>
      <ul className="org-certificates">
        {provider.certificates.map((certificate) => (
          <li key={certificate.fingerprint}>
            <dl className="org-certificate">
              <dt>{T.certSubject}</dt>
              <dd className="org-code">{certificate.subject}</dd>
              <dt>{T.certValidTo}</dt>
              <dd className="tabular">{formatDateTime(certificate.validTo, timeZone)}</dd>
              <dt>{T.certFingerprint}</dt>
              <dd className="org-code tabular">{certificate.fingerprint}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

const SAML_SOURCES: readonly SamlSource[] = ['url', 'xml', 'manual'];

/** The field a provider problem is about, so that it is marked and read with the message. */
const PROBLEM_FIELD: Record<ProviderProblem, string> = {
  metadataUrl: 'provider-metadata-url',
  metadataXml: 'provider-metadata-xml',
  manual: 'provider-entity-id',
  issuer: 'provider-issuer',
  clientId: 'provider-client-id',
  clientSecret: 'provider-client-secret',
};

function ProviderPanel({ organisation }: { organisation: Organisation }) {
  const [draft, setDraft] = useState<ProviderDraft>(() => draftOf(organisation.provider));
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useSetProvider();
  const change = (next: Partial<ProviderDraft>) => setDraft({ ...draft, ...next });
  const stored = organisation.provider;
  const kept = secretKept(draft, stored);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const result = providerBody(draft, stored);
    if ('problem' in result) {
      setProblem({
        field: PROBLEM_FIELD[result.problem],
        text: T.providerProblems[result.problem],
      });
      document.getElementById(PROBLEM_FIELD[result.problem])?.focus();
      return;
    }
    setProblem(null);
    save.mutate(
      { id: organisation.id, body: result.body },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved.provider));
          setDone(T.providerSaved);
        },
        // The server's words: metadata that cannot be read, a discovery document that fails…
        onError: (error) =>
          setProblem({ field: null, text: gameMessageFor(error, T.providerErrors) }),
      },
    );
  };

  /** The props that tie a field to the form's error line while it is the one at fault. */
  const invalid = (id: string, hint?: string) =>
    problem?.field === id
      ? {
          'aria-invalid': true as const,
          'aria-describedby': hint ? `${hint} provider-error` : 'provider-error',
        }
      : {};

  return (
    <Panel title={T.providerHeading} id="organisation-provider">
      <h3>{T.currentHeading}</h3>
      {stored ? (
        <ProviderFacts provider={stored} />
      ) : (
        <p className="admin-empty">{T.noProviderYet}</p>
      )}
      <form className="admin-form org-provider-form" onSubmit={onSubmit} noValidate>
        <fieldset className="admin-fieldset">
          <legend>{T.kindLegend}</legend>
          <div className="admin-choices">
            {(['saml', 'oidc'] as const).map((kind) => (
              <label key={kind} className="admin-choice">
                <input
                  type="radio"
                  name="provider-kind"
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => change({ kind })}
                />
                <span>{T.kinds[kind]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {draft.kind === 'saml' ? (
          <fieldset className="admin-fieldset">
            <legend>{T.samlSourceLegend}</legend>
            <div className="admin-choices">
              {SAML_SOURCES.map((source) => (
                <label key={source} className="admin-choice">
                  <input
                    type="radio"
                    name="saml-source"
                    value={source}
                    checked={draft.samlSource === source}
                    onChange={() => change({ samlSource: source })}
                  />
                  <span>{T.samlSources[source]}</span>
                </label>
              ))}
            </div>
            {draft.samlSource === 'url' && (
              <div className="admin-field org-wide-field">
                <label htmlFor="provider-metadata-url">{T.metadataUrl}</label>
                <input
                  id="provider-metadata-url"
                  type="url"
                  inputMode="url"
                  value={draft.metadataUrl}
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby="provider-metadata-url-hint"
                  {...invalid('provider-metadata-url', 'provider-metadata-url-hint')}
                  onChange={(event) => change({ metadataUrl: event.target.value })}
                />
                <p id="provider-metadata-url-hint" className="muted">
                  {T.metadataUrlHint}
                </p>
              </div>
            )}
            {draft.samlSource === 'xml' && (
              <div className="admin-field org-wide-field">
                <label htmlFor="provider-metadata-xml">{T.metadataXml}</label>
                <textarea
                  id="provider-metadata-xml"
                  className="org-textarea"
                  rows={8}
                  value={draft.metadataXml}
                  spellCheck={false}
                  aria-describedby="provider-metadata-xml-hint"
                  {...invalid('provider-metadata-xml', 'provider-metadata-xml-hint')}
                  onChange={(event) => change({ metadataXml: event.target.value })}
                />
                <p id="provider-metadata-xml-hint" className="muted">
                  {T.metadataXmlHint}
                </p>
              </div>
            )}
            {draft.samlSource === 'manual' && (
              <>
                <div className="admin-field org-wide-field">
                  <label htmlFor="provider-entity-id">{T.entityId}</label>
                  <input
                    id="provider-entity-id"
                    value={draft.entityId}
                    autoComplete="off"
                    spellCheck={false}
                    {...invalid('provider-entity-id')}
                    onChange={(event) => change({ entityId: event.target.value })}
                  />
                </div>
                <div className="admin-field org-wide-field">
                  <label htmlFor="provider-sso-url">{T.ssoUrl}</label>
                  <input
                    id="provider-sso-url"
                    type="url"
                    inputMode="url"
                    value={draft.ssoUrl}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => change({ ssoUrl: event.target.value })}
                  />
                </div>
                <div className="admin-field org-wide-field">
                  <label htmlFor="provider-certificate">{T.certificate}</label>
                  <textarea
                    id="provider-certificate"
                    className="org-textarea"
                    rows={6}
                    value={draft.certificate}
                    spellCheck={false}
                    aria-describedby="provider-certificate-hint"
                    onChange={(event) => change({ certificate: event.target.value })}
                  />
                  <p id="provider-certificate-hint" className="muted">
                    {T.certificateHint}
                  </p>
                </div>
              </>
            )}
          </fieldset>
        ) : (
          <fieldset className="admin-fieldset">
            <legend>{T.kinds.oidc}</legend>
            <div className="admin-field org-wide-field">
              <label htmlFor="provider-issuer">{T.issuer}</label>
              <input
                id="provider-issuer"
                type="url"
                inputMode="url"
                value={draft.issuer}
                autoComplete="off"
                spellCheck={false}
                aria-describedby="provider-issuer-hint"
                {...invalid('provider-issuer', 'provider-issuer-hint')}
                onChange={(event) => change({ issuer: event.target.value })}
              />
              <p id="provider-issuer-hint" className="muted">
                {T.issuerHint}
              </p>
            </div>
            <div className="admin-field org-wide-field">
              <label htmlFor="provider-client-id">{T.clientId}</label>
              <input
                id="provider-client-id"
                value={draft.clientId}
                autoComplete="off"
                spellCheck={false}
                {...invalid('provider-client-id')}
                onChange={(event) => change({ clientId: event.target.value })}
              />
            </div>
            <div className="admin-field org-wide-field">
              <label htmlFor="provider-client-secret">{T.clientSecret}</label>
              <input
                id="provider-client-secret"
                type="password"
                value={draft.clientSecret}
                autoComplete="new-password"
                placeholder={kept ? T.clientSecretKept : undefined}
                aria-describedby={kept ? 'provider-client-secret-hint' : undefined}
                {...invalid('provider-client-secret')}
                onChange={(event) => change({ clientSecret: event.target.value })}
              />
              {kept && (
                <p id="provider-client-secret-hint" className="muted">
                  {T.clientSecretHint}
                </p>
              )}
            </div>
          </fieldset>
        )}
        <div className="admin-actions">
          <Button type="submit" pending={save.isPending}>
            {T.saveProvider}
          </Button>
        </div>
        {save.isPending && <ProgressBar label={T.savingProvider} />}
      </form>
      <FormMessage id="provider-error" error={problem?.text} success={done} />
    </Panel>
  );
}

/** The settings form's state, from the organisation as stored. */
function settingsOf(organisation: Organisation, newKey: () => string) {
  return {
    domains: organisation.domains.join(', '),
    ssoEnabled: organisation.ssoEnabled,
    refusePasswords: !organisation.passwordSignIn,
    groupAttribute: organisation.groupAttribute,
    rows: rowsOf(organisation.groupCohorts, newKey),
    defaultCohortId: organisation.defaultCohort?.id ?? '',
  };
}

function mappingProblemText(problem: MappingProblem): string {
  switch (problem.kind) {
    case 'group':
      return T.mappingProblems.group(problem.row);
    case 'cohort':
      return T.mappingProblems.cohort(problem.row);
    case 'duplicate':
      return T.mappingProblems.duplicate(problem.row, problem.group);
  }
}

function SettingsPanel({ organisation }: { organisation: Organisation }) {
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return `row-${nextKey.current}`;
  };
  const [form, setForm] = useState(() => settingsOf(organisation, newKey));
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const save = useChangeOrganisation();
  const cohorts = useQuery(cohortsQuery);

  // A new row's group box takes the focus, so that the keyboard goes on where the row appeared.
  useEffect(() => {
    if (!focusRow) return;
    document.getElementById(`org-group-${focusRow}`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  // Every cohort to choose from, and those the mapping names even if the list has not come yet.
  const options = new Map<string, string>();
  for (const c of cohorts.data?.cohorts ?? []) options.set(c.id, c.name);
  for (const m of organisation.groupCohorts) options.set(m.cohort.id, m.cohort.name);
  if (organisation.defaultCohort)
    options.set(organisation.defaultCohort.id, organisation.defaultCohort.name);
  const cohortOptions = [...options].sort((a, b) => a[1].localeCompare(b[1]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const domains = parseDomains(form.domains);
    const mapping = mappingProblem(form.rows);
    const broken =
      domains.length === 0
        ? { field: 'org-domains', text: T.domainsRequired }
        : form.groupAttribute.trim() === ''
          ? { field: 'org-group-attribute', text: T.groupAttributeRequired }
          : mapping
            ? {
                field: `org-${mapping.kind === 'cohort' ? 'cohort' : 'group'}-${mapping.key}`,
                text: mappingProblemText(mapping),
              }
            : null;
    setProblem(broken);
    if (broken) {
      document.getElementById(broken.field)?.focus();
      return;
    }
    save.mutate(
      {
        id: organisation.id,
        body: {
          domains,
          ssoEnabled: form.ssoEnabled,
          passwordSignIn: !form.refusePasswords,
          groupAttribute: form.groupAttribute.trim(),
          groupCohorts: mappingBody(form.rows),
          defaultCohortId: form.defaultCohortId === '' ? null : form.defaultCohortId,
        },
      },
      {
        onSuccess: (saved) => {
          setForm(settingsOf(saved, newKey));
          setDone(T.settingsSaved);
        },
        // The server's words: passwords refused while the sign-on is off, a domain taken…
        onError: (error) => setProblem({ field: null, text: gameMessageFor(error) }),
      },
    );
  };

  const invalid = (id: string) =>
    problem?.field === id
      ? { 'aria-invalid': true as const, 'aria-describedby': 'settings-error' }
      : {};

  return (
    <Panel title={T.settingsHeading} id="organisation-settings">
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-field org-wide-field">
          <label htmlFor="org-domains">{T.domains}</label>
          <input
            id="org-domains"
            value={form.domains}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            aria-describedby={`org-domains-hint${problem?.field === 'org-domains' ? ' settings-error' : ''}`}
            aria-invalid={problem?.field === 'org-domains' ? true : undefined}
            onChange={(event) => setForm({ ...form, domains: event.target.value })}
          />
          <p id="org-domains-hint" className="muted">
            {T.domainsHint}
          </p>
        </div>

        <div className="org-switch">
          <label className="assign-choice">
            <input
              type="checkbox"
              checked={form.ssoEnabled}
              aria-describedby="org-sso-hint"
              onChange={() => setForm({ ...form, ssoEnabled: !form.ssoEnabled })}
            />
            {T.signOnOn}
          </label>
          <p id="org-sso-hint" className="muted">
            {T.signOnHint}
          </p>
        </div>
        <div className="org-switch">
          <label className="assign-choice">
            <input
              type="checkbox"
              checked={form.refusePasswords}
              aria-describedby="org-passwords-hint"
              onChange={() => setForm({ ...form, refusePasswords: !form.refusePasswords })}
            />
            {T.refusePasswords}
          </label>
          <p id="org-passwords-hint" className="muted">
            {T.refusePasswordsHint}
          </p>
        </div>

        <div className="admin-field">
          <label htmlFor="org-group-attribute">{T.groupAttribute}</label>
          <input
            id="org-group-attribute"
            value={form.groupAttribute}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`org-group-attribute-hint${problem?.field === 'org-group-attribute' ? ' settings-error' : ''}`}
            aria-invalid={problem?.field === 'org-group-attribute' ? true : undefined}
            onChange={(event) => setForm({ ...form, groupAttribute: event.target.value })}
          />
          <p id="org-group-attribute-hint" className="muted">
            {T.groupAttributeHint}
          </p>
        </div>

        <fieldset className="admin-fieldset">
          <legend>{T.mappingLegend}</legend>
          <p className="hint admin-hint">{T.mappingHint}</p>
          {cohortOptions.length === 0 && <p className="admin-note">{T.noCohorts}</p>}
          {form.rows.length === 0 ? (
            <p className="muted">{T.mappingNone}</p>
          ) : (
            <ol className="org-mapping">
              {form.rows.map((row, index) => (
                <MappingRowFields
                  key={row.key}
                  row={row}
                  number={index + 1}
                  cohorts={cohortOptions}
                  invalid={invalid}
                  onChange={(next) =>
                    setForm({ ...form, rows: changeRow(form.rows, row.key, next) })
                  }
                  onRemove={() => {
                    setForm({ ...form, rows: removeRow(form.rows, row.key) });
                    // The row and its button go: the focus stays in the editor.
                    document.getElementById('org-add-row')?.focus();
                  }}
                />
              ))}
            </ol>
          )}
          <div className="admin-actions">
            <Button
              id="org-add-row"
              variant="secondary"
              onClick={() => {
                const key = newKey();
                setForm({ ...form, rows: addRow(form.rows, key) });
                setFocusRow(key);
              }}
            >
              <Plus size={16} aria-hidden="true" /> {T.addRow}
            </Button>
          </div>
        </fieldset>

        <div className="admin-field">
          <label htmlFor="org-default-cohort">{T.defaultCohort}</label>
          <select
            id="org-default-cohort"
            value={form.defaultCohortId}
            aria-describedby="org-default-cohort-hint"
            onChange={(event) => setForm({ ...form, defaultCohortId: event.target.value })}
          >
            <option value="">{T.noDefault}</option>
            {cohortOptions.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
          <p id="org-default-cohort-hint" className="muted">
            {T.defaultCohortHint}
          </p>
        </div>

        <div className="admin-actions">
          <Button type="submit" pending={save.isPending}>
            {T.saveSettings}
          </Button>
        </div>
      </form>
      <FormMessage id="settings-error" error={problem?.text} success={done} />
    </Panel>
  );
}

function MappingRowFields({
  row,
  number,
  cohorts,
  invalid,
  onChange,
  onRemove,
}: {
  row: MappingRow;
  number: number;
  cohorts: [string, string][];
  invalid: (id: string) => Record<string, unknown>;
  onChange: (change: Partial<Omit<MappingRow, 'key'>>) => void;
  onRemove: () => void;
}) {
  const groupId = `org-group-${row.key}`;
  const cohortId = `org-cohort-${row.key}`;
  return (
    <li className="org-mapping-row">
      <div className="admin-field">
        <label htmlFor={groupId}>
          {T.group}
          <span className="visually-hidden"> {T.rowSuffix(number)}</span>
        </label>
        <input
          id={groupId}
          value={row.group}
          autoComplete="off"
          spellCheck={false}
          {...invalid(groupId)}
          onChange={(event) => onChange({ group: event.target.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={cohortId}>
          {T.cohort}
          <span className="visually-hidden"> {T.rowSuffix(number)}</span>
        </label>
        <select
          id={cohortId}
          value={row.cohortId}
          {...invalid(cohortId)}
          onChange={(event) => onChange({ cohortId: event.target.value })}
        >
          <option value="">{T.pickCohort}</option>
          {cohorts.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="ghost" className="org-remove" onClick={onRemove}>
        {T.remove}
        <span className="visually-hidden"> {T.removeSuffix(number)}</span>
      </Button>
    </li>
  );
}

function TestSignIn({ organisation }: { organisation: Organisation }) {
  return (
    <Panel title={T.testHeading} id="organisation-test">
      {organisation.provider ? (
        <>
          <p className="muted">{T.testLead}</p>
          <p>
            <a
              href={organisation.serviceProvider.signInUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-secondary"
            >
              <ExternalLink size={16} aria-hidden="true" /> {T.testLink}
              <span className="visually-hidden"> {T.newTab}</span>
            </a>
          </p>
        </>
      ) : (
        <p className="muted">{T.testNeedsProvider}</p>
      )}
    </Panel>
  );
}

function DeletePanel({
  organisation,
  onDeleted,
}: {
  organisation: Organisation;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteOrganisation();
  return (
    <Panel title={T.dangerHeading} id="organisation-delete">
      <div className="admin-actions">
        <Button
          className="btn-danger"
          onClick={() => {
            setError(null);
            setDeleting(true);
          }}
        >
          {T.deleteOrganisation}
        </Button>
      </div>
      <FormMessage error={error} />
      <NameConfirmDialog
        open={deleting}
        name={organisation.name}
        inputId="organisation-delete-confirm"
        title={T.deleteTitle}
        confirmLabel={T.deleteButton}
        inputLabel={T.deleteConfirmLabel}
        body={<p>{T.deleteBody(organisation.name, organisation.players)}</p>}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={(confirm) =>
          remove.mutate(
            { id: organisation.id, confirm },
            {
              onSuccess: () => {
                setDeleting(false);
                onDeleted();
              },
              onError: (failure) => {
                setDeleting(false);
                setError(gameMessageFor(failure));
              },
            },
          )
        }
      />
    </Panel>
  );
}
