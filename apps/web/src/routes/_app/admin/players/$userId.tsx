import { createFileRoute } from '@tanstack/react-router';
import { PlayerDetailPage } from '../../../../features/admin/player-detail-page';

export const Route = createFileRoute('/_app/admin/players/$userId')({
  component: function PlayerRoute() {
    const { userId } = Route.useParams();
    return <PlayerDetailPage userId={userId} />;
  },
});
