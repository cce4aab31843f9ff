import { DEFENSE_IDS, DEFENSE_NAMES } from '@ffl/engine/ids';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/defenseshop')({
  component: DefenseShop,
});

function DefenseShop() {
  return (
    <PageShell
      title="Defense Shop"
      lead="Twenty real-world defenses. Buying and upgrading opens with the game server."
    >
      <ul className="link-grid">
        {DEFENSE_IDS.map((id) => (
          <li key={id}>
            <Link to="/defenses/$defenseId" params={{ defenseId: id }} className="card-link">
              {DEFENSE_NAMES[id]}
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
