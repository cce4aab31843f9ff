import { describe, expect, it } from 'vitest';
import type { DamageDistribution } from './admin-api';
import { binsWithinData, damageSummary, familySummary } from './summary-words';

/**
 * The server's distribution of these damages, as wave-stats.ts makes it: contiguous bins of one
 * round width (1, 2, 2.5 or 5 times a power of ten) from the bin of the lowest to the highest.
 */
function distributionOf(damages: number[]): DamageDistribution {
  const sorted = [...damages].sort((a, b) => a - b);
  const min = sorted[0] ?? 0;
  const max = sorted.at(-1) ?? 0;
  const raw = (max - min + 1) / 10;
  const power = raw <= 1 ? 1 : 10 ** Math.floor(Math.log10(raw));
  const width =
    raw <= 1
      ? 1
      : ([1, 2, 2.5, 5, 10].map((f) => f * power).find((w) => w >= raw && Number.isInteger(w)) ??
        10 * power);
  const first = Math.floor(min / width);
  const histogram = Array.from({ length: Math.floor(max / width) - first + 1 }, (_, index) => ({
    from: (first + index) * width,
    to: (first + index + 1) * width - 1,
    players: 0,
  }));
  for (const damage of sorted) {
    const bin = histogram[Math.floor(damage / width) - first];
    if (bin) bin.players += 1;
  }
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    players: sorted.length,
    totalDamage: total,
    totalNetChange: -total,
    averageDamage: sorted.length === 0 ? 0 : Math.round(total / sorted.length),
    minDamage: min,
    medianDamage: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p90Damage: sorted[Math.floor(sorted.length * 0.9)] ?? 0,
    maxDamage: max,
    histogram,
    stars: [0, 0, 0, 0, 0, 0],
  };
}

/** Each shown range starts right after the one before it. */
function expectContiguous(bins: readonly { from: number; to: number }[]) {
  for (const [index, bin] of bins.entries()) {
    expect(bin.from).toBeLessThanOrEqual(bin.to);
    if (index > 0) expect(bin.from).toBe((bins[index - 1]?.to ?? 0) + 1);
  }
}

describe('the loss histogram’s bins', () => {
  it('end at the highest loss, not at the bin edge past it', () => {
    const distribution = distributionOf([117_500, 117_500, 110_000, 12_000]);
    // The server's last bin runs to $119,999: past every loss.
    expect(distribution.histogram.at(-1)?.to).toBe(119_999);
    const bins = binsWithinData(distribution);
    expect(bins.at(-1)).toEqual({ from: 100_000, to: 117_500, count: 3 });
    expect(Math.max(...bins.map((bin) => bin.to))).toBe(117_500);
    expectContiguous(bins);
  });

  it('start at the lowest loss, and leave no gap between two ranges (the play-test’s preview)', () => {
    // "$43,004 to $53,754", then "$61,875 to $64,505" was shown before: a gap between two bins.
    const bins = binsWithinData(distributionOf([43_004, 53_754, 61_875, 64_505, 107_500]));
    expect(bins[0]).toEqual({ from: 43_004, to: 49_999, count: 1 });
    expect(bins[1]).toEqual({ from: 50_000, to: 59_999, count: 1 });
    expect(bins[2]).toEqual({ from: 60_000, to: 69_999, count: 2 });
    expect(bins.at(-1)).toEqual({ from: 100_000, to: 107_500, count: 1 });
    expectContiguous(bins);
  });

  it('keep every bin in order when all players lose the same', () => {
    const bins = binsWithinData(distributionOf([40_000, 40_000]));
    expect(bins).toEqual([{ from: 40_000, to: 40_000, count: 2 }]);
  });
});

describe('the loss histogram’s sentence', () => {
  it('names no amount above the highest loss', () => {
    const text = damageSummary(distributionOf([117_500, 117_500, 110_000, 12_000]), true);
    expect(text).toBe(
      '4 players were hit and lost from $12,000 to $117,500. The busiest range, $100,000 to $117,500, holds 3 of them.',
    );
    const amounts = [...text.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]?.replace(/,/g, '')));
    expect(Math.max(...amounts)).toBe(117_500);
  });

  it('does not call a range "most" when it holds a minority', () => {
    const text = damageSummary(
      distributionOf([1_000, 2_000, 30_000, 50_000, 70_000, 99_000]),
      true,
    );
    expect(text).not.toMatch(/most/i);
    expect(text).toContain('holds 2 of them');
  });

  it('names no busiest range on a tie, nor one that holds everyone', () => {
    expect(damageSummary(distributionOf([1_000, 99_000]), true)).toBe(
      '2 players were hit and lost from $1,000 to $99,000.',
    );
    expect(damageSummary(distributionOf([99_000, 99_500]), false)).toBe(
      '2 players would be hit and lose from $99,000 to $99,500.',
    );
  });

  it('says one amount when every player loses the same', () => {
    expect(damageSummary(distributionOf([117_500]), true)).toBe(
      '1 player was hit and lost $117,500.',
    );
    expect(damageSummary(distributionOf([40_000, 40_000, 40_000]), false)).toBe(
      '3 players would be hit; each would lose $40,000.',
    );
  });

  it('says when nobody is hit, or nobody loses anything', () => {
    expect(damageSummary(distributionOf([]), false)).toBe('No player would be hit.');
    expect(damageSummary(distributionOf([]), true)).toBe('No player was hit.');
    expect(damageSummary(distributionOf([0, 0]), true)).toBe(
      '2 players were hit and lost nothing.',
    );
  });
});

describe('the pass-rate sentence', () => {
  const family = (name: string, attempts: number, passRate: number) => ({
    name,
    attempts,
    passRate,
  });

  it('says so when no family has attempts', () => {
    expect(familySummary([])).toBe('No family has quiz attempts yet.');
    expect(familySummary([family('Cyber intrusion', 0, 0)])).toBe(
      'No family has quiz attempts yet.',
    );
  });

  it('never names one family as both best and least known', () => {
    const text = familySummary([
      family('Social engineering', 4, 0.75),
      family('Cyber intrusion', 0, 0),
    ]);
    expect(text).toBe('Only Social engineering has quiz attempts so far: 75% passed.');
    expect(text).not.toMatch(/Best known/);
  });

  it('names the best and the least known of two families', () => {
    expect(familySummary([family('Social engineering', 4, 0.75), family('Physical', 5, 0.4)])).toBe(
      'Best known: Social engineering (75% passed). Least known: Physical (40% passed).',
    );
  });

  it('ranks no family above another that reads the same percent', () => {
    expect(
      familySummary([family('Social engineering', 3, 2 / 3), family('Physical', 1000, 0.667)]),
    ).toBe('The 2 families with attempts all have a 67% pass rate.');
    expect(
      familySummary([
        family('Social engineering', 2, 0.5),
        family('Physical', 2, 0.5),
        family('Cyber intrusion', 2, 1),
      ]),
    ).toBe(
      'Best known: Cyber intrusion (100% passed). Least known: Social engineering and Physical (50% passed).',
    );
  });
});
