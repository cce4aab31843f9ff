import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppHeader, SideNav, TabBar } from '../components/layout/app-header';
import { loadSession, sessionQuery } from '../features/auth/session';
import { LiveStatus } from '../features/live/live-status';
import { useLiveUpdates } from '../features/live/use-live-updates';

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
  beforeLoad: async ({ context, location }) => {
    const session = await loadSession(context.queryClient);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (!session.user.emailVerified) throw redirect({ to: '/verify-email' });
    return { user: session.user };
  },
  component: AppLayout,
});

function usePreloadWhenIdle() {
  const router = useRouter();
  useEffect(() => {
    const preload = () => {
      for (const to of IDLE_PRELOAD) void router.preloadRoute({ to }).catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, [router]);
}

function AppLayout() {
  const { data } = useQuery(sessionQuery);
  const user = data?.user;
  usePreloadWhenIdle();
  const live = useLiveUpdates();
  const name = user?.name?.trim() || user?.email || '';
  const isAdmin = user?.role === 'admin';
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
