/**
 * What-if on a wave report: the same attacks replayed with other defense levels or another alert
 * pick. Pure and cheap, so the web app runs it in the browser on every change of the panel.
 *
 * A choice is measured as the ranking measures a bank: the wave's points, and net worth, which
 * moves by the wave's net change alone. A level raised above what the bank held is bought before
 * the wave at catalogue prices: its price turns cash into defenses (net worth counts them at what
 * they cost) and raises what was invested, so the upkeep. A lowered level lowers the upkeep and
 * refunds nothing (the what-if replays one wave, it does not sell).
 *
 * "Best" (findBestChange, adviseReport): of every single change the bank could have made before the
 * wave — another alert pick, or one defense that covers an attacked fraud raised to a higher level
 * it could afford with the cash it held — the one that would have ranked it highest, measured as
 * the season table measures: points first, then net worth. Net worth counts defenses at what they
 * cost, so a raise's price only moves cash into defenses; what it costs net worth is its extra
 * upkeep. A change is advised only when it lowers neither measure and raises one. Ties go to the
 * lower price, then to an alert pick before a defense, then catalogue order and the lower level.
 * Lowering a level is never advised: a defense held still protects in later waves and selling
 * pays back only half, which one wave cannot weigh. The results mail and the report give this one
 * advice (decision 0037).
 */
import { priceLevels } from './actions';
import { type Level, listDefensesAgainst, type OwnedLevel } from './catalogue';
import { computeUpkeep } from './economy';
import { DEFENSE_IDS, type DefenseId, FAMILY_IDS, type FamilyId, type FraudId } from './ids';
import { computeWavePoints } from './points';
import { type AttackResult, resolveWave } from './resolve-wave';

/** Levels of the defenses that matter to a wave; a defense left out is held at level 0. */
export type WhatIfLevels = Readonly<Partial<Record<DefenseId, OwnedLevel>>>;

/** The wave and the bank's defenses and alert against it: what sets each attack's damage. */
export type WhatIfWave = {
  /** The wave's attacks, fraud ids in order. */
  readonly attacks: readonly FraudId[];
  /** The levels the bank held of the defenses covering the attacked frauds. */
  readonly levels: WhatIfLevels;
  readonly alertFamily: FamilyId | null;
};

/** What the bank had when the wave hit. */
export type WhatIfBase = WhatIfWave & {
  /** What the bank had invested in defenses at the wave; it set the upkeep. */
  readonly invested: number;
  /** The bank's cash just before the wave: no raise dearer than this is advised. */
  readonly cashBefore: number;
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
export function computeWhatIf(
  base: WhatIfWave & { readonly invested: number },
  choice: WhatIfChoice,
): WhatIfOutcome {
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
  };
}

/** The choice that changes nothing. */
export function unchangedChoice(base: WhatIfWave): WhatIfChoice {
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

/** A change's effect on the wave itself, whatever the bank had invested or held in cash. */
export type WaveEffect = {
  readonly change: WhatIfChange;
  /** Less damage plus more star bonus in this wave. */
  readonly saving: number;
  /** The wave's points with the change less its points as it was (below 0 if it let more through). */
  readonly pointsGain: number;
  /** The price of the raised levels at catalogue prices (0 for an alert pick). */
  readonly price: number;
};

export type RatedChange = WaveEffect & {
  /** The upkeep the price would have added to this wave's (2% of it, rounded with the rest). */
  readonly extraUpkeep: number;
  /**
   * saving − extraUpkeep: how much higher net worth would have been after the wave. The price is
   * not in it: it turns cash into defenses, which net worth counts at what they cost.
   */
  readonly netWorthGain: number;
  /** Whether the bank held the price in cash just before the wave (an alert pick always is). */
  readonly affordable: boolean;
};

/** The choice that makes `change` and nothing else. */
export function applyChange(base: WhatIfWave, change: WhatIfChange): WhatIfChoice {
  return change.kind === 'alert'
    ? { levels: base.levels, alertFamily: change.to }
    : {
        levels: { ...base.levels, [change.defenseId]: change.toLevel },
        alertFamily: base.alertFamily,
      };
}

/** Every change findBestChange weighs, in its tie order: alert picks, then raises by defense. */
export function listChanges(base: WhatIfWave): WhatIfChange[] {
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

/**
 * The effect of every change of listChanges on the wave, in the same order. This is the costly
 * part of the advice (a wave replayed per change), and it depends only on the attacks, the levels
 * and the alert: banks in the same situation may share it (the results mail does).
 */
export function rateWaveEffects(base: WhatIfWave): WaveEffect[] {
  const wave = { ...base, invested: 0 };
  const asItWas = computeWhatIf(wave, unchangedChoice(base));
  return listChanges(base).map((change) => {
    const outcome = computeWhatIf(wave, applyChange(base, change));
    return {
      change,
      saving: asItWas.totalDamage - outcome.totalDamage + (outcome.bonus - asItWas.bonus),
      pointsGain: outcome.points - asItWas.points,
      price: outcome.price,
    };
  });
}

/** A wave effect for a bank that had `invested` in defenses and `cashBefore` in cash. */
export function rateEffect(effect: WaveEffect, invested: number, cashBefore: number): RatedChange {
  const extraUpkeep = computeUpkeep(invested + effect.price) - computeUpkeep(invested);
  return {
    ...effect,
    extraUpkeep,
    netWorthGain: effect.saving - extraUpkeep,
    // Nothing to pay is always affordable, even in debt; a purchase needs the cash (the shop's rule).
    affordable: effect.price === 0 || effect.price <= cashBefore,
  };
}

/** The effect of `change` against the wave as it was, for the bank of `base`. */
export function rateChange(base: WhatIfBase, change: WhatIfChange): RatedChange {
  const wave = { ...base, invested: 0 };
  const asItWas = computeWhatIf(wave, unchangedChoice(base));
  const outcome = computeWhatIf(wave, applyChange(base, change));
  return rateEffect(
    {
      change,
      saving: asItWas.totalDamage - outcome.totalDamage + (outcome.bonus - asItWas.bonus),
      pointsGain: outcome.points - asItWas.points,
      price: outcome.price,
    },
    base.invested,
    base.cashBefore,
  );
}

/**
 * Whether a rated change is worth advising: affordable, lowering neither of the ranking's measures
 * (points, net worth) and raising at least one.
 */
export function isAdvisable(rated: RatedChange): boolean {
  return (
    rated.affordable &&
    rated.pointsGain >= 0 &&
    rated.netWorthGain >= 0 &&
    (rated.pointsGain > 0 || rated.netWorthGain > 0)
  );
}

/** Whether `a` ranks above `b` as the season table ranks: points, then net worth, then the price. */
function ranksAbove(a: RatedChange, b: RatedChange): boolean {
  if (a.pointsGain !== b.pointsGain) return a.pointsGain > b.pointsGain;
  if (a.netWorthGain !== b.netWorthGain) return a.netWorthGain > b.netWorthGain;
  return a.price < b.price;
}

/** The best advisable change of `effects` (rateWaveEffects) for a bank, or null if none. */
export function pickBestChange(
  effects: readonly WaveEffect[],
  invested: number,
  cashBefore: number,
): RatedChange | null {
  let best: RatedChange | null = null;
  for (const effect of effects) {
    const rated = rateEffect(effect, invested, cashBefore);
    if (!isAdvisable(rated)) continue;
    if (best === null || ranksAbove(rated, best)) best = rated;
  }
  return best;
}

/** The single change that would have ranked the bank highest in this wave, or null (see header). */
export function findBestChange(base: WhatIfBase): RatedChange | null {
  return pickBestChange(rateWaveEffects(base), base.invested, base.cashBefore);
}

/** What a stored wave report holds that the what-if and the advice need. */
export type WhatIfReport = {
  readonly attacks: readonly {
    readonly fraudId: FraudId;
    readonly layers: readonly { readonly defenseId: DefenseId; readonly level: Level }[];
    readonly damage: number;
  }[];
  readonly alertFamily: FamilyId | null;
  readonly totalDamage: number;
  readonly stars: number;
  readonly netChange: number;
  readonly cashAfter: number;
  readonly netWorthAfter: number;
};

/**
 * What the bank had when the wave hit, from its report alone: the attacks, the levels held (read
 * from the layers), the alert pick, what was invested (net worth after − cash after) and the cash
 * before the wave (cash after − the wave's net change).
 */
export function readWhatIfBase(report: WhatIfReport): WhatIfBase {
  return {
    attacks: report.attacks.map((attack) => attack.fraudId),
    levels: levelsFromLayers(report.attacks),
    alertFamily: report.alertFamily,
    invested: report.netWorthAfter - report.cashAfter,
    cashBefore: report.cashAfter - report.netChange,
  };
}

/**
 * Whether the replay with nothing changed is the report as stored. It is not when the game's
 * numbers changed after the wave: then nothing is compared or advised on wrong figures.
 */
export function replaysReport(report: WhatIfReport, base: WhatIfBase): boolean {
  const replay = computeWhatIf(base, unchangedChoice(base));
  return (
    replay.attacks.length === report.attacks.length &&
    replay.attacks.every((attack, index) => attack.damage === report.attacks[index]?.damage) &&
    replay.totalDamage === report.totalDamage &&
    replay.stars === report.stars &&
    replay.netChange === report.netChange
  );
}

export type ReportAdvice =
  | { readonly replays: false }
  | { readonly replays: true; readonly best: RatedChange | null };

/**
 * The advice on a wave report: the one the report's "What if?" and the results mail both give.
 * `rate` may be a cached rateWaveEffects, for many reports of one wave.
 */
export function adviseReport(
  report: WhatIfReport,
  rate: (wave: WhatIfWave) => readonly WaveEffect[] = rateWaveEffects,
): ReportAdvice {
  const base = readWhatIfBase(report);
  if (!replaysReport(report, base)) return { replays: false };
  return { replays: true, best: pickBestChange(rate(base), base.invested, base.cashBefore) };
}
