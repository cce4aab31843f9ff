import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState, useSyncExternalStore } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { preferencesQuery } from '../../lib/time-zone';
import { adviceQuery } from '../game/advice-api';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { quizOverviewQuery } from '../game/quiz-status';
import { subscribeReportReads, wasReportRead } from '../game/report-reads';
import { BadgesCard } from './badges-card';
import { BestMove, MoveLine } from './best-move';
import { lastReportQuery } from './home-api';
import { BankCard, CoverageCard, LastWaveCard, NextWaveCard, QuizCard } from './home-cards';
import {
  type HomeAction,
  type HomeSignals,
  type HomeTask,
  keepActedOn,
  planHome,
} from './home-priority';
import { homeText } from './home-text';
import { PracticeCard } from './practice-card';
import {
  AlertNowCard,
  ExploreCard,
  PendingPrimary,
  PrimaryFrame,
  ReviewLine,
  ReviewNowCard,
} from './primary-cards';
import { RankMove } from './rank-move';
import { StreakCard } from './streak-card';
import { useTimeLeft } from './use-time-left';
import './home.css';

const HOUR_MS = 3_600_000;

/**
 * A feature's piece of Home, handed in by the route (features never import one another): whether
 * it has something for the player to do now (undefined while loading), its card when that is
 * Home's primary action, and its line in "Also to do" otherwise.
 */
export interface HomeSlot {
  active: boolean | undefined;
  card: ReactNode;
  line: ReactNode;
}

/**
 * Home, for "what do I do next?" (product.md): one primary action chosen by the priority rule
 * (home-priority.ts, decision 0040), then the rest by usefulness, compact, the detail one tap away
 * under "More". A new player gets the welcome first, which the route hands in (features/welcome).
 */
export function HomePage({
  userName,
  welcome,
  check,
  booster,
  drill,
  assigned = null,
}: {
  userName: string;
  welcome: (bank: Bank, next: NextWave['next']) => ReactNode;
  /** The learning check (features/learning-check). */
  check: HomeSlot;
  /** The booster after a costly wave (features/booster). */
  booster: HomeSlot;
  /** The drill of the day (features/drills). */
  drill: HomeSlot;
  /** Training assigned by the player's organisation (features/assignments); null when none. */
  assigned?: ReactNode;
}) {
  const bank = useQuery(bankQuery);
  const wave = useQuery(nextWaveQuery);
  // "Welcome back" only to a player who had finished the welcome before this visit: fixed from the
  // first bank answer, so finishing the welcome now does not turn the greeting into "back".
  const [returning, setReturning] = useState<boolean | null>(null);
  if (returning === null && bank.data) setReturning(bank.data.welcomeDone);
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
      <Dashboard
        bank={bank.data}
        wave={wave.data}
        slots={{ check, booster, drill }}
        assigned={assigned}
      />
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

/** What a query says for the rule: its value once known, `fallback` when it failed. */
function known<T, R>(
  query: { data: T | undefined; isError: boolean },
  read: (data: T) => R,
  fallback: R,
): R | undefined {
  if (query.data !== undefined) return read(query.data);
  return query.isError ? fallback : undefined;
}

function Dashboard({
  bank,
  wave,
  slots,
  assigned,
}: {
  bank: Bank;
  wave: NextWave | undefined;
  slots: Record<'check' | 'booster' | 'drill', HomeSlot>;
  assigned: ReactNode;
}) {
  const reports = useQuery(lastReportQuery);
  const quizzes = useQuery(quizOverviewQuery);
  const advice = useQuery(adviceQuery);
  const preferences = useQuery(preferencesQuery);
  // The card the player acted in (an alert set, a purchase): it stays first until they leave.
  const [actedOn, setActedOn] = useState<HomeAction | null>(null);
  // The primary card and the next wave show first; the rest follows in a background render, so
  // that the page appears sooner on a slow phone.
  const showAll = useDeferredValue(true, false);

  const latest = reports.data?.reports[0];
  const practiceId = latest?.practice ? latest.id : null;
  const practiceRead = useSyncExternalStore(subscribeReportReads, () =>
    practiceId === null ? false : wasReportRead(practiceId),
  );

  const next = wave?.next;
  const waveAt = next ? Date.parse(next.scheduledAt) : wave ? null : undefined;
  const soonMs = known(preferences, (p) => p.waveSoon.hoursBefore * HOUR_MS, null);
  const flips = typeof waveAt === 'number' && soonMs ? [waveAt - soonMs, waveAt] : ([] as number[]);
  const left = useTimeLeft(waveAt, flips);
  const signals: HomeSignals = {
    welcomeDone: bank.welcomeDone,
    // A wave being resolved is landing: too late for an alert.
    waveInMs: next?.status === 'running' ? 0 : left,
    soonMs,
    alertSet: bank.alertFamily !== null,
    practiceUnread: known(reports, () => practiceId !== null && !practiceRead, false),
    check: slots.check.active,
    booster: slots.booster.active,
    drill: slots.drill.active,
    reviewDue: known(quizzes, (data) => data.reviewsDue.length > 0, false),
    // A review the advice names is the review task already.
    move: known(
      advice,
      ({ best }) => best !== null && !(best.kind === 'quiz' && best.reason === 'review'),
      false,
    ),
  };
  const plan = keepActedOn(planHome(signals), actedOn);

  const primaryCard = (action: HomeAction): ReactNode => {
    switch (action) {
      case 'alert':
        return <AlertNowCard bank={bank} next={next ?? null} onActed={() => setActedOn('alert')} />;
      case 'practice':
        return latest ? <PracticeCard report={latest} wave={wave} primary /> : null;
      case 'check':
      case 'booster':
      case 'drill':
        return slots[action].card;
      case 'review':
        return <ReviewNowCard />;
      case 'move':
        return <BestMove bank={bank} onActed={() => setActedOn('move')} />;
      case 'explore':
      case 'welcome':
        return <ExploreCard />;
    }
  };
  const line = (task: HomeTask): ReactNode => {
    switch (task) {
      case 'check':
      case 'booster':
      case 'drill':
        return slots[task].line;
      case 'review':
        return <ReviewLine />;
      case 'move':
        return <MoveLine />;
      default:
        // The alert and the practice report have cards of their own in the rest.
        return null;
    }
  };
  const todo = plan.rest.flatMap((task) => {
    const content = line(task);
    return content ? [{ task, content }] : [];
  });

  return (
    <div className="home-layout">
      {plan.primary === 'pending' ? (
        <PendingPrimary />
      ) : (
        <PrimaryFrame>{primaryCard(plan.primary)}</PrimaryFrame>
      )}
      <div className="home-grid">
        {bank.inDebt && <p className="home-debt home-debt-notice">{homeText.inDebt}</p>}
        <NextWaveCard bank={bank} wave={wave} alertFirst={plan.primary === 'alert'} />
        {assigned}
        {showAll && (
          <>
            {todo.length > 0 && (
              <section className="home-card home-todo" aria-labelledby="home-todo-title">
                <h2 id="home-todo-title">{homeText.alsoHeading}</h2>
                <ul className="home-todo-list">
                  {todo.map(({ task, content }) => (
                    <li key={task}>{content}</li>
                  ))}
                </ul>
              </section>
            )}
            <LastWaveCard
              wave={wave}
              armed={bank.owned.length > 0}
              practiceFirst={plan.primary === 'practice'}
              practiceRead={practiceRead}
            />
            <section className="home-card home-more" aria-labelledby="home-more-title">
              <h2 id="home-more-title">{homeText.moreHeading}</h2>
              <BankCard bank={bank} />
              <RankMove />
              <StreakCard />
              <QuizCard />
              <BadgesCard />
              <CoverageCard bank={bank} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
