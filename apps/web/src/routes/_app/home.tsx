import { createFileRoute } from '@tanstack/react-router';
import { AssignedTraining } from '../../features/assignments/assignment-card';
import { myAssignmentsQuery } from '../../features/assignments/assignments-api';
import { boosterStatusQuery } from '../../features/booster/booster-api';
import { useBoosterSlot } from '../../features/booster/booster-card';
import { drillListQuery } from '../../features/drills/drill-api';
import { useDrillSlot } from '../../features/drills/drill-of-the-day';
import { loadHomeRule } from '../../features/home/home-api';
import { HomePage } from '../../features/home/home-page';
import { checkStatusQuery } from '../../features/learning-check/check-api';
import { useCheckSlot } from '../../features/learning-check/check-card';
import { Welcome } from '../../features/welcome/welcome';

export const Route = createFileRoute('/_app/home')({
  // Everything Home's rule reads, its own and the slots' (also on preload), so that its primary
  // card is chosen in the first render; the page shows its own loading and error states.
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      ...loadHomeRule(queryClient),
      // Asked every time Home opens (a quiz passed elsewhere can make a check due, a landed wave
      // can offer a booster); the slots read these answers without asking again.
      queryClient.fetchQuery(checkStatusQuery),
      queryClient.fetchQuery(boosterStatusQuery),
      queryClient.ensureQueryData(drillListQuery),
      queryClient.ensureQueryData(myAssignmentsQuery),
    ]);
  },
  component: Home,
});

/** Home composes the pieces other features give it: the welcome, and what each has to do now. */
function Home() {
  const { user } = Route.useRouteContext();
  const check = useCheckSlot();
  const booster = useBoosterSlot();
  const drill = useDrillSlot();
  return (
    <HomePage
      userName={user.name.trim()}
      welcome={(bank, next) => <Welcome bank={bank} next={next} />}
      check={check}
      booster={booster}
      drill={drill}
      assigned={<AssignedTraining />}
    />
  );
}
