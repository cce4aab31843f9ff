import { isDefenseId } from '@ffl/engine/ids';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DefensePage } from '../../../features/defense-page/defense-page';
import { defenseContentQuery } from '../../../features/defense-page/defense-page-api';
import { bankQuery, nextWaveQuery } from '../../../features/game/game-api';

export const Route = createFileRoute('/_app/defenses/$defenseId')({
  beforeLoad: ({ params }) => {
    if (!isDefenseId(params.defenseId)) throw notFound();
    return { defenseId: params.defenseId };
  },
  // Runs on hover and focus of a link too (preload), so the page's text is ready when it opens.
  // Failures are shown by the page itself, in words and with a Retry, so they are not thrown here.
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(nextWaveQuery);
    await Promise.allSettled([
      context.queryClient.ensureQueryData(defenseContentQuery(context.defenseId)),
      context.queryClient.ensureQueryData(bankQuery),
    ]);
  },
  component: DefenseRoute,
});

function DefenseRoute() {
  const { defenseId } = Route.useRouteContext();
  return <DefensePage defenseId={defenseId} />;
}
