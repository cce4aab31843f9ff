import { createFileRoute } from '@tanstack/react-router';
import { CohortPage } from '../../../../features/admin/cohort-page';
import { readPage, readQuery } from '../../../../features/admin/search-params';

export const Route = createFileRoute('/_app/admin/cohorts/$cohortId')({
  validateSearch: (search: Record<string, unknown>): { q?: string; page?: number } => ({
    ...readQuery(search),
    ...readPage(search),
  }),
  component: function CohortRoute() {
    const { cohortId } = Route.useParams();
    const { q = '', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CohortPage
        cohortId={cohortId}
        q={q}
        page={page}
        onSearch={(next) => void navigate({ search: next ? { q: next } : {} })}
        onPage={(next) => void navigate({ search: { ...(q ? { q } : {}), page: next } })}
        onDeleted={() => void navigate({ to: '/admin/cohorts' })}
      />
    );
  },
});
