import { createFileRoute } from '@tanstack/react-router';
import { leaderboardQuery, myLeaguesQuery } from '../../features/game/game-api';
import { LeaderboardPage } from '../../features/leaderboard/leaderboard-page';

const TAB = /^(global|archive|[A-Za-z0-9]{20})$/;

export const Route = createFileRoute('/_app/leaderboard')({
  // `?tab=global|archive|<leagueId>`: the selected table, so a league can link to its own.
  validateSearch: (search: Record<string, unknown>): { tab?: string } =>
    typeof search.tab === 'string' && TAB.test(search.tab) ? { tab: search.tab } : {},
  loader: ({ context }) => {
    // Warm the cache without blocking: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(myLeaguesQuery);
    void context.queryClient.prefetchQuery(leaderboardQuery);
  },
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LeaderboardPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
