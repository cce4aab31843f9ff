import { createFileRoute, notFound } from '@tanstack/react-router';
import { LeagueDetailPage } from '../../../features/leagues/league-detail-page';
import { leagueDetailQuery } from '../../../features/leagues/leagues-api';

const LEAGUE_ID = /^[A-Za-z0-9]{20}$/;

export const Route = createFileRoute('/_app/leagues/$leagueId')({
  beforeLoad: ({ params }) => {
    if (!LEAGUE_ID.test(params.leagueId)) throw notFound();
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(leagueDetailQuery(params.leagueId));
  },
  component: LeagueRoute,
});

function LeagueRoute() {
  const { leagueId } = Route.useParams();
  // A new key per league, so that forms and dialogs never carry over from another league.
  return <LeagueDetailPage key={leagueId} leagueId={leagueId} />;
}
