import { formatAxisMoney, type LineChartPoint, layoutLineChart } from './line-chart-layout';
import './line-chart.css';
import { ChartFrame, ValueGrid } from './chart-frame';
import { useWidth } from './use-width';

interface LineChartProps {
  /** The figure's caption, also the hidden table's caption. */
  caption: string;
  /** One sentence that says what the chart shows, read by screen readers and shown to all. */
  summary: string;
  points: readonly LineChartPoint[];
  /** Column headers of the text alternative. */
  pointHeader: string;
  valueHeader: string;
  /** The third column's header, for the points' `detail`. */
  detailHeader?: string;
  /** The full value format for the table (the axis uses a compact one). */
  formatValue: (value: number) => string;
  formatAxis?: (value: number) => string;
  /** A dashed line at a reference value, e.g. the starting net worth. */
  reference?: { value: number; label: string };
  /** The key's words for the points' steps (`before`): a gain, a loss, and the line between. */
  stepKey?: { gain: string; loss: string; line: string };
}

/**
 * A line over evenly spaced points in plain SVG. The drawing is hidden from assistive technology;
 * the summary sentence and a visually hidden table carry every number.
 */
export function LineChart({
  caption,
  summary,
  points,
  pointHeader,
  valueHeader,
  detailHeader,
  formatValue,
  formatAxis = formatAxisMoney,
  reference,
  stepKey,
}: LineChartProps) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(640);
  const layout = layoutLineChart(points, width, reference?.value);
  const { plot } = layout;
  const last = layout.points.at(-1);
  return (
    <figure className="line-chart">
      <figcaption className="line-chart-caption">
        <span className="line-chart-title">{caption}</span>
        <span className="line-chart-summary">{summary}</span>
      </figcaption>
      <ChartFrame
        frameRef={ref}
        className="line-chart-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        <ValueGrid
          ticks={layout.ticks}
          left={plot.left}
          right={plot.right}
          gridClassName="line-chart-grid"
          axisClassName="line-chart-axis"
          label={formatAxis}
        />
        {reference && layout.referenceY !== null && (
          <line
            x1={plot.left}
            x2={plot.right}
            y1={layout.referenceY}
            y2={layout.referenceY}
            className="line-chart-reference"
          />
        )}
        {layout.labelled.map((index) => {
          const point = layout.points[index];
          if (!point) return null;
          const anchor =
            layout.points.length === 1
              ? 'middle'
              : index === 0
                ? 'start'
                : index === layout.points.length - 1
                  ? 'end'
                  : 'middle';
          return (
            <text
              key={point.key}
              x={point.x}
              y={plot.bottom + 20}
              textAnchor={anchor}
              className="line-chart-axis"
            >
              {point.shortLabel}
            </text>
          );
        })}
        {layout.points.length > 1 && <path d={layout.path} className="line-chart-line" />}
        {layout.steps.map((step) => (
          <g key={`step-${step.key}`}>
            <line
              x1={step.x}
              x2={step.x}
              y1={step.fromY}
              y2={step.toY}
              className={`line-chart-step line-chart-step-${step.tone}`}
            />
            {step.label && (
              <text
                x={step.x - 10}
                y={(step.fromY + step.toY) / 2}
                textAnchor="end"
                dominantBaseline="central"
                className="line-chart-step-label"
              >
                {step.label}
              </text>
            )}
          </g>
        ))}
        {layout.points.map((point) => (
          <circle
            key={point.key}
            cx={point.x}
            cy={point.y}
            r={point === last ? 5 : 3}
            className={point === last ? 'line-chart-dot line-chart-dot-last' : 'line-chart-dot'}
          />
        ))}
      </ChartFrame>
      {(reference || (stepKey && layout.steps.length > 0)) && (
        <ul className="line-chart-keys">
          {stepKey && layout.steps.length > 0 && (
            <>
              <li className="line-chart-key">
                <span className="line-chart-key-bar line-chart-key-loss" aria-hidden="true" />{' '}
                {stepKey.loss}
              </li>
              <li className="line-chart-key">
                <span className="line-chart-key-bar line-chart-key-gain" aria-hidden="true" />{' '}
                {stepKey.gain}
              </li>
              <li className="line-chart-key">
                <span className="line-chart-key-line" aria-hidden="true" /> {stepKey.line}
              </li>
            </>
          )}
          {reference && (
            <li className="line-chart-key">
              <span className="line-chart-key-dash" aria-hidden="true" /> {reference.label}
            </li>
          )}
        </ul>
      )}
      {/* A table ignores a 1px width, so a wrapper clips it: no sideways scroll at 360px. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{pointHeader}</th>
              <th scope="col">{valueHeader}</th>
              {detailHeader && <th scope="col">{detailHeader}</th>}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td>{formatValue(point.value)}</td>
                {detailHeader && <td>{point.detail ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
