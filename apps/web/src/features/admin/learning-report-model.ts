/**
 * The learning report's rules on screen, free of React so they can be tested: the filters in the
 * address and as the API takes them (the same for the CSV link), the checks of the two forms, the
 * number formats of the tables, and how the measure's forms were balanced in words.
 */
import { formatLongDate, fromZonedInputValue } from '../../lib/date-format';
import { formatNumber } from '../../lib/format';
import type { FormBalance, ReportParams } from './learning-report-api';
import { LEARNING_REPORT_TEXT as T } from './learning-report-text';

/** The filters as the address keeps them: dates as the game master typed them (YYYY-MM-DD). */
export interface ReportSearch {
  league?: string;
  from?: string;
  to?: string;
  programme?: string;
}

const LEAGUE_ID = /^[A-Za-z0-9]{20}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PROGRAMME_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (no 31 February). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The address's search parameters: anything malformed is dropped, as the API would refuse it. */
export function readReportSearch(search: Record<string, unknown>): ReportSearch {
  const text = (key: string) => (typeof search[key] === 'string' ? (search[key] as string) : '');
  const out: ReportSearch = {};
  if (LEAGUE_ID.test(text('league'))) out.league = text('league');
  if (isDay(text('from'))) out.from = text('from');
  if (isDay(text('to'))) out.to = text('to');
  if (PROGRAMME_ID.test(text('programme'))) out.programme = text('programme');
  return out;
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The filters as the API takes them: `from` is the start of that day and `to` the last
 * millisecond of that day, both in the game master's time zone.
 */
export function reportParams(search: ReportSearch, timeZone: string): ReportParams {
  const params: ReportParams = {};
  if (search.league) params.league = search.league;
  if (search.from) {
    const at = fromZonedInputValue(`${search.from}T00:00`, timeZone);
    if (at !== null) params.from = new Date(at).toISOString();
  }
  if (search.to) {
    const at = fromZonedInputValue(`${nextDay(search.to)}T00:00`, timeZone);
    if (at !== null) params.to = new Date(at - 1).toISOString();
  }
  if (search.programme) params.programme = search.programme;
  return params;
}

/** The CSV export's address with the same filters as the report on screen. */
export function csvHref(params: ReportParams): string {
  const query = new URLSearchParams();
  for (const key of ['league', 'from', 'to', 'programme'] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return `/api/admin/learning/report.csv${text ? `?${text}` : ''}`;
}

/** The filter form's first problem, field by field, in the form's order. */
export function filterProblems(form: {
  league: string;
  from: string;
  to: string;
}): [field: 'league' | 'from' | 'to', problem: string | null][] {
  const league = form.league.trim();
  return [
    ['league', league === '' || LEAGUE_ID.test(league) ? null : T.problems.league],
    ['from', form.from === '' || isDay(form.from) ? null : T.problems.date],
    [
      'to',
      form.to === '' || isDay(form.to)
        ? form.from && form.to && isDay(form.from) && form.from > form.to
          ? T.problems.order
          : null
        : T.problems.date,
    ],
  ];
}

/** A whole number typed in a field, or null. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The programme form's problems, in the form's order (the server's limits). */
export function programmeProblems(form: {
  name: string;
  postDays: string;
  retentionDays: string;
}): [field: 'name' | 'postDays' | 'retentionDays', problem: string | null][] {
  const name = form.name.trim();
  const post = wholeNumber(form.postDays);
  const retention = wholeNumber(form.retentionDays);
  return [
    ['name', name === '' ? T.problems.name : [...name].length > 80 ? T.problems.nameLong : null],
    ['postDays', post !== null && post >= 1 && post <= 365 ? null : T.problems.postDays],
    [
      'retentionDays',
      retention !== null && retention >= 1 && retention <= 730 ? null : T.problems.retentionDays,
    ],
  ];
}

const MINUS = '\u2212';

/** A number with `decimals` places and a true minus sign: "1.23", "−0.50". */
export function formatFixed(value: number | null, decimals = 2): string {
  if (value === null || !Number.isFinite(value)) return T.none;
  const text = Math.abs(value).toFixed(decimals);
  const zero = Number(text) === 0;
  return value < 0 && !zero ? `${MINUS}${text}` : text;
}

/** An axis label: as many decimals as the step needs, at most two, and a true minus sign. */
export function formatTick(value: number): string {
  const text = String(Number(Math.abs(value).toFixed(2)));
  return value < 0 && text !== '0' ? `${MINUS}${text}` : text;
}

/** A change with its sign: "+0.89", "−0.20", "0.00". */
export function formatSignedFixed(value: number | null, decimals = 2): string {
  const text = formatFixed(value, decimals);
  if (value === null || text === T.none) return text;
  return value > 0 && Number(text) !== 0 ? `+${text}` : text;
}

/** A share 0–1 as a whole percent, or the dash. */
export function formatShare(value: number | null): string {
  return value === null ? T.none : `${Math.round(value * 100)}%`;
}

/** A change in accuracy (a difference of shares) in percentage points: "+40 points". */
export function formatPoints(value: number | null): string {
  if (value === null) return T.none;
  const points = Math.round(value * 100);
  const text = points > 0 ? `+${points}` : points < 0 ? `${MINUS}${-points}` : '0';
  return T.points(text);
}

/** "40% → 80%", or the dash when either side is missing. */
export function beforeAfter(
  before: number | null,
  after: number | null,
  format: (value: number | null) => string,
): string {
  if (before === null || after === null) return T.none;
  return T.arrow(format(before), format(after));
}

/**
 * How the measure's forms are balanced, in plain words: by the writers' expectations, or by
 * players' first attempts (the proportion right, or a Rasch model) on a day in the game master's
 * time zone; and how many checks of the report came from earlier forms.
 */
export function balanceWords(balance: FormBalance, timeZone: string): string[] {
  const when = balance.createdAt ? formatLongDate(balance.createdAt, timeZone) : null;
  const attempts = formatNumber(balance.firstAttempts);
  const main =
    balance.method === 'proportion-correct' && when
      ? T.balanceProportion(attempts, when)
      : balance.method === 'rasch' && when
        ? T.balanceRasch(attempts, when)
        : when
          ? T.balanceRestored(when)
          : T.balanceContent;
  return balance.earlierChecks > 0 ? [main, T.balanceEarlier(balance.earlierChecks)] : [main];
}
