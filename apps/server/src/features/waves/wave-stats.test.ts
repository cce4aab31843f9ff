import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binDamages, roundBinWidth, summariseDamages } from './wave-stats';

/** Each bin starts right after the one before it: no gap, no overlap. */
function expectContiguous(bins: readonly { from: number; to: number }[]) {
  for (const [index, bin] of bins.entries()) {
    expect(bin.from).toBeLessThanOrEqual(bin.to);
    if (index > 0) expect(bin.from).toBe((bins[index - 1]?.to ?? 0) + 1);
  }
}

describe('the damage histogram’s bins', () => {
  it('are contiguous and cover the play-test’s range, with no gap between $53,754 and $61,875', () => {
    // The play-test's preview: losses from $43,004 to $107,500 (the old rule left empty bins
    // before the lowest loss and narrowed the first full one to it).
    const damages = [43_004, 53_754, 61_875, 64_505, 80_000, 107_500];
    const bins = binDamages(damages);
    expectContiguous(bins);
    expect(bins[0]?.from).toBeLessThanOrEqual(43_004);
    expect(bins.at(-1)?.to).toBeGreaterThanOrEqual(107_500);
    expect(bins.reduce((sum, bin) => sum + bin.players, 0)).toBe(damages.length);
    // A round width: $10,000 bins from $40,000.
    expect(bins[0]).toEqual({ from: 40_000, to: 49_999, players: 1 });
    expect(bins.length).toBeLessThanOrEqual(11);
  });

  it('hold every damage in the bin whose range holds it, for any set of damages', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 60 }), (raw) => {
        const damages = [...raw].sort((a, b) => a - b);
        const bins = binDamages(damages);
        expectContiguous(bins);
        expect(bins.length).toBeGreaterThanOrEqual(1);
        expect(bins.length).toBeLessThanOrEqual(11);
        expect(bins[0]?.from).toBeLessThanOrEqual(damages[0] ?? 0);
        expect(bins.at(-1)?.to).toBeGreaterThanOrEqual(damages.at(-1) ?? 0);
        // The first and the last bin hold a damage: the bins span the data, not 0 to it.
        if (damages.length > 0) {
          expect(bins[0]?.players).toBeGreaterThan(0);
          expect(bins.at(-1)?.players).toBeGreaterThan(0);
        }
        for (const bin of bins) {
          const inside = damages.filter((d) => d >= bin.from && d <= bin.to).length;
          expect(bin.players).toBe(inside);
        }
      }),
    );
  });

  it('is one bin when every player lost the same, or when nobody was hit', () => {
    expect(binDamages([40_000, 40_000])).toEqual([{ from: 40_000, to: 40_000, players: 2 }]);
    expect(binDamages([])).toEqual([{ from: 0, to: 0, players: 0 }]);
    expect(summariseDamages([], [], []).histogram).toEqual([{ from: 0, to: 0, players: 0 }]);
  });

  it('have round widths', () => {
    expect([0.2, 1, 1.5, 3, 11, 21, 24, 26, 60, 6_450, 9_999].map(roundBinWidth)).toEqual([
      1, 1, 2, 5, 20, 25, 25, 50, 100, 10_000, 10_000,
    ]);
  });
});
