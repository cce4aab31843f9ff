import { describe, expect, it } from 'vitest';
import { computeFraudMix } from './fraud-mix';
import {
  computeDamageWeights,
  computeExpectedDamage,
  computeExpectedDamageByFamily,
  listPurchaseSteps,
  planPurchases,
} from './planner';

const physicalEasy = computeDamageWeights(
  computeFraudMix('easy', { elevatedFamilies: ['physical'] }),
);

describe('planner', () => {
  it('weights each fraud by P(drawn) × base, halved for the alerted family', () => {
    expect(physicalEasy.AtmSkimming).toBe(27_500);
    const alerted = computeDamageWeights(
      computeFraudMix('easy', { elevatedFamilies: ['physical'] }),
      'physical',
    );
    expect(alerted.AtmSkimming).toBe(13_750);
  });

  it('computes expected damage in total and per family', () => {
    const loadout = { AtmInspections: 1 } as const;
    expect(computeExpectedDamageByFamily(loadout, physicalEasy).physical).toBeCloseTo(19_250, 6);
    expect(computeExpectedDamageByFamily(loadout, physicalEasy).insider).toBe(0);
    const total = computeExpectedDamage(loadout, physicalEasy);
    const byFamily = Object.values(computeExpectedDamageByFamily(loadout, physicalEasy));
    expect(total).toBeCloseTo(
      byFamily.reduce((a, b) => a + b, 0),
      6,
    );
  });

  it('ranks steps by saving per credit, cheaper first on a tie', () => {
    const steps = listPurchaseSteps({}, physicalEasy);
    // Seals to L2 (25% of 27,500 for 45,000) and inspections to L2 (50% for 90,000) tie exactly.
    expect(steps[0]).toMatchObject({
      defenseId: 'TamperProofSeals',
      fromLevel: 0,
      toLevel: 2,
      cost: 45_000,
    });
    expect(steps[1]).toMatchObject({
      defenseId: 'AtmInspections',
      fromLevel: 0,
      toLevel: 2,
      cost: 90_000,
    });
    expect(steps[1]!.expectedSaved).toBeCloseTo(13_750, 6);
    for (let index = 1; index < steps.length; index += 1) {
      expect(steps[index - 1]!.savedPerCredit).toBeGreaterThanOrEqual(steps[index]!.savedPerCredit);
    }
    expect(listPurchaseSteps({}, physicalEasy, 1).every((step) => step.toLevel === 1)).toBe(true);
    expect(
      listPurchaseSteps({ VpnUsage: 3 }, physicalEasy).some((s) => s.defenseId === 'VpnUsage'),
    ).toBe(false);
  });

  it('lets a weak first level be judged by its second', () => {
    const identity = computeDamageWeights(
      computeFraudMix('easy', { elevatedFamilies: ['identity'] }),
    );
    const steps = listPurchaseSteps({}, identity);
    const rotationOnly = steps.find(
      (s) => s.defenseId === 'RegularPasswordChanges' && s.toLevel === 1,
    );
    const withScreening = steps.find(
      (s) => s.defenseId === 'RegularPasswordChanges' && s.toLevel === 2,
    );
    expect(rotationOnly?.expectedSaved).toBe(0);
    expect(withScreening?.expectedSaved).toBeGreaterThan(0);
  });

  it('plans greedily within cash, above the bar and up to the step limit', () => {
    const plan = planPurchases({}, 100_000, physicalEasy, { minSavedPerCredit: 0.02 });
    expect(plan.steps.map((step) => step.defenseId)).toContain('AtmInspections');
    expect(plan.cash).toBeGreaterThanOrEqual(0);
    expect(plan.cash).toBe(100_000 - plan.steps.reduce((total, step) => total + step.cost, 0));
    expect(
      planPurchases({}, 1_000_000, physicalEasy, { minSavedPerCredit: 0.02, maxSteps: 3 }).steps,
    ).toHaveLength(3);
    expect(
      planPurchases({}, 1_000_000, physicalEasy, { minSavedPerCredit: 10 }).steps,
    ).toHaveLength(0);
  });
});
