import { createFileRoute } from '@tanstack/react-router';
import { balanceQuery, reportPagesQuery } from '../../features/attack-log/attack-log-api';
import { AttackLogPage } from '../../features/attack-log/attack-log-page';

const REPORT_ID = /^[A-Za-z0-9]{20}$/;

export const Route = createFileRoute('/_app/attacklog')({
  // `?report=<id>` opens that report and scrolls to it (the wave-landed notice links here).
  validateSearch: (search: Record<string, unknown>): { report?: string } =>
    typeof search.report === 'string' && REPORT_ID.test(search.report)
      ? { report: search.report }
      : {},
  loader: ({ context }) => {
    // Warm the cache without blocking: the page shows its own loading and error states.
    void context.queryClient.prefetchInfiniteQuery(reportPagesQuery);
    void context.queryClient.prefetchQuery(balanceQuery);
  },
  component: AttackLogRoute,
});

function AttackLogRoute() {
  const { report } = Route.useSearch();
  return <AttackLogPage focusReport={report} />;
}
