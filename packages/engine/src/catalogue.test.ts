import { describe, expect, it } from 'vitest';
import {
  DANGERS,
  DEFENSES,
  FRAUDS,
  getEffectiveness,
  LEVELS,
  listDefensesAgainst,
  listFraudsStoppedBy,
  MAX_DANGER,
  MAX_LEVEL,
} from './catalogue';
import { DEFENSE_IDS, FRAUD_IDS, isDefenseId, isFamilyId, isFraudId } from './ids';

describe('catalogue', () => {
  it('has the 20 frauds and 20 defenses of ids.ts, keyed and named consistently', () => {
    expect(Object.keys(FRAUDS)).toEqual([...FRAUD_IDS]);
    expect(Object.keys(DEFENSES)).toEqual([...DEFENSE_IDS]);
    for (const id of FRAUD_IDS) expect(FRAUDS[id].id).toBe(id);
    for (const id of DEFENSE_IDS) expect(DEFENSES[id].id).toBe(id);
    expect(FRAUDS.Deepfake.name).toBe('Deepfake Fraud');
    expect(DEFENSES.TamperProofSeals.name).toBe('Tamper-Evident Seals');
  });

  it('gives every fraud a known family, a positive whole base damage and a danger of 1 to 4', () => {
    for (const fraud of Object.values(FRAUDS)) {
      expect(isFamilyId(fraud.family)).toBe(true);
      expect(Number.isInteger(fraud.baseDamage) && fraud.baseDamage > 0).toBe(true);
      expect(DANGERS).toContain(fraud.danger);
    }
    expect(DANGERS).toEqual([1, 2, 3, 4]);
    expect(MAX_DANGER).toBe(4);
    expect(Math.max(...Object.values(FRAUDS).map((fraud) => fraud.danger))).toBe(MAX_DANGER);
  });

  it('has three levels, the highest the last', () => {
    expect(LEVELS).toEqual([1, 2, 3]);
    expect(MAX_LEVEL).toBe(3);
  });

  it('has at least two defenses against every fraud', () => {
    for (const id of FRAUD_IDS) expect(listDefensesAgainst(id).length).toBeGreaterThanOrEqual(2);
  });

  it('has every defense stop at least one fraud at some level', () => {
    for (const defense of Object.values(DEFENSES)) {
      const best = Object.values(defense.stops).map((row) => row[2]);
      expect(Math.max(...best)).toBeGreaterThan(0);
    }
  });

  it('never lowers an effectiveness with a level, and keeps every value a whole 0..100', () => {
    for (const defense of Object.values(DEFENSES)) {
      for (const [fraudId, row] of Object.entries(defense.stops)) {
        expect(isFraudId(fraudId)).toBe(true);
        for (const value of row)
          expect(Number.isInteger(value) && value >= 0 && value <= 100).toBe(true);
        expect(row[0]).toBeLessThanOrEqual(row[1]);
        expect(row[1]).toBeLessThanOrEqual(row[2]);
      }
    }
  });

  it('uses only specification ids', () => {
    for (const id of Object.keys(DEFENSES)) expect(isDefenseId(id)).toBe(true);
    for (const id of Object.keys(FRAUDS)) expect(isFraudId(id)).toBe(true);
  });

  it('prices every level with a positive whole number and names every level', () => {
    for (const defense of Object.values(DEFENSES)) {
      for (const cost of defense.costs) expect(Number.isInteger(cost) && cost > 0).toBe(true);
      for (const name of defense.levelNames) expect(name.length).toBeGreaterThan(3);
    }
  });

  it('keeps exact damage arithmetic within safe integers (resolve-wave relies on it)', () => {
    for (const fraud of Object.values(FRAUDS)) {
      const layers = listDefensesAgainst(fraud.id).length;
      // Largest intermediate of the half-up rounding: 2 × base × 100^layers + 100^layers.
      expect(3 * fraud.baseDamage * 100 ** layers).toBeLessThan(Number.MAX_SAFE_INTEGER);
      expect(layers).toBeLessThanOrEqual(8);
    }
  });

  it('reads effectiveness by level, 0 for an uncovered fraud', () => {
    expect(getEffectiveness('MultiFactorAuth', 1, 'SimSwap')).toBe(0);
    expect(getEffectiveness('MultiFactorAuth', 3, 'Phishing')).toBe(95);
    expect(getEffectiveness('VpnUsage', 2, 'Phishing')).toBe(0);
    expect(listFraudsStoppedBy('InputValidation')).toEqual(['SqlInjection', 'Xss']);
    expect(listDefensesAgainst('AtmSkimming')).toEqual(['AtmInspections', 'TamperProofSeals']);
  });
});
