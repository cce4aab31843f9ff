import { describe, expect, it } from 'vitest';
import type { DamageDistribution } from './admin-api';
import { binsWithinData, damageSummary, familySummary } from './summary-words';

/** The server's distribution of these damages: ten equal bins from 0, as wave-stats.ts makes them. */
function distributionOf(damages: number[]): DamageDistribution {
  const sorted = [...damages].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? 0;
  const width = Math.max(1, Math.ceil((max + 1) / 10));
  const histogram = Array.from({ length: 10 }, (_, index) => ({
    from: index * width,
    to: (index + 1) * width - 1,
    players: 0,
  }));
  for (const damage of sorted) {
    const bin = histogram[Math.min(9, Math.floor(damage / width))];
    if (bin) bin.players += 1;
  }
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    players: sorted.length,
    totalDamage: total,
    totalNetChange: -total,
    averageDamage: sorted.length === 0 ? 0 : Math.round(total / sorted.length),
    minDamage: sorted[0] ?? 0,
    medianDamage: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p90Damage: sorted[Math.floor(sorted.length * 0.9)] ?? 0,
    maxDamage: max,
    histogram,
    stars: [0, 0, 0, 0, 0, 0],
  };
}

describe('the loss histogram’s bins', () => {
  it('end at the highest loss, not at the bin edge past it', () => {
    const distribution = distributionOf([117_500, 117_500, 110_000, 12_000]);
    // The server's last bin runs to $117,509: past every loss.
    expect(distribution.histogram.at(-1)?.to).toBe(117_509);
    const bins = binsWithinData(distribution);
    expect(bins.at(-1)).toEqual({ from: 105_759, to: 117_500, count: 3 });
    expect(Math.max(...bins.map((bin) => bin.to))).toBe(117_500);
  });

  it('start a bin that holds players at the lowest loss', () => {
    const bins = binsWithinData(distributionOf([5_000, 9_000, 9_500]));
    // Width 951: the lowest loss, $5,000, is in the sixth bin, which starts at $4,755.
    expect(bins[5]).toEqual({ from: 5_000, to: 5_705, count: 1 });
    expect(bins[0]).toEqual({ from: 0, to: 950, count: 0 });
    expect(bins.at(-1)).toEqual({ from: 8_559, to: 9_500, count: 2 });
  });

  it('keep every bin in order when all players lose the same', () => {
    const bins = binsWithinData(distributionOf([40_000, 40_000]));
    for (const bin of bins) expect(bin.from).toBeLessThanOrEqual(bin.to);
    expect(bins.at(-1)).toEqual({ from: 40_000, to: 40_000, count: 2 });
  });
});

describe('the loss histogram’s sentence', () => {
  it('names no amount above the highest loss', () => {
    const text = damageSummary(distributionOf([117_500, 117_500, 110_000, 12_000]), true);
    expect(text).toBe(
      '4 players were hit and lost from $12,000 to $117,500. The busiest range, $105,759 to $117,500, holds 3 of them.',
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
