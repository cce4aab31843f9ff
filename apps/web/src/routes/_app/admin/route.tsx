import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { AdminLayout } from '../../../features/admin/admin-layout';
import { AdminNotFound } from '../../../features/admin/admin-ui';

/**
 * The game master's console. Everyone else gets the app's 404 (the whole page, as for any unknown
 * address), not a redirect: the console's existence is not advertised. The server refuses
 * /api/admin/* on its own; this only mirrors it.
 */
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw notFound({ routeId: rootRouteId });
  },
  component: AdminLayout,
  notFoundComponent: AdminNotFound,
});
