import { describe, expect, it } from 'vitest';
import {
  DEFENSE_IDS,
  DEFENSE_NAMES,
  FAMILY_IDS,
  FRAUD_IDS,
  FRAUD_NAMES,
  isDefenseId,
  isFamilyId,
  isFraudId,
} from './ids';

describe('ids', () => {
  it('has 20 unique frauds and 20 unique defenses, each with a display name', () => {
    expect(new Set(FRAUD_IDS).size).toBe(20);
    expect(new Set(DEFENSE_IDS).size).toBe(20);
    for (const id of FRAUD_IDS) expect(FRAUD_NAMES[id].length).toBeGreaterThan(2);
    for (const id of DEFENSE_IDS) expect(DEFENSE_NAMES[id].length).toBeGreaterThan(2);
  });

  it('recognises ids exactly, with case', () => {
    expect(isFraudId('Phishing')).toBe(true);
    expect(isFraudId('phishing')).toBe(false);
    expect(isDefenseId('VpnUsage')).toBe(true);
    expect(isDefenseId('Phishing')).toBe(false);
    expect(isFamilyId('social')).toBe(true);
    expect(FAMILY_IDS).toHaveLength(5);
  });
});
