import { createFileRoute } from '@tanstack/react-router';
import { bankQuery } from '../../features/game/game-api';
import { quizOverviewQuery } from '../../features/game/quiz-status';
import { contentSummariesQuery } from '../../features/wiki/wiki-api';
import { parseWikiSearch, type WikiSearch } from '../../features/wiki/wiki-filters';
import { WikiPage } from '../../features/wiki/wiki-page';

export const Route = createFileRoute('/_app/fraudwiki')({
  validateSearch: (search: Record<string, unknown>): WikiSearch => parseWikiSearch(search),
  loader: async ({ context }) => {
    // The quiz status and the summaries only decorate the grid: their failure is shown in place.
    await Promise.all([
      context.queryClient.ensureQueryData(bankQuery),
      context.queryClient.ensureQueryData(quizOverviewQuery).catch(() => undefined),
      context.queryClient.ensureQueryData(contentSummariesQuery).catch(() => undefined),
    ]);
  },
  component: FraudWikiRoute,
});

function FraudWikiRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WikiPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
