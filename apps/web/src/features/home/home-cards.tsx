import { FAMILY_NAMES, FRAUD_NAMES, isFamilyId } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { CoverageChart } from '../../components/charts/coverage-chart';
import { Loading } from '../../components/ui/loading';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { describeStopped } from '../../lib/measure-words';
import { Countdown } from '../game/countdown-view';
import { forecastFacts } from '../game/forecast-mix';
import { DIFFICULTY_NAMES, describeForecast } from '../game/game-text';
import { toLoadout } from '../game/loadout';
import { quizOverviewQuery } from '../game/quiz-status';
import { AlertPick } from './alert-pick';
import { groupCoverage, summariseCoverage } from './coverage';
import { lastReportQuery, seasonQuery } from './home-api';
import { HomeDisclosure } from './home-disclosure';
import { homeText } from './home-text';
import { PracticeCard } from './practice-card';
import { SeasonLine } from './season-line';
import { isFromEarlierSeason } from './season-text';

const familyName = (id: string) => (isFamilyId(id) ? FAMILY_NAMES[id] : id);

/**
 * The bank, under "More" (cash and net worth are always in the header's money bar): its name and
 * manager, and its four figures. Home shows a bank in debt in view (home-page.tsx).
 */
export function BankCard({ bank }: { bank: Bank }) {
  const owned = bank.owned.filter((o) => o.level > 0).length;
  return (
    <HomeDisclosure
      id="home-bank"
      className="home-bank"
      title={<span className="break">{bank.name}</span>}
      glance={homeText.bankGlance(owned)}
    >
      <p className="muted">
        {bank.manager.trim() ? homeText.managedBy(bank.manager.trim()) : homeText.bankHeading}
      </p>
      <dl className="home-figures">
        <div>
          <dt>{homeText.cash}</dt>
          <dd className={`tabular${bank.inDebt ? ' money-change-bad' : ''}`}>
            {formatMoney(bank.cash)}
          </dd>
        </div>
        <div>
          <dt>{homeText.netWorth}</dt>
          <dd className="tabular">{formatMoney(bank.netWorth)}</dd>
        </div>
        <div>
          <dt>{homeText.invested}</dt>
          <dd className="tabular">{formatMoney(bank.invested)}</dd>
        </div>
        <div>
          <dt>{homeText.defensesOwned}</dt>
          <dd className="tabular">{homeText.defensesOwnedCount(owned)}</dd>
        </div>
      </dl>
    </HomeDisclosure>
  );
}

/** What the forecast means for the wave's attacks, in the words of the welcome and the shop. */
export function ForecastLine({ next }: { next: NonNullable<NextWave['next']> }) {
  return <p className="hint-line home-forecast-line">{describeForecast(forecastFacts(next))}</p>;
}

export function NextWaveCard({
  bank,
  wave,
  alertFirst,
}: {
  bank: Bank;
  wave: NextWave | undefined;
  /** Setting the alert is Home's primary action: its form is in that card, not here. */
  alertFirst: boolean;
}) {
  const next = wave?.next;
  return (
    <section className="home-card home-wave" aria-labelledby="home-wave-title">
      <div className="home-card-head">
        <h2 id="home-wave-title">{homeText.waveHeading}</h2>
        {next && <Countdown next={next} variant="large" label={homeText.hitsIn} />}
      </div>
      {wave === undefined ? (
        <Loading />
      ) : next ? (
        <dl className="home-wave-facts">
          <div>
            <dt>{homeText.difficulty}</dt>
            <dd>{DIFFICULTY_NAMES[next.difficulty]}</dd>
          </div>
          <div>
            <dt>{homeText.forecast}</dt>
            <dd>
              {next.forecast.length > 0
                ? next.forecast.map(familyName).join(', ')
                : homeText.noForecast}
            </dd>
          </div>
        </dl>
      ) : (
        <p>{homeText.noWave}</p>
      )}
      <SeasonLine />
      {alertFirst ? (
        <p className="alert-pick-current">{homeText.alertAbove}</p>
      ) : (
        <HomeDisclosure
          id="home-alert"
          className="home-alert"
          title={homeText.alertHeading}
          glance={bank.alertFamily ? FAMILY_NAMES[bank.alertFamily] : homeText.alertNone}
        >
          {next && <ForecastLine next={next} />}
          <AlertPick bank={bank} forecast={next?.forecast ?? []} />
        </HomeDisclosure>
      )}
    </section>
  );
}

export function LastWaveCard({
  wave,
  armed,
  practiceFirst,
  practiceRead,
}: {
  wave: NextWave | undefined;
  /** The bank owns a defense: before the first wave, advise checking them, not buying one. */
  armed: boolean;
  /** The practice report is Home's primary action: its card is shown there, not here. */
  practiceFirst: boolean;
  /** The practice report has been read: its card here is the short one. */
  practiceRead: boolean;
}) {
  const reports = useQuery(lastReportQuery);
  const season = useQuery(seasonQuery);
  const latest = reports.data?.reports[0];
  // Home's last wave is this season's: after a reset, last season's wave is not shown.
  const report =
    latest && !latest.practice && isFromEarlierSeason(latest, season.data) ? undefined : latest;
  // Only the practice wave after the welcome so far: it has a card of its own.
  if (report?.practice) {
    return practiceFirst ? null : (
      <PracticeCard report={report} wave={wave} compact={practiceRead} />
    );
  }
  let body: ReactNode;
  if (reports.isPending) body = <Loading />;
  else if (reports.isError) body = <p>{homeText.loadError}</p>;
  else if (!report) {
    body = wave?.next ? (
      <p>
        {homeText.noReportWithWave} <Countdown next={wave.next} />
        {homeText.noReportWithWaveEnd(armed)}
      </p>
    ) : (
      <p>{homeText.noReportNoWave(armed)}</p>
    );
  } else {
    const tone = report.netChange > 0 ? 'good' : report.netChange < 0 ? 'bad' : 'even';
    body = (
      <>
        <p className="home-stars">
          <span className="home-stars-icons" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} size={20} className={n <= report.stars ? 'star-on' : 'star-off'} />
            ))}
          </span>
          <span>{homeText.stars(report.stars)}</span>
        </p>
        <dl className="home-figures">
          <div>
            <dt>{homeText.netChange}</dt>
            <dd className={`tabular money-change-${tone}`}>
              {formatMoneyChange(report.netChange)}
            </dd>
          </div>
        </dl>
        <p className="muted home-stopped">{describeStopped(report.prevented, report.totalBase)}</p>
      </>
    );
  }
  return (
    <section className="home-card home-last" aria-labelledby="home-last-title">
      <div className="home-card-head">
        <h2 id="home-last-title">{homeText.lastWaveHeading}</h2>
        {report && (
          <Link to="/attacklog" search={{ report: report.id }}>
            {homeText.openReport}
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}

/** Quiz progress and reviews due, under "More"; hidden when the quiz service does not answer. */
export function QuizCard() {
  const quizzes = useQuery(quizOverviewQuery);
  if (quizzes.isError) return null;
  const data = quizzes.data;
  return (
    <HomeDisclosure
      id="home-quiz"
      className="home-quiz"
      title={homeText.quizHeading}
      glance={
        data && homeText.quizGlance(data.passedCount, data.frauds.length, data.reviewsDue.length)
      }
    >
      {!data ? (
        <Loading />
      ) : (
        <>
          <p>
            <label htmlFor="home-quiz-progress">
              {homeText.quizPassed(data.passedCount, data.frauds.length)}
            </label>
          </p>
          <progress
            id="home-quiz-progress"
            className="home-progress"
            max={data.frauds.length}
            value={data.passedCount}
          />
          {data.passedCount === 0 && <p>{homeText.quizStart}</p>}
          {data.reviewsDue.length > 0 ? (
            <>
              <h4>{homeText.quizReviewsDue}</h4>
              <ul className="home-list">
                {data.reviewsDue.map((fraudId) => (
                  <li key={fraudId}>
                    <Link to="/frauds/$fraudId/quiz" params={{ fraudId }}>
                      {FRAUD_NAMES[fraudId]}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            data.passedCount > 0 && <p className="muted">{homeText.quizNoReviews}</p>
          )}
          <p className="home-card-footer">
            <Link to="/fraudwiki">{homeText.quizWiki}</Link>
          </p>
        </>
      )}
    </HomeDisclosure>
  );
}

/** The coverage chart, under "More", its average beside the title. */
export function CoverageCard({ bank }: { bank: Bank }) {
  const groups = groupCoverage(toLoadout(bank.levels));
  const summary = summariseCoverage(groups);
  return (
    <HomeDisclosure
      id="home-coverage"
      className="home-coverage"
      title={homeText.coverageHeading}
      glance={homeText.coverageGlance(summary.average)}
    >
      <CoverageChart
        groups={groups}
        caption={homeText.coverageCaption}
        summary={homeText.coverageSummary(
          summary.average,
          summary.uncovered,
          summary.weakest && summary.weakest.average < 100 ? summary.weakest.label : null,
        )}
      />
      <p className="home-card-footer">
        <Link to="/fraudwiki">{homeText.coverageWiki}</Link>
      </p>
    </HomeDisclosure>
  );
}
