import { Link, Outlet } from '@tanstack/react-router';
import {
  CalendarClock,
  ChartNoAxesGantt,
  GraduationCap,
  LayoutDashboard,
  RefreshCw,
  ScanSearch,
  ScrollText,
  Users,
} from 'lucide-react';
import { ADMIN_TEXT } from './admin-text';
import { DRILL_STATS_TEXT } from './drill-stats-text';
import { LEARNING_REPORT_TEXT } from './learning-report-text';
import './admin.css';

const T = ADMIN_TEXT.nav;

const LINKS = [
  { to: '/admin', label: T.dashboard, icon: LayoutDashboard, exact: true },
  { to: '/admin/waves', label: T.waves, icon: CalendarClock, exact: false },
  { to: '/admin/players', label: T.players, icon: Users, exact: false },
  { to: '/admin/season', label: T.season, icon: RefreshCw, exact: false },
  { to: '/admin/learning', label: T.learning, icon: GraduationCap, exact: false },
  {
    to: '/admin/learning-report',
    label: LEARNING_REPORT_TEXT.nav,
    icon: ChartNoAxesGantt,
    exact: false,
  },
  { to: '/admin/drills', label: DRILL_STATS_TEXT.nav, icon: ScanSearch, exact: false },
  { to: '/admin/audit', label: T.audit, icon: ScrollText, exact: false },
] as const;

/** The console's frame: its own navigation above every game-master screen. */
export function AdminLayout() {
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={T.label}>
        <ul>
          {LINKS.map(({ to, label, icon: Icon, exact }) => (
            <li key={to}>
              <Link
                to={to}
                activeOptions={{ exact }}
                activeProps={{ 'aria-current': 'page', className: 'active' }}
              >
                <Icon size={16} aria-hidden="true" />
                <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
