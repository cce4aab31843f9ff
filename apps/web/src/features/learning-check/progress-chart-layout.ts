/**
 * The geometry of the progress chart, free of React so it can be tested: two shares (0–1) at each
 * check, on a fixed 0–100% axis so that two charts read alike, for a given width.
 */

export const PROGRESS_CHART = {
  height: 200,
  padTop: 12,
  padRight: 24,
  padBottom: 30,
  padLeft: 48,
  ticks: [0, 0.25, 0.5, 0.75, 1],
} as const;

export interface SeriesPoint {
  key: string;
  x: number;
  y: number;
}

export interface ProgressChartLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: { value: number; y: number }[];
  /** The x of each check, in order. */
  xs: number[];
  /** Each series' placed points (a check without a value has none) and its path. */
  series: { points: SeriesPoint[]; path: string }[];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Places `values[s][i]` (series s at check i; null for none) on the plot. Checks are evenly
 * spaced; one check sits in the middle. A line joins only neighbouring checks that both have a
 * value, so a gap never draws a made-up line.
 */
export function layoutProgressChart(
  keys: readonly string[],
  values: readonly (readonly (number | null)[])[],
  width: number,
): ProgressChartLayout {
  const { height, padTop, padRight, padBottom, padLeft } = PROGRESS_CHART;
  const plot = {
    left: padLeft,
    right: Math.max(padLeft + 1, width - padRight),
    top: padTop,
    bottom: height - padBottom,
  };
  const span = plot.right - plot.left;
  const xs = keys.map((_, index) =>
    keys.length === 1 ? plot.left + span / 2 : plot.left + (index / (keys.length - 1)) * span,
  );
  const yOf = (share: number) =>
    plot.bottom - Math.min(1, Math.max(0, share)) * (plot.bottom - plot.top);
  const series = values.map((row) => {
    const points: SeriesPoint[] = [];
    let path = '';
    let previous = false;
    row.forEach((value, index) => {
      const key = keys[index];
      const x = xs[index];
      if (value === null || key === undefined || x === undefined) {
        previous = false;
        return;
      }
      const y = yOf(value);
      points.push({ key, x, y });
      path += `${path ? ' ' : ''}${previous ? 'L' : 'M'}${round(x)},${round(y)}`;
      previous = true;
    });
    return { points, path };
  });
  return {
    width,
    height,
    plot,
    ticks: PROGRESS_CHART.ticks.map((value) => ({ value, y: yOf(value) })),
    xs,
    series,
  };
}
