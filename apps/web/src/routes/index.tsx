import { createFileRoute, Link } from '@tanstack/react-router';
import { ShieldLogo } from '../components/ui/shield-logo';
import { redirectIfSignedIn } from '../features/auth/session';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => redirectIfSignedIn(context.queryClient),
  component: Splash,
});

function Splash() {
  return (
    <main className="splash" id="main">
      <ShieldLogo size={112} title="Fantasy Fraud League shield" />
      <h1 className="splash-title">WELCOME TO FANTASY FRAUD LEAGUE</h1>
      <p className="splash-tagline">
        Run a bank. Buy real-world defenses. Survive waves of real fraud, and learn how banks fight
        back.
      </p>
      <nav className="splash-actions" aria-label="Get started">
        <Link to="/login" className="btn btn-secondary btn-large">
          LOGIN
        </Link>
        <Link to="/signup" className="btn btn-primary btn-large">
          SIGN UP
        </Link>
      </nav>
    </main>
  );
}
