import {
  FAMILY_IDS,
  FAMILY_NAMES,
  type FamilyId,
  FRAUD_IDS,
  FRAUD_NAMES,
  type FraudId,
} from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { formatLongDate } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { Panel, QueryView, TableWrap } from './admin-ui';
import { ASSIGN_TEXT as T } from './assignments-text';
import {
  assignmentPeopleQuery,
  type CohortAssignment,
  cohortAssignmentsQuery,
  useAssign,
  useCancelAssignment,
} from './cohorts-api';

/** A cohort's assigned training: what is assigned, who completed it, and the form to assign more. */
export function AssignmentsPanel({ cohortId }: { cohortId: string }) {
  const query = useQuery(cohortAssignmentsQuery(cohortId));
  return (
    <Panel title={T.heading} id="cohort-assignments">
      <p className="muted">{T.lead}</p>
      <QueryView query={query}>
        {({ assignments }) =>
          assignments.length === 0 ? (
            <p className="admin-empty">{T.none}</p>
          ) : (
            <AssignmentTable cohortId={cohortId} assignments={assignments} />
          )
        }
      </QueryView>
      <AssignForm cohortId={cohortId} />
    </Panel>
  );
}

function AssignmentTable({
  cohortId,
  assignments,
}: {
  cohortId: string;
  assignments: CohortAssignment[];
}) {
  const timeZone = useTimeZone();
  const [open, setOpen] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<CohortAssignment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelAssignment();
  return (
    <>
      <TableWrap label={T.tableLabel}>
        <table className="admin-table">
          <caption>{T.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{T.name}</th>
              <th scope="col" className="num">
                {T.frauds}
              </th>
              <th scope="col">{T.due}</th>
              <th scope="col" className="num">
                {T.done}
              </th>
              <th scope="col" className="num">
                {T.overdue}
              </th>
              <th scope="col">
                <span className="visually-hidden">{T.cancel}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {assignments.map((a) => (
              <tr key={a.id}>
                <th scope="row">
                  <Button
                    variant="ghost"
                    aria-expanded={open === a.id}
                    aria-label={T.open(a.name)}
                    onClick={() => setOpen(open === a.id ? null : a.id)}
                  >
                    {a.name}
                  </Button>
                </th>
                <td className="num tabular">{a.frauds.length}</td>
                <td className="tabular">{formatLongDate(a.dueAt, timeZone)}</td>
                <td className="num tabular">{T.of(a.complete, a.members)}</td>
                <td className="num tabular">{a.overdue}</td>
                <td>
                  <Button variant="ghost" onClick={() => setWithdrawing(a)}>
                    {T.cancel}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {open && <People cohortId={cohortId} assignmentId={open} />}
      <FormMessage error={cancel.isError ? gameMessageFor(cancel.error) : null} success={done} />
      <ConfirmDialog
        open={withdrawing !== null}
        title={T.cancelTitle}
        confirmLabel={T.cancelButton}
        danger
        pending={cancel.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() =>
          withdrawing &&
          cancel.mutate(
            { cohortId, assignmentId: withdrawing.id },
            {
              onSuccess: () => {
                setWithdrawing(null);
                setOpen(null);
                setDone(T.cancelled);
              },
              onError: () => setWithdrawing(null),
            },
          )
        }
      >
        <p>{withdrawing ? T.cancelBody(withdrawing.name) : ''}</p>
      </ConfirmDialog>
    </>
  );
}

function People({ cohortId, assignmentId }: { cohortId: string; assignmentId: string }) {
  const query = useQuery(assignmentPeopleQuery(cohortId, assignmentId));
  const timeZone = useTimeZone();
  return (
    <QueryView query={query}>
      {({ assignment, people }) => (
        <TableWrap label={T.peopleLabel(assignment.name)}>
          <table className="admin-table">
            <caption>{T.peopleLabel(assignment.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.person}</th>
                <th scope="col" className="num">
                  {T.progress}
                </th>
                <th scope="col">{T.completedAt}</th>
                <th scope="col" className="num">
                  {T.activeTime}
                </th>
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p.userId}>
                  <th scope="row">
                    {p.name.trim() || p.email} <span className="muted">{p.email}</span>
                  </th>
                  <td className="num tabular">{T.of(p.progress.done, p.progress.total)}</td>
                  <td className="tabular">
                    {p.progress.completedAt
                      ? formatLongDate(p.progress.completedAt, timeZone)
                      : T.notYet}
                  </td>
                  <td className="num tabular">{T.minutes(p.activeSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </QueryView>
  );
}

function AssignForm({ cohortId }: { cohortId: string }) {
  const [name, setName] = useState('');
  const [families, setFamilies] = useState<FamilyId[]>([]);
  const [frauds, setFrauds] = useState<FraudId[]>([]);
  const [postCheck, setPostCheck] = useState(false);
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const assign = useAssign();
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const broken =
      name.trim() === ''
        ? T.nameMissing
        : families.length + frauds.length === 0
          ? T.nothingChosen
          : due === ''
            ? T.dueMissing
            : null;
    setProblem(broken);
    if (broken) return;
    assign.mutate(
      {
        cohortId,
        body: { name: name.trim(), families, frauds, postCheck, dueAt: `${due}T23:59:59Z` },
      },
      {
        onSuccess: (created) => {
          setDone(T.assigned(created.name));
          setName('');
          setFamilies([]);
          setFrauds([]);
          setPostCheck(false);
          setDue('');
        },
        onError: (error) => setProblem(gameMessageFor(error)),
      },
    );
  };
  return (
    <form className="assign-form" onSubmit={onSubmit} noValidate>
      <h3>{T.formHeading}</h3>
      <div className="admin-field">
        <label htmlFor="assign-name">{T.nameLabel}</label>
        <input
          id="assign-name"
          value={name}
          placeholder={T.namePlaceholder}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset>
        <legend>{T.familiesLabel}</legend>
        {FAMILY_IDS.map((family) => (
          <label key={family} className="assign-choice">
            <input
              type="checkbox"
              checked={families.includes(family)}
              onChange={() => setFamilies(toggle(families, family))}
            />
            {FAMILY_NAMES[family]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{T.fraudsLabel}</legend>
        {FRAUD_IDS.map((fraud) => (
          <label key={fraud} className="assign-choice">
            <input
              type="checkbox"
              checked={frauds.includes(fraud)}
              onChange={() => setFrauds(toggle(frauds, fraud))}
            />
            {FRAUD_NAMES[fraud]}
          </label>
        ))}
      </fieldset>
      <label className="assign-choice">
        <input type="checkbox" checked={postCheck} onChange={() => setPostCheck(!postCheck)} />
        {T.postCheck}
      </label>
      <div className="admin-field">
        <label htmlFor="assign-due">{T.dueLabel}</label>
        <input
          id="assign-due"
          type="date"
          value={due}
          aria-describedby="assign-due-hint"
          onChange={(event) => setDue(event.target.value)}
        />
        <p id="assign-due-hint" className="muted">
          {T.dueHint}
        </p>
      </div>
      <div className="admin-actions">
        <Button type="submit" pending={assign.isPending}>
          {T.assign}
        </Button>
      </div>
      <FormMessage error={problem} success={done} />
    </form>
  );
}
