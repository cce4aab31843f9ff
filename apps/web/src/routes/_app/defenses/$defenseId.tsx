import { DEFENSE_NAMES, isDefenseId } from '@ffl/engine/ids';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../../components/layout/page-shell';

export const Route = createFileRoute('/_app/defenses/$defenseId')({
  beforeLoad: ({ params }) => {
    if (!isDefenseId(params.defenseId)) throw notFound();
    return { defenseId: params.defenseId };
  },
  component: DefensePage,
});

function DefensePage() {
  const { defenseId } = Route.useRouteContext();
  return (
    <PageShell title={DEFENSE_NAMES[defenseId]}>
      <ComingSoon>
        How this defense works, what each level means and which frauds it stops will appear here.
        Back to the <Link to="/defenseshop">Defense Shop</Link>.
      </ComingSoon>
    </PageShell>
  );
}
