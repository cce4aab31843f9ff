import { FRAUD_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { formatMoney } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import { useServerNow } from '../../lib/use-server-now';
import { describeCountdown } from '../game/countdown';
import { quizLabel } from '../game/moves';
import { quizOverviewQuery } from '../game/quiz-status';
import { AlertPick } from './alert-pick';
import { ForecastLine } from './home-cards';
import { homeText } from './home-text';

/**
 * The frame of Home's primary action (home-priority.ts): first on the page, set apart, with
 * "Your next step" above the card it holds. The card keeps its own heading and region.
 */
export function PrimaryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="home-primary">
      <p className="home-now">{homeText.nowKicker}</p>
      {children}
    </div>
  );
}

/** While the states the rule waits for load: the frame's place, kept so nothing jumps. */
export function PendingPrimary() {
  return (
    <div className="home-primary home-primary-pending" aria-busy="true">
      <p className="home-now">{homeText.nowKicker}</p>
      <p className="muted">{homeText.pendingLabel}</p>
    </div>
  );
}

/** "Set your alert: the wave hits in 2 h 40 min": the alert form, its one button. */
export function AlertNowCard({
  bank,
  next,
  onActed,
}: {
  bank: Bank;
  next: NextWave['next'];
  onActed: () => void;
}) {
  const now = useServerNow();
  const timeZone = useTimeZone();
  const view = next ? describeCountdown(next.scheduledAt, now, timeZone) : null;
  return (
    <section className="home-card home-alert-now" aria-labelledby="home-alert-now-title">
      <h2 id="home-alert-now-title">
        {view && !view.landing ? homeText.alertNowTitle(view.text) : homeText.alertHeading}
      </h2>
      {next && <ForecastLine next={next} />}
      <AlertPick bank={bank} forecast={next?.forecast ?? []} onActed={onActed} />
    </section>
  );
}

/** The first quiz review due: what passing it pays, one button to the quiz. */
export function ReviewNowCard() {
  const data = useQuery(quizOverviewQuery).data;
  const fraudId = data?.reviewsDue[0];
  if (!data || !fraudId) return null;
  const reward = data.frauds.find((quiz) => quiz.fraudId === fraudId)?.rewardIfPassed ?? 0;
  const more = data.reviewsDue.length - 1;
  return (
    <section className="home-card home-review-now" aria-labelledby="home-review-now-title">
      <h2 id="home-review-now-title">{homeText.reviewNowTitle(FRAUD_NAMES[fraudId])}</h2>
      <p>{homeText.moveQuizWhy(formatMoney(reward), true)}</p>
      {more > 0 && <p className="muted">{homeText.reviewMore(more)}</p>}
      <Link to="/frauds/$fraudId/quiz" params={{ fraudId }} className="btn btn-primary">
        {quizLabel(fraudId)}
      </Link>
    </section>
  );
}

/** The reviews due as a line of "Also to do". */
export function ReviewLine() {
  const data = useQuery(quizOverviewQuery).data;
  const fraudId = data?.reviewsDue[0];
  if (!data || !fraudId) return null;
  const reward = data.frauds.find((quiz) => quiz.fraudId === fraudId)?.rewardIfPassed ?? 0;
  const more = data.reviewsDue.length - 1;
  return (
    <>
      <Link to="/frauds/$fraudId/quiz" params={{ fraudId }}>
        {quizLabel(fraudId)}
      </Link>
      <span className="home-todo-why">
        {homeText.moveQuizLine(formatMoney(reward), true)}
        {more > 0 && ` ${homeText.reviewMore(more)}`}
      </span>
    </>
  );
}

/** Nothing is due: the Fraud Wiki, to learn while the next wave comes. */
export function ExploreCard() {
  return (
    <section className="home-card home-explore" aria-labelledby="home-explore-title">
      <h2 id="home-explore-title">{homeText.exploreTitle}</h2>
      <p>{homeText.exploreBody}</p>
      <Link to="/fraudwiki" className="btn btn-primary">
        {homeText.exploreAction}
      </Link>
    </section>
  );
}
