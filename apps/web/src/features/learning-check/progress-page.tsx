import { FAMILY_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { formatAt } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { checkStatusQuery, learningProgressQuery } from './check-api';
import type { CheckStatus, LearningProgress, ProgressPoint } from './check-contract';
import { CHECK_TEXT, PROGRESS_TEXT } from './check-text';
import { ProgressChart } from './progress-chart';
import { dPrimeWords, progressSteps } from './progress-model';
import './learning-check.css';

const T = PROGRESS_TEXT;

/**
 * /progress: my curve from my closed checks, per family and over all of them: the server's
 * sentence, a chart of the warning signs spotted and the items right at each check, and d′; then
 * my post-wave boosters (`boosters`, handed in by the route from the booster feature).
 */
export function ProgressPage({ boosters }: { boosters?: ReactNode }) {
  const progress = useQuery(learningProgressQuery);
  const status = useQuery(checkStatusQuery);
  let body: ReactNode;
  if (progress.data) {
    body = (
      <>
        <Progress progress={progress.data} status={status.data} />
        {boosters}
      </>
    );
  } else if (progress.isError) {
    body = (
      <div className="check-error" role="alert">
        <p>{gameMessageFor(progress.error)}</p>
        <Button variant="secondary" onClick={() => void progress.refetch()}>
          {CHECK_TEXT.retry}
        </Button>
      </div>
    );
  } else body = <Loading />;
  return (
    <PageShell title={T.title} lead={T.lead}>
      {body}
    </PageShell>
  );
}

/** A link to the check that is open or due, if any. */
function NextCheck({ status }: { status: CheckStatus | undefined }) {
  if (status?.open) {
    return (
      <p className="check-callout">
        <Link to="/check" className="btn btn-primary">
          {T.openLink(status.open.phase)}
        </Link>
      </p>
    );
  }
  if (status?.due) {
    return (
      <p className="check-callout">
        <Link to="/check" className="btn btn-primary">
          {T.dueLink(status.due.phase)}
        </Link>
      </p>
    );
  }
  return null;
}

function Progress({
  progress,
  status,
}: {
  progress: LearningProgress;
  status: CheckStatus | undefined;
}) {
  const timeZone = useTimeZone();
  const dateOf = (iso: string) => formatAt(iso, timeZone, 'longDate');
  if (progress.overall.length === 0) {
    return (
      <section className="progress-empty" aria-labelledby="progress-empty-title">
        <h2 id="progress-empty-title">{T.overallHeading}</h2>
        <p>{T.empty}</p>
        {status?.due || status?.open ? (
          <NextCheck status={status} />
        ) : (
          <p>
            <Link to="/check" className="btn btn-primary">
              {T.takeBaseline}
            </Link>
          </p>
        )}
      </section>
    );
  }
  return (
    <>
      <NextCheck status={status} />
      <FamilyCurve
        id="progress-all"
        name={T.overallHeading}
        summary={progress.summary}
        points={progress.overall}
        dateOf={dateOf}
        explainDPrime
      />
      {progress.families.map((family) => (
        <FamilyCurve
          key={family.family}
          id={`progress-${family.family}`}
          name={FAMILY_NAMES[family.family]}
          summary={family.summary}
          points={family.points}
          dateOf={dateOf}
        />
      ))}
      <section className="progress-section" aria-labelledby="progress-checks">
        <h2 id="progress-checks">{T.checksHeading}</h2>
        <ul className="progress-checks">
          {progress.overall.map((point) => (
            <li key={point.checkId}>
              <Link to="/check" search={{ result: point.checkId }}>
                {T.seeAnswers(point.phase, dateOf(point.closedAt))}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function FamilyCurve({
  id,
  name,
  summary,
  points,
  dateOf,
  explainDPrime = false,
}: {
  id: string;
  name: string;
  summary: string | null;
  points: readonly ProgressPoint[];
  dateOf: (iso: string) => string;
  /** The one-line explanation of d′, once on the page. */
  explainDPrime?: boolean;
}) {
  const dPrime = dPrimeWords(points);
  return (
    <section className="progress-section" aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {points.length === 0 ? (
        <p className="muted">{T.noFamilyCheck}</p>
      ) : (
        <>
          {summary && <p className="progress-summary">{summary}</p>}
          {points.length > 1 ? (
            <ProgressChart caption={T.chartCaption(name)} steps={progressSteps(points, dateOf)} />
          ) : (
            <p className="muted">{T.oneCheck}</p>
          )}
          {dPrime && (
            <div className="progress-dprime">
              <p className="tabular progress-dprime-line">{dPrime}</p>
              {explainDPrime && <p className="muted progress-dprime-line">{T.dPrimeExplain}</p>}
            </div>
          )}
        </>
      )}
    </section>
  );
}
