import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/attacklog')({
  component: AttackLogPage,
});

function AttackLogPage() {
  return (
    <PageShell title="Attack Log">
      <ComingSoon>
        Every wave report, newest first, with why each attack did the damage it did. This page opens
        with the game server.
      </ComingSoon>
    </PageShell>
  );
}
