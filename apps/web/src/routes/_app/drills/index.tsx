import { createFileRoute } from '@tanstack/react-router';
import { drillListQuery } from '../../../features/drills/drill-api';
import { DrillsPage } from '../../../features/drills/drills-page';

export const Route = createFileRoute('/_app/drills/')({
  // Warms the cache (also on preload); the page shows its own loading and error states.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(drillListQuery).catch(() => undefined),
  component: DrillsPage,
});
