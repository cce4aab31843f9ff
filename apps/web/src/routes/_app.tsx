import { opensConsole } from '@ffl/engine/roles';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LiveStatus } from '../features/live/live-status';
import { useLiveUpdates } from '../features/live/use-live-updates';
import { AppHeader, SideNav, TabBar } from '../features/shell/app-header';
import { namesUnknownCatalogueId } from '../lib/page-params';
import { loadSession, sessionQuery } from '../lib/session';
import { useTimeZoneCapture } from '../lib/time-zone';

/** The six main pages the specification preloads once the browser is idle. */
const IDLE_PRELOAD = [
  '/home',
  '/defenseshop',
  '/help',
  '/settings',
  '/leaderboard',
  '/fraudwiki',
] as const;

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, params }) => {
    const session = await loadSession(context.queryClient);
    if (!session) {
      // /frauds/X is no page for anyone: the 404, not a sign-in that would lead to it.
      // (At run time `params` holds the whole address's parameters, the child routes' too.)
      if (namesUnknownCatalogueId(params as Readonly<Record<string, unknown>>)) throw notFound();
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    if (!session.user.emailVerified) {
      // The page asked for waits behind the verification (an invite link, say); /home is the
      // default anyway.
      const back = location.href;
      throw redirect({ to: '/verify-email', search: back === '/home' ? {} : { redirect: back } });
    }
    return { user: session.user };
  },
  component: AppLayout,
});

/**
 * Preloads the main pages one at a time, each in its own idle period after the page has loaded,
 * so that the work never lands in one long task while the player is starting to use the page.
 */
function usePreloadWhenIdle() {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    let cancel = () => {};
    const whenIdle = (then: () => void) => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(then, { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const timer = setTimeout(then, 500);
        cancel = () => clearTimeout(timer);
      }
    };
    const preloadFrom = (index: number) => {
      const to = IDLE_PRELOAD[index];
      if (stopped || !to) return;
      void router
        .preloadRoute({ to })
        .catch(() => undefined)
        .then(() => whenIdle(() => preloadFrom(index + 1)));
    };
    const start = () => whenIdle(() => preloadFrom(0));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      cancel();
      window.removeEventListener('load', start);
    };
  }, [router]);
}

function AppLayout() {
  const { data } = useQuery(sessionQuery);
  const user = data?.user;
  usePreloadWhenIdle();
  useTimeZoneCapture();
  const live = useLiveUpdates();
  const name = user?.name?.trim() || user?.email || '';
  const isAdmin = opensConsole(user?.role);
  return (
    <div className="chrome">
      <AppHeader name={name} />
      <div className="chrome-body">
        <SideNav isAdmin={isAdmin} />
        <main className="chrome-main" id="main">
          <LiveStatus landed={live.landed} onDismiss={live.dismiss} />
          <Outlet />
        </main>
      </div>
      <TabBar isAdmin={isAdmin} />
    </div>
  );
}
