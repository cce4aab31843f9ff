import { useQuery } from '@tanstack/react-query';
import { LineChart } from '../../components/charts/line-chart';
import { formatMoney } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import { balanceQuery } from './attack-log-api';
import { attackLogText as t } from './attack-log-text';
import { buildBalanceSeries } from './balance-series';

/** Net worth after each wave of the season, with the starting net worth as a dashed line. */
export function BalanceChart() {
  const query = useQuery(balanceQuery);
  const timeZone = useTimeZone();
  // The chart is an extra: while it loads or if it fails, the reports below still tell the story.
  if (!query.data) return null;
  const series = buildBalanceSeries(query.data, timeZone);
  return (
    <section className="attack-log-chart" aria-labelledby="attack-log-chart-title">
      <h2 id="attack-log-chart-title">{t.chartHeading}</h2>
      {query.data.points.length === 0 ? (
        <p className="muted">{t.chartNoWaves}</p>
      ) : (
        <LineChart
          caption={t.chartCaption}
          summary={series.summary}
          points={series.points}
          pointHeader={t.chartPointHeader}
          valueHeader={t.chartValueHeader}
          detailHeader={t.chartDetailHeader}
          formatValue={formatMoney}
          reference={{ value: series.start, label: t.chartReference }}
          stepKey={t.chartStepKey}
        />
      )}
    </section>
  );
}
