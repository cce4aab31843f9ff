import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { BadgesCard } from './badges-card';
import { BestMove } from './best-move';
import { BankCard, CoverageCard, LastWaveCard, NextWaveCard, QuizCard } from './home-cards';
import { homeText } from './home-text';
import { RankMove } from './rank-move';
import { StreakCard } from './streak-card';
import './home.css';

/**
 * Home, for "what do I do next?" (product.md); a new player gets the welcome first, which the
 * route hands in (features/welcome), so that neither feature imports the other.
 */
export function HomePage({
  userName,
  welcome,
  drillOfTheDay,
  checkCard,
  boosterCard,
}: {
  userName: string;
  welcome: (bank: Bank, next: NextWave['next']) => ReactNode;
  /** The drills feature's "Drill of the day" card, handed in by the route like the welcome. */
  drillOfTheDay?: ReactNode;
  /** The learning check's card, first while a check is due or open (it renders nothing else). */
  checkCard?: ReactNode;
  /** The booster's card, while the last wave offers one or it is open (it renders nothing else). */
  boosterCard?: ReactNode;
}) {
  const bank = useQuery(bankQuery);
  const wave = useQuery(nextWaveQuery);
  // "Welcome back" only to a player who had finished the welcome before this visit: fixed from the
  // first bank answer, so finishing the welcome now does not turn the greeting into "back".
  const [returning, setReturning] = useState<boolean | null>(null);
  if (returning === null && bank.data) setReturning(bank.data.welcomeDone);
  // The bank and the next wave show first; the other cards follow in a background render, so
  // that the page appears sooner on a slow phone.
  const showAll = useDeferredValue(true, false);
  let body: ReactNode;
  if (bank.isPending) body = <Loading />;
  else if (bank.isError) {
    body = (
      <div className="home-error" role="alert">
        <p>{homeText.loadError}</p>
        <Button variant="secondary" onClick={() => void bank.refetch()}>
          {homeText.retry}
        </Button>
      </div>
    );
  } else if (!bank.data.welcomeDone) {
    body = welcome(bank.data, wave.data?.next ?? null);
  } else {
    body = (
      <div className="home-grid">
        {checkCard}
        {boosterCard}
        <BankCard bank={bank.data} />
        <NextWaveCard bank={bank.data} wave={wave.data} />
        {showAll && (
          <>
            <BestMove bank={bank.data} />
            <LastWaveCard wave={wave.data} armed={bank.data.owned.length > 0} />
            <RankMove />
            <StreakCard />
            <QuizCard />
            {drillOfTheDay}
            <BadgesCard />
            <CoverageCard bank={bank.data} />
          </>
        )}
      </div>
    );
  }
  return (
    <PageShell
      title={homeText.title}
      lead={returning === null ? undefined : homeText.lead(userName, returning)}
    >
      {body}
    </PageShell>
  );
}
