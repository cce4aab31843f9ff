import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Star } from 'lucide-react';
import { lazy, type Ref, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { describeStopped } from '../../lib/measure-words';
import { useTimeZone } from '../../lib/time-zone';
import { reportQuery } from './attack-log-api';
import { attackLogText as t } from './attack-log-text';
import { AttackWhy } from './attack-why';
import { PracticeGuide } from './practice-guide';
import { practiceText } from './practice-text';
import {
  describeDifficulty,
  describeLedgerLine,
  explainStars,
  listFamilies,
  type Report,
  type ReportSummary,
  starGlyphs,
} from './report-why';
import { WaveReplay } from './wave-replay';

/**
 * The "What if?" panel and the engine's replay code come after the report has shown: it is the
 * last part of a report, below the fold, so the report paints without waiting for it.
 */
const WhatIfPanel = lazy(() =>
  import('./what-if-panel').then((module) => ({ default: module.WhatIfPanel })),
);

function changeTone(amount: number): string {
  if (amount > 0) return 'money-gain';
  if (amount < 0) return 'money-loss';
  return '';
}

/** The wave's ledger lines, their sum, and where cash and net worth stood afterwards. */
function WaveLedger({ report }: { report: Report }) {
  return (
    <table className="wave-ledger">
      <caption>{report.practice ? practiceText.moneyHeading : t.moneyHeading}</caption>
      <tbody>
        {report.ledger.map((line) => (
          <tr key={line.kind}>
            <th scope="row">{describeLedgerLine(line, report.stars)}</th>
            <td className={changeTone(line.amount)}>{formatMoneyChange(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.netChange}</th>
          <td className={changeTone(report.netChange)}>{formatMoneyChange(report.netChange)}</td>
        </tr>
        <tr>
          <th scope="row">{t.cashAfter}</th>
          <td>{formatMoney(report.cashAfter)}</td>
        </tr>
        <tr>
          <th scope="row">{t.netWorthAfter}</th>
          <td>{formatMoney(report.netWorthAfter)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function ReportDetail({ id }: { id: string }) {
  const query = useQuery(reportQuery(id));
  if (query.isPending) {
    return (
      <p className="report-status" role="status">
        {t.reportLoading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="report-error" role="alert">
        <p>{gameMessageFor(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const report = query.data;
  return (
    <div className="report-detail">
      {report.practice && <PracticeGuide report={report} />}
      <WaveReplay report={report} />
      <p className="report-context">
        {report.forecast.length ? t.forecastLine(listFamilies(report.forecast)) : t.forecastNone}{' '}
        {report.alertFamily ? t.alertLine(listFamilies([report.alertFamily])) : t.alertNone}
      </p>
      <p className="report-stars-why">
        <Star size={16} aria-hidden="true" /> {explainStars(report)}
      </p>
      <div className="report-attacks">
        {report.attacks.map((attack) => (
          <AttackWhy key={attack.fraudId} attack={attack} />
        ))}
      </div>
      <WaveLedger report={report} />
      <Suspense fallback={null}>
        <WhatIfPanel report={report} />
      </Suspense>
    </div>
  );
}

/**
 * One wave report: a disclosure button with the wave's headline numbers, which opens the
 * per-attack "why" and the wave's ledger lines (loaded when first opened).
 */
export function ReportItem({
  summary,
  open,
  onToggle,
  buttonRef,
}: {
  summary: ReportSummary;
  open: boolean;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const timeZone = useTimeZone();
  const bodyId = `report-${summary.id}-body`;
  return (
    <li className={`report-item${open ? ' report-open' : ''}`} id={`report-${summary.id}`}>
      <h3 className="report-heading">
        <button
          type="button"
          ref={buttonRef}
          className="report-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="report-title">
            {summary.practice && (
              <span className="practice-tag" aria-hidden="true">
                {practiceText.tag}
              </span>
            )}
            {summary.practice ? practiceText.title : describeDifficulty(summary.difficulty)} ·{' '}
            {formatDateTime(summary.landedAt, timeZone)}
          </span>
          <span className="report-facts">
            <span className="report-stars">
              <span aria-hidden="true" className="report-star-glyphs">
                {starGlyphs(summary.stars)}
              </span>{' '}
              {t.stars(summary.stars)}
            </span>
            {summary.practice ? (
              <span className="report-net">{practiceText.noMoney}</span>
            ) : (
              <span className={`report-net ${changeTone(summary.netChange)}`}>
                {t.netChange} {formatMoneyChange(summary.netChange)}
              </span>
            )}
            <span className="report-stopped">
              {describeStopped(summary.prevented, summary.totalBase)}
            </span>
          </span>
          <ChevronDown className="report-chevron" size={20} aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} className="report-body" hidden={!open}>
        {open && <ReportDetail id={summary.id} />}
      </div>
    </li>
  );
}
