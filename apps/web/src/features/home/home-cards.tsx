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
import { lastReportQuery } from './home-api';
import { homeText } from './home-text';

const familyName = (id: string) => (isFamilyId(id) ? FAMILY_NAMES[id] : id);

export function BankCard({ bank }: { bank: Bank }) {
  return (
    <section className="home-card home-bank" aria-labelledby="home-bank-title">
      <p className="home-card-kicker">{homeText.bankHeading}</p>
      <h2 id="home-bank-title" className="break">
        {bank.name}
      </h2>
      {bank.manager.trim() && <p className="muted">{homeText.managedBy(bank.manager.trim())}</p>}
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
          <dd className="tabular">{bank.owned.filter((o) => o.level > 0).length} of 20</dd>
        </div>
      </dl>
      {bank.inDebt && <p className="home-debt">{homeText.inDebt}</p>}
    </section>
  );
}

export function NextWaveCard({ bank, wave }: { bank: Bank; wave: NextWave | undefined }) {
  const next = wave?.next;
  return (
    <section className="home-card home-wave" aria-labelledby="home-wave-title">
      <h2 id="home-wave-title">{homeText.waveHeading}</h2>
      {wave === undefined ? (
        <Loading />
      ) : next ? (
        <>
          <Countdown next={next} variant="large" label={homeText.hitsIn} />
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
          <p className="hint-line home-forecast-line">{describeForecast(forecastFacts(next))}</p>
        </>
      ) : (
        <p>{homeText.noWave}</p>
      )}
      <AlertPick bank={bank} forecast={next?.forecast ?? []} />
    </section>
  );
}

export function LastWaveCard({
  wave,
  armed,
}: {
  wave: NextWave | undefined;
  /** The bank owns a defense: before the first wave, advise checking them, not buying one. */
  armed: boolean;
}) {
  const reports = useQuery(lastReportQuery);
  const report = reports.data?.reports[0];
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
        <p>
          <Link to="/attacklog" search={{ report: report.id }}>
            {homeText.openReport}
          </Link>
        </p>
      </>
    );
  }
  return (
    <section className="home-card home-last" aria-labelledby="home-last-title">
      <h2 id="home-last-title">{homeText.lastWaveHeading}</h2>
      {body}
    </section>
  );
}

/** Quiz progress and reviews due; hidden when the quiz service does not answer. */
export function QuizCard() {
  const quizzes = useQuery(quizOverviewQuery);
  if (quizzes.isError) return null;
  const data = quizzes.data;
  return (
    <section className="home-card home-quiz" aria-labelledby="home-quiz-title">
      <h2 id="home-quiz-title">{homeText.quizHeading}</h2>
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
              <h3>{homeText.quizReviewsDue}</h3>
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
    </section>
  );
}

export function CoverageCard({ bank }: { bank: Bank }) {
  const groups = groupCoverage(toLoadout(bank.levels));
  const summary = summariseCoverage(groups);
  return (
    <section className="home-card home-coverage" aria-labelledby="home-coverage-title">
      <h2 id="home-coverage-title">{homeText.coverageHeading}</h2>
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
    </section>
  );
}
