import { describe, expect, it } from 'vitest';
import {
  describeDifficulty,
  describeImprovementAction,
  describeImprovementGain,
  describeLayer,
  describeLedgerLine,
  describeOutcome,
  describeStarScale,
  explainAttack,
  explainStars,
  formatSharePercent,
  listFamilies,
  type ReportAttack,
  starGlyphs,
} from './report-why';

/** The worked example of resolve-wave.ts: Phishing against Email Filtering L1 and User Education L1, social alert. */
const phishing: ReportAttack = {
  fraudId: 'Phishing',
  fraudName: 'Phishing',
  family: 'social',
  base: 27_500,
  layers: [
    {
      defenseId: 'EmailFiltering',
      defenseName: 'Email Filtering and Anti-Phishing',
      level: 1,
      effectiveness: 50,
      saved: 13_750,
    },
    {
      defenseId: 'UserEducation',
      defenseName: 'User Education and Training',
      level: 1,
      effectiveness: 10,
      saved: 1_375,
    },
  ],
  damageBeforeAlert: 12_375,
  alerted: true,
  alertSaved: 6_187,
  damage: 6_188,
  prevented: 21_312,
  bestImprovement: {
    defenseId: 'MultiFactorAuth',
    defenseName: 'Multi-Factor Authentication',
    kind: 'buy',
    fromLevel: 0,
    toLevel: 1,
    cost: 150_000,
    wouldHaveSaved: 3_094,
  },
};

const unprotected: ReportAttack = {
  fraudId: 'AtmSkimming',
  fraudName: 'ATM Skimming',
  family: 'physical',
  base: 27_500,
  layers: [],
  damageBeforeAlert: 27_500,
  alerted: false,
  alertSaved: 0,
  damage: 27_500,
  prevented: 0,
  bestImprovement: null,
};

describe('explainAttack', () => {
  it('walks from the base damage through each layer and the alert to the final damage', () => {
    const steps = explainAttack(phishing);
    expect(steps.map((step) => step.kind)).toEqual([
      'base',
      'layer',
      'layer',
      'through',
      'alert',
      'final',
    ]);
    expect(steps[0]).toMatchObject({ label: 'Base damage', amount: '$27,500' });
    expect(steps[1]).toMatchObject({
      text: 'At level 1 (Spam and malware filtering) it stopped 50% of the attack.',
      saved: 'saved $13,750',
    });
    expect(steps[2]).toMatchObject({
      text: 'At level 1 (Annual awareness course) it stopped 10% of what the defenses above let through.',
      saved: 'saved $1,375',
    });
    expect(steps[3]).toMatchObject({ label: 'Got through your defenses', amount: '$12,375' });
    expect(steps[4]).toMatchObject({
      text: 'Staff on alert for Social engineering halved what got through: saved $6,187.',
    });
    expect(steps[5]).toMatchObject({ label: 'Final damage', amount: '\u2212$6,188' });
  });

  it('says plainly when no defense covered the fraud, with no alert step', () => {
    const steps = explainAttack(unprotected);
    expect(steps.map((step) => step.kind)).toEqual(['base', 'no-defense', 'final']);
    expect(steps[1]).toMatchObject({ text: 'None of your defenses covers this fraud.' });
    expect(steps[2]).toMatchObject({ amount: '\u2212$27,500' });
  });

  it('explains a layer that does not work yet at its level', () => {
    const text = describeLayer(
      {
        defenseId: 'MultiFactorAuth',
        defenseName: 'Multi-Factor Authentication',
        level: 1,
        effectiveness: 0,
        saved: 0,
      },
      0,
    );
    expect(text).toBe(
      'At level 1 (SMS one-time codes) it does not work against this fraud yet: 0% stopped.',
    );
  });
});

describe('the best missing improvement', () => {
  it('names a purchase with its level and cost, and what it would have saved', () => {
    const best = phishing.bestImprovement;
    if (!best) throw new Error('fixture');
    expect(describeImprovementAction(best)).toBe(
      'Buy Multi-Factor Authentication (level 1, $150,000)',
    );
    expect(describeImprovementAction({ ...best, toLevel: 2, cost: 250_000 })).toBe(
      'Buy Multi-Factor Authentication (up to level 2, $250,000)',
    );
    expect(describeImprovementGain(best)).toBe('would have saved $3,094 more on this attack.');
  });

  it('names an upgrade with the level it reaches', () => {
    expect(
      describeImprovementAction({
        defenseId: 'EmailFiltering',
        defenseName: 'Email Filtering and Anti-Phishing',
        kind: 'upgrade',
        fromLevel: 1,
        toLevel: 2,
        cost: 40_000,
        wouldHaveSaved: 2_000,
      }),
    ).toBe('Upgrade Email Filtering and Anti-Phishing to level 2 ($40,000)');
  });
});

describe('report words', () => {
  it('sums up an attack with its damage, base and share stopped', () => {
    expect(describeOutcome(phishing)).toBe('Damage \u2212$6,188 of $27,500 (77% stopped)');
    expect(describeOutcome(unprotected)).toBe('Damage \u2212$27,500 of $27,500 (0% stopped)');
  });

  it('names the ledger lines with the reason for their size', () => {
    expect(describeLedgerLine({ kind: 'damage', amount: -33_688 }, 3)).toBe(
      'Damage from the attacks',
    );
    expect(describeLedgerLine({ kind: 'upkeep', amount: -1_700 }, 3)).toBe(
      'Upkeep of your defenses (2% of invested)',
    );
    expect(describeLedgerLine({ kind: 'bonus', amount: 30_000 }, 3)).toBe('Star bonus (3 stars)');
    expect(describeLedgerLine({ kind: 'bonus', amount: 10_000 }, 1)).toBe('Star bonus (1 star)');
    expect(describeLedgerLine({ kind: 'revenue', amount: 40_000 }, 0)).toBe('Revenue');
  });

  it('shows the share stopped to one decimal, as the server rounds it', () => {
    expect(formatSharePercent(62.5)).toBe('62.5%');
    expect(formatSharePercent(100)).toBe('100%');
    expect(formatSharePercent(0)).toBe('0%');
  });

  it('says what stars measure: the engine’s thresholds and bonus', () => {
    expect(describeStarScale()).toBe(
      "Stars measure how much of a wave's base damage your defenses and your alert stopped: 1 star from 10% stopped, 2 from 30%, 3 from 50%, 4 from 75%, 5 from 90%. Each star pays a bonus of $10,000.",
    );
  });

  it('explains a report’s stars from what it stopped, and what the next star takes', () => {
    // 72,125 of 117,500 got through: 38.6% stopped, 2 stars (30% or more).
    expect(explainStars({ stars: 2, totalBase: 117_500, totalDamage: 72_125 })).toBe(
      "2 of 5 stars: your defenses and your alert stopped 38% of this wave's base damage. 3 stars take 50%.",
    );
    expect(explainStars({ stars: 0, totalBase: 27_500, totalDamage: 27_500 })).toBe(
      "0 of 5 stars: your defenses and your alert stopped 0% of this wave's base damage. 1 star takes 10%.",
    );
    expect(explainStars({ stars: 5, totalBase: 10_000, totalDamage: 500 })).toBe(
      "5 of 5 stars: your defenses and your alert stopped 95% of this wave's base damage.",
    );
  });

  it('draws stars as decoration and clamps them to 0–5', () => {
    expect(starGlyphs(3)).toBe('★★★☆☆');
    expect(starGlyphs(0)).toBe('☆☆☆☆☆');
    expect(starGlyphs(9)).toBe('★★★★★');
  });

  it('lists families and names difficulties', () => {
    expect(listFamilies([])).toBe('');
    expect(listFamilies(['social'])).toBe('Social engineering');
    expect(listFamilies(['social', 'insider', 'physical'])).toBe(
      'Social engineering, Insider and accounting and Physical',
    );
    expect(describeDifficulty('hard')).toBe('Hard wave');
  });
});
