import { FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, CircleDashed } from 'lucide-react';
import { formatLongDate } from '../../lib/date-format';
import { useTimeZone } from '../../lib/time-zone';
import { type MyAssignment, myAssignmentsQuery } from './assignments-api';
import { ASSIGNMENTS_TEXT as T } from './assignments-text';
import './assignments.css';

/**
 * Home's card of assigned training: each assignment of my cohort with its due date, how much is
 * done, and the next fraud to work on. Nothing at all when nothing is assigned.
 */
export function AssignedTraining() {
  const query = useQuery(myAssignmentsQuery);
  const open = query.data?.assignments ?? [];
  if (open.length === 0) return null;
  return (
    <section className="home-card assigned" aria-labelledby="assigned-title">
      <h2 id="assigned-title">{T.heading}</h2>
      {open.map((a) => (
        <AssignmentView key={a.id} assignment={a} />
      ))}
    </section>
  );
}

function AssignmentView({ assignment: a }: { assignment: MyAssignment }) {
  const timeZone = useTimeZone();
  const { done, total, status, completedAt } = a.progress;
  const next = a.steps.find((step) => !step.done);
  const badge =
    status === 'overdue'
      ? T.overdue
      : status === 'due-soon'
        ? T.dueSoon
        : status === 'complete'
          ? T.complete
          : null;
  return (
    <article className="assigned-item">
      <h3>
        {a.name}
        {badge && <span className={`assigned-badge assigned-${status}`}> {badge}</span>}
      </h3>
      <p className="assigned-summary">
        {T.summary(a.cohort.name, formatLongDate(a.dueAt, timeZone), done, total)}
      </p>
      <progress max={total} value={done} aria-label={T.progressLabel(a.name)} />
      {completedAt ? (
        <p>
          {T.completeOn(formatLongDate(completedAt, timeZone))}{' '}
          <a href={`/api/me/assignments/${a.id}/certificate.pdf`} download>
            {T.certificate}
          </a>
        </p>
      ) : (
        <p className="muted">{T.how}</p>
      )}
      <ul className="assigned-steps" aria-label={T.stepsLabel(a.name)}>
        {a.steps.map((step) => (
          <li key={step.fraudId} className={step.done ? 'assigned-done' : undefined}>
            {step.done ? (
              <Check size={16} aria-hidden="true" />
            ) : (
              <CircleDashed size={16} aria-hidden="true" />
            )}
            <Link to="/frauds/$fraudId" params={{ fraudId: step.fraudId }}>
              {FRAUD_NAMES[step.fraudId]}
            </Link>
            <span className="muted">
              {[
                step.read ? T.step.read : null,
                step.quizPassed ? T.step.quiz : null,
                T.step.drills(step.drillsDone, step.drillsTotal),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {a.postCheck && <p>{a.progress.postCheckDone ? T.postCheckDone : T.postCheck}</p>}
      {next && (
        <Link
          className="btn btn-secondary"
          to="/frauds/$fraudId"
          params={{ fraudId: next.fraudId }}
        >
          {T.next(FRAUD_NAMES[next.fraudId])}
        </Link>
      )}
    </article>
  );
}
