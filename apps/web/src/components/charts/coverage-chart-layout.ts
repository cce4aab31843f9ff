/**
 * Geometry of the coverage chart: one horizontal bar per fraud, grouped under family headings.
 * Wide containers put the fraud's name left of its bar; narrow ones (phones) put it above, so the
 * text never shrinks below a readable size.
 */
import {
  PROTECTION_THRESHOLDS,
  PROTECTION_WORDS,
  type ProtectionBand,
  protectionBand,
} from '../../lib/measure-words';

export interface CoverageChartRow {
  id: string;
  label: string;
  /** Whole percent, 0–100. */
  percent: number;
}

export interface CoverageChartGroup {
  id: string;
  label: string;
  rows: readonly CoverageChartRow[];
}

export const COVERAGE_CHART = {
  /** Below this width the names go above their bars. */
  stackBelow: 560,
  barHeight: 14,
  rowGap: 10,
  labelHeight: 18,
  groupHeaderHeight: 26,
  groupGap: 12,
  valueWidth: 44,
  labelColumnMax: 260,
  /** The protection scale's thresholds (lib/measure-words), drawn as guides. */
  thresholds: [PROTECTION_THRESHOLDS.warn, PROTECTION_THRESHOLDS.good] as const,
};

export interface LaidOutBar {
  id: string;
  label: string;
  percent: number;
  tone: ProtectionBand;
  labelX: number;
  labelY: number;
  y: number;
  fillWidth: number;
  valueX: number;
}

export interface LaidOutGroup {
  id: string;
  label: string;
  headerY: number;
  bars: LaidOutBar[];
}

export interface CoverageChartLayout {
  width: number;
  height: number;
  stacked: boolean;
  trackX: number;
  trackWidth: number;
  groups: LaidOutGroup[];
  /** x of each threshold guide, with its percent. */
  guides: { percent: number; x: number }[];
}

const clampPercent = (p: number) => Math.min(100, Math.max(0, p));

export function layoutCoverageChart(
  groups: readonly CoverageChartGroup[],
  containerWidth: number,
): CoverageChartLayout {
  const c = COVERAGE_CHART;
  const width = Math.max(240, Math.floor(containerWidth));
  const stacked = width < c.stackBelow;
  const trackX = stacked ? 0 : Math.min(c.labelColumnMax, Math.round(width * 0.4));
  const trackWidth = width - trackX - c.valueWidth;
  let y = 0;
  // The lowest point drawn: a bar's bottom, or a name's line box (13 px text centred on a 14 px
  // bar reaches below it: the "g" of "ATM Skimming" was cut off at the chart's edge).
  let bottom = 0;
  const laidOut = groups.map((group, index) => {
    if (index > 0) y += c.groupGap;
    const headerY = y + c.groupHeaderHeight / 2;
    y += c.groupHeaderHeight;
    const bars = group.rows.map((row) => {
      const percent = clampPercent(row.percent);
      let labelY: number;
      if (stacked) {
        labelY = y + c.labelHeight / 2;
        y += c.labelHeight;
      } else {
        labelY = y + c.barHeight / 2;
      }
      const bar: LaidOutBar = {
        id: row.id,
        label: row.label,
        percent,
        tone: protectionBand(percent),
        labelX: 0,
        labelY,
        y,
        fillWidth: (trackWidth * percent) / 100,
        valueX: trackX + trackWidth + 6,
      };
      // The value is centred on its bar, the name beside it or above it.
      bottom = Math.max(
        bottom,
        y + c.barHeight,
        y + c.barHeight / 2 + c.labelHeight / 2,
        labelY + c.labelHeight / 2,
      );
      y += c.barHeight + c.rowGap;
      return bar;
    });
    return { id: group.id, label: group.label, headerY, bars };
  });
  return {
    width,
    height: Math.ceil(bottom),
    stacked,
    trackX,
    trackWidth,
    groups: laidOut,
    guides: c.thresholds.map((percent) => ({
      percent,
      x: trackX + (trackWidth * percent) / 100,
    })),
  };
}

/** The rating word for a band (lib/measure-words), so that the table never relies on colour. */
export function toneWord(tone: ProtectionBand): string {
  return PROTECTION_WORDS[tone].word;
}
