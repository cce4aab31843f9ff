import { isOwner } from '@ffl/engine/roles';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrganisationsPage } from '../../../../features/admin/organisations-page';

/** Owners only, as the server says (engine roles.ts); anyone else gets the console's 404. */
export const Route = createFileRoute('/_app/admin/organisations/')({
  beforeLoad: ({ context }) => {
    if (!isOwner(context.user.role)) throw notFound();
  },
  component: OrganisationsPage,
});
