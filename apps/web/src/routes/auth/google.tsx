import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ShieldLogo } from '../../components/ui/shield-logo';
import { authApi } from '../../features/auth/auth-api';
import { GOOGLE_CHANNEL, POPUP_DONE_PATH } from '../../features/auth/google-sign-in';
import { ApiError } from '../../lib/api';

export const Route = createFileRoute('/auth/google')({
  component: GooglePopupStart,
});

/** Runs inside the popup: asks our server where to go, then hands over to the provider. */
function GooglePopupStart() {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    authApi
      .startGoogle(POPUP_DONE_PATH, `${POPUP_DONE_PATH}?error=google`)
      .then(({ url }) => window.location.replace(url))
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'unknown';
        const message =
          error instanceof ApiError ? error.message : 'Google sign-in could not start.';
        setFailed(message);
        const result = { type: GOOGLE_CHANNEL, ok: false, error: code };
        window.opener?.postMessage(result, window.location.origin);
        new BroadcastChannel(GOOGLE_CHANNEL).postMessage(result);
      });
  }, []);
  return (
    <main className="centered-page" id="main">
      <ShieldLogo size={48} />
      <h1>Google sign-in</h1>
      {failed ? <p role="alert">{failed}</p> : <p role="status">Loading…</p>}
    </main>
  );
}
