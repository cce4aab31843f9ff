/**
 * The geometry of the forest plot (an effect and its interval per group, on one axis with its 0
 * line), free of React so it can be tested. Each row's label sits above its line, so a long
 * family name never squeezes the plot at 360 px.
 */
import { niceTicks } from '../../components/charts/line-chart-layout';

export const FOREST = {
  padTop: 8,
  padSide: 16,
  rowHeight: 48,
  /** From the row's top: the label's baseline, then the line. */
  labelY: 16,
  lineY: 32,
  axisHeight: 28,
  /** The smallest span of the axis, so that one tiny interval is not drawn across the whole width. */
  minSpan: 1,
} as const;

export interface ForestRow {
  key: string;
  label: string;
  estimate: number | null;
  interval: { lower: number; upper: number } | null;
}

export interface PlacedForestRow extends ForestRow {
  /** The row's label baseline and line. */
  labelY: number;
  lineY: number;
  /** Null when the row has no estimate. */
  x: number | null;
  lowerX: number | null;
  upperX: number | null;
}

export interface ForestLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: { value: number; x: number }[];
  zeroX: number;
  rows: PlacedForestRow[];
}

export function layoutForest(rows: readonly ForestRow[], width: number): ForestLayout {
  const values = rows.flatMap((row) => [
    ...(row.estimate === null ? [] : [row.estimate]),
    ...(row.interval ? [row.interval.lower, row.interval.upper] : []),
  ]);
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (high - low < FOREST.minSpan) {
    const grow = (FOREST.minSpan - (high - low)) / 2;
    low -= grow;
    high += grow;
  }
  const tickValues = niceTicks(low, high, 4);
  const first = tickValues[0] ?? low;
  const last = tickValues[tickValues.length - 1] ?? high;
  const top = FOREST.padTop;
  const bottom = top + rows.length * FOREST.rowHeight;
  const plot = {
    left: FOREST.padSide,
    right: Math.max(FOREST.padSide + 1, width - FOREST.padSide),
    top,
    bottom,
  };
  const xOf = (value: number) =>
    plot.left + ((value - first) / (last - first || 1)) * (plot.right - plot.left);
  return {
    width,
    height: bottom + FOREST.axisHeight,
    plot,
    ticks: tickValues.map((value) => ({ value, x: xOf(value) })),
    zeroX: xOf(0),
    rows: rows.map((row, index) => {
      const rowTop = top + index * FOREST.rowHeight;
      return {
        ...row,
        labelY: rowTop + FOREST.labelY,
        lineY: rowTop + FOREST.lineY,
        x: row.estimate === null ? null : xOf(row.estimate),
        lowerX: row.interval ? xOf(row.interval.lower) : null,
        upperX: row.interval ? xOf(row.interval.upper) : null,
      };
    }),
  };
}
