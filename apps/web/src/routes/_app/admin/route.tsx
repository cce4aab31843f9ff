import { isGameMaster, opensConsole } from '@ffl/engine/roles';
import { createFileRoute, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { AdminLayout } from '../../../features/admin/admin-layout';
import { AdminNotFound } from '../../../features/admin/admin-ui';

/**
 * The console: all of it for owners and game masters, the cohorts screens for a cohort manager
 * (who is sent there from anywhere else in it). Everyone else gets the app's 404 (the whole page,
 * as for any unknown address), not a redirect: the console's existence is not advertised. The
 * server refuses on its own (engine roles.ts); this only mirrors it.
 */
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ context, location }) => {
    const { role } = context.user;
    if (!opensConsole(role)) throw notFound({ routeId: rootRouteId });
    const managers = ['/admin/cohorts', '/admin/compliance'];
    if (!isGameMaster(role) && !managers.some((path) => location.pathname.startsWith(path))) {
      throw redirect({ to: '/admin/cohorts' });
    }
  },
  component: AdminLayout,
  notFoundComponent: AdminNotFound,
});
