import { isOwner } from '@ffl/engine/roles';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrganisationPage } from '../../../../features/admin/organisation-page';

/** Owners only, as the server says (engine roles.ts); anyone else gets the console's 404. */
export const Route = createFileRoute('/_app/admin/organisations/$organisationId')({
  beforeLoad: ({ context }) => {
    if (!isOwner(context.user.role)) throw notFound();
  },
  component: function OrganisationRoute() {
    const { organisationId } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <OrganisationPage
        organisationId={organisationId}
        onDeleted={() => void navigate({ to: '/admin/organisations' })}
      />
    );
  },
});
