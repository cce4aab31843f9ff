/**
 * The only script of the static splash: a signed-in visitor goes on to /home, as on every public
 * entry page. Everything else on the splash is plain HTML and CSS.
 */
import '../styles/tokens.css';
import '../styles/base.css';

async function leaveIfSignedIn(): Promise<void> {
  try {
    const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    const session: unknown = res.ok ? await res.json() : null;
    if (typeof session === 'object' && session !== null && 'user' in session && session.user) {
      window.location.replace('/home');
    }
  } catch {
    // Offline or the server is away: the splash and its links still work.
  }
}

void leaveIfSignedIn();
