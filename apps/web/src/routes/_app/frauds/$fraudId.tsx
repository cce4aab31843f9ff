import { FRAUD_NAMES, isFraudId } from '@ffl/engine/ids';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../../components/layout/page-shell';

export const Route = createFileRoute('/_app/frauds/$fraudId')({
  beforeLoad: ({ params }) => {
    if (!isFraudId(params.fraudId)) throw notFound();
    return { fraudId: params.fraudId };
  },
  component: FraudPage,
});

function FraudPage() {
  const { fraudId } = Route.useRouteContext();
  return (
    <PageShell title={FRAUD_NAMES[fraudId]}>
      <ComingSoon>
        How this fraud works, its warning signs, a real case and what to do if it happens to you
        will appear here. Back to the <Link to="/fraudwiki">Fraud Wiki</Link>.
      </ComingSoon>
    </PageShell>
  );
}
