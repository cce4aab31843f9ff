import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  BookOpen,
  CircleHelp,
  Ellipsis,
  House,
  type LucideIcon,
  ScanSearch,
  Settings,
  Shield,
  ShieldAlert,
  ShieldUser,
  TrendingUp,
  Trophy,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ShieldLogo } from '../../components/ui/shield-logo';
import { signOut } from '../../lib/session';
import { useSubmit } from '../../lib/use-submit';
import { MoneyBar, NextWaveChip } from './money-bar';
import { shellText } from './shell-text';
import './shell.css';

type NavPath =
  | '/home'
  | '/defenseshop'
  | '/fraudwiki'
  | '/drills'
  | '/progress'
  | '/attacklog'
  | '/leaderboard'
  | '/help'
  | '/settings';

interface NavItem {
  to: NavPath;
  label: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', label: shellText.nav.home, icon: House },
  { to: '/defenseshop', label: shellText.nav.shop, icon: Shield },
  { to: '/fraudwiki', label: shellText.nav.wiki, icon: BookOpen },
  { to: '/drills', label: shellText.nav.drills, icon: ScanSearch },
  { to: '/progress', label: shellText.nav.progress, icon: TrendingUp },
  { to: '/attacklog', label: shellText.nav.attacks, icon: ShieldAlert },
  { to: '/leaderboard', label: shellText.nav.league, icon: Trophy },
  { to: '/help', label: shellText.nav.help, icon: CircleHelp },
  { to: '/settings', label: shellText.nav.settings, icon: Settings },
];

/**
 * On phones the bottom bar keeps the pages a player opens between waves, the attack log included
 * (what matters most after a wave is one tap away), and "More" holds every other page (Drills,
 * Progress, Help, Settings, Admin): a page added to NAV_ITEMS lands in "More" unless it is listed
 * here.
 */
const TAB_BAR: readonly NavPath[] = [
  '/home',
  '/defenseshop',
  '/fraudwiki',
  '/attacklog',
  '/leaderboard',
];
const MORE_ITEMS = NAV_ITEMS.filter((item) => !TAB_BAR.includes(item.to));

const ADMIN_PATH = '/admin' as const;

const activeProps = { 'aria-current': 'page', className: 'active' } as const;

/** The game master's console, for game masters only (the server guards it as well). */
function AdminLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={ADMIN_PATH} activeProps={activeProps} onClick={onNavigate}>
      <ShieldUser size={18} aria-hidden="true" />
      <span>{shellText.nav.admin}</span>
    </Link>
  );
}

/** The top bar: brand, the money bar, the next wave, and the signed-in user with "Sign out". */
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
    <header className="chrome-header">
      <div className="chrome-top">
        <Link to="/home" className="chrome-brand" aria-label={shellText.brandHome}>
          <ShieldLogo size={32} />
          <span className="chrome-brand-name">{shellText.brand}</span>
        </Link>
        <div className="chrome-money">
          <MoneyBar />
        </div>
        <div className="chrome-wave">
          <NextWaveChip />
        </div>
        <div className="chrome-user">
          <span className="chrome-user-name" title={name}>
            {name}
          </span>
          <Button variant="ghost" pending={leave.pending} onClick={onSignOut}>
            {shellText.signOut}
          </Button>
        </div>
      </div>
    </header>
  );
}

/** The left rail from 900 px: every page, plus Admin for game masters. */
export function SideNav({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav className="side-nav" aria-label={shellText.mainNav}>
      <ul>
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} activeProps={activeProps}>
              <Icon size={18} aria-hidden="true" />
              <span>{label}</span>
            </Link>
          </li>
        ))}
        {isAdmin && (
          <li>
            <AdminLink />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The bottom tab bar on phones: Home, Shop, Wiki, Attacks, League and "More". */
export function TabBar({ isAdmin }: { isAdmin: boolean }) {
  const tabs = NAV_ITEMS.filter((item) => TAB_BAR.includes(item.to));
  return (
    <nav className="bottom-tabs" aria-label={shellText.tabs}>
      {tabs.map(({ to, label, icon: Icon }) => (
        <Link key={to} to={to} activeProps={activeProps}>
          <Icon size={20} aria-hidden="true" />
          <span>{label}</span>
        </Link>
      ))}
      <MoreMenu isAdmin={isAdmin} />
    </nav>
  );
}

/**
 * "More" is a disclosure: a button that shows a short list of links. Escape, a click elsewhere or
 * following a link closes it; Escape returns the focus to the button.
 */
function MoreMenu({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = MORE_ITEMS;
  const inMore =
    items.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`)) ||
    (isAdmin && (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="more" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`more-button${inMore ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Ellipsis size={20} aria-hidden="true" />
        <span>{shellText.more}</span>
      </button>
      <ul id={menuId} className="more-menu" hidden={!open} aria-label={shellText.moreMenu}>
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} activeProps={activeProps} onClick={() => setOpen(false)}>
              <Icon size={18} aria-hidden="true" />
              <span>{label}</span>
            </Link>
          </li>
        ))}
        {isAdmin && (
          <li>
            <AdminLink onNavigate={() => setOpen(false)} />
          </li>
        )}
      </ul>
    </div>
  );
}
