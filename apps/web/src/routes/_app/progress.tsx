import { createFileRoute } from '@tanstack/react-router';
import { BoosterResults } from '../../features/booster/booster-results';
import { learningProgressQuery } from '../../features/learning-check/check-api';
import { ProgressPage } from '../../features/learning-check/progress-page';

export const Route = createFileRoute('/_app/progress')({
  // Warms the cache (also on preload); the page shows its own loading and error states.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(learningProgressQuery).catch(() => undefined),
  component: Progress,
});

function Progress() {
  return <ProgressPage boosters={<BoosterResults />} />;
}
