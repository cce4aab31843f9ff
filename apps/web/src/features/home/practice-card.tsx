import { MAX_STARS } from '@ffl/engine/economy';
import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import type { NextWave, Schemas } from '../../lib/api-schemas';
import { formatDateTime } from '../../lib/date-format';
import { describeStopped } from '../../lib/measure-words';
import { DAY_MS } from '../../lib/time-left';
import { cityOf, useTimeZone } from '../../lib/time-zone';
import { useServerNow } from '../../lib/use-server-now';
import { describeCountdown } from '../game/countdown';
import { markReportRead } from '../game/report-reads';
import { practiceCardText as t } from './practice-text';

/** When the first real wave comes, in the player's time zone, from the scheduler's next wave. */
function FirstRealWave({ next }: { next: NextWave['next'] }) {
  const now = useServerNow();
  const timeZone = useTimeZone();
  if (!next) return <p>{t.firstWaveNone}</p>;
  const view = describeCountdown(next.scheduledAt, now, timeZone);
  if (next.status === 'running' || view.landing) return <p>{t.firstWaveLanding}</p>;
  return (
    <p className="home-practice-next tabular">
      {t.firstWaveBefore}
      <time dateTime={next.scheduledAt}>{formatDateTime(next.scheduledAt, timeZone)}</time>
      {t.firstWaveAfter(cityOf(timeZone), view.remainingMs < DAY_MS ? view.text : null)}
    </p>
  );
}

/**
 * Home's "last wave" while the only report is the practice wave after the welcome: its stars,
 * a link to its report (which teaches how to read one), and when the first real wave hits. Until
 * the report is read it is Home's primary action (`primary`), the link its one button, with what
 * the report teaches under it; once read, only the stars, the first real wave and the link.
 */
export function PracticeCard({
  report,
  wave,
  primary = false,
  compact = false,
}: {
  report: Schemas['ReportSummary'];
  wave: NextWave | undefined;
  primary?: boolean;
  /** Read already: the stars, the first real wave and the link; the rest is in the report. */
  compact?: boolean;
}) {
  return (
    <section className="home-card home-last home-practice" aria-labelledby="home-practice-title">
      <p className="home-card-kicker">{t.kicker}</p>
      <h2 id="home-practice-title">{t.heading}</h2>
      <p className="home-stars">
        <span className="home-stars-icons" aria-hidden="true">
          {Array.from({ length: MAX_STARS }, (_, index) => index + 1).map((n) => (
            <Star key={n} size={20} className={n <= report.stars ? 'star-on' : 'star-off'} />
          ))}
        </span>
        <span>{t.stars(report.stars)}</span>
      </p>
      {!compact && (
        <>
          <p className="muted home-stopped">
            {describeStopped(report.prevented, report.totalBase)}
          </p>
          <p>{t.notRanked}</p>
        </>
      )}
      {wave !== undefined && <FirstRealWave next={wave.next} />}
      <p className="home-card-footer">
        <Link
          to="/attacklog"
          search={{ report: report.id }}
          className={primary ? 'btn btn-primary' : undefined}
          onClick={() => markReportRead(report.id)}
        >
          {t.openReport}
        </Link>
        {primary && <span className="muted home-practice-why">{t.openReportWhy}</span>}
      </p>
    </section>
  );
}
