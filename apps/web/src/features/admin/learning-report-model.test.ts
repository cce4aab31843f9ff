import { describe, expect, it } from 'vitest';
import { FOREST, layoutForest } from './forest-plot-layout';
import {
  balanceWords,
  beforeAfter,
  csvHref,
  filterProblems,
  formatFixed,
  formatPoints,
  formatShare,
  formatSignedFixed,
  formatTick,
  isDay,
  programmeProblems,
  readReportSearch,
  reportParams,
} from './learning-report-model';
import { LEARNING_REPORT_TEXT as T } from './learning-report-text';

const LEAGUE = 'AbCdEfGhIj0123456789';

describe('the filters in the address', () => {
  it('keeps what the API would take and drops the rest', () => {
    expect(
      readReportSearch({
        league: LEAGUE,
        from: '2026-02-01',
        to: '2026-02-28',
        programme: 'first-visit',
      }),
    ).toEqual({ league: LEAGUE, from: '2026-02-01', to: '2026-02-28', programme: 'first-visit' });
    expect(
      readReportSearch({ league: 'short', from: '2026-02-30', to: 20260228, programme: 'a b' }),
    ).toEqual({});
  });

  it('knows a real day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
  });

  it('sends whole days in the game master’s zone, the same to the report and the CSV', () => {
    const params = reportParams(
      { league: LEAGUE, from: '2026-03-01', to: '2026-03-31', programme: 'P1' },
      'Africa/Johannesburg',
    );
    expect(params).toEqual({
      league: LEAGUE,
      from: '2026-02-28T22:00:00.000Z',
      to: '2026-03-31T21:59:59.999Z',
      programme: 'P1',
    });
    expect(csvHref(params)).toBe(
      `/api/admin/learning/report.csv?league=${LEAGUE}&from=2026-02-28T22%3A00%3A00.000Z&to=2026-03-31T21%3A59%3A59.999Z&programme=P1`,
    );
    expect(csvHref(reportParams({}, 'UTC'))).toBe('/api/admin/learning/report.csv');
    expect(reportParams({ to: '2026-12-31' }, 'UTC')).toEqual({ to: '2026-12-31T23:59:59.999Z' });
  });
});

describe('the forms’ checks', () => {
  it('takes an empty filter, refuses a malformed league id and dates in the wrong order', () => {
    const ok = filterProblems({ league: ' ', from: '', to: '' });
    expect(ok.every(([, problem]) => problem === null)).toBe(true);
    expect(filterProblems({ league: 'abc', from: '', to: '' })[0]).toEqual([
      'league',
      T.problems.league,
    ]);
    expect(filterProblems({ league: '', from: '2026-03-02', to: '2026-03-01' })[2]).toEqual([
      'to',
      T.problems.order,
    ]);
    expect(filterProblems({ league: '', from: '2026-03-01', to: '2026-03-01' })[2]?.[1]).toBeNull();
  });

  it('holds a programme to the server’s limits', () => {
    const problems = (name: string, postDays: string, retentionDays: string) =>
      programmeProblems({ name, postDays, retentionDays }).map(([, problem]) => problem);
    expect(problems('Spring cohort', '28', '56')).toEqual([null, null, null]);
    expect(problems('  ', '0', '731')).toEqual([
      T.problems.name,
      T.problems.postDays,
      T.problems.retentionDays,
    ]);
    expect(problems('x'.repeat(81), '365', '730')).toEqual([T.problems.nameLong, null, null]);
    expect(problems('A', '1.5', '-1')).toEqual([
      null,
      T.problems.postDays,
      T.problems.retentionDays,
    ]);
  });
});

describe('the numbers of the tables', () => {
  it('writes shares, points and effects with true minus signs', () => {
    expect(formatShare(0.405)).toBe('41%');
    expect(formatShare(null)).toBe('—');
    expect(formatPoints(0.4)).toBe('+40 points');
    expect(formatPoints(-0.1)).toBe('\u221210 points');
    expect(formatPoints(0.001)).toBe('0 points');
    expect(formatFixed(1.234)).toBe('1.23');
    expect(formatFixed(-0.5)).toBe('\u22120.50');
    expect(formatFixed(-0.001)).toBe('0.00');
    expect(formatFixed(null)).toBe('—');
    expect(formatSignedFixed(0.894)).toBe('+0.89');
    expect(formatSignedFixed(-0.2)).toBe('\u22120.20');
    expect(formatSignedFixed(0)).toBe('0.00');
    expect(beforeAfter(0.4, 0.8, formatShare)).toBe('40% → 80%');
    expect([-0.5, -0.25, 0, 0.25, 1].map(formatTick)).toEqual([
      '\u22120.5',
      '\u22120.25',
      '0',
      '0.25',
      '1',
    ]);
    expect(beforeAfter(null, 0.8, formatShare)).toBe('—');
  });
});

describe('layoutForest', () => {
  it('always shows 0, and places each estimate and interval on the axis', () => {
    const layout = layoutForest(
      [
        { key: 'social', label: 'Social', estimate: 0.8, interval: { lower: 0.2, upper: 1.4 } },
        { key: 'all', label: 'Overall', estimate: null, interval: null },
      ],
      400,
    );
    const values = layout.ticks.map((t) => t.value);
    expect(values[0]).toBeLessThanOrEqual(0);
    expect(values[values.length - 1]).toBeGreaterThanOrEqual(1.4);
    expect(layout.zeroX).toBeGreaterThanOrEqual(layout.plot.left);
    const [social, overall] = layout.rows;
    expect(social?.lowerX).toBeLessThan(social?.x ?? 0);
    expect(social?.x).toBeLessThan(social?.upperX ?? 0);
    expect(overall?.x).toBeNull();
    expect(overall?.lineY).toBe(FOREST.padTop + FOREST.rowHeight + FOREST.lineY);
    expect(layout.height).toBe(FOREST.padTop + 2 * FOREST.rowHeight + FOREST.axisHeight);
  });

  it('keeps a span of at least one around a tiny effect, and works with no estimate at all', () => {
    const tiny = layoutForest(
      [{ key: 'a', label: 'A', estimate: 0.05, interval: { lower: 0.01, upper: 0.09 } }],
      300,
    );
    const values = tiny.ticks.map((t) => t.value);
    expect((values[values.length - 1] ?? 0) - (values[0] ?? 0)).toBeGreaterThanOrEqual(1);
    const none = layoutForest([{ key: 'a', label: 'A', estimate: null, interval: null }], 300);
    expect(none.zeroX).toBeGreaterThan(none.plot.left);
    expect(none.zeroX).toBeLessThan(none.plot.right);
  });
});

describe('how the forms are balanced, in words', () => {
  const balance = {
    formSetId: null,
    method: 'content' as const,
    createdAt: null,
    firstAttempts: 0,
    statement: "The forms are balanced by the writers' prior difficulty (content).",
    earlierChecks: 0,
  };

  it('names the writers’ forms, or the responses and the day of a rebalance', () => {
    expect(balanceWords(balance, 'UTC')).toEqual([T.balanceContent]);
    const at = { formSetId: 'S', createdAt: '2026-12-01T23:30:00.000Z', firstAttempts: 1530 };
    expect(balanceWords({ ...balance, ...at, method: 'proportion-correct' }, 'UTC')).toEqual([
      T.balanceProportion('1,530', '1 December 2026'),
    ]);
    // The day is the game master's: half past midnight in Johannesburg.
    expect(balanceWords({ ...balance, ...at, method: 'rasch' }, 'Africa/Johannesburg')).toEqual([
      T.balanceRasch('1,530', '2 December 2026'),
    ]);
    expect(balanceWords({ ...balance, ...at, method: 'content' }, 'UTC')).toEqual([
      T.balanceRestored('1 December 2026'),
    ]);
    expect(T.balanceRasch('1,530', '2 December 2026')).toContain('1,530 first attempts');
  });

  it('says when some checks came from earlier forms', () => {
    expect(balanceWords({ ...balance, earlierChecks: 1 }, 'UTC')).toEqual([
      T.balanceContent,
      T.balanceEarlier(1),
    ]);
    expect(T.balanceEarlier(1)).toMatch(/^1 check in/);
    expect(T.balanceEarlier(4)).toMatch(/^4 checks in/);
  });
});
