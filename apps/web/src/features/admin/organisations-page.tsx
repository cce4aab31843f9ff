import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { nameRuleProblem } from '../../lib/names';
import { Badge, Panel, QueryView, TableWrap } from './admin-ui';
import { type Organisation, parseDomains, providerWord } from './organisation-form';
import { organisationsQuery, useCreateOrganisation } from './organisations-api';
import { ORGANISATIONS_TEXT as T } from './organisations-text';
import './organisations.css';

/** The owner's organisations: each one's domains and sign-on, and the form for a new one. */
export function OrganisationsPage() {
  const query = useQuery(organisationsQuery);
  return (
    <PageShell title={T.title} lead={T.lead}>
      <NewOrganisationForm />
      <QueryView query={query}>
        {(data) =>
          data.organisations.length === 0 ? (
            <p className="admin-empty">{T.none}</p>
          ) : (
            <OrganisationTable organisations={data.organisations} />
          )
        }
      </QueryView>
    </PageShell>
  );
}

function OrganisationTable({ organisations }: { organisations: Organisation[] }) {
  return (
    <TableWrap label={T.tableLabel}>
      <table className="admin-table">
        <caption>{T.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.domains}</th>
            <th scope="col">{T.provider}</th>
            <th scope="col">{T.signOn}</th>
            <th scope="col">{T.passwords}</th>
            <th scope="col" className="num">
              {T.players}
            </th>
          </tr>
        </thead>
        <tbody>
          {organisations.map((organisation) => (
            <tr key={organisation.id}>
              <th scope="row">
                <Link
                  to="/admin/organisations/$organisationId"
                  params={{ organisationId: organisation.id }}
                >
                  {organisation.name}
                </Link>
              </th>
              <td>
                <ul className="org-domains">
                  {organisation.domains.map((domain) => (
                    <li key={domain}>{domain}</li>
                  ))}
                </ul>
              </td>
              <td>{providerWord(organisation.provider)}</td>
              <td>
                {organisation.ssoEnabled ? (
                  <Badge tone="good">{T.on}</Badge>
                ) : (
                  <Badge tone="neutral">{T.off}</Badge>
                )}
              </td>
              <td>
                {organisation.passwordSignIn ? (
                  <Badge tone="neutral">{T.allowed}</Badge>
                ) : (
                  <Badge tone="warn">{T.refused}</Badge>
                )}
              </td>
              <td className="num tabular">{organisation.players}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function NewOrganisationForm() {
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'domains' | null; text: string } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateOrganisation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const nameProblem = name.trim() === '' ? T.nameRequired : nameRuleProblem('organisation', name);
    const typed = parseDomains(domains);
    const broken = nameProblem
      ? { field: 'name' as const, text: nameProblem }
      : typed.length === 0
        ? { field: 'domains' as const, text: T.domainsRequired }
        : null;
    setProblem(broken);
    if (broken) return;
    create.mutate(
      { name: name.trim(), domains: typed },
      {
        onSuccess: (organisation) => {
          setName('');
          setDomains('');
          setDone(T.created(organisation.name));
        },
        // The server's words: a domain another organisation holds, a malformed one, a name taken.
        onError: (error) => setProblem({ field: null, text: gameMessageFor(error) }),
      },
    );
  };
  return (
    <Panel title={T.createHeading} id="new-organisation">
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-inline-fields">
          <div className="admin-field">
            <label htmlFor="organisation-name">{T.name}</label>
            <input
              id="organisation-name"
              value={name}
              autoComplete="organization"
              aria-describedby={`organisation-name-hint${problem?.field === 'name' ? ' organisation-error' : ''}`}
              aria-invalid={problem?.field === 'name' ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <p id="organisation-name-hint" className="muted">
              {T.nameHint}
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor="organisation-domains">{T.domains}</label>
            <input
              id="organisation-domains"
              value={domains}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              aria-describedby={`organisation-domains-hint${problem?.field === 'domains' ? ' organisation-error' : ''}`}
              aria-invalid={problem?.field === 'domains' ? true : undefined}
              onChange={(event) => setDomains(event.target.value)}
            />
            <p id="organisation-domains-hint" className="muted">
              {T.domainsHint}
            </p>
          </div>
        </div>
        <div className="admin-actions">
          <Button type="submit" pending={create.isPending}>
            {T.create}
          </Button>
        </div>
      </form>
      <FormMessage id="organisation-error" error={problem?.text} success={done} />
    </Panel>
  );
}
