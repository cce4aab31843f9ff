import { describe, expect, it } from 'vitest';
import { layoutHistogram, modalBin, niceStep } from './histogram';

const bins = [
  { from: 0, to: 9, count: 2 },
  { from: 10, to: 19, count: 7 },
  { from: 20, to: 29, count: 0 },
  { from: 30, to: 39, count: 1 },
];

describe('niceStep', () => {
  it('steps by one for small counts and by 1, 2 or 5 times a power of ten above', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(4)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(19)).toBe(5);
    expect(niceStep(40)).toBe(10);
    expect(niceStep(950)).toBe(500);
  });
});

describe('layoutHistogram', () => {
  it('draws one bar per bin, left to right, heights in proportion to the counts', () => {
    const layout = layoutHistogram(bins, 400);
    expect(layout.bars).toHaveLength(4);
    const xs = layout.bars.map((bar) => bar.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const [a, b, c, d] = layout.bars;
    expect(c?.height).toBe(0);
    expect((b?.height ?? 0) / (a?.height ?? 1)).toBeCloseTo(3.5);
    expect((b?.height ?? 0) / (d?.height ?? 1)).toBeCloseTo(7);
    // Every bar stands on the baseline and stays inside the plot.
    for (const bar of layout.bars) {
      expect(bar.y + bar.height).toBeCloseTo(layout.plot.bottom);
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.right + 0.001);
    }
  });

  it('puts the top gridline at or above the tallest bar, starting from 0', () => {
    const layout = layoutHistogram(bins, 400);
    expect(layout.ticks[0]).toEqual({ value: 0, y: layout.plot.bottom });
    const top = layout.ticks.at(-1);
    expect(top?.value).toBeGreaterThanOrEqual(7);
    expect(top?.y).toBeCloseTo(layout.plot.top);
    expect(Math.min(...layout.bars.map((bar) => bar.y))).toBeGreaterThanOrEqual(layout.plot.top);
  });

  it('keeps a readable minimum width and survives empty data', () => {
    expect(layoutHistogram(bins, 100).width).toBe(240);
    const empty = layoutHistogram([], 360);
    expect(empty.bars).toEqual([]);
    expect(empty.ticks.map((tick) => tick.value)).toEqual([0, 1]);
  });
});

describe('modalBin', () => {
  it('finds the fullest bin, or none when every bin is empty', () => {
    expect(modalBin(bins)).toEqual(bins[1]);
    expect(modalBin([{ from: 0, to: 1, count: 0 }])).toBeNull();
  });
});
