import { createFileRoute, Link } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/home')({
  component: Home,
});

function Home() {
  const { user } = Route.useRouteContext();
  const name = user.name.trim();
  return (
    <PageShell title="Home" lead={name ? `Welcome back, ${name}.` : 'Welcome back, manager.'}>
      <ComingSoon>
        Your bank's dashboard arrives with the game server: cash, net worth, the next wave and the
        best next move. Until then, read how each fraud works in the{' '}
        <Link to="/fraudwiki">Fraud Wiki</Link>.
      </ComingSoon>
    </PageShell>
  );
}
