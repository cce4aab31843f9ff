import { describe, expect, it } from 'vitest';
import { purchaseLabel, quizLabel, shopSteps, targetLevelName } from './moves';

describe('shopSteps', () => {
  it('buys, then upgrades one level per call', () => {
    const base = { kind: 'buy', defenseId: 'EmailFiltering', cost: 0 } as const;
    expect(shopSteps({ ...base, fromLevel: 0, toLevel: 1 })).toEqual(['buy']);
    expect(shopSteps({ ...base, fromLevel: 0, toLevel: 2 })).toEqual(['buy', 'upgrade']);
    expect(shopSteps({ ...base, kind: 'upgrade', fromLevel: 1, toLevel: 3 })).toEqual([
      'upgrade',
      'upgrade',
    ]);
  });
});

describe('purchaseLabel', () => {
  it('names the defense, the level and the price', () => {
    expect(
      purchaseLabel({
        kind: 'buy',
        defenseId: 'EmailFiltering',
        fromLevel: 0,
        toLevel: 1,
        cost: 55_000,
      }),
    ).toBe('Buy Email Filtering and Anti-Phishing for $55,000');
    expect(
      purchaseLabel({ kind: 'buy', defenseId: 'VpnUsage', fromLevel: 0, toLevel: 2, cost: 50_000 }),
    ).toBe('Buy VPN Usage up to level 2 for $50,000');
    expect(
      purchaseLabel({
        kind: 'upgrade',
        defenseId: 'MultiFactorAuth',
        fromLevel: 1,
        toLevel: 2,
        cost: 100_000,
      }),
    ).toBe('Upgrade Multi-Factor Authentication to level 2 for $100,000');
  });
});

describe('targetLevelName', () => {
  it('is the real-world name of the level reached', () => {
    expect(
      targetLevelName({
        kind: 'upgrade',
        defenseId: 'MultiFactorAuth',
        fromLevel: 2,
        toLevel: 3,
        cost: 1,
      }),
    ).toBe('Phishing-resistant passkeys');
  });
});

describe('quizLabel', () => {
  it('uses the fraud display name', () => {
    expect(quizLabel('AuthPushPayments')).toBe('Take the Authorised Push Payment Fraud quiz');
  });
});
