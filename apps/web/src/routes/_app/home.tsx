import { createFileRoute } from '@tanstack/react-router';
import { BoosterCard } from '../../features/booster/booster-card';
import { DrillOfTheDay } from '../../features/drills/drill-of-the-day';
import { bankQuery, nextWaveQuery } from '../../features/game/game-api';
import { HomePage } from '../../features/home/home-page';
import { CheckCard } from '../../features/learning-check/check-card';
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

function Home() {
  const { user } = Route.useRouteContext();
  return (
    <HomePage
      userName={user.name.trim()}
      welcome={(bank, next) => <Welcome bank={bank} next={next} />}
      drillOfTheDay={<DrillOfTheDay />}
      checkCard={<CheckCard />}
      boosterCard={<BoosterCard />}
    />
  );
}
