import { createFileRoute } from '@tanstack/react-router';
import { type ReportSearch, readReportSearch } from '../../../features/admin/learning-report-model';
import { LearningReportPage } from '../../../features/admin/learning-report-page';

export const Route = createFileRoute('/_app/admin/learning-report')({
  validateSearch: (search: Record<string, unknown>): ReportSearch => readReportSearch(search),
  component: function LearningReportRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <LearningReportPage search={search} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
