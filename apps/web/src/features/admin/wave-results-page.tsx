/** One wave: its attacks, its damage distribution, the per-player results and the CSV export. */

import { FAMILY_NAMES, isFamilyId } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { gameMessageFor } from '../../lib/error-messages';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import { type AdminWaveDetail, RESULTS_PAGE_SIZE, waveQuery, waveResultsQuery } from './admin-api';
import { familyList, formatDateTime } from './admin-format';
import { ADMIN_TEXT } from './admin-text';
import { CopyId, Pager, Panel, ProgressBar, QueryView, TableWrap } from './admin-ui';
import { exportShare, fetchCsv, saveBlob } from './csv-export';
import { DistributionSummary, LossHistogram, StarsList } from './distribution-view';
import { AttackTable } from './wave-composer';
import { StatusBadge } from './wave-lists';

const T = ADMIN_TEXT.results;
const W = ADMIN_TEXT.waves;
const LIVE = new Set(['scheduled', 'running']);

export function WaveResultsPage({
  waveId,
  page,
  onPage,
}: {
  waveId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const wave = useQuery({
    ...waveQuery(waveId),
    // A landing wave is followed until it is done.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
  return (
    <PageShell title={T.title}>
      <p>
        <Link to="/admin/waves">{T.back}</Link>
      </p>
      <QueryView query={wave}>
        {(data) => <WaveResults wave={data} page={page} onPage={onPage} />}
      </QueryView>
    </PageShell>
  );
}

function WaveResults({
  wave,
  page,
  onPage,
}: {
  wave: AdminWaveDetail;
  page: number;
  onPage: (page: number) => void;
}) {
  const timeZone = useTimeZone();
  const when = wave.finishedAt ?? wave.scheduledAt;
  return (
    <>
      <Panel
        title={W.waveOn(formatDateTime(wave.scheduledAt, timeZone))}
        id="wave-summary"
        actions={<StatusBadge status={wave.status} />}
      >
        <dl className="admin-facts">
          <div>
            <dt>{W.difficulty}</dt>
            <dd>{W.difficulties[wave.difficulty]}</dd>
          </div>
          <div>
            <dt>{W.forecast}</dt>
            <dd>{familyList(wave.forecast)}</dd>
          </div>
          <div>
            <dt>{wave.finishedAt ? T.landedAt : T.scheduledAt}</dt>
            <dd className="tabular">{formatDateTime(when, timeZone)}</dd>
          </div>
          <div>
            <dt>{W.players}</dt>
            <dd className="tabular">{wave.playersHit}</dd>
          </div>
          <div>
            <dt>{W.source}</dt>
            <dd>{wave.automatic ? W.automaticTag : W.manualTag}</dd>
          </div>
        </dl>
        {wave.error && <p className="admin-note">{wave.error}</p>}
        <AttackTable attacks={wave.attacks} label={W.attacks} />
      </Panel>
      <Panel title={T.summary} id="wave-distribution">
        {wave.distributionKind === 'preview' && <p className="admin-note">{T.previewKind}</p>}
        {wave.status === 'running' && <ProgressBar label={W.landing(wave.playersHit)} />}
        <DistributionSummary distribution={wave.distribution} />
        <LossHistogram
          distribution={wave.distribution}
          landed={wave.distributionKind === 'results'}
        />
        <StarsList stars={wave.distribution.stars} />
      </Panel>
      {!LIVE.has(wave.status) && wave.status !== 'cancelled' && (
        <Panel
          title={T.perPlayer}
          id="wave-players"
          actions={<CsvExport waveId={wave.id} expected={wave.playersHit} />}
        >
          <ResultsTable waveId={wave.id} page={page} onPage={onPage} />
        </Panel>
      )}
    </>
  );
}

function ResultsTable({
  waveId,
  page,
  onPage,
}: {
  waveId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const results = useQuery(waveResultsQuery(waveId, page));
  return (
    <QueryView query={results}>
      {(data) =>
        data.results.length === 0 ? (
          <p className="admin-empty">{T.noResults}</p>
        ) : (
          <>
            <TableWrap label={T.tableLabel}>
              <table className="admin-table admin-results-table">
                <caption>{T.tableLabel}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.player}</th>
                    <th scope="col">{T.bank}</th>
                    <th scope="col">{T.alert}</th>
                    <th scope="col" className="num">
                      {W.stars}
                    </th>
                    <th scope="col" className="num">
                      {T.damage}
                    </th>
                    <th scope="col" className="num">
                      {T.netChange}
                    </th>
                    <th scope="col" className="num">
                      {T.netWorthAfter}
                    </th>
                    <th scope="col">{T.report}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((row) => {
                    const who = row.manager.trim() || row.email;
                    return (
                      <tr key={row.reportId}>
                        <th scope="row">
                          <span className="admin-cell-player">
                            <Link to="/admin/players/$userId" params={{ userId: row.userId }}>
                              {who}
                            </Link>
                            {who !== row.email && (
                              <span className="muted admin-cell-sub">{row.email}</span>
                            )}
                          </span>
                        </th>
                        <td className="admin-cell-bank">{row.bankName}</td>
                        <td>
                          {row.alertFamily && isFamilyId(row.alertFamily)
                            ? FAMILY_NAMES[row.alertFamily]
                            : ADMIN_TEXT.common.none}
                        </td>
                        <td className="num tabular">{row.stars}</td>
                        <td className="num tabular">{formatMoney(row.totalDamage)}</td>
                        <td className="num tabular">{formatMoneyChange(row.netChange)}</td>
                        <td className="num tabular">{formatMoney(row.netWorthAfter)}</td>
                        <td>
                          <CopyId id={row.reportId} what={T.reportOf(who)} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableWrap>
            <Pager
              label={T.tableLabel}
              page={page}
              total={data.total}
              pageSize={RESULTS_PAGE_SIZE}
              onPage={onPage}
            />
          </>
        )
      }
    </QueryView>
  );
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number }
  | { kind: 'done'; rows: number }
  | { kind: 'failed'; message: string };

/** The CSV, fetched with a progress bar and handed to the browser's downloads. */
function CsvExport({ waveId, expected }: { waveId: string; expected: number }) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef(false);
  const onExport = async () => {
    if (running.current) return;
    running.current = true;
    setState({ kind: 'running', rows: 0 });
    try {
      const { blob, rows } = await fetchCsv(waveId, (n) => setState({ kind: 'running', rows: n }));
      saveBlob(blob, `wave-${waveId}.csv`);
      setState({ kind: 'done', rows });
    } catch (error) {
      setState({ kind: 'failed', message: gameMessageFor(error) });
    } finally {
      running.current = false;
    }
  };
  return (
    <div className="admin-export">
      <Button
        variant="secondary"
        pending={state.kind === 'running'}
        onClick={() => void onExport()}
      >
        <Download size={16} aria-hidden="true" /> {T.csv}
      </Button>
      {state.kind === 'running' && (
        <ProgressBar
          label={T.csvProgress(state.rows, Math.max(expected, state.rows))}
          value={exportShare(state.rows, expected)}
          max={1}
        />
      )}
      {state.kind === 'done' && <FormMessage success={T.csvDone(state.rows)} />}
      {state.kind === 'failed' && <FormMessage error={state.message} />}
    </div>
  );
}
