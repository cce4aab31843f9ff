import { describe, expect, it } from 'vitest';
import {
  applyAlert,
  computeDamage,
  computeProtection,
  computeRemaining,
  computeRemainingRatio,
  listCovers,
} from './protection';

describe('protection', () => {
  const phishingPair = { UserEducation: 1, EmailFiltering: 1 } as const;

  it('multiplies layers: User Education L1 (5%) and Email Filtering L1 (50%) leave 47.5%', () => {
    expect(computeRemainingRatio(phishingPair, 'Phishing')).toEqual({
      numerator: 95 * 50,
      denominator: 100 * 100,
    });
    expect(computeRemaining(phishingPair, 'Phishing')).toBeCloseTo(0.475, 12);
    expect(computeProtection(phishingPair, 'Phishing')).toBeCloseTo(0.525, 12);
  });

  it('lets 13,063 of 27,500 through, and 6,532 with the social alert on', () => {
    expect(computeDamage(phishingPair, 'Phishing', false)).toBe(13_063);
    expect(computeDamage(phishingPair, 'Phishing', true)).toBe(6_532);
  });

  it('halves damage under the alert, rounding half up', () => {
    expect(applyAlert(13_063)).toBe(6_532);
    expect(applyAlert(10_000)).toBe(5_000);
    expect(applyAlert(1)).toBe(1);
    expect(applyAlert(0)).toBe(0);
  });

  it('gives no protection without a covering defense, and ignores unrelated ones', () => {
    expect(computeRemaining({}, 'Ddos')).toBe(1);
    expect(computeProtection({ VpnUsage: 3 }, 'Ddos')).toBe(0);
    expect(computeDamage({}, 'ZeroDayExploit', false)).toBe(60_000);
  });

  it('treats a 0% level as a layer that stops nothing', () => {
    expect(computeRemaining({ MultiFactorAuth: 1 }, 'SimSwap')).toBe(1);
    expect(computeRemaining({ MultiFactorAuth: 2 }, 'SimSwap')).toBeCloseTo(0.3, 12);
  });

  it('lists covers with their catalogue position', () => {
    expect(
      listCovers('ManInTheMiddle').map((cover) => [cover.defenseId, cover.defenseIndex]),
    ).toEqual([
      ['NetworkMonitoring', 3],
      ['HttpsAndEncryption', 18],
      ['VpnUsage', 19],
    ]);
  });
});
