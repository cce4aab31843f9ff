/**
 * The player's drill measures, from the counts the server sends (GET /api/me/drills/progress):
 * report rate on scams, false-alarm rate on legitimate messages and red flags found, per week and
 * per difficulty band. The one rounding rule lives here: a rate is a whole percent, halves
 * rounded up, and no rate at all (null) when nothing was counted, never a misleading 0%.
 */
import type { DrillDifficulty, DrillProgress, ProgressCounts } from './drill-contract';

export const DIFFICULTY_ORDER: readonly DrillDifficulty[] = ['least', 'moderate', 'very'];

/** `part` of `whole` as a whole percent (halves up), or null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  const clamped = Math.min(Math.max(part, 0), whole);
  // Integer arithmetic, so 1 of 8 is 13 (12.5 up), with no floating-point drift.
  return Math.floor((clamped * 200 + whole) / (2 * whole));
}

export interface Rates {
  /** Scams the player reported, of the scams decided. */
  reportRate: number | null;
  /** Legitimate messages the player reported, of those decided. */
  falseAlarmRate: number | null;
  /** Red flags found, of the red flags in the scams decided. */
  flagsFoundRate: number | null;
}

export function ratesOf(counts: ProgressCounts): Rates {
  return {
    reportRate: percentOf(counts.reported, counts.scams),
    falseAlarmRate: percentOf(counts.falseAlarms, counts.legit),
    flagsFoundRate: percentOf(counts.flagsFound, counts.flagsTotal),
  };
}

const EMPTY: ProgressCounts = {
  scams: 0,
  reported: 0,
  legit: 0,
  falseAlarms: 0,
  flagsFound: 0,
  flagsTotal: 0,
};

/** Counts added up, e.g. every week into the player's totals. */
export function addCounts(rows: readonly ProgressCounts[]): ProgressCounts {
  return rows.reduce<ProgressCounts>(
    (sum, row) => ({
      scams: sum.scams + row.scams,
      reported: sum.reported + row.reported,
      legit: sum.legit + row.legit,
      falseAlarms: sum.falseAlarms + row.falseAlarms,
      flagsFound: sum.flagsFound + row.flagsFound,
      flagsTotal: sum.flagsTotal + row.flagsTotal,
    }),
    EMPTY,
  );
}

/** Drills decided in a row of counts. */
export function decided(counts: ProgressCounts): number {
  return counts.scams + counts.legit;
}

export interface WeekRates extends Rates {
  weekStart: string;
  drills: number;
}

/** One row per week with any drill, oldest first. */
export function weeklyRates(progress: DrillProgress): WeekRates[] {
  return [...progress.weeks]
    .filter((week) => decided(week) > 0)
    .sort((a, b) => (a.weekStart < b.weekStart ? -1 : a.weekStart > b.weekStart ? 1 : 0))
    .map((week) => ({ weekStart: week.weekStart, drills: decided(week), ...ratesOf(week) }));
}

export interface BandRates extends Rates {
  difficulty: DrillDifficulty;
  drills: number;
}

/** One row per difficulty band, easiest first, including bands not tried yet (no rates). */
export function bandRates(progress: DrillProgress): BandRates[] {
  return DIFFICULTY_ORDER.map((difficulty) => {
    const rows = progress.byDifficulty.filter((row) => row.difficulty === difficulty);
    const counts = addCounts(rows);
    return { difficulty, drills: decided(counts), ...ratesOf(counts) };
  });
}

/** Every drill the player decided, in one row of rates. */
export function overallRates(progress: DrillProgress): Rates & { drills: number } {
  const counts = addCounts(progress.weeks);
  return { drills: decided(counts), ...ratesOf(counts) };
}

export type RateKey = 'reportRate' | 'falseAlarmRate' | 'flagsFoundRate';
export const RATE_KEYS: readonly RateKey[] = ['reportRate', 'flagsFoundRate', 'falseAlarmRate'];

export const RATE_CHART = { height: 200, padTop: 12, padRight: 16, padBottom: 30, padLeft: 44 };

export interface RateSeries {
  key: RateKey;
  /** The line through the weeks that have this rate; a week without one leaves a gap. */
  path: string;
  points: { x: number; y: number; value: number; weekStart: string }[];
}

/**
 * The per-week chart's geometry: weeks evenly spaced across `width`, 0–100% up the side, one
 * series per rate. A week with no rate for a series (no scams that week, say) breaks its line.
 */
export function layoutRateChart(weeks: readonly WeekRates[], width: number) {
  const { height, padTop, padRight, padBottom, padLeft } = RATE_CHART;
  const plot = {
    left: padLeft,
    right: Math.max(padLeft + 1, width - padRight),
    top: padTop,
    bottom: height - padBottom,
  };
  const span = plot.right - plot.left;
  const xOf = (index: number) =>
    weeks.length <= 1 ? plot.left + span / 2 : plot.left + (index / (weeks.length - 1)) * span;
  const yOf = (percent: number) => plot.bottom - (percent / 100) * (plot.bottom - plot.top);
  const series: RateSeries[] = RATE_KEYS.map((key) => {
    const points: RateSeries['points'] = [];
    let path = '';
    let drawing = false;
    weeks.forEach((week, index) => {
      const value = week[key];
      if (value === null) {
        drawing = false;
        return;
      }
      const point = { x: xOf(index), y: yOf(value), value, weekStart: week.weekStart };
      points.push(point);
      path += `${path ? ' ' : ''}${drawing ? 'L' : 'M'}${round(point.x)},${round(point.y)}`;
      drawing = true;
    });
    return { key, path, points };
  });
  return {
    width,
    height,
    plot,
    ticks: [0, 25, 50, 75, 100].map((value) => ({ value, y: yOf(value) })),
    xs: weeks.map((week, index) => ({ weekStart: week.weekStart, x: xOf(index) })),
    series,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
