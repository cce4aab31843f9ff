import { describe, expect, it } from 'vitest';
import { describePracticeStars, describePracticeWhy } from './practice-why';
import type { ReportAttack } from './report-why';

const bruteForce: ReportAttack = {
  fraudId: 'BruteForce',
  fraudName: 'Brute Force and Credential Stuffing',
  family: 'identity',
  base: 20_000,
  layers: [
    {
      defenseId: 'MultiFactorAuth',
      defenseName: 'Multi-Factor Authentication',
      level: 1,
      effectiveness: 80,
      saved: 16_000,
    },
  ],
  damageBeforeAlert: 4_000,
  alerted: false,
  alertSaved: 0,
  damage: 4_000,
  prevented: 16_000,
  bestImprovement: null,
};

const vishing: ReportAttack = {
  fraudId: 'Vishing',
  fraudName: 'Vishing',
  family: 'social',
  base: 20_000,
  layers: [],
  damageBeforeAlert: 20_000,
  alerted: false,
  alertSaved: 0,
  damage: 20_000,
  prevented: 0,
  bestImprovement: {
    defenseId: 'UserEducation',
    defenseName: 'User Education and Training',
    kind: 'buy',
    fromLevel: 0,
    toLevel: 1,
    cost: 30_000,
    wouldHaveSaved: 3_000,
  },
};

describe('the practice guide', () => {
  it('explains the stars with the report’s own share stopped', () => {
    expect(describePracticeStars({ stars: 2, totalBase: 40_000, totalDamage: 24_000 })).toBe(
      'Stars say how much of the wave you stopped. Here you stopped 40% of the base damage, so you got 2 of 5. In a real wave each star pays $10,000 and adds points to your season.',
    );
  });

  it('names the first defense that saved money, and the best improvement when a card has one', () => {
    expect(describePracticeWhy({ attacks: [vishing, bruteForce] })).toBe(
      'Each attack card starts with the damage it would do to a bank with no defenses, takes off what each of your defenses stopped, and ends with what hit you. On Brute Force and Credential Stuffing, Multi-Factor Authentication saved you $16,000. Where damage got through, the card names the one purchase that would have saved the most for its price.',
    );
  });

  it('says so when no defense of the player’s applied, and leaves out a best buy none has', () => {
    const text = describePracticeWhy({ attacks: [{ ...vishing, bestImprovement: null }] });
    expect(text).toContain('None of your defenses covered these attacks');
    expect(text).not.toContain('one purchase');
  });
});
