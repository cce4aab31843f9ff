import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/page-shell';
import { useTimeZone } from '../../lib/time-zone';
import { AUDIT_PAGE_SIZE, auditQuery } from './admin-api';
import { formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { Pager, QueryView, TableWrap } from './admin-ui';
import { type AuditTarget, auditTarget, describeAuditDetails } from './audit-details';

const T = ADMIN_TEXT.audit;

/** Every game-master action, newest first: who, what, when. */
export function AuditPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const timeZone = useTimeZone();
  const query = useQuery(auditQuery(page));
  return (
    <PageShell title={T.title} lead={T.lead}>
      <QueryView query={query}>
        {(data) =>
          data.entries.length === 0 ? (
            <p className="admin-empty">{T.none}</p>
          ) : (
            <>
              <TableWrap label={T.tableLabel}>
                <table className="admin-table admin-audit">
                  <caption>{T.tableLabel}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{T.when}</th>
                      <th scope="col">{T.who}</th>
                      <th scope="col">{T.what}</th>
                      <th scope="col">{T.target}</th>
                      <th scope="col">{T.details}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td className="tabular admin-nowrap">
                          {formatDateTime(entry.at, timeZone)}
                        </td>
                        <td className="admin-cell-email">{entry.actor}</td>
                        <td>{T.actions[entry.action] ?? entry.action}</td>
                        <td className="admin-cell-email">
                          <Target target={auditTarget(entry, timeZone)} />
                        </td>
                        <td className="admin-cell-details">
                          {describeAuditDetails(entry.details, timeZone)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pager
                label={T.tableLabel}
                page={page}
                total={data.total}
                pageSize={AUDIT_PAGE_SIZE}
                onPage={onPage}
              />
            </>
          )
        }
      </QueryView>
    </PageShell>
  );
}

function Target({ target }: { target: AuditTarget }) {
  if (target.kind === 'wave') {
    return (
      <Link to="/admin/waves/$waveId" params={{ waveId: target.id }}>
        {target.label}
      </Link>
    );
  }
  return <>{target.kind === 'text' ? target.text : ADMIN_TEXT.common.none}</>;
}
