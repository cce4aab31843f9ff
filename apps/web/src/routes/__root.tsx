import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NotFound } from '../components/ui/not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

/** From the specification: a page whose code has not arrived after 120 s has failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

function PageLoadWatchdog() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) {
      setTimedOut(false);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), PAGE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!timedOut) return null;
  return (
    <div className="load-timeout" role="alert">
      <p>This page is taking too long to load.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}

function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <PageLoadWatchdog />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
