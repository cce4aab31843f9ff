import { useQuery } from '@tanstack/react-query';
import { ChartFrame, ValueGrid } from '../../components/charts/chart-frame';
import { useWidth } from '../../components/charts/use-width';
import { Loading } from '../../components/ui/loading';
import { drillProgressQuery } from './drill-api';
import type { DrillProgress } from './drill-contract';
import {
  bandRates,
  layoutRateChart,
  overallRates,
  RATE_KEYS,
  type RateKey,
  weeklyRates,
} from './drill-progress';
import { DIFFICULTY_NAMES, DRILLS_TEXT } from './drill-text';

const RATE_NAMES: Readonly<Record<RateKey, string>> = {
  reportRate: DRILLS_TEXT.reportRate,
  falseAlarmRate: DRILLS_TEXT.falseAlarmRate,
  flagsFoundRate: DRILLS_TEXT.flagsFoundRate,
};

const rate = (value: number | null) => (value === null ? DRILLS_TEXT.noRate : `${value}%`);

let weekFormatMade: Intl.DateTimeFormat | undefined;
/** Made on first use, not at start-up: a date format costs tens of milliseconds to build. */
function weekLabel(weekStart: string): string {
  weekFormatMade ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const at = Date.parse(`${weekStart}T00:00:00Z`);
  return Number.isNaN(at) ? weekStart : weekFormatMade.format(new Date(at));
}

/** The player's measures on their drills page: the weekly chart and the rates per difficulty. */
export function DrillProgressPanel() {
  const query = useQuery(drillProgressQuery);
  return (
    <section className="drills-progress" aria-labelledby="drills-progress-title">
      <h2 id="drills-progress-title">{DRILLS_TEXT.progressHeading}</h2>
      <p className="muted">{DRILLS_TEXT.progressLead}</p>
      {query.data ? (
        <Progress progress={query.data} />
      ) : query.isError ? (
        <p role="alert">{DRILLS_TEXT.progressError}</p>
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Progress({ progress }: { progress: DrillProgress }) {
  const overall = overallRates(progress);
  if (overall.drills === 0) return <p>{DRILLS_TEXT.progressEmpty}</p>;
  const weeks = weeklyRates(progress);
  const bands = bandRates(progress);
  return (
    <>
      <RateChart
        weeks={weeks}
        summary={DRILLS_TEXT.chartSummary(
          rate(overall.reportRate),
          rate(overall.falseAlarmRate),
          rate(overall.flagsFoundRate),
          overall.drills,
        )}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways on a phone must be focusable, so keyboard users can scroll it (WCAG 2.1.1) */}
      <section className="drills-bands" aria-label={DRILLS_TEXT.bandCaption} tabIndex={0}>
        <table className="drills-table">
          <caption>{DRILLS_TEXT.bandCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{DRILLS_TEXT.band}</th>
              <th scope="col" className="num">
                {DRILLS_TEXT.drillsCount}
              </th>
              {RATE_KEYS.map((key) => (
                <th key={key} scope="col" className="num">
                  {RATE_NAMES[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.difficulty}>
                <th scope="row">{DIFFICULTY_NAMES[band.difficulty]}</th>
                <td className="num tabular">{band.drills}</td>
                {RATE_KEYS.map((key) => (
                  <td key={key} className="num tabular">
                    {rate(band[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="muted">{DRILLS_TEXT.bandHint}</p>
    </>
  );
}

function RateChart({ weeks, summary }: { weeks: ReturnType<typeof weeklyRates>; summary: string }) {
  const [ref, width, measured] = useWidth<HTMLDivElement>(480);
  const layout = layoutRateChart(weeks, width);
  const { plot } = layout;
  return (
    <figure className="drills-chart">
      <figcaption>
        <span className="drills-chart-title">{DRILLS_TEXT.chartCaption}</span>
        <span className="drills-chart-summary">{summary}</span>
      </figcaption>
      <ChartFrame
        frameRef={ref}
        className="drills-chart-frame"
        measured={measured}
        width={layout.width}
        height={layout.height}
      >
        <ValueGrid
          ticks={layout.ticks}
          left={plot.left}
          right={plot.right}
          gridClassName="drills-chart-grid"
          axisClassName="drills-chart-axis"
          label={(value) => `${value}%`}
        />
        {layout.xs.map((x, index) => (
          <text
            key={x.weekStart}
            x={x.x}
            y={plot.bottom + 20}
            textAnchor={
              layout.xs.length === 1
                ? 'middle'
                : index === 0
                  ? 'start'
                  : index === layout.xs.length - 1
                    ? 'end'
                    : 'middle'
            }
            className="drills-chart-axis"
          >
            {weekLabel(x.weekStart)}
          </text>
        ))}
        {layout.series.map((series) => (
          <g key={series.key} className={`drills-series drills-series-${series.key}`}>
            {series.path && <path d={series.path} />}
            {series.points.map((point) => (
              <Marker key={point.weekStart} kind={series.key} x={point.x} y={point.y} />
            ))}
          </g>
        ))}
      </ChartFrame>
      <ul className="drills-chart-key">
        {RATE_KEYS.map((key) => (
          <li key={key}>
            <svg width="28" height="12" aria-hidden="true" focusable="false">
              <g className={`drills-series drills-series-${key}`}>
                <path d="M2,6 L26,6" />
                <Marker kind={key} x={14} y={6} />
              </g>
            </svg>
            {RATE_NAMES[key]}
          </li>
        ))}
      </ul>
      {/* A table ignores a 1px width, so a wrapper clips it: no sideways scroll at 360px. */}
      <div className="visually-hidden">
        <table>
          <caption>{DRILLS_TEXT.chartCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{DRILLS_TEXT.week}</th>
              <th scope="col">{DRILLS_TEXT.drillsCount}</th>
              {RATE_KEYS.map((key) => (
                <th key={key} scope="col">
                  {RATE_NAMES[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.drills}</td>
                {RATE_KEYS.map((key) => (
                  <td key={key}>{rate(week[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A different marker per series (circle, square, triangle), so colour is never the only sign. */
function Marker({ kind, x, y }: { kind: RateKey; x: number; y: number }) {
  if (kind === 'reportRate') return <circle className="drills-marker" cx={x} cy={y} r={4} />;
  if (kind === 'flagsFoundRate') {
    return <rect className="drills-marker" x={x - 4} y={y - 4} width={8} height={8} />;
  }
  return (
    <path className="drills-marker" d={`M${x},${y - 5} L${x + 5},${y + 4} L${x - 5},${y + 4} Z`} />
  );
}
