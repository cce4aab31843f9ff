import { describe, expect, it } from 'vitest';
import { COVERAGE_CHART, layoutCoverageChart, toneWord } from './coverage-chart-layout';

const groups = [
  {
    id: 'social',
    label: 'Social engineering',
    rows: [
      { id: 'Phishing', label: 'Phishing', percent: 55 },
      { id: 'Vishing', label: 'Vishing', percent: 80 },
    ],
  },
  { id: 'physical', label: 'Physical', rows: [{ id: 'AtmSkimming', label: 'ATM', percent: 0 }] },
];

describe('layoutCoverageChart', () => {
  it('puts names beside the bars on wide screens', () => {
    const layout = layoutCoverageChart(groups, 800);
    expect(layout.stacked).toBe(false);
    expect(layout.trackX).toBe(COVERAGE_CHART.labelColumnMax);
    expect(layout.trackWidth).toBe(800 - 260 - COVERAGE_CHART.valueWidth);
    const phishing = layout.groups[0]!.bars[0]!;
    expect(phishing.fillWidth).toBeCloseTo(layout.trackWidth * 0.55);
    expect(phishing.tone).toBe('warn');
    expect(layout.groups[0]!.bars[1]!.tone).toBe('good');
    expect(layout.groups[1]!.bars[0]).toMatchObject({ fillWidth: 0, tone: 'bad' });
  });

  it('stacks names above the bars on phones and grows taller', () => {
    const wide = layoutCoverageChart(groups, 800);
    const narrow = layoutCoverageChart(groups, 328);
    expect(narrow.stacked).toBe(true);
    expect(narrow.trackX).toBe(0);
    expect(narrow.width).toBe(328);
    // Three names on lines of their own.
    expect(narrow.height).toBe(wide.height + 3 * COVERAGE_CHART.labelHeight);
    const bar = narrow.groups[0]!.bars[0]!;
    expect(bar.labelY).toBeLessThan(bar.y);
  });

  it('leaves room for every name’s line box, the last one included (ATM Skimming at 1280 px)', () => {
    for (const width of [328, 559, 560, 800, 990]) {
      const layout = layoutCoverageChart(groups, width);
      for (const bar of layout.groups.flatMap((group) => group.bars)) {
        expect(bar.labelY - COVERAGE_CHART.labelHeight / 2).toBeGreaterThanOrEqual(0);
        expect(bar.labelY + COVERAGE_CHART.labelHeight / 2).toBeLessThanOrEqual(layout.height);
        expect(bar.y + COVERAGE_CHART.barHeight).toBeLessThanOrEqual(layout.height);
        // The value, centred on the bar, on a line box of the same height.
        expect(
          bar.y + COVERAGE_CHART.barHeight / 2 + COVERAGE_CHART.labelHeight / 2,
        ).toBeLessThanOrEqual(layout.height);
      }
    }
  });

  it('places every row below the one before it, and the threshold guides on the track', () => {
    const layout = layoutCoverageChart(groups, 600);
    const ys = layout.groups.flatMap((g) => g.bars.map((b) => b.y));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(ys.length);
    expect(layout.guides.map((g) => g.percent)).toEqual([40, 70]);
    expect(layout.guides[0]!.x).toBeCloseTo(layout.trackX + layout.trackWidth * 0.4);
  });

  it('clamps odd percentages and tiny widths', () => {
    const layout = layoutCoverageChart(
      [{ id: 'x', label: 'X', rows: [{ id: 'a', label: 'A', percent: 140 }] }],
      10,
    );
    expect(layout.width).toBe(240);
    expect(layout.groups[0]!.bars[0]!.percent).toBe(100);
  });
});

describe('toneWord', () => {
  it('names each tone', () => {
    expect([toneWord('good'), toneWord('warn'), toneWord('bad')]).toEqual([
      'Strong',
      'Partial',
      'Weak',
    ]);
  });
});
