import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ShieldLogo } from '../../components/ui/shield-logo';
import { GOOGLE_CHANNEL } from '../../features/auth/google-sign-in';

export const Route = createFileRoute('/auth/google-done')({
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({
    error: typeof search.error === 'string' ? search.error : undefined,
  }),
  component: GooglePopupDone,
});

/** The provider sends the popup back here; it reports to the page that opened it and closes. */
function GooglePopupDone() {
  const { error } = Route.useSearch();
  useEffect(() => {
    const result = {
      type: GOOGLE_CHANNEL,
      ok: !error,
      ...(error ? { error: 'google-failed' } : {}),
    };
    window.opener?.postMessage(result, window.location.origin);
    const channel = new BroadcastChannel(GOOGLE_CHANNEL);
    channel.postMessage(result);
    channel.close();
    window.close();
  }, [error]);
  return (
    <main className="centered-page" id="main">
      <ShieldLogo size={48} />
      <h1>{error ? 'Google sign-in did not finish' : 'Signed in'}</h1>
      <p role="status">You can close this window.</p>
    </main>
  );
}
