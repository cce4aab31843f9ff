import { createFileRoute } from '@tanstack/react-router';
import { EnrolmentPage } from '../../../features/admin/enrolment-page';

export const Route = createFileRoute('/_app/admin/enrolment')({
  component: EnrolmentPage,
});
