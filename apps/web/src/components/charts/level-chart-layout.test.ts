import { describe, expect, it } from 'vitest';
import { CHART, layoutLevelChart, summariseLevelChart } from './level-chart-layout';

const rows = [
  { id: 'Phishing', label: 'Phishing', values: [50, 65, 95] as const },
  { id: 'SimSwap', label: 'SIM Swap Fraud', values: [0, 70, 95] as const },
];

describe('layoutLevelChart', () => {
  it('scales bars to the track and marks the current level', () => {
    const layout = layoutLevelChart(rows, 600, 2);
    expect(layout.width).toBe(600);
    expect(layout.trackWidth).toBe(600 - CHART.levelLabelWidth - CHART.valueWidth);
    const [first, second] = layout.groups;
    const widths = first?.bars.map((bar) => bar.width) ?? [];
    [0.5, 0.65, 0.95].forEach((share, index) => {
      expect(widths[index]).toBeCloseTo(layout.trackWidth * share);
    });
    expect(first?.bars.map((bar) => bar.current)).toEqual([false, true, false]);
    expect(second?.bars[0]?.width).toBe(0);
    expect(second?.labelY).toBeGreaterThan(first?.bars[2]?.y ?? Number.POSITIVE_INFINITY);
    expect(layout.height).toBeGreaterThan(second?.bars[2]?.y ?? 0);
  });

  it('never goes below its minimum width, and marks nothing when not owned', () => {
    const layout = layoutLevelChart(rows, 100, 0);
    expect(layout.width).toBe(CHART.minWidth);
    expect(layout.groups.flatMap((g) => g.bars).some((bar) => bar.current)).toBe(false);
  });

  it('clamps out-of-range values', () => {
    const layout = layoutLevelChart([{ id: 'x', label: 'x', values: [-5, 50, 140] }], 400, 1);
    expect(layout.groups[0]?.bars.map((b) => b.width)).toEqual([
      0,
      layout.trackWidth / 2,
      layout.trackWidth,
    ]);
  });

  it('has no height without rows', () => {
    expect(layoutLevelChart([], 400, 1).height).toBe(0);
  });
});

describe('summariseLevelChart', () => {
  it('says what level 3 stops and where the player stands', () => {
    expect(summariseLevelChart('MFA', rows, 0)).toBe(
      'At level 3, MFA stops: Phishing 95%, SIM Swap Fraud 95%. You do not own it yet.',
    );
    expect(summariseLevelChart('MFA', rows, 2)).toContain('You are at level 2.');
  });
});
