import { createFileRoute } from '@tanstack/react-router';
import { PlayersPage } from '../../../../features/admin/players-page';
import { readPage, readQuery } from '../../../../features/admin/search-params';

export const Route = createFileRoute('/_app/admin/players/')({
  validateSearch: (search: Record<string, unknown>): { q?: string; page?: number } => ({
    ...readQuery(search),
    ...readPage(search),
  }),
  component: function PlayersRoute() {
    const { q = '', page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PlayersPage
        q={q}
        page={page}
        onSearch={(next) => void navigate({ search: next.q ? { q: next.q } : {} })}
        onPage={(next) => void navigate({ search: { ...(q ? { q } : {}), page: next } })}
      />
    );
  },
});
