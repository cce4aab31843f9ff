import { createFileRoute } from '@tanstack/react-router';
import { useBoosterSlot } from '../../features/booster/booster-card';
import { useDrillSlot } from '../../features/drills/drill-of-the-day';
import { bankQuery, nextWaveQuery } from '../../features/game/game-api';
import { HomePage } from '../../features/home/home-page';
import { useCheckSlot } from '../../features/learning-check/check-card';
import { Welcome } from '../../features/welcome/welcome';

export const Route = createFileRoute('/_app/home')({
  // Warms the cache (also on preload); the page shows its own loading and error states.
  loader: async ({ context }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(bankQuery),
      context.queryClient.ensureQueryData(nextWaveQuery),
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
    />
  );
}
