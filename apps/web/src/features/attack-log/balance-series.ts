import type { LineChartPoint } from '../../components/charts/line-chart-layout';
import type { Schemas } from '../../lib/api-schemas';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { attackLogText as t } from './attack-log-text';
import { formatWhen } from './report-why';

type BalanceHistory = Schemas['BalanceHistory'];

export interface BalanceSeries {
  points: LineChartPoint[];
  /** The chart's text alternative in one sentence. */
  summary: string;
  start: number;
}

/** The chart's points: the season's start, then net worth after each wave, numbered from 1. */
export function buildBalanceSeries(history: BalanceHistory, timeZone?: string): BalanceSeries {
  const start = history.start.netWorth;
  const points: LineChartPoint[] = [
    {
      key: 'start',
      shortLabel: t.chartStartShort,
      label: t.chartStartLabel(history.season.number, formatWhen(history.start.at, timeZone)),
      value: start,
    },
    ...history.points.map((point, index) => ({
      key: point.reportId,
      shortLabel: String(index + 1),
      label: t.chartWaveLabel(index + 1, formatWhen(point.at, timeZone)),
      value: point.netWorth,
    })),
  ];
  const last = history.points.at(-1);
  const summary = last
    ? t.chartSummary(
        formatMoney(start),
        formatMoney(last.netWorth),
        history.points.length,
        formatMoneyChange(last.netWorth - start),
      )
    : t.chartNoWaves;
  return { points, summary, start };
}
