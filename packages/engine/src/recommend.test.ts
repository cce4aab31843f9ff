import { describe, expect, it } from 'vitest';
import { computeFraudMix } from './fraud-mix';
import { FRAUD_IDS } from './ids';
import {
  adviseWave,
  computePaybackWaves,
  findBestImprovement,
  previewAction,
  rankMoves,
  recommendNextMove,
} from './recommend';

const physicalEasy = computeFraudMix('easy', { elevatedFamilies: ['physical'] });
const phishingOnly = Object.fromEntries(
  FRAUD_IDS.map((id) => [id, id === 'Phishing' ? 1 : 0]),
) as typeof physicalEasy;

describe('recommendNextMove', () => {
  it('suggests the purchase that prevents the most expected damage per credit', () => {
    // Email Filtering L1 stops 13,750 of Phishing's 27,500 for 55,000, and adds 1,100 of upkeep
    // a wave (2%): back in 55,000 / 12,650 waves.
    const move = recommendNextMove({ loadout: {}, cash: 1_000_000, mix: phishingOnly });
    expect(move).toMatchObject({
      kind: 'buy',
      defenseId: 'EmailFiltering',
      toLevel: 1,
      cost: 55_000,
    });
    expect(move?.paybackWaves).toBeCloseTo(55_000 / 12_650, 9);
  });

  it('counts upkeep in the payback, and never advises what its upkeep eats', () => {
    expect(computePaybackWaves(55_000, 13_750)).toBeCloseTo(55_000 / 12_650, 9);
    expect(computePaybackWaves(50_000, 1_000)).toBeNull();
    expect(computePaybackWaves(50_000, 999)).toBeNull();
    expect(computePaybackWaves(50_000, 1_001)).toBe(50_000);
    // A wave that can draw only Phishing, once in a thousand waves: every purchase costs more
    // in upkeep than it prevents, so nothing is advised.
    const rare = { ...phishingOnly, Phishing: 0.001 };
    expect(rankMoves({ loadout: {}, cash: 1_000_000, mix: rare })).toEqual([]);
    for (const move of rankMoves({ loadout: {}, cash: 1_000_000, mix: physicalEasy })) {
      if (move.kind === 'quiz') continue;
      expect(move.expectedSavedPerWave).toBeGreaterThan(move.cost * 0.02);
    }
  });

  it('calls a step on an owned defense an upgrade', () => {
    // L2 takes Phishing from 50% to 30% through: 5,500 for 40,000.
    const move = recommendNextMove({
      loadout: { EmailFiltering: 1 },
      cash: 1_000_000,
      mix: phishingOnly,
    });
    expect(move).toMatchObject({
      kind: 'upgrade',
      defenseId: 'EmailFiltering',
      fromLevel: 1,
      toLevel: 2,
    });
    expect(move).toMatchObject({ expectedSavedPerWave: expect.closeTo(5_500, 6) });
  });

  it('puts an available quiz reward first: first passes, then due reviews, likeliest fraud first', () => {
    const moves = rankMoves({
      loadout: {},
      cash: 1_000_000,
      mix: physicalEasy,
      quizzes: {
        passedThisSeason: FRAUD_IDS.filter((id) => id !== 'Xss' && id !== 'BruteForce'),
        dueForReview: ['AtmSkimming', 'Ransomware'],
      },
    });
    // Brute force and XSS are equally likely in this wave; brute force does more damage.
    expect(moves.slice(0, 4)).toEqual([
      {
        kind: 'quiz',
        fraudId: 'BruteForce',
        reason: 'first-pass',
        reward: 20_000,
        paybackWaves: 0,
      },
      { kind: 'quiz', fraudId: 'Xss', reason: 'first-pass', reward: 20_000, paybackWaves: 0 },
      { kind: 'quiz', fraudId: 'AtmSkimming', reason: 'review', reward: 5_000, paybackWaves: 0 },
      { kind: 'quiz', fraudId: 'Ransomware', reason: 'review', reward: 5_000, paybackWaves: 0 },
    ]);
    expect(moves[4]?.kind).toBe('buy');
  });

  it('offers only quizzes in debt, and nothing when there is nothing to do', () => {
    const quizzes = { passedThisSeason: FRAUD_IDS.filter((id) => id !== 'Xss'), dueForReview: [] };
    expect(rankMoves({ loadout: {}, cash: -10, mix: physicalEasy, quizzes })).toHaveLength(1);
    expect(recommendNextMove({ loadout: {}, cash: 10_000, mix: physicalEasy })).toBeNull();
  });
});

describe('findBestImprovement', () => {
  it('finds the highest saving per credit for an attack, and what it would have saved', () => {
    // Phishing with nothing: User Education L1 saves 2,750 for 30,000 (0.092/credit), Email
    // Filtering L1 saves 13,750 for 55,000 (0.25/credit), MFA L1 13,750 for 150,000.
    expect(findBestImprovement('Phishing', {}, null)).toEqual({
      defenseId: 'EmailFiltering',
      fromLevel: 0,
      toLevel: 1,
      cost: 55_000,
      wouldHaveSaved: 13_750,
    });
  });

  it('looks past a 0% first level and counts the alert', () => {
    // SIM swap: both covers stop 0% at L1. Verification to L3 saves 70% of 30,000 for 240,000
    // (0.0875/credit), ahead of MFA to L2 (21,000 for 250,000). With the alert on, 10,500.
    const plain = findBestImprovement('SimSwap', {}, null);
    const alerted = findBestImprovement('SimSwap', {}, 'identity');
    expect(plain).toEqual({
      defenseId: 'VerificationProtocols',
      fromLevel: 0,
      toLevel: 3,
      cost: 240_000,
      wouldHaveSaved: 21_000,
    });
    expect(alerted).toMatchObject({
      defenseId: 'VerificationProtocols',
      toLevel: 3,
      wouldHaveSaved: 10_500,
    });
  });

  it('prefers the larger saving when two options save the same per credit', () => {
    // Inspections to L2 (13,750 for 90,000) and seals to L2 (6,875 for 45,000) tie per credit.
    expect(findBestImprovement('AtmSkimming', {}, null)).toMatchObject({
      defenseId: 'AtmInspections',
      toLevel: 2,
      wouldHaveSaved: 13_750,
    });
  });

  it('returns null when every covering defense is maxed', () => {
    expect(
      findBestImprovement('AtmSkimming', { AtmInspections: 3, TamperProofSeals: 3 }, null),
    ).toBeNull();
    expect(
      adviseWave(['AtmSkimming', 'Xss'], { AtmInspections: 3, TamperProofSeals: 3 }, null),
    ).toEqual([null, expect.objectContaining({ defenseId: 'InputValidation' })]);
  });
});

describe('previewAction', () => {
  it('shows protection before and after, and the average gain against the forecast', () => {
    const preview = previewAction({}, 'buy', 'AtmInspections', physicalEasy);
    expect(preview.frauds).toHaveLength(20);
    expect(preview.frauds.find((row) => row.fraudId === 'AtmSkimming')).toEqual({
      fraudId: 'AtmSkimming',
      before: 0,
      after: expect.closeTo(0.3, 12),
    });
    // Weights: AtmSkimming 1 of the 3 expected attacks, so 30% / 3 = +10%.
    expect(preview.averageGain).toBeCloseTo(0.1, 12);
    expect(preview.averageBefore).toBe(0);
  });

  it('shows a sale as a loss, and a zero mix as no average', () => {
    const preview = previewAction({ AtmInspections: 1 }, 'sell', 'AtmInspections', physicalEasy);
    expect(preview.averageGain).toBeCloseTo(-0.1, 12);
    const empty = Object.fromEntries(FRAUD_IDS.map((id) => [id, 0])) as typeof physicalEasy;
    expect(previewAction({}, 'buy', 'VpnUsage', empty).averageGain).toBe(0);
  });
});
