/**
 * What a shop step is worth in money against the next wave, computed as the engine's advice
 * computes it (planner.ts: expected damage prevented per wave under the forecast's fraud mix, no
 * alert), so that the shop, a defense page, Home and the welcome show one set of figures. The words
 * for them are lib/measure-words.
 */
import type { Level, Loadout, OwnedLevel } from '@ffl/engine/catalogue';
import type { FraudMix } from '@ffl/engine/fraud-mix';
import type { DefenseId } from '@ffl/engine/ids';
import { computeDamageWeights, computeExpectedDamage } from '@ffl/engine/planner';
import { type PurchaseMoney, purchaseMoney, upkeepPerWave } from '../../lib/measure-words';

/** Expected damage per wave the loadout lets through under the mix (unrounded). */
function expectedDamage(loadout: Loadout, mix: FraudMix): number {
  return computeExpectedDamage(loadout, computeDamageWeights(mix));
}

/** Expected credits per wave that taking `defenseId` to `toLevel` prevents (unrounded, ≥ 0). */
export function expectedSaving(
  loadout: Loadout,
  defenseId: DefenseId,
  toLevel: Level,
  mix: FraudMix,
): number {
  const after: Loadout = { ...loadout, [defenseId]: toLevel };
  return Math.max(0, expectedDamage(loadout, mix) - expectedDamage(after, mix));
}

/** A step's money: its cost, expected saving per wave, upkeep and payback after upkeep. */
export function stepMoney(
  loadout: Loadout,
  defenseId: DefenseId,
  toLevel: Level,
  cost: number,
  mix: FraudMix,
): PurchaseMoney {
  return purchaseMoney(cost, expectedSaving(loadout, defenseId, toLevel, mix), {
    defenseId,
    fromLevel: loadout[defenseId] ?? 0,
    toLevel,
  });
}

export type SaleMoney = {
  refund: number;
  invested: number;
  /** Expected damage per wave the defense stops now, which the sale gives up. */
  lostSavingPerWave: number;
  /** The upkeep the bank stops paying each wave: the defense's whole upkeep at its level. */
  upkeepSavedPerWave: number;
  /** The level the defense is at, which the sale gives up. */
  level: OwnedLevel;
};

/** What selling a defense held at `level`, with `invested` paid into it, gives and gives up. */
export function saleMoney(
  loadout: Loadout,
  defenseId: DefenseId,
  invested: number,
  refund: number,
  mix: FraudMix,
): SaleMoney {
  const without: Loadout = { ...loadout };
  delete without[defenseId];
  return {
    refund,
    invested,
    lostSavingPerWave: Math.max(0, expectedDamage(without, mix) - expectedDamage(loadout, mix)),
    upkeepSavedPerWave: upkeepPerWave(invested),
    level: loadout[defenseId] ?? 0,
  };
}
