import { ChartFrame } from '../../components/charts/chart-frame';
import { useWidth } from '../../components/charts/use-width';
import { type ForestRow, layoutForest } from './forest-plot-layout';
import { formatFixed, formatTick } from './learning-report-model';
import { LEARNING_REPORT_TEXT as T } from './learning-report-text';

export interface ForestEntry extends ForestRow {
  n: number;
  /** Why there is no estimate, in words (too few players…), when there is none. */
  reason: string | null;
}

/**
 * Hedges' g with its 95% interval per family and overall, in plain SVG: a square at the estimate,
 * a line across the interval, a dashed line at 0. The drawing is hidden from assistive
 * technology; the sentence and a visually hidden table carry every number.
 */
export function ForestPlot({
  caption,
  entries,
}: {
  caption: string;
  entries: readonly ForestEntry[];
}) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(640);
  const layout = layoutForest(
    entries.map((entry) => ({ ...entry, label: T.forestLabel(entry.label, entry.n) })),
    width,
  );
  const { plot } = layout;
  const estimated = entries.filter((entry) => entry.estimate !== null).length;
  return (
    <figure className="forest-plot">
      <figcaption className="forest-plot-caption">
        <span className="forest-plot-title">{caption}</span>
        <span className="forest-plot-summary">{T.forestSummary(estimated, entries.length)}</span>
      </figcaption>
      <ChartFrame
        frameRef={ref}
        className="forest-plot-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={tick.x}
              x2={tick.x}
              y1={plot.top}
              y2={plot.bottom}
              className="forest-plot-grid"
            />
            <text x={tick.x} y={plot.bottom + 18} textAnchor="middle" className="forest-plot-axis">
              {formatTick(tick.value)}
            </text>
          </g>
        ))}
        <line
          x1={layout.zeroX}
          x2={layout.zeroX}
          y1={plot.top}
          y2={plot.bottom}
          className="forest-plot-zero"
        />
        {layout.rows.map((row, index) => {
          const entry = entries[index];
          return (
            <g key={row.key}>
              <text x={plot.left} y={row.labelY} className="forest-plot-label">
                {row.label}
              </text>
              {row.x === null ? (
                <text x={plot.left} y={row.lineY + 4} className="forest-plot-note">
                  {T.forestNoEstimate(entry?.reason ?? T.none)}
                </text>
              ) : (
                <>
                  {row.lowerX !== null && row.upperX !== null && (
                    <>
                      <line
                        x1={row.lowerX}
                        x2={row.upperX}
                        y1={row.lineY}
                        y2={row.lineY}
                        className="forest-plot-interval"
                      />
                      <line
                        x1={row.lowerX}
                        x2={row.lowerX}
                        y1={row.lineY - 5}
                        y2={row.lineY + 5}
                        className="forest-plot-interval"
                      />
                      <line
                        x1={row.upperX}
                        x2={row.upperX}
                        y1={row.lineY - 5}
                        y2={row.lineY + 5}
                        className="forest-plot-interval"
                      />
                    </>
                  )}
                  <rect
                    x={row.x - 5}
                    y={row.lineY - 5}
                    width={10}
                    height={10}
                    className={
                      row.key === 'all'
                        ? 'forest-plot-point forest-plot-overall'
                        : 'forest-plot-point'
                    }
                  />
                </>
              )}
            </g>
          );
        })}
      </ChartFrame>
      {/* A table ignores a 1px width, so a wrapper clips it: no sideways scroll at 360px. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.family}</th>
              <th scope="col">{T.n}</th>
              <th scope="col">{T.g}</th>
              <th scope="col">{T.interval}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{entry.label}</th>
                <td>{entry.n}</td>
                <td>
                  {entry.estimate === null ? (entry.reason ?? T.none) : formatFixed(entry.estimate)}
                </td>
                <td>
                  {entry.interval
                    ? T.intervalValue(
                        formatFixed(entry.interval.lower),
                        formatFixed(entry.interval.upper),
                      )
                    : T.none}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
