import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { useServerNow } from '../../lib/use-server-now';
import { describeCountdown } from '../game/countdown';
import { bankQuery, nextWaveQuery } from '../game/game-api';
import { balanceQuery, reportPagesQuery, reportQuery } from './attack-log-api';
import { attackLogText as t } from './attack-log-text';
import { BalanceChart } from './balance-chart';
import { ReportItem } from './report-item';
import { describeStarScale } from './report-why';
import './attack-log.css';

/** The countdown to the next wave on the server's clock, ticking every second. */
function useNextWaveCountdown():
  | { kind: 'loading' | 'none' | 'landing' }
  | { kind: 'in'; text: string } {
  const query = useQuery(nextWaveQuery);
  const now = useServerNow();
  const timeZone = useTimeZone();
  const data = query.data;
  if (!data) return { kind: query.isPending ? 'loading' : 'none' };
  const next = data.next;
  if (!next) return { kind: 'none' };
  const view = describeCountdown(next.scheduledAt, now, timeZone);
  if (next.status === 'running' || view.landing) return { kind: 'landing' };
  return { kind: 'in', text: view.text };
}

function EmptyState() {
  const countdown = useNextWaveCountdown();
  const armed = (useQuery(bankQuery).data?.owned.length ?? 0) > 0;
  const sentence =
    countdown.kind === 'in'
      ? t.emptyWithCountdown(countdown.text, armed)
      : countdown.kind === 'landing'
        ? t.emptyLanding(armed)
        : countdown.kind === 'none'
          ? t.emptyUnscheduled(armed)
          : null;
  return (
    <section className="attack-log-empty" aria-labelledby="attack-log-empty-title">
      <h2 id="attack-log-empty-title">{t.emptyTitle}</h2>
      {sentence && <p className="attack-log-empty-text tabular">{sentence}</p>}
      <ul className="attack-log-empty-links">
        <li>
          <Link to="/defenseshop" className="btn btn-primary">
            {t.emptyShop}
          </Link>
        </li>
        <li>
          <Link to="/fraudwiki" className="btn btn-secondary">
            {t.emptyWiki}
          </Link>
        </li>
        <li>
          <Link to="/help">{t.emptyHelp}</Link>
        </li>
      </ul>
    </section>
  );
}

/** A report named in the address but not among the pages loaded: shown on its own, on top. */
function LinkedReport({
  id,
  open,
  onToggle,
  buttonRef,
}: {
  id: string;
  open: boolean;
  onToggle: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const query = useQuery(reportQuery(id));
  if (query.isPending) return null;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === 'not-found';
    return (
      <div className="report-error" role="alert">
        {missing && <strong>{t.linkedMissingTitle}. </strong>}
        {gameMessageFor(query.error)}
      </div>
    );
  }
  return (
    <section className="attack-log-linked" aria-labelledby="attack-log-linked-title">
      <h2 id="attack-log-linked-title">{t.linkedHeading}</h2>
      <ul className="report-list">
        <ReportItem summary={query.data} open={open} onToggle={onToggle} buttonRef={buttonRef} />
      </ul>
    </section>
  );
}

/**
 * The attack log: the balance chart, then every wave report newest first, a page at a time.
 * `focusReport` (from `?report=`) opens that report and scrolls to it.
 */
export function AttackLogPage({ focusReport }: { focusReport?: string | undefined }) {
  const pages = useInfiniteQuery(reportPagesQuery);
  // The chart sits above the reports: the page shows both at once (its answer comes with the
  // page's HTML), so that nothing moves under the player when the chart's answer arrives.
  const balance = useQuery(balanceQuery);
  // And a report a link names opens with its content, not a loading line that the report then
  // pushes everything below away from.
  const linked = useQuery({ ...reportQuery(focusReport ?? ''), enabled: Boolean(focusReport) });
  const reports = pages.data?.pages.flatMap((page) => page.reports) ?? [];
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(focusReport ? [focusReport] : []),
  );
  const scrolledTo = useRef<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (focusReport) setOpen((previous) => new Set(previous).add(focusReport));
  }, [focusReport]);

  const toggle = useCallback((id: string) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const captureFocusTarget = useCallback((element: HTMLButtonElement | null) => {
    if (element) setFocusTarget(element);
  }, []);

  // Scroll to the linked report once, when its button exists (listed or pinned on top).
  useEffect(() => {
    if (!focusReport || !focusTarget || scrolledTo.current === focusReport) return;
    scrolledTo.current = focusReport;
    focusTarget.focus({ preventScroll: true });
    focusTarget.scrollIntoView({ block: 'start' });
  }, [focusReport, focusTarget]);

  const listed = focusReport ? reports.some((report) => report.id === focusReport) : false;
  const showLinked = Boolean(focusReport) && pages.isSuccess && !pages.isFetching && !listed;

  let body: ReactNode;
  if (pages.isPending || balance.isPending || (Boolean(focusReport) && linked.isPending)) {
    body = (
      <p className="report-status" role="status">
        {t.loading}
      </p>
    );
  } else if (!pages.data) {
    body = (
      <div className="report-error" role="alert">
        <p>{gameMessageFor(pages.error)}</p>
        <Button variant="secondary" onClick={() => void pages.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (reports.length === 0 && !focusReport) {
    body = <EmptyState />;
  } else {
    body = (
      <>
        <BalanceChart />
        <section className="attack-log-reports" aria-labelledby="attack-log-reports-title">
          <h2 id="attack-log-reports-title">{t.reportsHeading}</h2>
          <p className="muted attack-log-stars">{describeStarScale()}</p>
          {reports.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className="report-list">
              {reports.map((report) => (
                <ReportItem
                  key={report.id}
                  summary={report}
                  open={open.has(report.id)}
                  onToggle={() => toggle(report.id)}
                  buttonRef={report.id === focusReport ? captureFocusTarget : undefined}
                />
              ))}
            </ul>
          )}
          {reports.length > 0 && (
            <div className="attack-log-more">
              <p className="muted" role="status">
                {t.showing(reports.length)}
                {!pages.hasNextPage && ` ${t.allShown}`}
              </p>
              {pages.isFetchNextPageError && (
                <p className="report-error" role="alert">
                  {gameMessageFor(pages.error)}
                </p>
              )}
              {pages.hasNextPage && (
                <Button
                  variant="secondary"
                  pending={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  {t.loadMore}
                </Button>
              )}
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <PageShell title={t.title} lead={t.lead}>
      {showLinked && focusReport && (
        <LinkedReport
          id={focusReport}
          open={open.has(focusReport)}
          onToggle={() => toggle(focusReport)}
          buttonRef={captureFocusTarget}
        />
      )}
      {body}
    </PageShell>
  );
}
