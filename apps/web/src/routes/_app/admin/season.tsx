import { createFileRoute } from '@tanstack/react-router';
import { seasonQuery } from '../../../features/admin/admin-api';
import { SeasonPage } from '../../../features/admin/season-page';

export const Route = createFileRoute('/_app/admin/season')({
  loader: ({ context }) => context.queryClient.ensureQueryData(seasonQuery),
  component: SeasonPage,
});
