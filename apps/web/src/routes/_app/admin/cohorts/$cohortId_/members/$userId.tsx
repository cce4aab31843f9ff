import { createFileRoute } from '@tanstack/react-router';
import { MemberWorkPage } from '../../../../../../features/admin/member-work-page';

export const Route = createFileRoute('/_app/admin/cohorts/$cohortId_/members/$userId')({
  component: function MemberWorkRoute() {
    const { cohortId, userId } = Route.useParams();
    return <MemberWorkPage cohortId={cohortId} userId={userId} />;
  },
});
