import { describe, expect, it } from 'vitest';
import type { DrillProgress, ProgressCounts } from './drill-contract';
import {
  addCounts,
  bandRates,
  layoutRateChart,
  overallRates,
  percentOf,
  ratesOf,
  weeklyRates,
} from './drill-progress';

const counts = (over: Partial<ProgressCounts>): ProgressCounts => ({
  scams: 0,
  reported: 0,
  legit: 0,
  falseAlarms: 0,
  flagsFound: 0,
  flagsTotal: 0,
  ...over,
});

describe('percentOf: one rounding rule', () => {
  it('is a whole percent with halves rounded up', () => {
    expect(percentOf(1, 8)).toBe(13); // 12.5
    expect(percentOf(3, 8)).toBe(38); // 37.5
    expect(percentOf(1, 3)).toBe(33);
    // 14.5 exactly, which floating-point division makes 14.4999…
    expect(percentOf(29, 200)).toBe(15);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });

  it('has no rate when nothing was counted, rather than 0%', () => {
    expect(percentOf(0, 0)).toBeNull();
  });

  it('never leaves 0–100', () => {
    expect(percentOf(9, 5)).toBe(100);
    expect(percentOf(-1, 5)).toBe(0);
  });
});

describe('ratesOf', () => {
  it('reads report rate on scams, false alarms on legitimate messages and flags found', () => {
    const rates = ratesOf(
      counts({ scams: 4, reported: 3, legit: 2, falseAlarms: 1, flagsFound: 7, flagsTotal: 10 }),
    );
    expect(rates).toEqual({ reportRate: 75, falseAlarmRate: 50, flagsFoundRate: 70 });
  });

  it('keeps each rate to its own kind of drill', () => {
    // Only legitimate drills so far: no report rate and no flags rate, but a false-alarm rate.
    expect(ratesOf(counts({ legit: 3, falseAlarms: 0 }))).toEqual({
      reportRate: null,
      falseAlarmRate: 0,
      flagsFoundRate: null,
    });
  });
});

const progress: DrillProgress = {
  weeks: [
    {
      weekStart: '2026-03-09',
      ...counts({ scams: 2, reported: 2, legit: 1, falseAlarms: 0, flagsFound: 3, flagsTotal: 6 }),
    },
    {
      weekStart: '2026-03-02',
      ...counts({ scams: 3, reported: 1, legit: 1, falseAlarms: 1, flagsFound: 2, flagsTotal: 9 }),
    },
    { weekStart: '2026-02-23', ...counts({}) },
  ],
  byDifficulty: [
    {
      difficulty: 'very',
      ...counts({ scams: 1, reported: 0, flagsFound: 1, flagsTotal: 4 }),
    },
    {
      difficulty: 'least',
      ...counts({ scams: 4, reported: 3, legit: 2, falseAlarms: 1, flagsFound: 4, flagsTotal: 11 }),
    },
  ],
};

describe('the chart rows', () => {
  it('gives one row per week with drills, oldest first', () => {
    expect(weeklyRates(progress)).toEqual([
      {
        weekStart: '2026-03-02',
        drills: 4,
        reportRate: 33,
        falseAlarmRate: 100,
        flagsFoundRate: 22,
      },
      {
        weekStart: '2026-03-09',
        drills: 3,
        reportRate: 100,
        falseAlarmRate: 0,
        flagsFoundRate: 50,
      },
    ]);
  });

  it('gives every difficulty band, easiest first, with no rates where none was tried', () => {
    expect(bandRates(progress)).toEqual([
      { difficulty: 'least', drills: 6, reportRate: 75, falseAlarmRate: 50, flagsFoundRate: 36 },
      {
        difficulty: 'moderate',
        drills: 0,
        reportRate: null,
        falseAlarmRate: null,
        flagsFoundRate: null,
      },
      { difficulty: 'very', drills: 1, reportRate: 0, falseAlarmRate: null, flagsFoundRate: 25 },
    ]);
  });

  it('adds the weeks up for the overall rates, rounding once at the end', () => {
    expect(addCounts(progress.weeks)).toEqual(
      counts({ scams: 5, reported: 3, legit: 2, falseAlarms: 1, flagsFound: 5, flagsTotal: 15 }),
    );
    expect(overallRates(progress)).toEqual({
      drills: 7,
      reportRate: 60,
      falseAlarmRate: 50,
      flagsFoundRate: 33,
    });
  });
});

describe('the weekly chart', () => {
  it('places 0% at the bottom and 100% at the top, and breaks a line at a week with no rate', () => {
    const weeks = [
      { weekStart: 'a', drills: 1, reportRate: 0, falseAlarmRate: null, flagsFoundRate: 50 },
      { weekStart: 'b', drills: 1, reportRate: null, falseAlarmRate: 0, flagsFoundRate: 100 },
      { weekStart: 'c', drills: 1, reportRate: 100, falseAlarmRate: null, flagsFoundRate: 0 },
    ];
    const layout = layoutRateChart(weeks, 344);
    const { plot } = layout;
    const report = layout.series.find((s) => s.key === 'reportRate')!;
    expect(report.points.map((p) => [p.x, p.y])).toEqual([
      [plot.left, plot.bottom],
      [plot.right, plot.top],
    ]);
    // Two separate moves: no line drawn across the week without scams.
    expect(report.path.match(/M/g)).toHaveLength(2);
    const flags = layout.series.find((s) => s.key === 'flagsFoundRate')!;
    expect(flags.path.match(/M/g)).toHaveLength(1);
    expect(flags.points.map((p) => p.y)).toEqual([
      (plot.top + plot.bottom) / 2,
      plot.top,
      plot.bottom,
    ]);
  });
});
