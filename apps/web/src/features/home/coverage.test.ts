import { FRAUD_IDS } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { describe, expect, it } from 'vitest';
import { protectionPercent } from '../../lib/measure-words';
import { groupCoverage, summariseCoverage } from './coverage';

describe('groupCoverage', () => {
  it('lists all 20 frauds once, grouped by family in catalogue order', () => {
    const groups = groupCoverage({});
    expect(groups.map((g) => g.id)).toEqual(['social', 'cyber', 'identity', 'insider', 'physical']);
    expect(groups[0]?.label).toBe('Social engineering');
    const ids = groups.flatMap((g) => g.rows.map((r) => r.id));
    expect(ids).toHaveLength(20);
    expect([...ids].sort()).toEqual([...FRAUD_IDS].sort());
    expect(groups[4]?.rows).toEqual([{ id: 'AtmSkimming', label: 'ATM Skimming', percent: 0 }]);
  });

  it('uses the engine: layers multiply', () => {
    const loadout = { EmailFiltering: 1, UserEducation: 1 } as const;
    const phishing = groupCoverage(loadout)[0]?.rows.find((r) => r.id === 'Phishing');
    expect(phishing?.percent).toBe(protectionPercent(computeProtection(loadout, 'Phishing')));
    // 1 − 0.5 × 0.95 = 52.5%, shown as 52%: rounded down, as on every screen.
    expect(phishing?.percent).toBe(52);
  });
});

describe('summariseCoverage', () => {
  it('gives the mean, the uncovered count and the weakest family', () => {
    const summary = summariseCoverage(groupCoverage({ AtmInspections: 3 }));
    expect(summary.uncovered).toBe(19);
    expect(summary.weakest?.id).toBe('social');
    // 75% against ATM skimming alone: a mean of 3.75%, shown as 3%.
    expect(summary.average).toBe(3);
  });

  it('is all zero for a bank with nothing', () => {
    expect(summariseCoverage(groupCoverage({}))).toEqual({
      average: 0,
      uncovered: 20,
      weakest: { id: 'social', label: 'Social engineering', average: 0 },
    });
  });
});
