import { isGameMaster } from '@ffl/engine/roles';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import {
  CalendarClock,
  ChartNoAxesGantt,
  FileUp,
  GraduationCap,
  LayoutDashboard,
  Network,
  RefreshCw,
  ScanSearch,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { sessionQuery } from '../../lib/session';
import { ADMIN_TEXT } from './admin-text';
import { DRILL_STATS_TEXT } from './drill-stats-text';
import { ENROLMENT_TEXT } from './enrolment-text';
import { LEARNING_REPORT_TEXT } from './learning-report-text';
import './admin.css';

const T = ADMIN_TEXT.nav;

const LINKS = [
  { to: '/admin', label: T.dashboard, icon: LayoutDashboard, exact: true },
  { to: '/admin/waves', label: T.waves, icon: CalendarClock, exact: false },
  { to: '/admin/players', label: T.players, icon: Users, exact: false },
  { to: '/admin/cohorts', label: T.cohorts, icon: Network, exact: false },
  { to: '/admin/enrolment', label: ENROLMENT_TEXT.nav, icon: FileUp, exact: false },
  { to: '/admin/compliance', label: T.compliance, icon: ShieldCheck, exact: false },
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

/** A cohort manager's console is the cohorts screens and the auditors' page (route.tsx). */
const MANAGER_LINKS = LINKS.filter(
  (link) => link.to === '/admin/cohorts' || link.to === '/admin/compliance',
);

/** The console's frame: its own navigation above every screen of it. */
export function AdminLayout() {
  const gameMaster = isGameMaster(useQuery(sessionQuery).data?.user.role);
  const links = gameMaster ? LINKS : MANAGER_LINKS;
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={gameMaster ? T.label : T.managerLabel}>
        <ul>
          {links.map(({ to, label, icon: Icon, exact }) => (
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
