import { createFileRoute } from '@tanstack/react-router';
import { readPage } from '../../../../features/admin/search-params';
import { WaveResultsPage } from '../../../../features/admin/wave-results-page';

export const Route = createFileRoute('/_app/admin/waves/$waveId')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => readPage(search),
  component: function WaveResultsRoute() {
    const { waveId } = Route.useParams();
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <WaveResultsPage
        waveId={waveId}
        page={page}
        onPage={(next) => void navigate({ search: { page: next } })}
      />
    );
  },
});
