import { describe, expect, it } from 'vitest';
import { type BalanceLedgerRow, splitBalanceMoves } from './balance-moves';

const wave = (id: string, damage: number, upkeep: number): BalanceLedgerRow[] => [
  { kind: 'damage', amount: damage, reference: id },
  { kind: 'revenue', amount: 40_000, reference: id },
  { kind: 'upkeep', amount: upkeep, reference: id },
  { kind: 'bonus', amount: 10_000, reference: id },
];

describe('splitBalanceMoves', () => {
  it('puts each sale, purchase and reward before the wave that followed it', () => {
    const rows: BalanceLedgerRow[] = [
      { kind: 'start', amount: 1_000_000, reference: null },
      { kind: 'buy', amount: -50_000, reference: 'EmailFiltering' },
      { kind: 'upgrade', amount: -20_000, reference: 'EmailFiltering' },
      { kind: 'buy', amount: -30_000, reference: 'UserEducation' },
      ...wave('w1', -60_000, -2_000),
      // Sold for half of the 70,000 invested: net worth falls by 35,000.
      { kind: 'sell', amount: 35_000, reference: 'EmailFiltering' },
      { kind: 'quiz-reward', amount: 5_000, reference: 'Phishing' },
      ...wave('w2', -49_050, -600),
      { kind: 'buy', amount: -40_000, reference: 'Firewalls' },
      { kind: 'quiz-reward', amount: 2_500, reference: 'Vishing' },
    ];
    const split = splitBalanceMoves(rows);
    expect(split.beforeWave.get('w1')).toEqual({ purchases: -100_000, sales: 0, rewards: 0 });
    expect(split.beforeWave.get('w2')).toEqual({ purchases: 0, sales: -35_000, rewards: 5_000 });
    expect(split.upkeep.get('w1')).toBe(-2_000);
    expect(split.upkeep.get('w2')).toBe(-600);
    expect(split.since).toEqual({ purchases: -40_000, sales: 0, rewards: 2_500 });
  });

  it('forgets what a sold defense cost: bought again, it is a new investment', () => {
    const split = splitBalanceMoves([
      { kind: 'buy', amount: -50_000, reference: 'EmailFiltering' },
      { kind: 'sell', amount: 25_000, reference: 'EmailFiltering' },
      { kind: 'buy', amount: -50_000, reference: 'EmailFiltering' },
      { kind: 'sell', amount: 25_000, reference: 'EmailFiltering' },
    ]);
    expect(split.since).toEqual({ purchases: -100_000, sales: -50_000, rewards: 0 });
    expect(split.beforeWave.size).toBe(0);
  });

  it('counts a season reset as the baseline, not as a move', () => {
    const split = splitBalanceMoves([
      { kind: 'season-reset', amount: 84_050, reference: 's2' },
      ...wave('w1', 0, 0),
    ]);
    expect(split.beforeWave.get('w1')).toEqual({ purchases: 0, sales: 0, rewards: 0 });
  });
});
