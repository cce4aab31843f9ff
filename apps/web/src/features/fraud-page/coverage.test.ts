import { priceNextLevel } from '@ffl/engine/actions';
import { listDefensesAgainst } from '@ffl/engine/catalogue';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { describe, expect, it } from 'vitest';
import { computeFraudCoverage, toPercent } from './coverage';

describe('defense coverage of a fraud page', () => {
  it('with nothing owned: 0% now, each defense bought alone, and the ceiling of all at level 3', () => {
    const coverage = computeFraudCoverage({}, 'Phishing');
    expect(coverage.current).toBe(0);
    expect(coverage.steps.map((step) => [step.defenseId, step.action, step.nextLevel])).toEqual([
      // Biggest gain first; MFA and email filtering tie at 50%, so catalogue order decides.
      ['MultiFactorAuth', 'buy', 1],
      ['EmailFiltering', 'buy', 1],
      ['UserEducation', 'buy', 1],
    ]);
    expect(coverage.steps.map((step) => toPercent(step.protectionAfter))).toEqual([50, 50, 5]);
    // 1 − (1 − 0.95)(1 − 0.45)(1 − 0.85) = 99.6%, shown as 99%: layers never stop everything.
    expect(coverage.max).toBeCloseTo(1 - 0.05 * 0.55 * 0.15, 12);
    expect(toPercent(coverage.max)).toBe(99);
  });

  it('layers multiply: the next step is computed on top of what is owned', () => {
    const loadout = { MultiFactorAuth: 1 } as const;
    const coverage = computeFraudCoverage(loadout, 'Phishing');
    expect(coverage.current).toBe(0.5);
    const byId = Object.fromEntries(coverage.steps.map((step) => [step.defenseId, step]));
    expect(byId.EmailFiltering).toMatchObject({ action: 'buy', effectivenessNext: 50 });
    expect(byId.EmailFiltering!.protectionAfter).toBeCloseTo(0.75, 12);
    expect(byId.MultiFactorAuth).toMatchObject({
      action: 'upgrade',
      level: 1,
      levelName: 'SMS one-time codes',
      effectivenessNow: 50,
      nextLevel: 2,
      nextLevelName: 'Authenticator app',
      effectivenessNext: 65,
      cost: priceNextLevel('MultiFactorAuth', 1),
    });
    expect(byId.MultiFactorAuth!.protectionAfter).toBeCloseTo(0.65, 12);
    expect(byId.UserEducation!.protectionAfter).toBeCloseTo(0.525, 12);
    expect(byId.UserEducation!.gain).toBeCloseTo(0.025, 12);
    expect(coverage.steps[0]!.defenseId).toBe('EmailFiltering');
  });

  it('puts defenses at level 3 last, with no action and no change', () => {
    const coverage = computeFraudCoverage({ MultiFactorAuth: 3, EmailFiltering: 1 }, 'Phishing');
    const last = coverage.steps.at(-1)!;
    expect(last).toMatchObject({
      defenseId: 'MultiFactorAuth',
      action: null,
      nextLevel: null,
      cost: null,
      gain: 0,
    });
    expect(last.protectionAfter).toBe(coverage.current);
  });

  it('matches the engine for every fraud: one step per covering defense, max ≥ after ≥ now', () => {
    const loadout = { MultiFactorAuth: 2, NetworkMonitoring: 1, VerificationProtocols: 3 } as const;
    for (const fraudId of FRAUD_IDS) {
      const coverage = computeFraudCoverage(loadout, fraudId);
      expect(coverage.current).toBe(computeProtection(loadout, fraudId));
      expect(coverage.steps.map((step) => step.defenseId).sort()).toEqual(
        [...listDefensesAgainst(fraudId)].sort(),
      );
      for (const step of coverage.steps) {
        expect(step.protectionAfter).toBeGreaterThanOrEqual(coverage.current);
        expect(step.protectionAfter).toBeLessThanOrEqual(coverage.max + 1e-12);
        if (step.action !== null) {
          const changed = { ...loadout, [step.defenseId]: step.nextLevel! };
          expect(step.protectionAfter).toBeCloseTo(computeProtection(changed, fraudId), 12);
        }
      }
    }
  });
});
