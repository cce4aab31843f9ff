import { describe, expect, it } from 'vitest';
import { buildBalanceSeries } from './balance-series';

const history = {
  season: { id: 'S'.repeat(20), number: 2 },
  start: { at: '2026-11-20T07:00:00.000Z', netWorth: 1_000_000 },
  points: [
    {
      reportId: 'a'.repeat(20),
      at: '2026-11-20T16:00:00.000Z',
      netWorth: 985_000,
      netChange: -15_000,
    },
    {
      reportId: 'b'.repeat(20),
      at: '2026-11-21T16:00:00.000Z',
      netWorth: 1_012_500,
      netChange: 27_500,
    },
  ],
};

describe('buildBalanceSeries', () => {
  it('starts at the season start and numbers the waves from 1', () => {
    const series = buildBalanceSeries(history, 'Africa/Johannesburg');
    expect(series.points.map((p) => [p.key, p.shortLabel, p.value])).toEqual([
      ['start', 'Start', 1_000_000],
      ['a'.repeat(20), '1', 985_000],
      ['b'.repeat(20), '2', 1_012_500],
    ]);
    expect(series.points[0]?.label).toBe('Start of season 2 (20 Nov 2026, 09:00)');
    expect(series.points[2]?.label).toBe('Wave 2, 21 Nov 2026, 18:00');
    expect(series.summary).toBe(
      'Net worth went from $1,000,000 at the start to $1,012,500 after 2 waves (+$12,500).',
    );
    expect(series.start).toBe(1_000_000);
  });

  it('says when there is no wave yet, and counts one wave in the singular', () => {
    expect(buildBalanceSeries({ ...history, points: [] }).summary).toBe(
      'The chart starts after your first wave this season.',
    );
    const one = buildBalanceSeries({ ...history, points: history.points.slice(0, 1) });
    expect(one.summary).toBe(
      'Net worth went from $1,000,000 at the start to $985,000 after 1 wave (\u2212$15,000).',
    );
  });
});
