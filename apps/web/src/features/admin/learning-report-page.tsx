import { FAMILY_NAMES } from '@ffl/engine/ids';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormMessage } from '../../components/ui/form-message';
import { newIdempotencyKey } from '../../lib/api';
import { formatLongDate } from '../../lib/date-format';
import { gameMessageFor } from '../../lib/error-messages';
import { useTimeZone } from '../../lib/time-zone';
import { useFormCheck } from '../../lib/use-form-check';
import { useSubmit } from '../../lib/use-submit';
import { formatDateTime } from './admin-format';
import { Panel, QueryView, TableWrap } from './admin-ui';
import { type ForestEntry, ForestPlot } from './forest-plot';
import {
  type LearningReport,
  learningReportQuery,
  type Programme,
  programmesQuery,
  type ReportGroup,
  useStartProgramme,
} from './learning-report-api';
import {
  balanceWords,
  beforeAfter,
  csvHref,
  filterProblems,
  formatFixed,
  formatPoints,
  formatShare,
  formatSignedFixed,
  programmeProblems,
  type ReportSearch,
  reportParams,
  wholeNumber,
} from './learning-report-model';
import { LEARNING_REPORT_TEXT as T } from './learning-report-text';
import './learning-report.css';

/**
 * The game master's learning report: filters (league, dates, programme) kept in the address, the
 * report for them (per family and overall, baseline against post-check and retention check, with
 * Hedges' g and its interval, a forest plot, d′, the forms and their order, the method), its CSV,
 * and starting a new programme.
 */
export function LearningReportPage({
  search,
  onSearch,
}: {
  search: ReportSearch;
  onSearch: (search: ReportSearch) => void;
}) {
  const timeZone = useTimeZone();
  const params = reportParams(search, timeZone);
  const report = useQuery(learningReportQuery(params));
  const programmes = useQuery(programmesQuery);
  return (
    <PageShell title={T.title} lead={T.lead}>
      <Filters
        search={search}
        programmes={programmes.data ?? []}
        csv={csvHref(params)}
        onSearch={onSearch}
      />
      <QueryView query={report}>{(data) => <Report report={data} search={search} />}</QueryView>
      <StartProgramme />
    </PageShell>
  );
}

function Filters({
  search,
  programmes,
  csv,
  onSearch,
}: {
  search: ReportSearch;
  programmes: readonly Programme[];
  csv: string;
  onSearch: (search: ReportSearch) => void;
}) {
  const id = useId();
  const timeZone = useTimeZone();
  const check = useFormCheck();
  const [form, setForm] = useState({
    league: search.league ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
    programme: search.programme ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setForm({
      league: search.league ?? '',
      from: search.from ?? '',
      to: search.to ?? '',
      programme: search.programme ?? '',
    });
  }, [search.league, search.from, search.to, search.programme]);

  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = check.check(
      filterProblems(form).map(([field, text]) => [`${id}-${field}`, text] as const),
    );
    setProblem(wrong);
    if (wrong) return;
    const league = form.league.trim();
    onSearch({
      ...(league ? { league } : {}),
      ...(form.from ? { from: form.from } : {}),
      ...(form.to ? { to: form.to } : {}),
      ...(form.programme ? { programme: form.programme } : {}),
    });
  };

  return (
    <Panel title={T.filters} id={`${id}-title`}>
      <search>
        <form className="admin-form" onSubmit={submit} noValidate>
          <div className="admin-inline-fields">
            <div className="admin-field">
              <label htmlFor={`${id}-league`}>{T.league}</label>
              <input
                id={`${id}-league`}
                value={form.league}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                onChange={(event) => set('league')(event.target.value)}
                {...check.aria(`${id}-league`, `${id}-league-hint`)}
              />
              <p className="admin-hint muted" id={`${id}-league-hint`}>
                {T.leagueHint}
              </p>
            </div>
            <div className="admin-field">
              <label htmlFor={`${id}-programme`}>{T.programme}</label>
              <select
                id={`${id}-programme`}
                value={form.programme}
                onChange={(event) => set('programme')(event.target.value)}
              >
                <option value="">{T.currentProgramme}</option>
                {programmes.map((programme) => (
                  <option key={programme.id} value={programme.id}>
                    {T.programmeOption(
                      programme.name,
                      formatLongDate(programme.startedAt, timeZone),
                    )}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="admin-inline-fields">
            <div className="admin-field">
              <label htmlFor={`${id}-from`}>{T.from}</label>
              <input
                id={`${id}-from`}
                type="date"
                value={form.from}
                onChange={(event) => set('from')(event.target.value)}
                {...check.aria(`${id}-from`, `${id}-dates-hint`)}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={`${id}-to`}>{T.to}</label>
              <input
                id={`${id}-to`}
                type="date"
                value={form.to}
                onChange={(event) => set('to')(event.target.value)}
                {...check.aria(`${id}-to`, `${id}-dates-hint`)}
              />
            </div>
          </div>
          <p className="admin-hint muted" id={`${id}-dates-hint`}>
            {T.datesHint}
          </p>
          <FormMessage id={check.errorId} error={problem} />
          <div className="admin-actions">
            <Button type="submit">{T.apply}</Button>
            {(search.league || search.from || search.to || search.programme) && (
              <Button variant="ghost" onClick={() => onSearch({})}>
                {T.clear}
              </Button>
            )}
            <a
              className="btn btn-secondary"
              href={csv}
              download
              aria-describedby={`${id}-csv-hint`}
            >
              <Download size={16} aria-hidden="true" /> {T.csv}
            </a>
          </div>
          <p className="admin-hint muted" id={`${id}-csv-hint`}>
            {T.csvHint}
          </p>
        </form>
      </search>
    </Panel>
  );
}

function Report({ report, search }: { report: LearningReport; search: ReportSearch }) {
  const timeZone = useTimeZone();
  const { programme, players } = report;
  const filtered = [
    ...(search.league ? [T.filterLeague(search.league)] : []),
    ...(search.from ? [T.filterFrom(search.from)] : []),
    ...(search.to ? [T.filterTo(search.to)] : []),
  ];
  return (
    <>
      <Panel title={T.programmeHeading} id="learning-programme">
        <dl className="admin-facts">
          <div>
            <dt>{T.programmeName}</dt>
            <dd>{programme.name}</dd>
          </div>
          <div>
            <dt>{T.startedAt}</dt>
            <dd className="tabular">{formatDateTime(programme.startedAt, timeZone)}</dd>
          </div>
          <div>
            <dt>{T.postAfter}</dt>
            <dd className="tabular">{T.postAfterValue(programme.postAfterDays)}</dd>
          </div>
          <div>
            <dt>{T.retentionAfter}</dt>
            <dd className="tabular">{T.retentionAfterValue(programme.retentionAfterDays)}</dd>
          </div>
          <div>
            <dt>{T.playersBaseline}</dt>
            <dd className="tabular">{players.baseline}</dd>
          </div>
          <div>
            <dt>{T.playersPost}</dt>
            <dd className="tabular">{players.post}</dd>
          </div>
          <div>
            <dt>{T.playersRetention}</dt>
            <dd className="tabular">{players.retention}</dd>
          </div>
        </dl>
        {filtered.length > 0 && <p className="muted">{T.filtered(filtered)}</p>}
      </Panel>
      <Comparison
        id="learning-post"
        title={T.postHeading}
        groups={report.post}
        effect={report.effectSize}
      />
      <Comparison
        id="learning-retention"
        title={T.retentionHeading}
        groups={report.retention}
        effect={report.effectSize}
      />
      <Panel title={T.formsHeading} id="learning-forms">
        {balanceWords(report.balance, timeZone).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="muted">{T.formsLead}</p>
        <TableWrap label={T.formsHeading}>
          <table className="admin-table">
            <caption>{T.formsHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.form}</th>
                <th scope="col" className="num">
                  {T.players}
                </th>
                <th scope="col" className="num">
                  {T.formAccuracy}
                </th>
                <th scope="col" className="num">
                  {T.formDifficulty}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.forms.map((form) => (
                <tr key={form.form}>
                  <th scope="row">{form.form}</th>
                  <td className="num tabular">{form.n}</td>
                  <td className="num tabular">{formatShare(form.accuracy)}</td>
                  <td className="num tabular">{formatFixed(form.meanDifficulty)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <h3 className="admin-subhead">{T.ordersHeading}</h3>
        <p className="muted">{T.ordersLead}</p>
        {report.orders.length === 0 ? (
          <p className="admin-empty">{T.noOrders}</p>
        ) : (
          <TableWrap label={T.ordersHeading}>
            <table className="admin-table">
              <caption>{T.ordersHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.order}</th>
                  <th scope="col" className="num">
                    {T.players}
                  </th>
                  <th scope="col" className="num">
                    {T.meanChange}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.orders.map((order) => (
                  <tr key={order.order}>
                    <th scope="row">{order.order}</th>
                    <td className="num tabular">{order.n}</td>
                    <td className="num tabular">{formatPoints(order.change)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </Panel>
      <Panel title={T.methodHeading} id="learning-method">
        <p className="learning-method">{report.method}</p>
      </Panel>
    </>
  );
}

const groupName = (group: ReportGroup) =>
  group.family === 'all' ? T.overall : FAMILY_NAMES[group.family];

function Comparison({
  id,
  title,
  groups,
  effect,
}: {
  id: string;
  title: string;
  groups: readonly ReportGroup[];
  effect: string;
}) {
  const any = groups.some((group) => group.n > 0);
  const estimated = groups.some((group) => group.g !== null);
  const entries: ForestEntry[] = groups.map((group) => ({
    key: group.family,
    label: groupName(group),
    n: group.n,
    estimate: group.g,
    interval: group.interval,
    reason: group.reason ? (T.reasons[group.reason] ?? group.reason) : null,
  }));
  return (
    <Panel title={title} id={id}>
      <p className="muted">{T.comparisonLead(effect)}</p>
      {!any ? (
        <p className="admin-empty">{T.noPairs}</p>
      ) : (
        <TableWrap label={title}>
          <table className="admin-table learning-report-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{T.family}</th>
                <th scope="col" className="num">
                  {T.n}
                </th>
                <th scope="col" className="num">
                  {T.accuracy}
                </th>
                <th scope="col" className="num">
                  {T.change}
                </th>
                <th scope="col" className="num">
                  {T.g}
                </th>
                <th scope="col" className="num">
                  {T.intervalWithMethod}
                </th>
                <th scope="col" className="num">
                  {T.dPrime}
                </th>
                <th scope="col" className="num">
                  {T.dPrimeN}
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr
                  key={group.family}
                  className={group.family === 'all' ? 'learning-overall' : undefined}
                >
                  <th scope="row">{groupName(group)}</th>
                  <td className="num tabular">{group.n}</td>
                  <td className="num tabular admin-nowrap">
                    {beforeAfter(group.accuracyPre, group.accuracyPost, formatShare)}
                  </td>
                  <td className="num tabular admin-nowrap">{formatPoints(group.change)}</td>
                  <td className="num tabular">
                    {group.g !== null ? (
                      formatFixed(group.g)
                    ) : group.reason ? (
                      <span className="learning-reason">
                        {T.reasons[group.reason] ?? group.reason}
                      </span>
                    ) : (
                      T.none
                    )}
                  </td>
                  <td className="num tabular">
                    {group.interval ? (
                      <>
                        <span className="admin-nowrap">
                          {T.intervalValue(
                            formatFixed(group.interval.lower),
                            formatFixed(group.interval.upper),
                          )}
                        </span>
                        {group.intervalMethod && (
                          <span className="learning-method-tag">
                            {T.methods[group.intervalMethod] ?? group.intervalMethod}
                          </span>
                        )}
                      </>
                    ) : (
                      T.none
                    )}
                  </td>
                  <td className="num tabular">
                    {beforeAfter(group.dPrime.pre, group.dPrime.post, (value) =>
                      formatFixed(value),
                    )}
                    {group.dPrime.change !== null && (
                      <span className="learning-method-tag">
                        {T.dPrimeChange(formatSignedFixed(group.dPrime.change))}
                      </span>
                    )}
                  </td>
                  <td className="num tabular">{group.dPrime.n}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {estimated ? (
        <ForestPlot caption={T.forestCaption(title)} entries={entries} />
      ) : (
        any && <p className="muted">{T.noEstimate}</p>
      )}
    </Panel>
  );
}

/** Name and delays, checked here; then a confirmation that says what starting one does. */
function StartProgramme() {
  const id = useId();
  const check = useFormCheck();
  const start = useStartProgramme();
  const submit = useSubmit(gameMessageFor);
  const [form, setForm] = useState({ name: '', postDays: '28', retentionDays: '56' });
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // One key per confirmation: a retry of it cannot start a second programme.
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<string | null>(null);

  const set = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem(null);
    setDone(null);
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const wrong = check.check(
      programmeProblems(form).map(([field, text]) => [`${id}-${field}`, text] as const),
    );
    setProblem(wrong);
    if (wrong) return;
    submit.setError(null);
    setKey(newIdempotencyKey());
    setAsking(true);
  };

  const confirm = () =>
    void submit.run(async () => {
      const programme = await start.mutateAsync({
        name: form.name.trim(),
        postAfterDays: wholeNumber(form.postDays) ?? 28,
        retentionAfterDays: wholeNumber(form.retentionDays) ?? 56,
        idempotencyKey: key,
      });
      setAsking(false);
      setDone(T.started(programme.name));
      setForm({ name: '', postDays: '28', retentionDays: '56' });
    });

  return (
    <Panel title={T.startHeading} id={`${id}-title`}>
      <p className="muted">{T.startLead}</p>
      <form className="admin-form" onSubmit={ask} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>{T.name}</label>
          <input
            id={`${id}-name`}
            value={form.name}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => set('name')(event.target.value)}
            {...check.aria(`${id}-name`)}
          />
        </div>
        <div className="admin-inline-fields">
          <div className="admin-field">
            <label htmlFor={`${id}-postDays`}>{T.postDays}</label>
            <input
              id={`${id}-postDays`}
              inputMode="numeric"
              value={form.postDays}
              autoComplete="off"
              onChange={(event) => set('postDays')(event.target.value)}
              {...check.aria(`${id}-postDays`, `${id}-postDays-hint`)}
            />
            <p className="admin-hint muted" id={`${id}-postDays-hint`}>
              {T.postDaysHint}
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-retentionDays`}>{T.retentionDays}</label>
            <input
              id={`${id}-retentionDays`}
              inputMode="numeric"
              value={form.retentionDays}
              autoComplete="off"
              onChange={(event) => set('retentionDays')(event.target.value)}
              {...check.aria(`${id}-retentionDays`, `${id}-retentionDays-hint`)}
            />
            <p className="admin-hint muted" id={`${id}-retentionDays-hint`}>
              {T.retentionDaysHint}
            </p>
          </div>
        </div>
        <FormMessage id={check.errorId} error={problem} success={done} />
        <div className="admin-actions">
          <Button type="submit" className="btn-danger">
            {T.start}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={T.confirmTitle(form.name.trim())}
        confirmLabel={T.confirm}
        danger
        pending={submit.pending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      >
        <ul className="admin-plain-list">
          {T.confirmLines(
            wholeNumber(form.postDays) ?? 28,
            wholeNumber(form.retentionDays) ?? 56,
          ).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <FormMessage error={submit.error} />
      </ConfirmDialog>
    </Panel>
  );
}
