import { createFileRoute } from '@tanstack/react-router';
import { CohortsPage } from '../../../../features/admin/cohorts-page';

export const Route = createFileRoute('/_app/admin/cohorts/')({
  component: CohortsPage,
});
