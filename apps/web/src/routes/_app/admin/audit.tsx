import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/admin/audit-page';
import { readPage } from '../../../features/admin/search-params';

export const Route = createFileRoute('/_app/admin/audit')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => readPage(search),
  component: function AuditRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AuditPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />;
  },
});
