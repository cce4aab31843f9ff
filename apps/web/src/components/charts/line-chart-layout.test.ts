import { describe, expect, it } from 'vitest';
import {
  formatAxisMoney,
  LINE_CHART,
  type LineChartPoint,
  layoutLineChart,
  niceStep,
  niceTicks,
  pickLabelled,
} from './line-chart-layout';

function series(values: number[]): LineChartPoint[] {
  return values.map((value, index) => ({
    key: String(index),
    shortLabel: String(index),
    label: `Point ${index}`,
    value,
  }));
}

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(12_000)).toBe(20_000);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe('niceTicks', () => {
  it('covers the range with evenly spaced round values', () => {
    const ticks = niceTicks(962_500, 1_041_000);
    expect(ticks[0]).toBeLessThanOrEqual(962_500);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1_041_000);
    expect(ticks).toEqual([960_000, 980_000, 1_000_000, 1_020_000, 1_040_000, 1_060_000]);
  });

  it('gives a flat series a band around its value', () => {
    const ticks = niceTicks(1_000_000, 1_000_000);
    expect(ticks[0]).toBeLessThan(1_000_000);
    expect(ticks.at(-1)).toBeGreaterThan(1_000_000);
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
  });

  it('handles negative net worth and never drifts off the step', () => {
    expect(niceTicks(-40_000, 10_000)).toEqual([-40_000, -20_000, 0, 20_000]);
    for (const tick of niceTicks(0.1, 0.7)) expect(String(tick)).toMatch(/^-?\d+(\.\d{1,2})?$/);
  });
});

describe('pickLabelled', () => {
  it('labels every point when few, and at most the maximum when many, always the last', () => {
    expect(pickLabelled(0)).toEqual([]);
    expect(pickLabelled(3)).toEqual([0, 1, 2]);
    for (const count of [8, 13, 50, 201]) {
      const picked = pickLabelled(count);
      expect(picked.length).toBeLessThanOrEqual(LINE_CHART.maxXLabels);
      expect(picked[0]).toBe(0);
      expect(picked.at(-1)).toBe(count - 1);
      expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    }
  });
});

describe('layoutLineChart', () => {
  it('places points left to right inside the plot, higher values higher up', () => {
    const layout = layoutLineChart(series([1_000_000, 1_040_000, 990_000]), 600);
    const [a, b, c] = layout.points;
    expect(a?.x).toBe(LINE_CHART.padLeft);
    expect(c?.x).toBe(600 - LINE_CHART.padRight);
    expect(b?.y).toBeLessThan(a?.y ?? 0);
    expect(c?.y).toBeGreaterThan(a?.y ?? 0);
    for (const point of layout.points) {
      expect(point.y).toBeGreaterThanOrEqual(layout.plot.top);
      expect(point.y).toBeLessThanOrEqual(layout.plot.bottom);
    }
    expect(layout.path.startsWith('M')).toBe(true);
    expect(layout.path.split(' L')).toHaveLength(3);
    // The lowest tick is the plot's bottom, the highest its top.
    expect(layout.ticks[0]?.y).toBe(layout.plot.bottom);
    expect(layout.ticks.at(-1)?.y).toBe(layout.plot.top);
  });

  it('centres a single point and includes the reference in the scale', () => {
    const layout = layoutLineChart(series([1_200_000]), 400, 1_000_000);
    expect(layout.points[0]?.x).toBe(
      LINE_CHART.padLeft + (400 - LINE_CHART.padRight - LINE_CHART.padLeft) / 2,
    );
    expect(layout.ticks[0]?.value).toBeLessThanOrEqual(1_000_000);
    expect(layout.referenceY).not.toBeNull();
    expect(layout.referenceY).toBeGreaterThan(layout.points[0]?.y ?? 0);
  });

  it('stays inside a narrow phone width', () => {
    const layout = layoutLineChart(series([1, 2, 3, 4]), 280);
    for (const point of layout.points) expect(point.x).toBeLessThanOrEqual(280);
  });
});

describe('formatAxisMoney', () => {
  it('is short: millions, thousands, a true minus sign', () => {
    expect(formatAxisMoney(1_025_000)).toBe('$1.025M');
    expect(formatAxisMoney(1_000_000)).toBe('$1M');
    expect(formatAxisMoney(975_000)).toBe('$975k');
    expect(formatAxisMoney(-40_000)).toBe('\u2212$40k');
    expect(formatAxisMoney(0)).toBe('$0');
    expect(formatAxisMoney(12_500)).toBe('$12.5k');
  });
});

describe('steps', () => {
  it('ends the line at the value before each event, and draws the event as a bar by its sign', () => {
    const points: LineChartPoint[] = [
      { key: 'start', shortLabel: 'Start', label: 'Start', value: 1_000_000 },
      // Rewards of 14,000 before a wave that lost 5,275.
      {
        key: 'w1',
        shortLabel: '1',
        label: 'Wave 1',
        value: 1_008_725,
        before: 1_014_000,
        stepLabel: '\u2212$5,275',
      },
      // Nothing before a wave that gained 20,000.
      { key: 'w2', shortLabel: '2', label: 'Wave 2', value: 1_028_725, before: 1_008_725 },
      // A wave that changed nothing draws no bar.
      { key: 'w3', shortLabel: '3', label: 'Wave 3', value: 1_028_725, before: 1_028_725 },
    ];
    const layout = layoutLineChart(points, 400);
    const yOf = (value: number) => {
      const low = layout.ticks[0]?.value ?? 0;
      const high = layout.ticks.at(-1)?.value ?? 1;
      return (
        layout.plot.bottom - ((value - low) / (high - low)) * (layout.plot.bottom - layout.plot.top)
      );
    };
    // The highest value is the one before the first wave's loss: the ticks cover it.
    expect(layout.ticks.at(-1)?.value).toBeGreaterThanOrEqual(1_028_725);
    expect(layout.steps.map((step) => [step.key, step.tone, step.label])).toEqual([
      ['w1', 'loss', '\u2212$5,275'],
      ['w2', 'gain', undefined],
    ]);
    const [first] = layout.steps;
    expect(first?.x).toBe(layout.points[1]?.x);
    expect(first?.fromY).toBeCloseTo(yOf(1_014_000));
    expect(first?.toY).toBeCloseTo(yOf(1_008_725));
    // A loss goes down the screen: a larger y.
    expect((first?.toY ?? 0) > (first?.fromY ?? 0)).toBe(true);
    // The line: to the value before wave 1, then on from wave 1's value.
    const segments = layout.path.split(' ');
    expect(segments[1]).toMatch(/^L/);
    expect(segments[2]).toMatch(/^M/);
    expect(Number(segments[1]?.split(',')[1])).toBeCloseTo(yOf(1_014_000), 0);
  });

  it('draws no bar for a series without events', () => {
    expect(layoutLineChart(series([1, 2, 3]), 300).steps).toEqual([]);
    expect(layoutLineChart(series([1, 2, 3]), 300).path.match(/M/g)).toHaveLength(1);
  });
});
