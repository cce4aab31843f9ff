import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/api-schemas';
import { buildBalanceSeries } from './balance-series';

const still = { purchases: 0, sales: 0, rewards: 0 };

const history: Schemas['BalanceHistory'] = {
  season: { id: 'S'.repeat(20), number: 2 },
  start: { at: '2026-11-20T07:00:00.000Z', netWorth: 1_000_000 },
  points: [
    {
      reportId: 'a'.repeat(20),
      at: '2026-11-20T16:00:00.000Z',
      netWorth: 985_000,
      netChange: -15_000,
      upkeep: -1_400,
      before: { ...still, purchases: -70_000 },
    },
    {
      reportId: 'b'.repeat(20),
      at: '2026-11-21T16:00:00.000Z',
      netWorth: 1_012_500,
      netChange: 27_500,
      upkeep: -1_400,
      before: still,
    },
  ],
  since: still,
  netWorth: 1_012_500,
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
      'Net worth went from $1,000,000 at the start to $1,012,500 after 2 waves (+$12,500): +$12,500 from the wave reports (upkeep \u2212$2,800 included). The latest wave changed net worth by +$27,500 (its bar). Buying defenses turned $70,000 of cash into defenses, which net worth counts at what they cost.',
    );
    expect(series.start).toBe(1_000_000);
  });

  it('says when there is no wave yet, and counts one wave in the singular', () => {
    expect(buildBalanceSeries({ ...history, points: [] }, 'UTC').summary).toBe(
      'The chart starts after your first wave this season.',
    );
    const one = buildBalanceSeries(
      {
        ...history,
        points: history.points.slice(0, 1).map((point) => ({ ...point, before: still })),
      },
      'UTC',
    );
    expect(one.summary).toBe(
      'Net worth went from $1,000,000 at the start to $985,000 after 1 wave (\u2212$15,000): \u2212$15,000 from the wave report (upkeep \u2212$1,400 included). The latest wave changed net worth by \u2212$15,000 (its bar).',
    );
  });

  it('accounts for a sale: the figure after the wave is its report plus the sale', () => {
    // The case: a report of −$49,050 and $35,000 lost on a sale before the wave.
    const sold: Schemas['BalanceHistory'] = {
      ...history,
      points: [
        {
          reportId: 'c'.repeat(20),
          at: '2026-11-20T16:00:00.000Z',
          netWorth: 915_950,
          netChange: -49_050,
          upkeep: -600,
          before: { purchases: -100_000, sales: -35_000, rewards: 0 },
        },
      ],
      since: still,
      netWorth: 915_950,
    };
    const series = buildBalanceSeries(sold, 'UTC');
    expect(series.summary).toBe(
      'Net worth went from $1,000,000 at the start to $915,950 after 1 wave (\u2212$84,050): \u2212$49,050 from the wave report (upkeep \u2212$600 included) and \u2212$35,000 from selling defenses. The latest wave changed net worth by \u2212$49,050 (its bar); before it, \u2212$35,000 from selling defenses (the line). Buying defenses turned $100,000 of cash into defenses, which net worth counts at what they cost.',
    );
    expect(series.points[1]?.detail).toBe(
      '\u2212$35,000 from selling defenses, \u2212$49,050 from the wave report (upkeep \u2212$600 included) and $100,000 of cash into defenses',
    );
  });

  it('adds "now" when a sale or a reward moved net worth since the last wave', () => {
    const series = buildBalanceSeries(
      {
        ...history,
        since: { purchases: -20_000, sales: -10_000, rewards: 2_500 },
        netWorth: 1_005_000,
      },
      'UTC',
    );
    expect(series.points.at(-1)).toMatchObject({ key: 'now', shortLabel: 'Now', value: 1_005_000 });
    expect(series.summary).toContain(
      'Since the last wave: \u2212$10,000 from selling defenses and +$2,500 in rewards, so net worth is $1,005,000 now.',
    );
    expect(series.summary).toContain('Buying defenses turned $90,000 of cash into defenses');
  });

  it('draws a wave that lost money as a loss, even when rewards lifted net worth more', () => {
    // The case: the chart rose +$8,725 while the wave's notice said −$5,275, because
    // $14,000 of quiz rewards came in before the wave.
    const series = buildBalanceSeries(
      {
        ...history,
        points: [
          {
            reportId: 'd'.repeat(20),
            at: '2026-11-20T16:00:00.000Z',
            netWorth: 1_008_725,
            netChange: -5_275,
            upkeep: -1_100,
            before: { purchases: -55_000, sales: 0, rewards: 14_000 },
          },
        ],
        since: still,
        netWorth: 1_008_725,
      },
      'UTC',
    );
    // The line reaches $1,014,000 (the start and the rewards), then the wave's bar falls to the point.
    expect(series.points[1]).toMatchObject({
      value: 1_008_725,
      before: 1_014_000,
      stepLabel: '\u2212$5,275',
    });
    expect(series.points[0]?.before).toBeUndefined();
    expect(series.summary).toContain(
      'The latest wave changed net worth by \u2212$5,275 (its bar); before it, +$14,000 in rewards (the line).',
    );
  });

  it('labels only the latest wave’s bar', () => {
    const series = buildBalanceSeries(history, 'UTC');
    expect(series.points.map((point) => point.stepLabel)).toEqual([
      undefined,
      undefined,
      '+$27,500',
    ]);
    expect(series.points.map((point) => point.before)).toEqual([undefined, 1_000_000, 985_000]);
  });
});
