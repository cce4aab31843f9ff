import './histogram.css';
import { ChartFrame, ValueGrid } from './chart-frame';
import { useWidth } from './use-width';

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface HistogramBar {
  x: number;
  y: number;
  width: number;
  height: number;
  count: number;
  /** Unique per bin, for React keys. */
  key: string;
}

export interface HistogramLayout {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  bars: HistogramBar[];
  /** Gridlines with their count, from 0 to the rounded-up highest bin. */
  ticks: { value: number; y: number }[];
}

const HEIGHT = 220;
const MARGIN = { left: 44, right: 12, top: 12, bottom: 36 };

/** A round step for about four gridlines: 1, 2 or 5 times a power of ten, never below 1. */
export function niceStep(max: number, lines = 4): number {
  if (max <= lines) return 1;
  const raw = max / lines;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const factor = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return factor * power;
}

/** Bars side by side across the plot; heights share one scale whose top is a gridline. */
export function layoutHistogram(bins: readonly HistogramBin[], width: number): HistogramLayout {
  const w = Math.max(240, Math.floor(width));
  const plot = {
    left: MARGIN.left,
    right: w - MARGIN.right,
    top: MARGIN.top,
    bottom: HEIGHT - MARGIN.bottom,
  };
  const highest = Math.max(0, ...bins.map((bin) => bin.count));
  const step = niceStep(highest);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const plotHeight = plot.bottom - plot.top;
  const slot = bins.length === 0 ? 0 : (plot.right - plot.left) / bins.length;
  const gap = Math.min(6, slot * 0.15);
  const bars = bins.map((bin, index) => {
    const height = (bin.count / top) * plotHeight;
    return {
      x: plot.left + index * slot + gap / 2,
      y: plot.bottom - height,
      width: Math.max(1, slot - gap),
      height,
      count: bin.count,
      key: `${bin.from}-${bin.to}`,
    };
  });
  const ticks: { value: number; y: number }[] = [];
  for (let value = 0; value <= top; value += step) {
    ticks.push({ value, y: plot.bottom - (value / top) * plotHeight });
  }
  return { width: w, height: HEIGHT, plot, bars, ticks };
}

/** The bin that holds the most, for the summary sentence; the first one on a tie. */
export function modalBin(bins: readonly HistogramBin[]): HistogramBin | null {
  let best: HistogramBin | null = null;
  for (const bin of bins) if (!best || bin.count > best.count) best = bin;
  return best && best.count > 0 ? best : null;
}

interface HistogramProps {
  /** The figure's caption, also the hidden table's caption. */
  caption: string;
  /** One sentence that says what the chart shows, read by screen readers and shown to all. */
  summary: string;
  bins: readonly HistogramBin[];
  /** Column headers of the text alternative. */
  binHeader: string;
  countHeader: string;
  /** The range of a bin in full words for the table, e.g. "$0 to $12,000". */
  formatRange: (bin: HistogramBin) => string;
  /** A short label under the first and last bars, e.g. "$0" and "$120k". */
  formatAxis: (value: number) => string;
  /** The loss histogram colours its bars as money lost. */
  tone?: 'bad' | 'accent';
}

/**
 * Counts per range as vertical bars in plain SVG. The drawing is hidden from assistive technology;
 * the summary sentence and a visually hidden table carry every number.
 */
export function Histogram({
  caption,
  summary,
  bins,
  binHeader,
  countHeader,
  formatRange,
  formatAxis,
  tone = 'bad',
}: HistogramProps) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(640);
  const layout = layoutHistogram(bins, width);
  const { plot } = layout;
  const first = bins[0];
  const last = bins.at(-1);
  return (
    <figure className="histogram">
      <figcaption className="histogram-caption">
        <span className="histogram-title">{caption}</span>
        <span className="histogram-summary">{summary}</span>
      </figcaption>
      <ChartFrame
        frameRef={ref}
        className="histogram-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        <ValueGrid
          ticks={layout.ticks}
          left={plot.left}
          right={plot.right}
          gridClassName="histogram-grid"
          axisClassName="histogram-axis"
          label={String}
        />
        {layout.bars.map((bar) => (
          <rect
            key={bar.key}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={2}
            className={`histogram-bar histogram-bar-${tone}`}
          />
        ))}
        {first && (
          <text x={plot.left} y={plot.bottom + 22} className="histogram-axis">
            {formatAxis(first.from)}
          </text>
        )}
        {last && bins.length > 1 && (
          <text x={plot.right} y={plot.bottom + 22} textAnchor="end" className="histogram-axis">
            {formatAxis(last.to)}
          </text>
        )}
      </ChartFrame>
      {/* A table ignores the 1px width of .visually-hidden; its wrapper does not. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{binHeader}</th>
              <th scope="col">{countHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bins.map((bin) => (
              <tr key={`${bin.from}-${bin.to}`}>
                <td>{formatRange(bin)}</td>
                <td>{bin.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
