import { PROTECTION_BANDS, protectionBandLabel } from '../../lib/measure-words';
import {
  COVERAGE_CHART,
  type CoverageChartGroup,
  layoutCoverageChart,
  toneWord,
} from './coverage-chart-layout';
import './coverage-chart.css';
import { ChartFrame } from './chart-frame';
import { useWidth } from './use-width';

export type { CoverageChartGroup } from './coverage-chart-layout';

/**
 * Protection % for each fraud as horizontal bars grouped by family, coloured by the protection
 * scale's bands (lib/measure-words), with the number beside every bar and the 40% and 70% thresholds drawn as
 * ticks on every bar. The SVG is hidden from assistive technology: the summary and a visually
 * hidden table carry the same numbers.
 */
export function CoverageChart({
  groups,
  caption,
  summary,
}: {
  groups: readonly CoverageChartGroup[];
  caption: string;
  summary?: string;
}) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(640);
  const layout = layoutCoverageChart(groups, width);
  const c = COVERAGE_CHART;
  return (
    <figure className="coverage-chart">
      <figcaption className="coverage-chart-caption">
        {caption}
        {summary && <span className="coverage-chart-summary"> {summary}</span>}
      </figcaption>
      <ul className="coverage-chart-legend" aria-hidden="true">
        {PROTECTION_BANDS.map((band) => (
          <li key={band}>
            <span className={`coverage-swatch coverage-${band}`} /> {protectionBandLabel(band)}
          </li>
        ))}
      </ul>
      <ChartFrame
        frameRef={ref}
        className="coverage-chart-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        {layout.groups.map((group) => (
          <g key={group.id}>
            <text x={0} y={group.headerY} dominantBaseline="central" className="coverage-family">
              {group.label}
            </text>
            {group.bars.map((bar) => (
              <g key={bar.id} className={`coverage-${bar.tone}`}>
                <text
                  x={bar.labelX}
                  y={bar.labelY}
                  dominantBaseline="central"
                  className="coverage-label"
                >
                  {bar.label}
                </text>
                <rect
                  x={layout.trackX}
                  y={bar.y}
                  width={layout.trackWidth}
                  height={c.barHeight}
                  rx={3}
                  className="coverage-track"
                />
                {bar.fillWidth > 0 && (
                  <rect
                    x={layout.trackX}
                    y={bar.y}
                    width={bar.fillWidth}
                    height={c.barHeight}
                    rx={3}
                    className="coverage-fill"
                  />
                )}
                {layout.guides.map((guide) => (
                  <line
                    key={guide.percent}
                    x1={guide.x}
                    x2={guide.x}
                    y1={bar.y}
                    y2={bar.y + c.barHeight}
                    className="coverage-guide"
                  />
                ))}
                <text
                  x={bar.valueX}
                  y={bar.y + c.barHeight / 2}
                  dominantBaseline="central"
                  className="coverage-value"
                >
                  {bar.percent}%
                </text>
              </g>
            ))}
          </g>
        ))}
      </ChartFrame>
      {/* A table ignores width: 1px, so a wrapper does the hiding. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Fraud</th>
              <th scope="col">Family</th>
              <th scope="col">Protection</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {layout.groups.flatMap((group) =>
              group.bars.map((bar) => (
                <tr key={bar.id}>
                  <th scope="row">{bar.label}</th>
                  <td>{group.label}</td>
                  <td>{bar.percent}%</td>
                  <td>{toneWord(bar.tone)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
