/**
 * Resolution of one wave for one bank. Deterministic, integer-only money, and allocation kept to
 * the result itself because the server runs it for every player in every wave.
 *
 * How savings are attributed to defenses: the owned layers covering a fraud act one after the
 * other, strongest first (ties in catalogue order). Each layer stops its % of what the layers
 * before it let through. With R_i = base × Π_{j ≤ i} (1 − eff_j / 100), layer i saved
 * round(R_{i−1}) − round(R_i), rounded half up, so the savings telescope to exactly
 * base − damage before the alert. Example: Phishing (27,500) with Email Filtering L1 (50%) and
 * User Education L1 (10%): Email Filtering saves 13,750, User Education 10% of the remaining
 * 13,750 = 1,375, and 12,375 gets through; the social alert then saves 6,187 and 6,188 hits.
 */
import { FRAUDS, type Level, type Loadout } from './catalogue';
import { computeStars, computeUpkeep, ECONOMY } from './economy';
import { DEFENSE_IDS, type DefenseId, type FamilyId, type FraudId } from './ids';
import { applyAlert, type Cover, listCovers } from './protection';
import { buildFraudRecord } from './records';

/** One defense layer that applied to an attack. */
export type AttackLayer = {
  readonly defenseId: DefenseId;
  readonly level: Level;
  /** % this layer stops at its level (may be 0, e.g. SMS codes against a SIM swap). */
  readonly effectiveness: number;
  /** Credits this layer stopped, per the attribution rule in this file's header. */
  readonly saved: number;
};

export type AttackResult = {
  readonly fraudId: FraudId;
  readonly family: FamilyId;
  readonly base: number;
  /** Owned layers covering the fraud, in the order they act: strongest first. */
  readonly layers: readonly AttackLayer[];
  /** What got through the defenses, before the alert. base − Σ layer.saved. */
  readonly damageBeforeAlert: number;
  readonly alerted: boolean;
  /** What the security alert saved: damageBeforeAlert − damage. */
  readonly alertSaved: number;
  /** Final damage of this attack. */
  readonly damage: number;
  /** base − damage. */
  readonly prevented: number;
};

export type WaveLedgerKind = 'damage' | 'revenue' | 'upkeep' | 'bonus';

export type WaveLedgerLine = { readonly kind: WaveLedgerKind; readonly amount: number };

export type WaveResult = {
  readonly attacks: readonly AttackResult[];
  readonly totalBase: number;
  readonly totalDamage: number;
  readonly totalPrevented: number;
  /** Σ prevented / Σ base × 100, unrounded (0 for an empty wave). */
  readonly preventedPercent: number;
  readonly stars: number;
  /** Always four lines, in this order: damage (≤ 0), revenue, upkeep (≤ 0), bonus. */
  readonly ledger: readonly [WaveLedgerLine, WaveLedgerLine, WaveLedgerLine, WaveLedgerLine];
  /** Sum of the ledger lines: the change of cash. */
  readonly netChange: number;
};

/**
 * Resolves `wave` (the fraud ids of its attacks) against a bank's `loadout`, its alert pick
 * (`null` for none) and its total `invested`, which sets the upkeep.
 */
export function resolveWave(
  wave: readonly FraudId[],
  loadout: Loadout,
  alertFamily: FamilyId | null,
  invested: number,
): WaveResult {
  const attacks: AttackResult[] = new Array(wave.length);
  let totalBase = 0;
  let totalDamage = 0;
  levelMemo.fill(-1);
  for (let index = 0; index < wave.length; index += 1) {
    const attack = resolveAttack(wave[index]!, loadout, alertFamily);
    attacks[index] = attack;
    totalBase += attack.base;
    totalDamage += attack.damage;
  }
  const totalPrevented = totalBase - totalDamage;
  const stars = computeStars(totalPrevented, totalBase);
  const upkeep = computeUpkeep(invested);
  const bonus = stars * ECONOMY.starBonus;
  const revenue = ECONOMY.revenuePerWave;
  return {
    attacks,
    totalBase,
    totalDamage,
    totalPrevented,
    preventedPercent: totalBase === 0 ? 0 : (totalPrevented * 100) / totalBase,
    stars,
    // `0 - x` rather than `-x` so that a zero amount is 0, never -0.
    ledger: [
      { kind: 'damage', amount: 0 - totalDamage },
      { kind: 'revenue', amount: revenue },
      { kind: 'upkeep', amount: 0 - upkeep },
      { kind: 'bonus', amount: bonus },
    ],
    netChange: revenue + bonus - totalDamage - upkeep,
  };
}

type FraudRecord = {
  readonly base: number;
  readonly family: FamilyId;
  readonly covers: readonly Cover[];
};

const fraudRecords: Readonly<Record<FraudId, FraudRecord>> = buildFraudRecord((fraudId) => ({
  base: FRAUDS[fraudId].baseDamage,
  family: FRAUDS[fraudId].family,
  covers: listCovers(fraudId),
}));

// Scratch space reused across calls so the hot loop allocates only the result objects. The engine
// is synchronous, so no two calls can interleave on it. No fraud has more than 8 covering defenses
// (the catalogue test checks this).
const scratchCover = new Int32Array(8);
const scratchEffectiveness = new Int32Array(8);
const scratchLevel = new Int32Array(8);
// Level of each defense for the call in progress: -1 = not looked up yet, 0 = not owned. Keyed
// property reads on the loadout are the slowest step, and a defense often covers several attacks.
const levelMemo = new Int8Array(DEFENSE_IDS.length);

function resolveAttack(
  fraudId: FraudId,
  loadout: Loadout,
  alertFamily: FamilyId | null,
): AttackResult {
  const record = fraudRecords[fraudId];
  const covers = record.covers;
  let count = 0;
  for (let coverIndex = 0; coverIndex < covers.length; coverIndex += 1) {
    const cover = covers[coverIndex]!;
    let level = levelMemo[cover.defenseIndex]!;
    if (level < 0) {
      level = loadout[cover.defenseId] ?? 0;
      levelMemo[cover.defenseIndex] = level;
    }
    if (level === 0) continue;
    const effectiveness = cover.effectiveness[level - 1]!;
    // Insertion sort, stable: covers arrive in catalogue order, so equals keep that order.
    let position = count;
    while (position > 0 && scratchEffectiveness[position - 1]! < effectiveness) {
      scratchCover[position] = scratchCover[position - 1]!;
      scratchEffectiveness[position] = scratchEffectiveness[position - 1]!;
      scratchLevel[position] = scratchLevel[position - 1]!;
      position -= 1;
    }
    scratchCover[position] = coverIndex;
    scratchEffectiveness[position] = effectiveness;
    scratchLevel[position] = level;
    count += 1;
  }
  const base = record.base;
  const layers: AttackLayer[] = new Array(count);
  let numerator = base;
  let denominator = 1;
  let through = base;
  for (let index = 0; index < count; index += 1) {
    const effectiveness = scratchEffectiveness[index]!;
    numerator *= 100 - effectiveness;
    denominator *= 100;
    // Round half up, inlined: floor((2n + d) / 2d), corrected by one step against float error.
    const twiceDenominator = 2 * denominator;
    const doubled = 2 * numerator + denominator;
    let next = Math.floor(doubled / twiceDenominator);
    if (next * twiceDenominator > doubled) next -= 1;
    else if ((next + 1) * twiceDenominator <= doubled) next += 1;
    layers[index] = {
      defenseId: covers[scratchCover[index]!]!.defenseId,
      level: scratchLevel[index] as Level,
      effectiveness,
      saved: through - next,
    };
    through = next;
  }
  const alerted = record.family === alertFamily;
  const damage = alerted ? applyAlert(through) : through;
  return {
    fraudId,
    family: record.family,
    base,
    layers,
    damageBeforeAlert: through,
    alerted,
    alertSaved: through - damage,
    damage,
    prevented: base - damage,
  };
}
