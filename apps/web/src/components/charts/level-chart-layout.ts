/**
 * Geometry of the level chart, kept pure so it can be tested: one group per fraud (its name, then
 * one bar per level), drawn at the container's real pixel width so text never scales down.
 */
import { MAX_LEVEL } from '@ffl/engine/catalogue';

export type LevelValues = readonly [number, number, number];

export type LevelChartRow = {
  id: string;
  label: string;
  /** % of the fraud's damage stopped at levels 1, 2 and 3 (0–100). */
  values: LevelValues;
};

export const CHART = {
  labelHeight: 22,
  barHeight: 16,
  barGap: 6,
  groupGap: 14,
  levelLabelWidth: 30,
  /**
   * Room right of the longest bar for its value and the "yours" mark: "100% · yours" in bold
   * 13 px, measured whole inside the chart (e2e expectChartTextInside; 92 cut "30% · yours").
   */
  valueWidth: 108,
  minWidth: 240,
} as const;

export type BarLayout = {
  level: 1 | 2 | 3;
  value: number;
  y: number;
  width: number;
  current: boolean;
};

export type GroupLayout = { id: string; label: string; labelY: number; bars: BarLayout[] };

export type ChartLayout = {
  width: number;
  height: number;
  trackX: number;
  trackWidth: number;
  groups: GroupLayout[];
};

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

export function layoutLevelChart(
  rows: readonly LevelChartRow[],
  containerWidth: number,
  currentLevel: 0 | 1 | 2 | 3,
): ChartLayout {
  const width = Math.max(CHART.minWidth, Math.floor(containerWidth));
  const trackX = CHART.levelLabelWidth;
  const trackWidth = width - trackX - CHART.valueWidth;
  const groupHeight = CHART.labelHeight + 3 * CHART.barHeight + 2 * CHART.barGap + CHART.groupGap;
  const groups = rows.map((row, index): GroupLayout => {
    const top = index * groupHeight;
    return {
      id: row.id,
      label: row.label,
      labelY: top + 15,
      bars: row.values.map((value, levelIndex): BarLayout => {
        const level = (levelIndex + 1) as 1 | 2 | 3;
        return {
          level,
          value,
          y: top + CHART.labelHeight + levelIndex * (CHART.barHeight + CHART.barGap),
          width: (trackWidth * clampPercent(value)) / 100,
          current: level === currentLevel,
        };
      }),
    };
  });
  return {
    width,
    height: Math.max(0, rows.length * groupHeight - CHART.groupGap),
    trackX,
    trackWidth,
    groups,
  };
}

/** The one-sentence alternative read before the table. */
export function summariseLevelChart(
  defenseName: string,
  rows: readonly LevelChartRow[],
  currentLevel: 0 | 1 | 2 | 3,
): string {
  const top = rows.map((row) => `${row.label} ${row.values[MAX_LEVEL - 1]}%`).join(', ');
  const where = currentLevel === 0 ? 'You do not own it yet.' : `You are at level ${currentLevel}.`;
  return `At level ${MAX_LEVEL}, ${defenseName} stops: ${top}. ${where}`;
}
