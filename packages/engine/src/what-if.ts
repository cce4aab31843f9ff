/**
 * What-if on a wave report: the same attacks replayed with other defense levels or another alert
 * pick. Pure and cheap, so the web app runs it in the browser on every change of the panel.
 *
 * What a wave cost the bank, for comparing choices: damage + upkeep − star bonus, plus the price
 * of any level raised above what the bank held (bought before the wave, at catalogue prices). The
 * revenue is left out: no choice changes it. A raised level also raises what the bank had
 * invested, so the upkeep; a lowered level lowers the upkeep and refunds nothing (the what-if
 * replays one wave, it does not sell).
 *
 * "Best" (findBestChange): of every single change the bank could have made before the wave —
 * another alert pick, or one defense that covers an attacked fraud raised to a higher level — the
 * one that lowers that cost most. Its `saving` (less damage, more star bonus) minus its `cost`
 * (the price, plus the extra upkeep) is its `gain`, which must be above 0. Ties go to the lower
 * cost, then to an alert pick before a defense, then catalogue order and the lower level.
 * Lowering a level is never advised: a defense held still protects in later waves and selling
 * pays back only half, which one wave cannot weigh.
 */
import { priceLevels } from './actions';
import { type Level, listDefensesAgainst, type OwnedLevel } from './catalogue';
import { DEFENSE_IDS, type DefenseId, FAMILY_IDS, type FamilyId, type FraudId } from './ids';
import { computeWavePoints } from './points';
import { type AttackResult, resolveWave } from './resolve-wave';

/** Levels of the defenses that matter to a wave; a defense left out is held at level 0. */
export type WhatIfLevels = Readonly<Partial<Record<DefenseId, OwnedLevel>>>;

/** What the bank had when the wave hit. */
export type WhatIfBase = {
  /** The wave's attacks, fraud ids in order. */
  readonly attacks: readonly FraudId[];
  /** The levels the bank held of the defenses covering the attacked frauds. */
  readonly levels: WhatIfLevels;
  readonly alertFamily: FamilyId | null;
  /** What the bank had invested in defenses at the wave; it set the upkeep. */
  readonly invested: number;
};

/** The panel's choices: levels (left-out defenses stay as held) and the alert pick. */
export type WhatIfChoice = {
  readonly levels: WhatIfLevels;
  readonly alertFamily: FamilyId | null;
};

export type WhatIfOutcome = {
  /** Each attack resolved under the choice, in the wave's order. */
  readonly attacks: readonly AttackResult[];
  readonly totalBase: number;
  readonly totalDamage: number;
  readonly stars: number;
  readonly points: number;
  readonly revenue: number;
  /** Upkeep paid (≥ 0), from what was invested plus or minus the changed levels. */
  readonly upkeep: number;
  readonly bonus: number;
  /** revenue + bonus − damage − upkeep, as the report's net change. */
  readonly netChange: number;
  /** Price of the raised levels at catalogue prices (0 when nothing is raised). */
  readonly price: number;
  /** totalDamage + upkeep − bonus + price: what the wave cost, see this file's header. */
  readonly cost: number;
};

/** The defenses that cover at least one of `attacks`, in catalogue order: the panel's rows. */
export function listWhatIfDefenses(attacks: readonly FraudId[]): DefenseId[] {
  const covering = new Set<DefenseId>();
  for (const fraudId of attacks) for (const id of listDefensesAgainst(fraudId)) covering.add(id);
  return DEFENSE_IDS.filter((id) => covering.has(id));
}

/**
 * The levels a bank held, read from a report's layers: every owned defense covering an attacked
 * fraud is a layer of that attack (even at 0%), so a covering defense that is no layer was not owned.
 */
export function levelsFromLayers(
  attacks: readonly {
    readonly fraudId: FraudId;
    readonly layers: readonly { readonly defenseId: DefenseId; readonly level: Level }[];
  }[],
): WhatIfLevels {
  const levels: Partial<Record<DefenseId, OwnedLevel>> = {};
  for (const id of listWhatIfDefenses(attacks.map((attack) => attack.fraudId))) levels[id] = 0;
  for (const attack of attacks)
    for (const layer of attack.layers) levels[layer.defenseId] = layer.level;
  return levels;
}

function heldLevel(levels: WhatIfLevels, defenseId: DefenseId): OwnedLevel {
  return levels[defenseId] ?? 0;
}

/** The wave replayed under `choice`. The unchanged choice gives back the report as stored. */
export function computeWhatIf(base: WhatIfBase, choice: WhatIfChoice): WhatIfOutcome {
  const loadout: Partial<Record<DefenseId, Level>> = {};
  let price = 0;
  let invested = base.invested;
  for (const defenseId of listWhatIfDefenses(base.attacks)) {
    const held = heldLevel(base.levels, defenseId);
    const level = choice.levels[defenseId] ?? held;
    if (level > 0) loadout[defenseId] = level as Level;
    if (level > held) {
      const raise = priceLevels(defenseId, held, level);
      price += raise;
      invested += raise;
    } else if (level < held) {
      invested -= priceLevels(defenseId, level, held);
    }
  }
  const result = resolveWave(base.attacks, loadout, choice.alertFamily, Math.max(0, invested));
  const [, revenue, upkeep, bonus] = result.ledger;
  const upkeepPaid = 0 - upkeep.amount;
  return {
    attacks: result.attacks,
    totalBase: result.totalBase,
    totalDamage: result.totalDamage,
    stars: result.stars,
    points: computeWavePoints(result.stars, result.totalBase, result.totalPrevented),
    revenue: revenue.amount,
    upkeep: upkeepPaid,
    bonus: bonus.amount,
    netChange: result.netChange,
    price,
    cost: result.totalDamage + upkeepPaid - bonus.amount + price,
  };
}

/** The choice that changes nothing. */
export function unchangedChoice(base: WhatIfBase): WhatIfChoice {
  return { levels: base.levels, alertFamily: base.alertFamily };
}

/** One change the bank could have made before the wave. */
export type WhatIfChange =
  | {
      readonly kind: 'level';
      readonly defenseId: DefenseId;
      readonly fromLevel: OwnedLevel;
      readonly toLevel: Level;
    }
  | { readonly kind: 'alert'; readonly from: FamilyId | null; readonly to: FamilyId | null };

export type RatedChange = {
  readonly change: WhatIfChange;
  /** Less damage plus more star bonus in this wave. */
  readonly saving: number;
  /** The price plus the extra upkeep. */
  readonly cost: number;
  readonly price: number;
  readonly extraUpkeep: number;
  /** saving − cost: how much lower the wave's cost would have been. */
  readonly gain: number;
  readonly outcome: WhatIfOutcome;
};

/** The choice that makes `change` and nothing else. */
export function applyChange(base: WhatIfBase, change: WhatIfChange): WhatIfChoice {
  return change.kind === 'alert'
    ? { levels: base.levels, alertFamily: change.to }
    : {
        levels: { ...base.levels, [change.defenseId]: change.toLevel },
        alertFamily: base.alertFamily,
      };
}

/** Every change findBestChange weighs, in its tie order: alert picks, then raises by defense. */
export function listChanges(base: WhatIfBase): WhatIfChange[] {
  const changes: WhatIfChange[] = [];
  for (const family of [...FAMILY_IDS, null]) {
    if (family !== base.alertFamily) {
      changes.push({ kind: 'alert', from: base.alertFamily, to: family });
    }
  }
  for (const defenseId of listWhatIfDefenses(base.attacks)) {
    const held = heldLevel(base.levels, defenseId);
    for (let level = held + 1; level <= 3; level += 1) {
      changes.push({ kind: 'level', defenseId, fromLevel: held, toLevel: level as Level });
    }
  }
  return changes;
}

/** The effect of `change` against the wave as it was (`asItWas`: computeWhatIf unchanged). */
export function rateChange(
  base: WhatIfBase,
  change: WhatIfChange,
  asItWas: WhatIfOutcome = computeWhatIf(base, unchangedChoice(base)),
): RatedChange {
  const outcome = computeWhatIf(base, applyChange(base, change));
  const saving = asItWas.totalDamage - outcome.totalDamage + (outcome.bonus - asItWas.bonus);
  const extraUpkeep = outcome.upkeep - asItWas.upkeep;
  const cost = outcome.price + extraUpkeep;
  return {
    change,
    saving,
    cost,
    price: outcome.price,
    extraUpkeep,
    gain: saving - cost,
    outcome,
  };
}

/** The single change that would have lowered the wave's cost most, or null if none would have. */
export function findBestChange(base: WhatIfBase): RatedChange | null {
  const asItWas = computeWhatIf(base, unchangedChoice(base));
  let best: RatedChange | null = null;
  for (const change of listChanges(base)) {
    const rated = rateChange(base, change, asItWas);
    if (rated.gain <= 0) continue;
    if (
      best === null ||
      rated.gain > best.gain ||
      (rated.gain === best.gain && rated.cost < best.cost)
    ) {
      best = rated;
    }
  }
  return best;
}
