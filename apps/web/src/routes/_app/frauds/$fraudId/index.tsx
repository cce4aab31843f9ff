import { createFileRoute } from '@tanstack/react-router';
import { FraudPage } from '../../../../features/fraud-page/fraud-page';
import { fraudPageQuery } from '../../../../features/fraud-page/fraud-page-api';
import { bankQuery } from '../../../../features/game/game-api';
import { quizOverviewQuery } from '../../../../features/game/quiz-status';

export const Route = createFileRoute('/_app/frauds/$fraudId/')({
  loader: async ({ context }) => {
    // The content is the page; the bank and quiz status only decorate it and fail in place.
    const { queryClient, fraudId } = context;
    await Promise.all([
      queryClient.ensureQueryData(fraudPageQuery(fraudId)),
      queryClient.ensureQueryData(bankQuery).catch(() => undefined),
      queryClient.ensureQueryData(quizOverviewQuery).catch(() => undefined),
    ]);
  },
  component: FraudPageRoute,
});

function FraudPageRoute() {
  const { fraudId } = Route.useRouteContext();
  return <FraudPage fraudId={fraudId} />;
}
