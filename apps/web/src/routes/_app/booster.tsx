import { createFileRoute } from '@tanstack/react-router';
import { boosterStatusQuery } from '../../features/booster/booster-api';
import { BoosterPage } from '../../features/booster/booster-page';

const BOOSTER_ID = /^[A-Za-z0-9]{20}$/;

export const Route = createFileRoute('/_app/booster')({
  // `id`: one booster, so that its result survives a reload; anything else is ignored.
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && BOOSTER_ID.test(search.id) ? { id: search.id } : {},
  // Warms the cache (also on preload); the page shows its own loading and error states.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(boosterStatusQuery).catch(() => undefined),
  component: BoosterRoute,
});

function BoosterRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BoosterPage
      boosterId={id}
      onStarted={(boosterId) => void navigate({ search: { id: boosterId }, replace: true })}
    />
  );
}
