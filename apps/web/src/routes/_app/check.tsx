import { createFileRoute } from '@tanstack/react-router';
import { checkStatusQuery } from '../../features/learning-check/check-api';
import { CheckPage } from '../../features/learning-check/check-page';

const CHECK_ID = /^[A-Za-z0-9]{20}$/;

export const Route = createFileRoute('/_app/check')({
  // `result`: a closed check's id, so that its result survives a reload; anything else is ignored.
  validateSearch: (search: Record<string, unknown>): { result?: string } =>
    typeof search.result === 'string' && CHECK_ID.test(search.result)
      ? { result: search.result }
      : {},
  // Warms the cache (also on preload); the page shows its own loading and error states.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(checkStatusQuery).catch(() => undefined),
  component: CheckRoute,
});

function CheckRoute() {
  const { result } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckPage
      resultId={result}
      onClosed={(checkId) => void navigate({ search: { result: checkId }, replace: true })}
    />
  );
}
