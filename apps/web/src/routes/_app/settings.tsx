import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <PageShell title="Settings">
      <ComingSoon>
        Your display name, bank name, privacy, password and account. This page opens with the game
        server.
      </ComingSoon>
    </PageShell>
  );
}
