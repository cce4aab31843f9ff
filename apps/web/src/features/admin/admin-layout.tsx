import { isGameMaster, isOwner } from '@ffl/engine/roles';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import {
  Building2,
  CalendarClock,
  ChartNoAxesGantt,
  FileUp,
  GraduationCap,
  LayoutDashboard,
  Network,
  RefreshCw,
  ScanSearch,
  School,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { sessionQuery } from '../../lib/session';
import { ADMIN_TEXT } from './admin-text';
import { DRILL_STATS_TEXT } from './drill-stats-text';
import { ENROLMENT_TEXT } from './enrolment-text';
import { LEARNING_REPORT_TEXT } from './learning-report-text';
import { LTI_TEXT } from './lti-text';
import { ORGANISATIONS_TEXT } from './organisations-text';
import './admin.css';

const T = ADMIN_TEXT.nav;

const LINKS = [
  { to: '/admin', label: T.dashboard, icon: LayoutDashboard, exact: true },
  { to: '/admin/waves', label: T.waves, icon: CalendarClock, exact: false },
  { to: '/admin/players', label: T.players, icon: Users, exact: false },
  { to: '/admin/cohorts', label: T.cohorts, icon: Network, exact: false },
  { to: '/admin/enrolment', label: ENROLMENT_TEXT.nav, icon: FileUp, exact: false },
  { to: '/admin/organisations', label: ORGANISATIONS_TEXT.nav, icon: Building2, exact: false },
  { to: '/admin/lti', label: LTI_TEXT.nav, icon: School, exact: false },
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

/** Organisations, their sign-on and learning platforms are the owner's alone (engine roles.ts). */
const GAME_MASTER_LINKS = LINKS.filter(
  (link) => link.to !== '/admin/organisations' && link.to !== '/admin/lti',
);

/** A cohort manager's console is the cohorts screens and the auditors' page (route.tsx). */
const MANAGER_LINKS = LINKS.filter(
  (link) => link.to === '/admin/cohorts' || link.to === '/admin/compliance',
);

/** The console's frame: its own navigation above every screen of it. */
export function AdminLayout() {
  const role = useQuery(sessionQuery).data?.user.role;
  const gameMaster = isGameMaster(role);
  const links = isOwner(role) ? LINKS : gameMaster ? GAME_MASTER_LINKS : MANAGER_LINKS;
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
