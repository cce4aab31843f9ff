import { FAMILY_NAMES, FRAUD_IDS, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/fraudwiki')({
  component: FraudWiki,
});

function FraudLink({ id }: { id: FraudId }) {
  return (
    <Link to="/frauds/$fraudId" params={{ fraudId: id }} className="card-link">
      {FRAUD_NAMES[id]}
    </Link>
  );
}

function FraudWiki() {
  return (
    <PageShell
      title="Fraud Wiki"
      lead={`Twenty frauds banks face, in five families: ${Object.values(FAMILY_NAMES).join(', ')}.`}
    >
      <ul className="link-grid">
        {FRAUD_IDS.map((id) => (
          <li key={id}>
            <FraudLink id={id} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
