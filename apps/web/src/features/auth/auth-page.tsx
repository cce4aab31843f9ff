import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ShieldLogo } from '../../components/ui/shield-logo';

/** The frame of the sign-in pages: logo, a Back link, the title and a 320px-wide form column. */
export function AuthPage({
  title,
  back = '/',
  children,
}: {
  title: string;
  back?: string;
  children: ReactNode;
}) {
  return (
    <main className="auth-page" id="main">
      <div className="auth-column">
        <Link to={back} className="back-link">
          ← Back
        </Link>
        <div className="auth-brand">
          <ShieldLogo size={40} />
          <span>Fantasy Fraud League</span>
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function Divider() {
  return (
    <p className="divider" aria-hidden="true">
      <span>or</span>
    </p>
  );
}
