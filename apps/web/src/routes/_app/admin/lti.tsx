import { isOwner } from '@ffl/engine/roles';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LtiPage } from '../../../features/admin/lti-page';

/** Owners only, as the server says (engine roles.ts); anyone else gets the console's 404. */
export const Route = createFileRoute('/_app/admin/lti')({
  beforeLoad: ({ context }) => {
    if (!isOwner(context.user.role)) throw notFound();
  },
  component: LtiPage,
});
