import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { api } from '../../lib/api';
import type { Schemas } from '../../lib/api-schemas';
import { gameMessageFor } from '../../lib/error-messages';
import { adminKeys } from './admin-api';
import { Panel, TableWrap } from './admin-ui';
import { saveBlob } from './csv-export';
import { errorReportCsv } from './enrolment-report';
import { ENROLMENT_TEXT as T } from './enrolment-text';

type Report = Schemas['RosterReport'];

/** Rows with errors shown on the page; the downloadable report has them all. */
const ERRORS_SHOWN = 50;

/** The game master's roster screen: a roster of any cohorts, made when they do not exist. */
export function EnrolmentPage() {
  return (
    <PageShell title={T.title} lead={T.lead}>
      <RosterImport />
    </PageShell>
  );
}

/** Where a roster goes: into the cohorts it names (a game master), or all into one cohort. */
const send = (cohortId: string | undefined, step: 'preview' | 'import', csv: string) =>
  cohortId
    ? api.post(`/api/cohorts/{cohortId}/enrolment/${step}`, {
        params: { path: { cohortId } },
        body: { csv },
      })
    : api.post(`/api/admin/enrolment/${step}`, { body: { csv } });

/**
 * Choose a roster file, check it, import it: the per-row report, the error rows to download, and
 * the import once the check has been read. With `cohortId`, every row goes into that cohort.
 */
export function RosterImport({ cohortId }: { cohortId?: string }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const preview = useMutation({
    mutationFn: (text: string) => send(cohortId, 'preview', text),
    onSuccess: setReport,
    onError: (error) => setProblem(gameMessageFor(error)),
  });
  const run = useMutation({
    mutationFn: (text: string) => send(cohortId, 'import', text),
    onSuccess: (done) => {
      setReport(done);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => setProblem(gameMessageFor(error)),
  });
  const onFile = async (file: File | undefined) => {
    setReport(null);
    setProblem(null);
    setCsv(file ? await file.text() : null);
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (csv === null) {
      setProblem(T.pickFile);
      return;
    }
    preview.mutate(csv);
  };
  const pending = preview.isPending || run.isPending;
  const changes = report ? report.totals.invite + report.totals.update + report.totals.move : 0;
  return (
    <>
      <form className="admin-search" onSubmit={onPreview} noValidate>
        <div className="admin-field admin-search-field">
          <label htmlFor={fileId}>{T.fileLabel}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <p id={`${fileId}-hint`} className="muted">
            {cohortId ? T.cohortFileHint : T.fileHint}
          </p>
        </div>
        <div className="admin-actions">
          <Button type="submit" variant="secondary" pending={preview.isPending}>
            {T.preview}
          </Button>
        </div>
      </form>
      <FormMessage
        error={problem}
        success={report?.applied ? T.importDone(report.totals.rows) : null}
      />
      {report && (
        <Panel title={report.applied ? T.importedHeading : T.previewHeading} id="roster-report">
          <ul className="admin-list tabular" aria-label={T.previewHeading}>
            {(['invite', 'update', 'move', 'unchanged', 'error'] as const).map((key) => (
              <li key={key}>{T.totals[key](report.totals[key])}</li>
            ))}
          </ul>
          {report.newCohorts.length > 0 && <p>{T.newCohorts(report.newCohorts.join(', '))}</p>}
          {!report.applied && changes === 0 && <p>{T.nothingToDo}</p>}
          {!report.applied && changes > 0 && csv !== null && (
            <div className="admin-actions">
              <Button pending={run.isPending} disabled={pending} onClick={() => run.mutate(csv)}>
                {T.import}
              </Button>
            </div>
          )}
          {report.totals.error > 0 && <ErrorRows report={report} />}
        </Panel>
      )}
    </>
  );
}

function ErrorRows({ report }: { report: Report }) {
  const errors = report.rows.filter((row) => row.action === 'error');
  const shown = errors.slice(0, ERRORS_SHOWN);
  return (
    <>
      <h3>{T.errorsHeading}</h3>
      <p className="muted">{T.errorsShown(shown.length, errors.length)}</p>
      <TableWrap label={T.errorsHeading}>
        <table className="admin-table">
          <caption>{T.errorsHeading}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                {T.errorRow}
              </th>
              <th scope="col">{T.errorEmail}</th>
              <th scope="col">{T.errorProblem}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row}>
                <td className="num tabular">{row.row}</td>
                <td className="admin-cell-email">{row.email}</td>
                <td>{row.problems.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <div className="admin-actions">
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(
              new Blob([errorReportCsv(report)], { type: 'text/csv;charset=utf-8' }),
              'roster-errors.csv',
            )
          }
        >
          {T.downloadErrors}
        </Button>
      </div>
    </>
  );
}
