import { DEFENSES } from '@ffl/engine/catalogue';
import { describe, expect, it } from 'vitest';
import { buildChartRows, buildLadder, quoteSale } from './defense-page-model';

describe('buildLadder', () => {
  it('lists the three levels with names, step prices and running totals', () => {
    const ladder = buildLadder('MultiFactorAuth', 2);
    const { costs, levelNames } = DEFENSES.MultiFactorAuth;
    expect(ladder.map((step) => step.name)).toEqual([...levelNames]);
    expect(ladder.map((step) => step.price)).toEqual([...costs]);
    expect(ladder.map((step) => step.totalAt)).toEqual([
      costs[0],
      costs[0] + costs[1],
      costs[0] + costs[1] + costs[2],
    ]);
    expect(ladder.map((step) => step.current)).toEqual([false, true, false]);
    expect(ladder.map((step) => step.reached)).toEqual([true, true, false]);
  });

  it('marks nothing when the defense is not owned', () => {
    expect(buildLadder('VpnUsage', 0).some((step) => step.current || step.reached)).toBe(false);
  });
});

describe('buildChartRows', () => {
  it('has one row per covered fraud with its three percentages', () => {
    const rows = buildChartRows('MultiFactorAuth');
    expect(rows.map((row) => row.id).sort()).toEqual(
      ['AccountTakeover', 'BruteForce', 'Phishing', 'SimSwap'].sort(),
    );
    expect(rows.find((row) => row.id === 'SimSwap')).toEqual({
      id: 'SimSwap',
      label: 'SIM Swap Fraud',
      values: [...(DEFENSES.MultiFactorAuth.stops.SimSwap ?? [])],
    });
  });
});

describe('quoteSale', () => {
  it('refunds half of what was invested, rounded down', () => {
    const bank = {
      owned: [{ defenseId: 'VpnUsage' as const, level: 1 as const, invested: 30_001 }],
    };
    expect(quoteSale(bank, 'VpnUsage')).toEqual({ invested: 30_001, refund: 15_000 });
  });
  it('has no quote for a defense the bank does not own', () => {
    expect(quoteSale({ owned: [] }, 'VpnUsage')).toBeNull();
  });
});
