import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/leaderboard')({
  component: LeaderboardPage,
});

function LeaderboardPage() {
  return (
    <PageShell title="Leaderboard">
      <ComingSoon>
        Banks ranked by net worth, globally and in your private leagues. This page opens with the
        game server.
      </ComingSoon>
    </PageShell>
  );
}
