import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon, PageShell } from '../../components/layout/page-shell';

export const Route = createFileRoute('/_app/help')({
  component: HelpPage,
});

function HelpPage() {
  return (
    <PageShell title="Help">
      <ComingSoon>
        How to play, the formulas with worked examples, answers to common questions and a glossary.
        This page opens with the game server.
      </ComingSoon>
    </PageShell>
  );
}
