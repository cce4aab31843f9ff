import { DEFENSES } from '@ffl/engine/catalogue';
import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { DEFENSE_IDS } from '@ffl/engine/ids';
import { previewAction } from '@ffl/engine/recommend';
import { describe, expect, it } from 'vitest';
import {
  arrangeCards,
  buildCard,
  buildCards,
  familiesCoveredBy,
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
  it('offers a buy at the catalogue price with the engine preview gain', () => {
    const card = buildCard('UserEducation', {}, 1_000_000, socialMix);
    expect(card.level).toBe(0);
    expect(card.levelName).toBeNull();
    expect(card.next).toMatchObject({
      kind: 'buy',
      toLevel: 1,
      price: DEFENSES.UserEducation.costs[0],
      toLevelName: DEFENSES.UserEducation.levelNames[0],
      refusal: null,
    });
    expect(card.next?.gain).toBeCloseTo(
      previewAction({}, 'buy', 'UserEducation', socialMix).averageGain,
    );
    expect(card.next?.gain).toBeGreaterThan(0);
    expect(card.families).toEqual(['social']);
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

  it('sorts by impact: biggest gain first, max level last', () => {
    const sorted = arrangeCards(cards, 'all', 'impact');
    const gains = sorted.map((c) => c.next?.gain ?? -1);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(sorted.at(-1)?.defenseId).toBe('MultiFactorAuth');
  });

  it('does not change the input order', () => {
    const before = cards.map((c) => c.defenseId);
    arrangeCards(cards, 'all', 'name');
    expect(cards.map((c) => c.defenseId)).toEqual(before);
  });
});
