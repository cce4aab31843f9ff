/** Pure numbers behind a defense page: the level ladder, the chart rows and the sale quote. */
import { computeInvestedAt, computeRefund } from '@ffl/engine/actions';
import { DEFENSES, listFraudsStoppedBy, type OwnedLevel } from '@ffl/engine/catalogue';
import { type DefenseId, FRAUD_NAMES, type FraudId } from '@ffl/engine/ids';
import type { LevelChartRow } from '../../components/charts/level-chart-layout';
import type { Bank } from '../../lib/api-schemas';

export type LadderStep = {
  level: 1 | 2 | 3;
  name: string;
  /** Price of this step: the purchase for level 1, the upgrade for 2 and 3. */
  price: number;
  /** What a bank has paid in total once it holds this level. */
  totalAt: number;
  current: boolean;
  /** Held now (this level or a higher one). */
  reached: boolean;
};

export function buildLadder(defenseId: DefenseId, level: OwnedLevel): LadderStep[] {
  const defense = DEFENSES[defenseId];
  return ([1, 2, 3] as const).map((step) => ({
    level: step,
    name: defense.levelNames[step - 1] ?? '',
    price: defense.costs[step - 1] ?? 0,
    totalAt: computeInvestedAt(defenseId, step),
    current: step === level,
    reached: step <= level,
  }));
}

/** One chart row per fraud the defense covers, in the catalogue's order. */
export function buildChartRows(defenseId: DefenseId): LevelChartRow[] {
  const stops = DEFENSES[defenseId].stops;
  return listFraudsStoppedBy(defenseId).map((fraudId: FraudId) => {
    const values = stops[fraudId] ?? [0, 0, 0];
    return { id: fraudId, label: FRAUD_NAMES[fraudId], values: [values[0], values[1], values[2]] };
  });
}

export type SaleQuote = { invested: number; refund: number };

/**
 * What selling would pay back: the engine's refund (50% of invested, rounded down) of what the
 * bank actually paid, as the server computes it. Null when the defense is not owned.
 */
export function quoteSale(bank: Pick<Bank, 'owned'>, defenseId: DefenseId): SaleQuote | null {
  const owned = bank.owned.find((row) => row.defenseId === defenseId && row.level > 0);
  if (!owned) return null;
  return { invested: owned.invested, refund: computeRefund(owned.invested) };
}
