import { createFileRoute } from '@tanstack/react-router';
import { drillQuery } from '../../../features/drills/drill-api';
import { DrillScreen } from '../../../features/drills/drill-screen';

export const Route = createFileRoute('/_app/drills/$drillId')({
  // The drill's view holds no answer before a submit, so a hover preload may fetch it.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(drillQuery(params.drillId)).catch(() => undefined),
  component: DrillRoute,
});

function DrillRoute() {
  const { drillId } = Route.useParams();
  return <DrillScreen key={drillId} drillId={drillId} />;
}
