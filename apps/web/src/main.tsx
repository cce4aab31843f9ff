import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Loading } from './components/ui/loading';
import { NotFound } from './components/ui/not-found';
import { RouteError } from './components/ui/route-error';
import { sessionQuery } from './features/auth/session';
import { ApiError, onUnauthenticated } from './lib/api';
import { routeTree } from './route-tree.gen';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

/** Retry backoff from the specification: 1 s, growing by 1.5 each time, at most 60 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 1.5 ** attempt, 60_000);
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < 5 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay,
      refetchOnWindowFocus: true,
    },
  },
});

onUnauthenticated(() => {
  queryClient.setQueryData(sessionQuery.queryKey, null);
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 150,
  defaultPendingComponent: Loading,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
