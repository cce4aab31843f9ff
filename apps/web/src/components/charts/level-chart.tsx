import {
  CHART,
  type LevelChartRow,
  layoutLevelChart,
  summariseLevelChart,
} from './level-chart-layout';
import './level-chart.css';
import { ChartFrame } from './chart-frame';
import { useWidth } from './use-width';

export type { LevelChartRow } from './level-chart-layout';

/**
 * Protection per fraud at each of a defense's three levels, with the player's level marked in
 * colour and in words ("yours"). The SVG is hidden from assistive technology: a summary sentence
 * and a visually hidden table carry the same numbers.
 */
export function LevelChart({
  defenseName,
  rows,
  currentLevel,
  caption,
}: {
  defenseName: string;
  rows: readonly LevelChartRow[];
  currentLevel: 0 | 1 | 2 | 3;
  caption: string;
}) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(560);
  const layout = layoutLevelChart(rows, width, currentLevel);
  return (
    <figure className="level-chart">
      <figcaption className="level-chart-caption">
        {caption}{' '}
        <span className="level-chart-key">
          {currentLevel === 0 ? (
            'You do not own it yet.'
          ) : (
            <>
              <span className="level-chart-swatch" aria-hidden="true" /> Your level ({currentLevel}
              ), marked “yours”.
            </>
          )}
        </span>
      </figcaption>
      <ChartFrame
        frameRef={ref}
        className="level-chart-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        {layout.groups.map((group) => (
          <g key={group.id}>
            <text x={0} y={group.labelY} className="level-chart-label">
              {group.label}
            </text>
            {group.bars.map((bar) => {
              const middle = bar.y + CHART.barHeight / 2;
              return (
                <g key={bar.level} className={bar.current ? 'level-chart-current' : undefined}>
                  <text x={0} y={middle} dominantBaseline="central" className="level-chart-level">
                    L{bar.level}
                  </text>
                  <rect
                    x={layout.trackX}
                    y={bar.y}
                    width={layout.trackWidth}
                    height={CHART.barHeight}
                    rx={3}
                    className="level-chart-track"
                  />
                  {bar.width > 0 && (
                    <rect
                      x={layout.trackX}
                      y={bar.y}
                      width={bar.width}
                      height={CHART.barHeight}
                      rx={3}
                      className="level-chart-bar"
                    />
                  )}
                  <text
                    x={layout.trackX + layout.trackWidth + 6}
                    y={middle}
                    dominantBaseline="central"
                    className="level-chart-value"
                  >
                    {bar.value}%{bar.current ? ' · yours' : ''}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </ChartFrame>
      <p className="visually-hidden">{summariseLevelChart(defenseName, rows, currentLevel)}</p>
      {/* A table ignores width and overflow, so the hiding is done by a wrapper. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Fraud</th>
              {[1, 2, 3].map((level) => (
                <th key={level} scope="col">
                  Level {level}
                  {level === currentLevel ? ' (your level)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per level, fixed order
                  <td key={index}>{value}%</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
