import { useId, useState } from 'react';
import { Panel } from './admin-ui';
import { AUDIT_PACK_TEXT as T } from './audit-pack-text';

/**
 * The audit pack's downloads: a cohort's (`cohortId`), or every cohort's. Plain links, so that the
 * browser's own download shows the file's progress; the server streams it however large.
 */
export function AuditPackPanel({ cohortId }: { cohortId?: string }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const base = cohortId ? `/api/cohorts/${cohortId}/audit-pack` : '/api/admin/audit-pack';
  const query = new URLSearchParams({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }).toString();
  const href = (format: 'csv' | 'xlsx') => `${base}.${format}${query ? `?${query}` : ''}`;
  const backwards = from !== '' && to !== '' && from > to;
  return (
    <Panel title={cohortId ? T.heading : T.allHeading} id={`${id}-audit-pack`}>
      <p className="muted">{T.lead}</p>
      <div className="admin-search">
        <div className="admin-field">
          <label htmlFor={`${id}-from`}>{T.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-to`}>{T.to}</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {backwards ? (
        <p className="form-message form-error" role="alert">
          {T.backwards}
        </p>
      ) : (
        <div className="admin-actions">
          <a className="btn btn-secondary" href={href('csv')} download>
            {T.csv}
          </a>
          <a className="btn btn-secondary" href={href('xlsx')} download>
            {T.xlsx}
          </a>
        </div>
      )}
    </Panel>
  );
}
