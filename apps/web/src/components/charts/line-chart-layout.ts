/**
 * The geometry of the line chart, kept free of React so it can be tested: "nice" axis ticks, the
 * scales, the points and the SVG path for a given width.
 */

export interface LineChartPoint {
  /** Unique and stable: React key and table row. */
  key: string;
  /** Short label under the x axis, e.g. "Start" or "3". */
  shortLabel: string;
  /** Full label for the table and the summary, e.g. "Wave 3, 21 Nov, 18:00". */
  label: string;
  value: number;
  /** What changed the value since the point before, for the table (a third column when given). */
  detail?: string;
  /**
   * The value just before this point's own event (a wave): the line from the point before reaches
   * it (what moved the value in between), then a bar, a "step", goes from it to `value`, coloured
   * by its sign. Without it the line goes straight to `value`.
   */
  before?: number;
  /** Drawn beside this point's step, e.g. "−$5,275" (best kept to the last step). */
  stepLabel?: string;
}

/** A point's own event drawn as a bar from the value before it to the value after it. */
export interface Step {
  key: string;
  x: number;
  /** The y of the value before the event, and of the value after it. */
  fromY: number;
  toY: number;
  tone: 'gain' | 'loss';
  label?: string;
}

export const LINE_CHART = {
  height: 220,
  padTop: 12,
  padRight: 16,
  padBottom: 30,
  padLeft: 64,
  /** Target count of y-axis intervals; the nice step may give one more or less. */
  yIntervals: 4,
  /** The most x labels drawn; the table carries every point. */
  maxXLabels: 7,
} as const;

export interface Tick {
  value: number;
  y: number;
}

export interface PlacedPoint extends LineChartPoint {
  x: number;
  y: number;
}

export interface LineChartLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: Tick[];
  points: PlacedPoint[];
  /** Indices of the points whose x label is drawn. */
  labelled: number[];
  path: string;
  /** The points' events (those with a `before` that differs from their value), as bars. */
  steps: Step[];
  /** The y of a reference value (e.g. the starting net worth), when one is given. */
  referenceY: number | null;
}

/** The "nice" step (1, 2, 2.5 or 5 × 10^k) closest above `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks covering [min, max] at a nice step, the first at or below min and the last at or above
 * max. A flat series gets a small band around its value, so the line sits in the middle.
 */
export function niceTicks(min: number, max: number, intervals: number = LINE_CHART.yIntervals) {
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (high === low) {
    const pad = Math.abs(high) * 0.05 || 1;
    low -= pad;
    high += pad;
  }
  const step = niceStep((high - low) / intervals);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 style drift never shows up in a label.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let value = first; value <= last + step / 2; value += step) {
    ticks.push(Number(value.toFixed(decimals)));
  }
  return ticks;
}

/** Which of `count` points get an x label: at most `max`, evenly spread, always the last. */
export function pickLabelled(count: number, max: number = LINE_CHART.maxXLabels): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil((count - 1) / (max - 1));
  const picked: number[] = [];
  for (let index = 0; index < count - 1; index += every) picked.push(index);
  // Drop a label that would crowd the last one.
  if (count - 1 - (picked.at(-1) ?? 0) < every / 2) picked.pop();
  picked.push(count - 1);
  return picked;
}

export function layoutLineChart(
  points: readonly LineChartPoint[],
  width: number,
  reference?: number,
): LineChartLayout {
  const height = LINE_CHART.height;
  const plot = {
    left: LINE_CHART.padLeft,
    right: Math.max(LINE_CHART.padLeft + 1, width - LINE_CHART.padRight),
    top: LINE_CHART.padTop,
    bottom: height - LINE_CHART.padBottom,
  };
  const values = points.flatMap((point) =>
    point.before === undefined ? [point.value] : [point.value, point.before],
  );
  if (reference !== undefined) values.push(reference);
  const ticks = values.length ? niceTicks(Math.min(...values), Math.max(...values)) : [0, 1];
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const yOf = (value: number) =>
    plot.bottom - ((value - low) / (high - low || 1)) * (plot.bottom - plot.top);
  const span = plot.right - plot.left;
  const xOf = (index: number) =>
    points.length === 1 ? plot.left + span / 2 : plot.left + (index / (points.length - 1)) * span;
  const placed = points.map((point, index) => ({ ...point, x: xOf(index), y: yOf(point.value) }));
  // The line joins each point to the next one's value before its event; the event is its step.
  const path = placed
    .map((point, index) => {
      const at = `${round(point.x)},${round(point.y)}`;
      if (index === 0) return `M${at}`;
      if (point.before === undefined) return `L${at}`;
      return `L${round(point.x)},${round(yOf(point.before))} M${at}`;
    })
    .join(' ');
  const steps: Step[] = placed.flatMap((point, index) => {
    if (index === 0 || point.before === undefined || point.before === point.value) return [];
    return [
      {
        key: point.key,
        x: point.x,
        fromY: yOf(point.before),
        toY: point.y,
        tone: point.value > point.before ? 'gain' : 'loss',
        ...(point.stepLabel ? { label: point.stepLabel } : {}),
      },
    ];
  });
  return {
    width,
    height,
    plot,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    points: placed,
    labelled: pickLabelled(points.length),
    path,
    steps,
    referenceY: reference === undefined ? null : yOf(reference),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A compact money label for an axis: `$1.025M`, `$950k`, `−$40k`, `$0`. */
export function formatAxisMoney(value: number): string {
  const sign = value < 0 ? '\u2212' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${sign}$${trim(abs / 1_000_000, 3)}M`;
  if (abs >= 1_000) return `${sign}$${trim(abs / 1_000)}k`;
  return `${sign}$${trim(abs)}`;
}

function trim(value: number, decimals = 1): string {
  return String(Number(value.toFixed(decimals)));
}
