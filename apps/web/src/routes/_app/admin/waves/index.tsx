import { createFileRoute } from '@tanstack/react-router';
import { WavesPage } from '../../../../features/admin/waves-page';

export const Route = createFileRoute('/_app/admin/waves/')({
  component: WavesPage,
});
