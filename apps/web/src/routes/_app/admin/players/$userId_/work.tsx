import { createFileRoute } from '@tanstack/react-router';
import { MemberWorkPage } from '../../../../../features/admin/member-work-page';

export const Route = createFileRoute('/_app/admin/players/$userId_/work')({
  component: function PlayerWorkRoute() {
    const { userId } = Route.useParams();
    return <MemberWorkPage userId={userId} />;
  },
});
