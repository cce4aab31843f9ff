import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { formatLongDate } from '../../lib/date-format';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import { adminKeys } from './admin-api';
import { formatDateTime } from './admin-format';
import { Panel, QueryView, TableWrap } from './admin-ui';
import { MEMBER_WORK_TEXT as T } from './member-work-text';

/** A member's work through their cohort (a manager's view), or any player's (a game master's). */
const workQuery = (cohortId: string | undefined, userId: string) => ({
  queryKey: [...adminKeys.cohorts, 'work', cohortId ?? 'any', userId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    cohortId
      ? api.get('/api/cohorts/{cohortId}/members/{userId}/work', {
          params: { path: { cohortId, userId } },
          signal,
        })
      : api.get('/api/admin/players/{userId}/work', { params: { path: { userId } }, signal }),
  staleTime: 60_000,
});

/**
 * A player's training and wave reports, read-only: through their cohort for its manager
 * (`cohortId`), or for a game master from the player's page.
 */
export function MemberWorkPage({ cohortId, userId }: { cohortId?: string; userId: string }) {
  const query = useQuery(workQuery(cohortId, userId));
  const timeZone = useTimeZone();
  return (
    <QueryView query={query}>
      {({ player, assignments, reports }) => (
        <PageShell title={player.name.trim() || player.email} lead={T.lead}>
          <p>
            {cohortId ? (
              <Link to="/admin/cohorts/$cohortId" params={{ cohortId }}>
                {T.back(assignments[0]?.cohort.name ?? '')}
              </Link>
            ) : (
              <Link to="/admin/players/$userId" params={{ userId }}>
                {T.back(player.name.trim() || player.email)}
              </Link>
            )}
          </p>
          <Panel title={T.assignments} id="member-assignments">
            {assignments.length === 0 ? (
              <p className="admin-empty">{T.noAssignments}</p>
            ) : (
              <TableWrap label={T.assignments}>
                <table className="admin-table">
                  <caption>{T.assignments}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.training}</th>
                      <th scope="col">{T.status}</th>
                      <th scope="col" className="num">
                        {T.done}
                      </th>
                      <th scope="col">{T.completed}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {assignments.map((a) => (
                      <tr key={a.id}>
                        <th scope="row">{a.name}</th>
                        <td>{T.statuses[a.progress.status]}</td>
                        <td className="num tabular">
                          {a.progress.done} / {a.progress.total}
                        </td>
                        <td className="tabular">
                          {a.progress.completedAt
                            ? formatLongDate(a.progress.completedAt, timeZone)
                            : T.notYet}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )}
          </Panel>
          <Panel title={T.reports} id="member-reports">
            {reports.reports.length === 0 ? (
              <p className="admin-empty">{T.noReports}</p>
            ) : (
              <ul className="admin-list">
                {reports.reports.map((r) => (
                  <li key={r.id}>
                    <ReportLine
                      cohortId={cohortId}
                      userId={userId}
                      reportId={r.id}
                      when={formatDateTime(r.landedAt, timeZone)}
                      netChange={r.netChange}
                      stars={r.stars}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </PageShell>
      )}
    </QueryView>
  );
}

function ReportLine(props: {
  cohortId: string | undefined;
  userId: string;
  reportId: string;
  when: string;
  netChange: number;
  stars: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        <span className="tabular">
          {props.when} · {formatMoneyChange(props.netChange)} · {props.stars} ★
        </span>{' '}
        <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {T.open(props.when)}
        </Button>
      </p>
      {open && <ReportWhy {...props} />}
    </>
  );
}

/** A report's attacks with a key each: a wave can hit with the same fraud twice. */
function keyed<T extends { fraudId: string }>(items: readonly T[]) {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item.fraudId) ?? 0) + 1;
    seen.set(item.fraudId, n);
    return { key: `${item.fraudId}-${n}`, item };
  });
}

function ReportWhy({
  cohortId,
  userId,
  reportId,
}: {
  cohortId: string | undefined;
  userId: string;
  reportId: string;
}) {
  const query = useQuery({
    queryKey: [...adminKeys.cohorts, 'report', cohortId ?? 'any', userId, reportId],
    queryFn: ({ signal }) =>
      cohortId
        ? api.get('/api/cohorts/{cohortId}/members/{userId}/reports/{reportId}', {
            params: { path: { cohortId, userId, reportId } },
            signal,
          })
        : api.get('/api/admin/players/{userId}/reports/{reportId}', {
            params: { path: { userId, reportId } },
            signal,
          }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryView query={query}>
      {(report) => (
        <TableWrap label={T.why}>
          <table className="admin-table">
            <caption>{T.why}</caption>
            <thead>
              <tr>
                <th scope="col">{T.attack}</th>
                <th scope="col" className="num">
                  {T.damage}
                </th>
                <th scope="col">{T.stoppedBy}</th>
                <th scope="col">{T.whatIf}</th>
              </tr>
            </thead>
            <tbody>
              {keyed(report.attacks).map(({ key, item: a }) => (
                <tr key={key}>
                  <th scope="row">{a.fraudName}</th>
                  <td className="num tabular">{formatMoney(a.damage)}</td>
                  <td>
                    {a.layers.length === 0
                      ? T.nothingStopped
                      : a.layers
                          .map((l) => `${l.defenseName} (${formatMoney(l.saved)})`)
                          .join(', ')}
                  </td>
                  <td>
                    {a.bestImprovement
                      ? T.wouldHaveSaved(
                          a.bestImprovement.defenseName,
                          a.bestImprovement.toLevel,
                          formatMoney(a.bestImprovement.wouldHaveSaved),
                        )
                      : T.noBetter}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </QueryView>
  );
}
