import { createFileRoute } from '@tanstack/react-router';
import { quizOverviewQuery } from '../../../../features/game/quiz-status';
import { QuizScreen } from '../../../../features/quiz/quiz-screen';

export const Route = createFileRoute('/_app/frauds/$fraudId/quiz')({
  // Only the status is loaded ahead: an attempt is drawn when the player presses Start, never
  // on a hover preload.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(quizOverviewQuery).catch(() => undefined),
  component: QuizRoute,
});

function QuizRoute() {
  const { fraudId } = Route.useRouteContext();
  return <QuizScreen key={fraudId} fraudId={fraudId} />;
}
