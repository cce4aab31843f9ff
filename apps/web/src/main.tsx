import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Loading } from './components/ui/loading';
import { NotFound } from './components/ui/not-found';
import { RouteError } from './components/ui/route-error';
import { connection } from './features/live/connection';
import { ApiError, onUnauthenticated } from './lib/api';
import { backoffDelay } from './lib/backoff';
import { resolveCacheBytes } from './lib/cache-budget';
import { installCacheBudget } from './lib/query-cache-budget';
import { isServerUnreachable, shouldRetry } from './lib/retry-policy';
import { serverClock, syncFromAnswer } from './lib/server-clock';
import { sessionQuery } from './lib/session';
import { routeTree } from './route-tree.gen';

/** Every answer tells the offline monitor the server is there; only a missing answer counts against it. */
function noteAnswer(data?: unknown) {
  connection.reportAnswer();
  syncFromAnswer(serverClock, data);
}
function noteError(error: unknown) {
  if (isServerUnreachable(error)) connection.reportFailure();
  // A cancelled request says nothing either way; an error status is still an answer.
  else if (error instanceof ApiError && error.status > 0) connection.reportAnswer();
}

/**
 * Answers stay cached for a day so that pages already seen stay readable in offline mode; the
 * specification's local cache size bounds them (installCacheBudget below). Nothing is persisted
 * to disk: the data is personal and the next visit fetches it fresh anyway.
 */
const CACHE_KEEP_MS = 24 * 60 * 60_000;

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onSuccess: noteAnswer, onError: noteError }),
  mutationCache: new MutationCache({ onSuccess: (data) => noteAnswer(data), onError: noteError }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay: backoffDelay,
      refetchOnWindowFocus: true,
      gcTime: CACHE_KEEP_MS,
    },
  },
});

installCacheBudget(queryClient, {
  maxBytes: resolveCacheBytes(),
  // Without the session the route guards would have to ask the server, which may be away.
  isPinned: (query) => query.queryKey[0] === sessionQuery.queryKey[0],
});

// Back from offline mode: fetch everything on screen again (the event stream reconnects itself).
connection.onRecovered(() => {
  void queryClient.invalidateQueries();
});

onUnauthenticated(() => {
  queryClient.setQueryData(sessionQuery.queryKey, null);
});

let firstRender = true;
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 150,
  defaultPendingComponent: Loading,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  // A page just opened is at its top already: scrolling there again would force the browser to
  // lay the whole page out in the middle of the first render. Every later page restores or resets.
  scrollRestoration: () => {
    const restore = !firstRender;
    firstRender = false;
    return restore;
  },
  // On phones the page scrolls inside the frame, not the window (features/shell/shell.css).
  scrollToTopSelectors: ['.chrome-body'],
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * How long the first render waits for the first page's data. The page's HTML usually carries it,
 * so the wait is a few microtasks; on a slow network the app shows its own loading state instead.
 */
const FIRST_LOAD_WAIT_MS = 1_000;

const root = document.getElementById('root');
if (root) {
  // The first page is loaded before the first render, and that render is a transition: React
  // builds the page in short slices instead of one long task, so a slow phone stays responsive,
  // and commits it whole, with no loading flash (decision 0013).
  // The load starts in a task of its own, after the app's code has run: two shorter tasks.
  const firstLoad = new Promise((started) => setTimeout(started, 0)).then(() =>
    Promise.race([
      router.load().catch(() => undefined),
      new Promise((done) => setTimeout(done, FIRST_LOAD_WAIT_MS)),
    ]),
  );
  void firstLoad.then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  });
}
