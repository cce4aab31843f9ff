import { createFileRoute } from '@tanstack/react-router';
import { DrillStatsPage } from '../../../features/admin/drill-stats-page';

export const Route = createFileRoute('/_app/admin/drills')({
  component: DrillStatsPage,
});
