import { describe, expect, it } from 'vitest';
import { ECONOMY } from './economy';
import { computeFraudMix } from './fraud-mix';
import { computeDamageWeights } from './planner';
import { createRandom } from './random';
import {
  computePercentile,
  describeDeadItems,
  formatBalanceReport,
  listEarlyPurchases,
  runBalance,
  simulateSeason,
} from './simulate';
import {
  pickAlertFamily,
  playStrategy,
  RANDOM_STRATEGY_CASH_FLOOR,
  type SimBank,
} from './strategies';

const freshBank = (): SimBank => ({
  cash: ECONOMY.startingCash,
  invested: 0,
  loadout: {},
  quizzesPassed: 0,
});
const context = {
  waveIndex: 0,
  difficulty: 'easy',
  forecast: { elevatedFamilies: ['physical'] },
} as const;

describe('balance simulator', () => {
  it('meets the five criteria of game.md over 1,000 seeded seasons', () => {
    const report = runBalance(1_000);
    for (const criterion of report.criteria)
      expect(criterion, criterion.detail).toMatchObject({ pass: true });
    expect(report.deadItems).toEqual([]);
    const text = formatBalanceReport(report);
    expect(text).toContain('informed+quizzes');
    expect(text).toContain('PASS  5.');
    expect(text).not.toContain('FAIL');
  }, 60_000);

  it('replays a season exactly from its seed', () => {
    expect(simulateSeason(5, 'forecast')).toEqual(simulateSeason(5, 'forecast'));
    expect(simulateSeason(5, 'none', { waves: 1 }).invested).toBe(0);
  });

  it('counts net worth as cash plus invested', () => {
    const season = simulateSeason(8, 'spender');
    expect(season.netWorth).toBe(season.cash + season.invested);
    expect(season.invested).toBeGreaterThan(0);
  });

  it('uses nearest-rank percentiles', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(computePercentile(values, 0.5)).toBe(5);
    expect(computePercentile(values, 0.1)).toBe(1);
    expect(computePercentile(values, 0.9)).toBe(9);
  });

  it('shows where each defense is bought early, and names dead items', () => {
    expect(listEarlyPurchases().AtmInspections).toContain('easy:physical');
    expect(describeDeadItems([])).toBe('all 20 defenses bought early');
    expect(describeDeadItems(['TamperProofSeals', 'VpnUsage'])).toBe(
      'never bought early: Tamper-Evident Seals, VPN Usage',
    );
  });
});

describe('strategies', () => {
  it('none buys nothing', () => {
    const bank = freshBank();
    playStrategy('none', bank, { ...context, random: createRandom(1) });
    expect(bank).toEqual(freshBank());
  });

  it('random buys until cash is below the floor', () => {
    const bank = freshBank();
    playStrategy('random', bank, { ...context, random: createRandom(1) });
    expect(bank.cash).toBeLessThan(RANDOM_STRATEGY_CASH_FLOOR);
    expect(bank.cash + bank.invested).toBe(ECONOMY.startingCash);
  });

  it('spender buys in catalogue order, first levels first', () => {
    const bank = freshBank();
    playStrategy('spender', bank, { ...context, random: createRandom(1) });
    expect(bank.loadout.MultiFactorAuth).toBe(1);
    expect(bank.loadout.UserEducation).toBeGreaterThanOrEqual(1);
    expect(bank.loadout.RegularAudits).toBe(1);
    expect(bank.cash).toBeLessThan(15_000);
  });

  it('informed+quizzes collects all 20 first-pass rewards by wave 6', () => {
    const bank = freshBank();
    bank.cash = 0;
    bank.loadout = { MultiFactorAuth: 3 };
    for (let waveIndex = 0; waveIndex < 8; waveIndex += 1) {
      const before = bank.cash;
      playStrategy('informed+quizzes', bank, { ...context, waveIndex, random: createRandom(1) });
      if (waveIndex >= 6) expect(bank.quizzesPassed).toBe(20);
      expect(bank.cash + bank.invested).toBeGreaterThanOrEqual(before);
    }
    expect(bank.quizzesPassed).toBe(20);
  });

  it('informed does not buy while in debt', () => {
    const bank = freshBank();
    bank.cash = -1;
    playStrategy('informed', bank, { ...context, random: createRandom(1) });
    expect(bank.invested).toBe(0);
  });

  it('forecast alerts the family with the highest expected loss', () => {
    const weights = computeDamageWeights(
      computeFraudMix('easy', { elevatedFamilies: ['physical'] }),
    );
    expect(pickAlertFamily({}, weights)).toBe('physical');
    expect(pickAlertFamily({ AtmInspections: 3, TamperProofSeals: 3 }, weights)).not.toBe(
      'physical',
    );
    const bank = freshBank();
    expect(playStrategy('forecast', bank, { ...context, random: createRandom(1) })).toBeTypeOf(
      'string',
    );
    expect(bank.loadout.AtmInspections).toBeGreaterThanOrEqual(2);
  });
});
