import type { LineChartPoint } from '../../components/charts/line-chart-layout';
import type { Schemas } from '../../lib/api-schemas';
import { formatDateTime } from '../../lib/date-format';
import { formatMoney, formatMoneyChange } from '../../lib/format';
import { attackLogText as t } from './attack-log-text';

type BalanceHistory = Schemas['BalanceHistory'];
type BalanceMoves = Schemas['BalanceMoves'];

export interface BalanceSeries {
  points: LineChartPoint[];
  /** The chart's text alternative: where net worth went, and every dollar of why. */
  summary: string;
  start: number;
}

/** "A", "A and B", "A, B and C". */
function listParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${t.and} ${parts.at(-1)}`;
}

const noMoves = (): BalanceMoves => ({ purchases: 0, sales: 0, rewards: 0 });

function addMoves(a: BalanceMoves, b: BalanceMoves): BalanceMoves {
  return {
    purchases: a.purchases + b.purchases,
    sales: a.sales + b.sales,
    rewards: a.rewards + b.rewards,
  };
}

/** The parts of a change besides the waves: sales and rewards, the ones that are not zero. */
function moveParts(moves: BalanceMoves): string[] {
  const parts: string[] = [];
  if (moves.sales !== 0) parts.push(t.partSales(formatMoneyChange(moves.sales)));
  if (moves.rewards !== 0) parts.push(t.partRewards(formatMoneyChange(moves.rewards)));
  return parts;
}

/** One row's "what changed it": the moves since the point before, then the wave's report. */
function describePoint(moves: BalanceMoves, report?: { netChange: number; upkeep: number }) {
  const parts = moveParts(moves);
  if (report) {
    parts.push(t.partReport(formatMoneyChange(report.netChange), formatMoneyChange(report.upkeep)));
  }
  if (moves.purchases !== 0) {
    parts.push(t.chartDetailPurchases(formatMoney(-moves.purchases)));
  }
  return listParts(parts);
}

/**
 * The chart's points: the season's start, net worth after each wave (numbered from 1), and now,
 * when something moved it since the last wave. Every point says what changed it, and the summary
 * accounts for every dollar: the wave reports (upkeep included), sales and rewards, so that the
 * figure after a wave is the one before plus its report plus the sales and rewards in between.
 * The picture shows the two apart: each wave point's `before` (the point before plus the sales and
 * rewards since) ends the line, and the wave's report is the step from it to the point, so a wave
 * that lost money is a red bar even when rewards lifted net worth more.
 */
export function buildBalanceSeries(history: BalanceHistory, timeZone: string): BalanceSeries {
  const start = history.start.netWorth;
  const points: LineChartPoint[] = [
    {
      key: 'start',
      shortLabel: t.chartStartShort,
      label: t.chartStartLabel(history.season.number, formatDateTime(history.start.at, timeZone)),
      value: start,
      detail: t.chartDetailStart,
    },
    ...history.points.map((point, index) => ({
      key: point.reportId,
      shortLabel: String(index + 1),
      label: t.chartWaveLabel(index + 1, formatDateTime(point.at, timeZone)),
      value: point.netWorth,
      detail: describePoint(point.before, point),
      before: point.netWorth - point.netChange,
      ...(index === history.points.length - 1
        ? { stepLabel: formatMoneyChange(point.netChange) }
        : {}),
    })),
  ];
  const last = history.points.at(-1);
  if (!last) return { points, summary: t.chartNoWaves, start };

  const since = history.since;
  const movedSince = since.sales !== 0 || since.rewards !== 0;
  if (movedSince) {
    points.push({
      key: 'now',
      shortLabel: t.chartNowShort,
      label: t.chartNowLabel,
      value: history.netWorth,
      detail: describePoint(since),
    });
  }

  const moves = history.points.reduce((sum, point) => addMoves(sum, point.before), noMoves());
  const reports = history.points.reduce((sum, point) => sum + point.netChange, 0);
  const upkeep = history.points.reduce((sum, point) => sum + point.upkeep, 0);
  const reportPart = history.points.length === 1 ? t.partReport : t.partReports;
  const sentences = [
    t.chartSummary(
      formatMoney(start),
      formatMoney(last.netWorth),
      history.points.length,
      formatMoneyChange(last.netWorth - start),
      listParts([
        reportPart(formatMoneyChange(reports), formatMoneyChange(upkeep)),
        ...moveParts(moves),
      ]),
    ),
  ];
  sentences.push(
    t.chartLatest(formatMoneyChange(last.netChange), listParts(moveParts(last.before))),
  );
  if (movedSince) {
    sentences.push(t.chartSince(listParts(moveParts(since)), formatMoney(history.netWorth)));
  }
  const purchases = moves.purchases + since.purchases;
  if (purchases !== 0) sentences.push(t.chartPurchases(formatMoney(-purchases)));
  return { points, summary: sentences.join(' '), start };
}
