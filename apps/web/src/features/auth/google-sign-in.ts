import { ApiError } from '../../lib/api';
import { authApi } from './auth-api';

/** From the specification: how long to wait for a result after the popup is seen closed. */
export const POPUP_CLOSED_GRACE_MS = 8_000;
const POLL_MS = 400;
export const GOOGLE_CHANNEL = 'ffl-google-sign-in';
export const POPUP_START_PATH = '/auth/google';
export const POPUP_DONE_PATH = '/auth/google-done';

export interface GoogleResult {
  ok: boolean;
  error?: string;
}

function isGoogleResult(data: unknown): data is GoogleResult & { type: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === GOOGLE_CHANNEL
  );
}

/**
 * Signs in with Google in a popup; when the browser blocks popups, falls back to a full-page
 * redirect (the promise then never settles, because the page goes away).
 * Must be called straight from a click, or the popup blocker steps in.
 */
export function signInWithGoogle(
  returnTo: string,
  hasSession: () => Promise<boolean>,
): Promise<void> {
  const width = 480;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    POPUP_START_PATH,
    'ffl-google',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return redirectToGoogle(returnTo);

  return new Promise<void>((resolve, reject) => {
    const channel = new BroadcastChannel(GOOGLE_CHANNEL);
    let closedAt: number | undefined;
    let settled = false;

    const finish = (result: GoogleResult) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel.close();
      clearInterval(timer);
      if (!popup.closed) popup.close();
      if (result.ok) resolve();
      else reject(new ApiError(result.error ?? 'unknown', 'Google sign-in failed.', 0));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isGoogleResult(event.data)) finish(event.data);
    };
    channel.onmessage = (event: MessageEvent) => {
      if (isGoogleResult(event.data)) finish(event.data);
    };
    window.addEventListener('message', onMessage);

    const timer = setInterval(() => {
      if (settled || !popup.closed) return;
      if (closedAt === undefined) {
        closedAt = Date.now();
        // A result may still be on its way; the session tells the truth either way.
        void hasSession().then((signedIn) => signedIn && finish({ ok: true }));
      } else if (Date.now() - closedAt >= POPUP_CLOSED_GRACE_MS) {
        finish({ ok: false, error: 'popup-closed-by-user' });
      }
    }, POLL_MS);
  });
}

async function redirectToGoogle(returnTo: string): Promise<void> {
  const { url } = await authApi.startGoogle(returnTo, '/login?google=failed');
  window.location.assign(url);
  return new Promise<void>(() => {});
}
