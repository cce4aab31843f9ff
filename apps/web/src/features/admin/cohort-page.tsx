import { isGameMaster } from '@ffl/engine/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { newIdempotencyKey } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { nameRuleProblem } from '../../lib/names';
import { sessionQuery } from '../../lib/session';
import { useTimeZone } from '../../lib/time-zone';
import { formatDateTime } from './admin-format';
import {
  AdminNotFound,
  Badge,
  NameConfirmDialog,
  Pager,
  Panel,
  QueryView,
  TableWrap,
} from './admin-ui';
import { AssignmentsPanel } from './assignments-panel';
import { AuditPackPanel } from './audit-pack-panel';
import {
  type Cohort,
  cohortsQuery,
  MEMBER_PAGE_SIZE,
  membersQuery,
  NoSuchPlayer,
  useDeleteCohort,
  useGrantManager,
  useNewJoinCode,
  useRenameCohort,
  useRevokeManager,
} from './cohorts-api';
import { COHORTS_TEXT as T } from './cohorts-text';
import { RosterImport } from './enrolment-page';
import { ENROLMENT_TEXT } from './enrolment-text';
import { SearchForm } from './search-form';

/** One cohort: its members for a manager or a game master, and its settings for a game master. */
export function CohortPage({
  cohortId,
  q,
  page,
  onSearch,
  onPage,
  onDeleted,
}: {
  cohortId: string;
  q: string;
  page: number;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onDeleted: () => void;
}) {
  const gameMaster = isGameMaster(useQuery(sessionQuery).data?.user.role);
  const cohorts = useQuery(cohortsQuery);
  return (
    <QueryView query={cohorts}>
      {(data) => {
        const cohort = data.cohorts.find((c) => c.id === cohortId);
        if (!cohort) return <AdminNotFound />;
        return (
          <PageShell title={cohort.name} lead={T.count(cohort.members, '')}>
            <p>
              <Link to="/admin/cohorts">{T.back}</Link>
            </p>
            <Members cohortId={cohortId} q={q} page={page} onSearch={onSearch} onPage={onPage} />
            <Panel title={ENROLMENT_TEXT.cohortHeading} id="cohort-roster">
              <RosterImport cohortId={cohortId} />
            </Panel>
            <AssignmentsPanel cohortId={cohortId} />
            <AuditPackPanel cohortId={cohortId} />
            {gameMaster && (
              <>
                <Managers cohort={cohort} />
                <Settings cohort={cohort} onDeleted={onDeleted} />
              </>
            )}
          </PageShell>
        );
      }}
    </QueryView>
  );
}

function Members({
  cohortId,
  q,
  page,
  onSearch,
  onPage,
}: {
  cohortId: string;
  q: string;
  page: number;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
}) {
  const query = useQuery(membersQuery(cohortId, q, page));
  const timeZone = useTimeZone();
  return (
    <Panel title={T.membersHeading} id="cohort-members">
      <SearchForm
        id="member-search"
        q={q}
        words={{ label: T.search, submit: T.searchButton, clear: T.clear }}
        onSearch={onSearch}
      />
      <QueryView query={query}>
        {(data) => (
          <>
            <p className="muted tabular" role="status">
              {T.count(data.total, q)}
            </p>
            {data.members.length === 0 ? (
              <p className="admin-empty">{T.noMembers(q)}</p>
            ) : (
              <TableWrap label={T.membersHeading}>
                <table className="admin-table">
                  <caption>{T.membersHeading}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.memberName}</th>
                      <th scope="col">{T.memberEmail}</th>
                      <th scope="col">{T.memberJoined}</th>
                      <th scope="col">{T.memberHow}</th>
                      <th scope="col" className="num">
                        {T.memberPoints}
                      </th>
                      <th scope="col" className="num">
                        {T.memberQuizzes}
                      </th>
                      <th scope="col">{T.memberState}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.members.map((m) => (
                      <tr key={m.userId}>
                        <th scope="row">
                          <Link
                            to="/admin/cohorts/$cohortId/members/$userId"
                            params={{ cohortId, userId: m.userId }}
                            aria-label={T.openWork(m.name.trim() || m.email)}
                          >
                            {m.name.trim() || m.email}
                          </Link>
                        </th>
                        <td className="admin-cell-email">{m.email}</td>
                        <td className="tabular">{formatDateTime(m.joinedAt, timeZone)}</td>
                        <td>{T.how[m.source]}</td>
                        <td className="num tabular">{m.points}</td>
                        <td className="num tabular">{m.quizzesPassed}</td>
                        <td>
                          {m.disabled ? (
                            <Badge tone="bad">{T.disabled}</Badge>
                          ) : (
                            <Badge tone="neutral">{T.active}</Badge>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )}
            <Pager
              label={T.membersHeading}
              page={page}
              total={data.total}
              pageSize={MEMBER_PAGE_SIZE}
              onPage={onPage}
            />
          </>
        )}
      </QueryView>
    </Panel>
  );
}

function Managers({ cohort }: { cohort: Cohort }) {
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState<
    | { kind: 'add'; email: string }
    | { kind: 'remove'; userId: string; email: string; who: string }
    | null
  >(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const grant = useGrantManager();
  const revoke = useRevokeManager();
  const ask = (next: typeof asking) => {
    setError(null);
    setDone(null);
    setKey(newIdempotencyKey());
    setAsking(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') ask({ kind: 'add', email: email.trim() });
  };
  const confirm = () => {
    if (!asking) return;
    const onError = (failure: Error) => {
      setAsking(null);
      setError(
        failure instanceof NoSuchPlayer ? T.noSuchPlayer(failure.email) : gameMessageFor(failure),
      );
    };
    if (asking.kind === 'add') {
      grant.mutate(
        { id: cohort.id, email: asking.email, key },
        {
          onSuccess: () => {
            setAsking(null);
            setEmail('');
            setDone(T.added);
          },
          onError,
        },
      );
    } else {
      revoke.mutate(
        { id: cohort.id, userId: asking.userId, email: asking.email, key },
        {
          onSuccess: () => {
            setAsking(null);
            setDone(T.removed);
          },
          onError,
        },
      );
    }
  };
  return (
    <Panel title={T.managersHeading} id="cohort-managers">
      <p className="muted">{T.managersLead}</p>
      {cohort.managers.length === 0 ? (
        <p className="admin-empty">{T.noManagers}</p>
      ) : (
        <ul className="admin-list">
          {cohort.managers.map((m) => {
            const who = m.name.trim() || m.email;
            return (
              <li key={m.userId}>
                <span>
                  {who} <span className="muted">({m.email})</span>
                </span>{' '}
                <Button
                  variant="ghost"
                  aria-label={T.remove(who)}
                  onClick={() => ask({ kind: 'remove', userId: m.userId, email: m.email, who })}
                >
                  {T.removeButton}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="admin-search" onSubmit={onSubmit}>
        <div className="admin-field admin-search-field">
          <label htmlFor="manager-email">{T.managerEmail}</label>
          <input
            id="manager-email"
            type="email"
            value={email}
            maxLength={254}
            autoComplete="off"
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <Button type="submit" variant="secondary">
            {T.addManager}
          </Button>
        </div>
      </form>
      <FormMessage error={error} success={done} />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'remove' ? T.removeTitle : T.addTitle}
        confirmLabel={asking?.kind === 'remove' ? T.removeButton : T.addManager.replace('…', '')}
        danger={asking?.kind === 'remove'}
        pending={grant.isPending || revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        <p>
          {asking?.kind === 'remove'
            ? T.removeBody(asking.who, cohort.name)
            : T.addBody(asking?.email ?? '', cohort.name)}
        </p>
      </ConfirmDialog>
    </Panel>
  );
}

function Settings({ cohort, onDeleted }: { cohort: Cohort; onDeleted: () => void }) {
  const [name, setName] = useState(cohort.name);
  useEffect(() => setName(cohort.name), [cohort.name]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const rename = useRenameCohort();
  const newCode = useNewJoinCode();
  const remove = useDeleteCohort();
  const fail = (failure: Error) => setError(gameMessageFor(failure));
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = name.trim() === '' ? T.nameRequired : nameRuleProblem('cohort', name);
    setError(problem);
    if (problem) return;
    rename.mutate(
      { id: cohort.id, name: name.trim() },
      { onSuccess: () => setDone(T.renamed), onError: fail },
    );
  };
  return (
    <Panel title={T.settingsHeading} id="cohort-settings">
      <form className="admin-search" onSubmit={onRename} noValidate>
        <div className="admin-field admin-search-field">
          <label htmlFor="cohort-rename">{T.name}</label>
          <input
            id="cohort-rename"
            value={name}
            autoComplete="off"
            aria-describedby="cohort-rename-hint"
            onChange={(event) => setName(event.target.value)}
          />
          <p id="cohort-rename-hint" className="muted">
            {T.nameHint}
          </p>
        </div>
        <div className="admin-actions">
          <Button type="submit" variant="secondary" pending={rename.isPending}>
            {T.rename}
          </Button>
        </div>
      </form>
      <h3>{T.joinCode}</h3>
      <p className="muted">{T.joinCodeLead}</p>
      <p className="cohort-code tabular">
        <code>{cohort.joinCode}</code>
      </p>
      <div className="admin-actions">
        <Button
          variant="secondary"
          pending={newCode.isPending}
          onClick={() => {
            setDone(null);
            newCode.mutate(cohort.id, { onSuccess: () => setDone(T.newCodeDone), onError: fail });
          }}
        >
          {T.newCode}
        </Button>
        <Button
          className="btn-danger"
          onClick={() => {
            setKey(newIdempotencyKey());
            setDeleting(true);
          }}
        >
          {T.deleteCohort}
        </Button>
      </div>
      <FormMessage error={error} success={done} />
      <NameConfirmDialog
        open={deleting}
        name={cohort.name}
        inputId="cohort-delete-confirm"
        title={T.deleteTitle}
        confirmLabel={T.deleteButton}
        inputLabel={T.deleteConfirmLabel}
        body={<p>{T.deleteBody(cohort.name, cohort.members)}</p>}
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={(confirm) =>
          remove.mutate(
            { id: cohort.id, confirm, key },
            {
              onSuccess: () => {
                setDeleting(false);
                onDeleted();
              },
              onError: (failure) => {
                setDeleting(false);
                fail(failure);
              },
            },
          )
        }
      />
    </Panel>
  );
}
