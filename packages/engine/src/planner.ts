/**
 * Expected-value planning over a fraud mix, shared by the recommendations and the simulator's
 * strategies. A "step" takes one defense up by one level, or by two levels at once (buy and
 * upgrade, or two upgrades) so that a defense whose first level is weak (0% against SIM swap, or
 * forced password rotation) can still be judged by what its second level does.
 */

import { priceLevels } from './actions';
import { DEFENSES, FRAUDS, type Level, type Loadout, type OwnedLevel } from './catalogue';
import { ECONOMY } from './economy';
import type { FraudMix } from './fraud-mix';
import { DEFENSE_IDS, type DefenseId, type FamilyId, FRAUD_IDS, type FraudId } from './ids';
import { computeRemaining } from './protection';
import { buildFraudRecord } from './records';

/** Expected base damage per wave of each fraud (P(drawn) × base), already halved when alerted. */
export type DamageWeights = Readonly<Record<FraudId, number>>;

export type PurchaseStep = {
  readonly defenseId: DefenseId;
  readonly fromLevel: OwnedLevel;
  readonly toLevel: Level;
  readonly cost: number;
  /** Expected credits of damage the step prevents per wave under the weights. */
  readonly expectedSaved: number;
  /** expectedSaved / cost: credits saved per wave per credit spent. */
  readonly savedPerCredit: number;
};

/** Weights for planning: P(drawn) × base damage, times the alert share for `alertFamily`. */
export function computeDamageWeights(
  mix: FraudMix,
  alertFamily: FamilyId | null = null,
): DamageWeights {
  return buildFraudRecord((id) => {
    const alertShare = FRAUDS[id].family === alertFamily ? ECONOMY.alertDamagePercent / 100 : 1;
    return mix[id] * FRAUDS[id].baseDamage * alertShare;
  });
}

/** Expected damage per wave of `loadout` under `weights` (unrounded). */
export function computeExpectedDamage(loadout: Loadout, weights: DamageWeights): number {
  let total = 0;
  for (const id of FRAUD_IDS) total += weights[id] * computeRemaining(loadout, id);
  return total;
}

/** Expected damage per wave of `loadout` under `weights`, per family. */
export function computeExpectedDamageByFamily(
  loadout: Loadout,
  weights: DamageWeights,
): Record<FamilyId, number> {
  const byFamily: Record<FamilyId, number> = {
    social: 0,
    cyber: 0,
    identity: 0,
    insider: 0,
    physical: 0,
  };
  for (const id of FRAUD_IDS)
    byFamily[FRAUDS[id].family] += weights[id] * computeRemaining(loadout, id);
  return byFamily;
}

/**
 * Every step `loadout` can take (up by 1 or, when `maxJump` is 2, also by 2 levels), with its
 * expected saving, best first: highest saved per credit, then cheaper, then catalogue order.
 */
export function listPurchaseSteps(
  loadout: Loadout,
  weights: DamageWeights,
  maxJump: 1 | 2 = 2,
): PurchaseStep[] {
  const remaining = buildFraudRecord((id) => computeRemaining(loadout, id));
  const steps: PurchaseStep[] = [];
  for (const defenseId of DEFENSE_IDS) {
    const fromLevel: OwnedLevel = loadout[defenseId] ?? 0;
    for (let toLevel = fromLevel + 1; toLevel <= Math.min(3, fromLevel + maxJump); toLevel += 1) {
      const cost = priceLevels(defenseId, fromLevel, toLevel as Level);
      const expectedSaved = computeStepSaving(
        defenseId,
        fromLevel,
        toLevel as Level,
        remaining,
        weights,
      );
      steps.push({
        defenseId,
        fromLevel,
        toLevel: toLevel as Level,
        cost,
        expectedSaved,
        savedPerCredit: expectedSaved / cost,
      });
    }
  }
  return steps.sort(compareSteps);
}

function computeStepSaving(
  defenseId: DefenseId,
  fromLevel: OwnedLevel,
  toLevel: Level,
  remaining: Readonly<Record<FraudId, number>>,
  weights: DamageWeights,
): number {
  let saved = 0;
  const stops = DEFENSES[defenseId].stops;
  for (const fraudId of Object.keys(stops) as FraudId[]) {
    const row = stops[fraudId]!;
    const keptBefore = fromLevel === 0 ? 1 : 1 - row[fromLevel - 1]! / 100;
    const keptAfter = 1 - row[toLevel - 1]! / 100;
    const current = remaining[fraudId];
    saved += weights[fraudId] * (current - (current / keptBefore) * keptAfter);
  }
  return saved;
}

function compareSteps(a: PurchaseStep, b: PurchaseStep): number {
  return (
    b.savedPerCredit - a.savedPerCredit ||
    a.cost - b.cost ||
    DEFENSE_IDS.indexOf(a.defenseId) - DEFENSE_IDS.indexOf(b.defenseId) ||
    a.toLevel - b.toLevel
  );
}

export type PlanOptions = {
  /** Only steps saving more than this per credit per wave are taken. */
  readonly minSavedPerCredit: number;
  /** Stop after this many steps. */
  readonly maxSteps?: number;
  readonly maxJump?: 1 | 2;
};

export type Plan = {
  readonly steps: readonly PurchaseStep[];
  readonly loadout: Loadout;
  readonly cash: number;
};

/**
 * Greedy plan: repeatedly take the affordable step with the highest saved per credit while it
 * beats `minSavedPerCredit`. The simulator's informed and forecast players use it with the upkeep
 * rate as the bar: a step is worth it when it saves more per wave than it costs in upkeep.
 */
export function planPurchases(
  loadout: Loadout,
  cash: number,
  weights: DamageWeights,
  options: PlanOptions,
): Plan {
  const current: Partial<Record<DefenseId, Level>> = { ...loadout };
  const steps: PurchaseStep[] = [];
  let left = cash;
  const maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
  while (steps.length < maxSteps) {
    const next = listPurchaseSteps(current, weights, options.maxJump ?? 2).find(
      (step) => step.cost <= left && step.savedPerCredit > options.minSavedPerCredit,
    );
    if (next === undefined) break;
    steps.push(next);
    current[next.defenseId] = next.toLevel;
    left -= next.cost;
  }
  return { steps, loadout: current, cash: left };
}
