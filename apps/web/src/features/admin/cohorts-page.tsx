import { isGameMaster } from '@ffl/engine/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { nameRuleProblem } from '../../lib/names';
import { sessionQuery } from '../../lib/session';
import { Panel, QueryView, TableWrap } from './admin-ui';
import { AuditPackPanel } from './audit-pack-panel';
import { type Cohort, cohortsQuery, useCreateCohort } from './cohorts-api';
import { COHORTS_TEXT as T } from './cohorts-text';

/** Every cohort for a game master, with the form for a new one; a manager's own cohorts. */
export function CohortsPage() {
  const role = useQuery(sessionQuery).data?.user.role;
  const gameMaster = isGameMaster(role);
  const query = useQuery(cohortsQuery);
  return (
    <PageShell title={T.title} lead={gameMaster ? T.lead : T.managerLead}>
      {gameMaster && <NewCohortForm />}
      <QueryView query={query}>
        {(data) =>
          data.cohorts.length === 0 ? (
            <p className="admin-empty">{gameMaster ? T.none : T.noneManaged}</p>
          ) : (
            <CohortTable cohorts={data.cohorts} />
          )
        }
      </QueryView>
      {gameMaster && <AuditPackPanel />}
    </PageShell>
  );
}

function CohortTable({ cohorts }: { cohorts: Cohort[] }) {
  return (
    <TableWrap label={T.tableLabel}>
      <table className="admin-table">
        <caption>{T.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col" className="num">
              {T.members}
            </th>
            <th scope="col">{T.joinCode}</th>
            <th scope="col">{T.managers}</th>
          </tr>
        </thead>
        <tbody>
          {cohorts.map((cohort) => (
            <tr key={cohort.id}>
              <th scope="row">
                <Link to="/admin/cohorts/$cohortId" params={{ cohortId: cohort.id }}>
                  {cohort.name}
                </Link>
              </th>
              <td className="num tabular">{cohort.members}</td>
              <td className="tabular">
                <code>{cohort.joinCode}</code>
              </td>
              <td>
                {cohort.managers.length === 0
                  ? T.noManagers
                  : cohort.managers.map((m) => m.name.trim() || m.email).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function NewCohortForm() {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateCohort();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const broken = name.trim() === '' ? T.nameRequired : nameRuleProblem('cohort', name);
    setProblem(broken);
    if (broken) return;
    create.mutate(name.trim(), {
      onSuccess: (cohort) => {
        setName('');
        setDone(T.created(cohort.name));
      },
      onError: (error) => setProblem(gameMessageFor(error)),
    });
  };
  return (
    <Panel title={T.createHeading} id="new-cohort">
      <form className="admin-search" onSubmit={onSubmit} noValidate>
        <div className="admin-field admin-search-field">
          <label htmlFor="cohort-name">{T.name}</label>
          <input
            id="cohort-name"
            value={name}
            autoComplete="off"
            aria-describedby="cohort-name-hint cohort-name-error"
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <p id="cohort-name-hint" className="muted">
            {T.nameHint}
          </p>
        </div>
        <div className="admin-actions">
          <Button type="submit" pending={create.isPending}>
            {T.create}
          </Button>
        </div>
      </form>
      <FormMessage id="cohort-name-error" error={problem} success={done} />
    </Panel>
  );
}
