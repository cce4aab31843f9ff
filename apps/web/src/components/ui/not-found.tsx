import { Link } from '@tanstack/react-router';
import { ShieldLogo } from './shield-logo';

export function NotFound() {
  return (
    <main className="centered-page" id="main">
      <ShieldLogo size={56} />
      <h1>404 — Not Found</h1>
      <p className="muted">There is no page at this address.</p>
      <Link to="/" className="btn btn-secondary">
        Go to the start
      </Link>
    </main>
  );
}
