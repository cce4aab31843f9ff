/**
 * Defense in depth: the layers a bank owns against a fraud multiply.
 * remaining(f) = Π over owned defenses d covering f of (1 − eff(d, level, f) / 100), and
 * protection(f) = 1 − remaining(f). The exact ratio is kept as integers so damage can be rounded
 * half up without floating-point error.
 */
import { DEFENSES, FRAUDS, type Loadout, listDefensesAgainst, type PerLevel } from './catalogue';
import { divideRoundHalfUp, ECONOMY } from './economy';
import { DEFENSE_IDS, type DefenseId, type FraudId } from './ids';
import { buildFraudRecord } from './records';

/** A defense covering a fraud, with its effectiveness per level, precomputed for hot loops. */
export type Cover = {
  readonly defenseId: DefenseId;
  /** Position of the defense in DEFENSE_IDS, for array-indexed lookups. */
  readonly defenseIndex: number;
  readonly effectiveness: PerLevel<number>;
};

const coversByFraud: Readonly<Record<FraudId, readonly Cover[]>> = buildFraudRecord((fraudId) =>
  listDefensesAgainst(fraudId).map((defenseId) => ({
    defenseId,
    defenseIndex: DEFENSE_IDS.indexOf(defenseId),
    effectiveness: DEFENSES[defenseId].stops[fraudId]!,
  })),
);

/** The defenses covering `fraudId` with their effectiveness rows, in catalogue order. */
export function listCovers(fraudId: FraudId): readonly Cover[] {
  return coversByFraud[fraudId];
}

/** remaining(f) as an exact fraction: numerator = Π (100 − eff), denominator = 100^layers. */
export type RemainingRatio = { readonly numerator: number; readonly denominator: number };

/** The exact share of `fraudId`'s damage that gets through `loadout`. */
export function computeRemainingRatio(loadout: Loadout, fraudId: FraudId): RemainingRatio {
  let numerator = 1;
  let denominator = 1;
  for (const cover of coversByFraud[fraudId]) {
    const level = loadout[cover.defenseId];
    if (level === undefined) continue;
    numerator *= 100 - cover.effectiveness[level - 1]!;
    denominator *= 100;
  }
  return { numerator, denominator };
}

/** Share of `fraudId`'s damage that gets through `loadout`, 0..1 (1 with no defense). */
export function computeRemaining(loadout: Loadout, fraudId: FraudId): number {
  const ratio = computeRemainingRatio(loadout, fraudId);
  return ratio.numerator / ratio.denominator;
}

/** Share of `fraudId`'s damage that `loadout` stops, 0..1: 1 − remaining. */
export function computeProtection(loadout: Loadout, fraudId: FraudId): number {
  return 1 - computeRemaining(loadout, fraudId);
}

/**
 * Whole-credit damage of one attack of `fraudId` on `loadout`: base × remaining rounded half up,
 * then, when the fraud's family is on alert, the alert share of that rounded amount rounded half up.
 */
export function computeDamage(loadout: Loadout, fraudId: FraudId, alerted: boolean): number {
  const ratio = computeRemainingRatio(loadout, fraudId);
  const throughDefenses = divideRoundHalfUp(
    FRAUDS[fraudId].baseDamage * ratio.numerator,
    ratio.denominator,
  );
  return alerted ? applyAlert(throughDefenses) : throughDefenses;
}

/** The damage left after the security alert: the alert share of `damage`, rounded half up. */
export function applyAlert(damage: number): number {
  return divideRoundHalfUp(damage * ECONOMY.alertDamagePercent, 100);
}
