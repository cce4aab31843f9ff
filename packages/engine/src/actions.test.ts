import { describe, expect, it } from 'vitest';
import {
  applyActionToLoadout,
  checkBuy,
  checkSell,
  checkUpgrade,
  computeInvestedAt,
  computeLoadoutInvested,
  computeRefund,
  nextStep,
  priceLevels,
  priceNextLevel,
} from './actions';

describe('shop actions', () => {
  it('prices the next level, and nothing past level 3', () => {
    expect(priceNextLevel('MultiFactorAuth', 0)).toBe(150_000);
    expect(priceNextLevel('MultiFactorAuth', 1)).toBe(100_000);
    expect(priceNextLevel('MultiFactorAuth', 2)).toBe(150_000);
    expect(priceNextLevel('MultiFactorAuth', 3)).toBeNull();
    expect(priceLevels('UserEducation', 1, 3)).toBe(50_000);
    expect(priceLevels('UserEducation', 2, 2)).toBe(0);
  });

  it('offers the next step: a buy, then upgrades, each refused only for the cash', () => {
    expect(nextStep('MultiFactorAuth', 0, 1_000_000)).toEqual({
      action: 'buy',
      toLevel: 1,
      price: 150_000,
      refusal: null,
      shortBy: 0,
    });
    expect(nextStep('MultiFactorAuth', 2, 100_000)).toEqual({
      action: 'upgrade',
      toLevel: 3,
      price: 150_000,
      refusal: 'insufficient-funds',
      shortBy: 50_000,
    });
    expect(nextStep('MultiFactorAuth', 1, -5)).toMatchObject({
      action: 'upgrade',
      toLevel: 2,
      refusal: 'in-debt',
      shortBy: 0,
    });
    expect(nextStep('MultiFactorAuth', 3, 1_000_000)).toBeNull();
  });

  it('counts invested as the sum paid for the owned levels', () => {
    expect(computeInvestedAt('UserEducation', 0)).toBe(0);
    expect(computeInvestedAt('UserEducation', 3)).toBe(80_000);
    expect(computeLoadoutInvested({ UserEducation: 2, VpnUsage: 1 })).toBe(80_000);
  });

  it('refunds half of what was invested, rounded down', () => {
    expect(computeRefund(80_000)).toBe(40_000);
    expect(computeRefund(55_001)).toBe(27_500);
    expect(computeRefund(1)).toBe(0);
  });

  it('allows a buy with enough cash and says why one is refused', () => {
    expect(checkBuy('VpnUsage', 0, 30_000)).toEqual({
      ok: true,
      action: 'buy',
      defenseId: 'VpnUsage',
      toLevel: 1,
      cashChange: -30_000,
    });
    expect(checkBuy('VpnUsage', 1, 1_000_000)).toMatchObject({
      ok: false,
      reason: 'already-owned',
    });
    expect(checkBuy('VpnUsage', 0, 29_999)).toMatchObject({
      ok: false,
      reason: 'insufficient-funds',
    });
    expect(checkBuy('VpnUsage', 0, -1)).toMatchObject({ ok: false, reason: 'in-debt' });
  });

  it('allows an upgrade one level at a time and says why one is refused', () => {
    expect(checkUpgrade('VpnUsage', 1, 20_000)).toMatchObject({
      ok: true,
      toLevel: 2,
      cashChange: -20_000,
    });
    expect(checkUpgrade('VpnUsage', 0, 1_000_000)).toMatchObject({
      ok: false,
      reason: 'not-owned',
    });
    expect(checkUpgrade('VpnUsage', 3, 1_000_000)).toMatchObject({
      ok: false,
      reason: 'max-level',
    });
    expect(checkUpgrade('VpnUsage', 2, -5)).toMatchObject({ ok: false, reason: 'in-debt' });
    expect(checkUpgrade('VpnUsage', 2, 29_999)).toMatchObject({
      ok: false,
      reason: 'insufficient-funds',
    });
  });

  it('allows selling even in debt, refunding half of the invested amount', () => {
    expect(checkSell('VpnUsage', 2, 50_000)).toEqual({
      ok: true,
      action: 'sell',
      defenseId: 'VpnUsage',
      toLevel: 0,
      cashChange: 25_000,
    });
    expect(checkSell('VpnUsage', 0, 0)).toMatchObject({ ok: false, reason: 'not-owned' });
  });

  it('applies actions to a loadout, leaving it unchanged when the shop would refuse', () => {
    expect(applyActionToLoadout({}, 'buy', 'VpnUsage')).toEqual({ VpnUsage: 1 });
    expect(applyActionToLoadout({ VpnUsage: 1 }, 'upgrade', 'VpnUsage')).toEqual({ VpnUsage: 2 });
    expect(applyActionToLoadout({ VpnUsage: 2, UserEducation: 1 }, 'sell', 'VpnUsage')).toEqual({
      UserEducation: 1,
    });
    const owned = { VpnUsage: 3 } as const;
    expect(applyActionToLoadout(owned, 'buy', 'VpnUsage')).toBe(owned);
    expect(applyActionToLoadout(owned, 'upgrade', 'VpnUsage')).toBe(owned);
    expect(applyActionToLoadout(owned, 'sell', 'UserEducation')).toBe(owned);
    expect(applyActionToLoadout(owned, 'upgrade', 'UserEducation')).toBe(owned);
  });
});
