import { createFileRoute } from '@tanstack/react-router';
import { myLeaguesQuery } from '../../../features/game/game-api';
import { LeaguesPage } from '../../../features/leagues/leagues-page';

export const Route = createFileRoute('/_app/leagues/')({
  loader: ({ context }) => {
    // Warm the cache without blocking: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(myLeaguesQuery);
  },
  component: LeaguesPage,
});
