import { ChartFrame, ValueGrid } from '../../components/charts/chart-frame';
import { useWidth } from '../../components/charts/use-width';
import { PROGRESS_TEXT } from './check-text';
import { layoutProgressChart } from './progress-chart-layout';
import { type ProgressStep, progressSentence } from './progress-model';
import './progress-chart.css';

const T = PROGRESS_TEXT;
const percent = (value: number | null) => (value === null ? '—' : T.percent(value));

/**
 * The share of warning signs spotted (solid line, round dots) and of items right (dashed line,
 * square dots) at each of my checks, in plain SVG. The drawing is hidden from assistive
 * technology: the sentence and a visually hidden table carry every number, and the two series
 * differ by line and marker as well as colour.
 */
export function ProgressChart({
  caption,
  steps,
}: {
  caption: string;
  steps: readonly ProgressStep[];
}) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(480);
  const layout = layoutProgressChart(
    steps.map((step) => step.key),
    [steps.map((step) => step.signs), steps.map((step) => step.right)],
    width,
  );
  const [signs, right] = layout.series;
  const { plot } = layout;
  return (
    <figure className="progress-chart">
      <figcaption className="progress-chart-caption">
        <span className="progress-chart-title">{caption}</span>
        <span className="progress-chart-summary">{progressSentence(steps)}</span>
      </figcaption>
      <ChartFrame
        frameRef={ref}
        className="progress-chart-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        <ValueGrid
          ticks={layout.ticks}
          left={plot.left}
          right={plot.right}
          gridClassName="progress-chart-grid"
          axisClassName="progress-chart-axis"
          label={(value) => T.percent(value)}
        />
        {steps.map((step, index) => (
          <text
            key={step.key}
            x={layout.xs[index]}
            y={plot.bottom + 20}
            textAnchor={
              steps.length === 1
                ? 'middle'
                : index === 0
                  ? 'start'
                  : index === steps.length - 1
                    ? 'end'
                    : 'middle'
            }
            className="progress-chart-axis"
          >
            {step.shortLabel}
          </text>
        ))}
        {right && (
          <g className="progress-series-right">
            <path d={right.path} className="progress-chart-line" />
            {right.points.map((point) => (
              <rect
                key={point.key}
                x={point.x - 4}
                y={point.y - 4}
                width={8}
                height={8}
                className="progress-chart-dot"
              />
            ))}
          </g>
        )}
        {signs && (
          <g className="progress-series-signs">
            <path d={signs.path} className="progress-chart-line" />
            {signs.points.map((point) => (
              <circle
                key={point.key}
                cx={point.x}
                cy={point.y}
                r={5}
                className="progress-chart-dot"
              />
            ))}
          </g>
        )}
      </ChartFrame>
      <ul className="progress-chart-key" aria-hidden="true">
        <li>
          <span className="progress-key-signs" /> {T.signsSeries}
        </li>
        <li>
          <span className="progress-key-right" /> {T.rightSeries}
        </li>
      </ul>
      {/* A table ignores a 1px width, so a wrapper clips it: no sideways scroll at 360px. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.checkHeader}</th>
              <th scope="col">{T.signsSeries}</th>
              <th scope="col">{T.rightSeries}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.key}>
                <th scope="row">{step.label}</th>
                <td>{percent(step.signs)}</td>
                <td>{percent(step.right)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
