import { createFileRoute } from '@tanstack/react-router';
import { myLeaguesQuery } from '../../features/game/game-api';
import { globalTableQuery, type RankingBy } from '../../features/leaderboard/leaderboard-api';
import { LeaderboardPage } from '../../features/leaderboard/leaderboard-page';

const TAB = /^(global|archive|[A-Za-z0-9]{20})$/;

interface LeaderboardSearch {
  tab?: string;
  by?: 'net-worth';
}

export const Route = createFileRoute('/_app/leaderboard')({
  // `?tab=global|archive|<leagueId>`: the selected table, so a league can link to its own.
  // `?by=net-worth`: the tables by net worth; by points (the default) it is left out.
  validateSearch: (search: Record<string, unknown>): LeaderboardSearch => ({
    ...(typeof search.tab === 'string' && TAB.test(search.tab) ? { tab: search.tab } : {}),
    ...(search.by === 'net-worth' ? { by: 'net-worth' } : {}),
  }),
  loaderDeps: ({ search }): { by: RankingBy } => ({ by: search.by ?? 'points' }),
  loader: ({ context, deps }) => {
    // Warm the cache without blocking: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(myLeaguesQuery);
    void context.queryClient.prefetchQuery(globalTableQuery(deps.by));
  },
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const { tab, by } = Route.useSearch();
  const navigate = Route.useNavigate();
  const order: RankingBy = by ?? 'points';
  return (
    <LeaderboardPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })
      }
      by={order}
      onByChange={(next) =>
        void navigate({
          search: (prev) => ({ tab: prev.tab, ...(next === 'net-worth' ? { by: next } : {}) }),
          replace: true,
        })
      }
    />
  );
}
