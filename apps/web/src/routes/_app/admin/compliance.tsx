import { createFileRoute } from '@tanstack/react-router';
import { CompliancePage } from '../../../features/admin/compliance-page';

export const Route = createFileRoute('/_app/admin/compliance')({
  component: CompliancePage,
});
