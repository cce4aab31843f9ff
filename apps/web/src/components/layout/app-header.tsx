import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BookOpen, CircleHelp, House, Settings, Shield, ShieldAlert, Trophy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ShieldLogo } from '../../components/ui/shield-logo';
import { signOut } from '../../features/auth/session';
import { useSubmit } from '../../features/auth/use-submit';

export const NAV_ITEMS = [
  { to: '/home', label: 'Home', icon: House },
  { to: '/defenseshop', label: 'Shop', icon: Shield },
  { to: '/fraudwiki', label: 'Wiki', icon: BookOpen },
  { to: '/attacklog', label: 'Attacks', icon: ShieldAlert },
  { to: '/leaderboard', label: 'League', icon: Trophy },
  { to: '/help', label: 'Help', icon: CircleHelp },
  { to: '/settings', label: 'Settings', icon: Settings },
] as const;

/** On phones the bottom bar keeps five tabs; the rest sit behind the header's links. */
const TAB_BAR = ['/home', '/defenseshop', '/fraudwiki', '/leaderboard', '/settings'] as const;

export function AppHeader({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = useSubmit();
  const onSignOut = () => {
    void leave.run(async () => {
      await signOut(queryClient);
      await navigate({ to: '/login' });
    });
  };
  return (
    <header className="app-header">
      <Link to="/home" className="brand" aria-label="Fantasy Fraud League, home">
        <ShieldLogo size={32} />
        <span className="brand-name">Fantasy Fraud League</span>
      </Link>
      <nav className="main-nav" aria-label="Main">
        <ul>
          {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                <Icon size={18} aria-hidden="true" />
                <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header-user">
        <span className="user-name" title={name}>
          {name}
        </span>
        <Button variant="ghost" pending={leave.pending} onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </header>
  );
}

export function TabBar() {
  return (
    <nav className="tab-bar" aria-label="Tabs">
      {NAV_ITEMS.filter((item) => (TAB_BAR as readonly string[]).includes(item.to)).map(
        ({ to, label, icon: Icon }) => (
          <Link key={to} to={to} activeProps={{ 'aria-current': 'page', className: 'active' }}>
            <Icon size={20} aria-hidden="true" />
            <span>{label}</span>
          </Link>
        ),
      )}
    </nav>
  );
}
