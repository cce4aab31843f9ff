import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/page-shell';
import { api } from '../../lib/api';
import { adminKeys } from './admin-api';
import { Panel, QueryView } from './admin-ui';

const T = {
  title: 'For auditors',
  lead: 'What the programme covers against the standards your organisation is held to, and the pages that meet each. Assign those pages to each cohort; the audit pack and the certificates are the evidence.',
  asks: 'What it asks',
  meets: 'How the programme meets it',
  frauds: 'Fraud pages',
  defenses: 'Defense pages',
  source: 'Source',
} as const;

const complianceQuery = {
  queryKey: [...adminKeys.all, 'compliance'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/api/compliance', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The auditors' page: each requirement, what it asks, and the fraud and defense pages that meet it. */
export function CompliancePage() {
  const query = useQuery(complianceQuery);
  return (
    <PageShell title={T.title} lead={T.lead}>
      <QueryView query={query}>
        {({ requirements }) => (
          <>
            {requirements.map((r) => (
              <Panel key={r.id} title={`${r.standard}: ${r.requirement}`} id={`req-${r.id}`}>
                <h3>{T.asks}</h3>
                <p>{r.asks}</p>
                <h3>{T.meets}</h3>
                <p>{r.meets}</p>
                {r.frauds.length > 0 && (
                  <>
                    <h3>{T.frauds}</h3>
                    <ul className="admin-list">
                      {r.frauds.map((f) => (
                        <li key={f.id}>
                          <Link to="/frauds/$fraudId" params={{ fraudId: f.id }}>
                            {f.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {r.defenses.length > 0 && (
                  <>
                    <h3>{T.defenses}</h3>
                    <ul className="admin-list">
                      {r.defenses.map((d) => (
                        <li key={d.id}>
                          <Link to="/defenses/$defenseId" params={{ defenseId: d.id }}>
                            {d.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <p className="muted">
                  {T.source}: {r.source.title}, {r.source.publisher}, {r.source.year},{' '}
                  <a href={r.source.url} rel="noreferrer" target="_blank">
                    {r.source.url}
                  </a>
                </p>
              </Panel>
            ))}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
