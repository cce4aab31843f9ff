import { DEFENSES } from '@ffl/engine/catalogue';
import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { DEFENSE_IDS } from '@ffl/engine/ids';
import { type PurchaseMove, rankMoves } from '@ffl/engine/recommend';
import { describe, expect, it } from 'vitest';
import {
  arrangeCards,
  buildCard,
  buildCards,
  familiesCoveredBy,
  investmentsOf,
  parseShopSearch,
  toShopSearch,
} from './shop-model';

const socialMix = computeFraudMix('hard', { elevatedFamilies: ['social'] });

describe('shop search params', () => {
  it('keeps known non-default values only', () => {
    expect(parseShopSearch({ filter: 'owned', sort: 'name' })).toEqual({
      filter: 'owned',
      sort: 'name',
    });
    expect(parseShopSearch({ filter: 'not-owned', sort: 'level' })).toEqual({
      filter: 'not-owned',
      sort: 'level',
    });
    expect(parseShopSearch({ filter: 'all', sort: 'impact' })).toEqual({});
    expect(parseShopSearch({ filter: 'everything', sort: 42 })).toEqual({});
    expect(parseShopSearch({})).toEqual({});
  });
  it('drops defaults when building a URL', () => {
    expect(toShopSearch('all', 'impact')).toEqual({});
    expect(toShopSearch('owned', 'impact')).toEqual({ filter: 'owned' });
  });
});

describe('buildCard', () => {
  it('offers a buy at the catalogue price, worth what the advice says it is worth', () => {
    const card = buildCard('UserEducation', {}, 1_000_000, socialMix);
    expect(card.level).toBe(0);
    expect(card.levelName).toBeNull();
    expect(card.sale).toBeNull();
    expect(card.next).toMatchObject({
      kind: 'buy',
      toLevel: 1,
      price: DEFENSES.UserEducation.costs[0],
      toLevelName: DEFENSES.UserEducation.levelNames[0],
      refusal: null,
    });
    // The same expected saving and payback as the engine's ranking of the same step.
    const advised = rankMoves({ loadout: {}, cash: 1_000_000, mix: socialMix }).find(
      (move): move is PurchaseMove =>
        move.kind === 'buy' && move.defenseId === 'UserEducation' && move.toLevel === 1,
    );
    expect(advised).toBeDefined();
    expect(card.next?.money.savedPerWave).toBeCloseTo(advised?.expectedSavedPerWave ?? -1, 6);
    expect(card.next?.money.paybackWaves).toBeCloseTo(advised?.paybackWaves ?? -1, 6);
    expect(card.next?.money.upkeepPerWave).toBe(600);
    expect(card.families).toEqual(['social']);
  });

  it('says a step that stops nothing this wave can draw never pays for itself', () => {
    // An easy social wave draws Vishing and Deepfake, never Phishing or BEC (danger 3 and 4).
    const easySocial = computeFraudMix('easy', { elevatedFamilies: ['social'] });
    const card = buildCard('EmailFiltering', {}, 1_000_000, easySocial);
    expect(card.next?.money.savedPerWave).toBe(0);
    expect(card.next?.money.paybackWaves).toBeNull();
  });

  it('quotes the sale of an owned defense from what the bank paid', () => {
    const bank = {
      owned: [{ defenseId: 'EmailFiltering', level: 1, invested: 55_000 }],
    } as Parameters<typeof investmentsOf>[0];
    const card = buildCard(
      'EmailFiltering',
      { EmailFiltering: 1 },
      1_000_000,
      socialMix,
      investmentsOf(bank),
    );
    expect(card.sale).toMatchObject({
      refund: 27_500,
      invested: 55_000,
      upkeepSavedPerWave: 1_100,
    });
    expect(card.sale?.lostSavingPerWave).toBeGreaterThan(0);
  });

  it('offers an upgrade, then max level', () => {
    const upgrade = buildCard('MultiFactorAuth', { MultiFactorAuth: 1 }, 1_000_000, socialMix);
    expect(upgrade.levelName).toBe(DEFENSES.MultiFactorAuth.levelNames[0]);
    expect(upgrade.next).toMatchObject({
      kind: 'upgrade',
      toLevel: 2,
      price: DEFENSES.MultiFactorAuth.costs[1],
    });
    const max = buildCard('MultiFactorAuth', { MultiFactorAuth: 3 }, 1_000_000, socialMix);
    expect(max.next).toBeNull();
  });

  it('says why the server would refuse: short of cash, or in debt', () => {
    const short = buildCard('MultiFactorAuth', {}, 100_000, socialMix);
    expect(short.next).toMatchObject({ refusal: 'insufficient-funds', shortBy: 50_000 });
    const debt = buildCard('VpnUsage', {}, -5, socialMix);
    expect(debt.next).toMatchObject({ refusal: 'in-debt', shortBy: 0 });
  });

  it('lists the families a defense covers in catalogue order', () => {
    expect(familiesCoveredBy('MultiFactorAuth')).toEqual(['social', 'identity']);
    expect(familiesCoveredBy('AtmInspections')).toEqual(['physical']);
  });
});

describe('arrangeCards', () => {
  const loadout = { MultiFactorAuth: 3, VpnUsage: 1, EmailFiltering: 2 } as const;
  const cards = buildCards(loadout, 1_000_000, socialMix);

  it('filters owned and not owned', () => {
    expect(arrangeCards(cards, 'all', 'name')).toHaveLength(DEFENSE_IDS.length);
    expect(arrangeCards(cards, 'owned', 'name').map((c) => c.defenseId)).toEqual([
      'EmailFiltering',
      'MultiFactorAuth',
      'VpnUsage',
    ]);
    expect(arrangeCards(cards, 'not-owned', 'name')).toHaveLength(DEFENSE_IDS.length - 3);
  });

  it('sorts by level, highest first, then name', () => {
    expect(
      arrangeCards(cards, 'all', 'level')
        .slice(0, 4)
        .map((c) => c.defenseId),
    ).toEqual(['MultiFactorAuth', 'EmailFiltering', 'VpnUsage', 'AtmInspections']);
  });

  it('sorts by value: the advised defense first, then quickest payback, max level last', () => {
    const sorted = arrangeCards(cards, 'all', 'impact');
    const paybacks = sorted
      .filter((c) => c.next?.money.paybackWaves != null)
      .map((c) => c.next?.money.paybackWaves ?? 0);
    expect(paybacks).toEqual([...paybacks].sort((a, b) => a - b));
    expect(sorted.at(-1)?.defenseId).toBe('MultiFactorAuth');
    // The engine's best purchase is the shop's first card…
    const best = rankMoves({ loadout, cash: 1_000_000, mix: socialMix }).find(
      (move) => move.kind !== 'quiz',
    );
    expect(sorted[0]?.defenseId).toBe(best?.defenseId);
    // …and the server's advice, when given, goes first whatever its single step is worth.
    expect(arrangeCards(cards, 'all', 'impact', 'AtmInspections')[0]?.defenseId).toBe(
      'AtmInspections',
    );
  });

  it('does not change the input order', () => {
    const before = cards.map((c) => c.defenseId);
    arrangeCards(cards, 'all', 'name');
    expect(cards.map((c) => c.defenseId)).toEqual(before);
  });
});
