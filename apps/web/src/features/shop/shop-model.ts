/**
 * The Defense Shop's pure logic: what each card shows (level, next action and its price, what it
 * is worth in money against the next wave, why an action would be refused, what a sale gives), the
 * filter and sort, and the URL search params that keep them.
 */
import { computeRefund, type NextStep, nextStep } from '@ffl/engine/actions';
import {
  DEFENSES,
  FRAUDS,
  type Loadout,
  listFraudsStoppedBy,
  type OwnedLevel,
} from '@ffl/engine/catalogue';
import type { FraudMix } from '@ffl/engine/fraud-mix';
import {
  DEFENSE_IDS,
  DEFENSE_NAMES,
  type DefenseId,
  FAMILY_IDS,
  type FamilyId,
} from '@ffl/engine/ids';
import type { Bank } from '../../lib/api-schemas';
import { compareNames } from '../../lib/format';
import type { PurchaseMoney } from '../../lib/measure-words';
import { levelOf } from '../game/loadout';
import { type SaleMoney, saleMoney, stepMoney } from '../game/worth';

export const SHOP_FILTERS = ['all', 'owned', 'not-owned'] as const;
export type ShopFilter = (typeof SHOP_FILTERS)[number];
export const SHOP_SORTS = ['impact', 'level', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** The shop's URL search params. Defaults are left out, so plain links to /defenseshop stay valid. */
export type ShopSearch = {
  filter?: Exclude<ShopFilter, 'all'>;
  sort?: Exclude<ShopSort, 'impact'>;
};

/** validateSearch for /defenseshop: unknown or default values are dropped. */
export function parseShopSearch(raw: Record<string, unknown>): ShopSearch {
  const search: ShopSearch = {};
  if (raw.filter === 'owned' || raw.filter === 'not-owned') search.filter = raw.filter;
  if (raw.sort === 'level' || raw.sort === 'name') search.sort = raw.sort;
  return search;
}

/** The search params for a filter and sort, with defaults left out. */
export function toShopSearch(filter: ShopFilter, sort: ShopSort): ShopSearch {
  return parseShopSearch({ filter, sort });
}

/** Families a defense covers, in the catalogue's family order. */
export function familiesCoveredBy(defenseId: DefenseId): FamilyId[] {
  const families = new Set(listFraudsStoppedBy(defenseId).map((id) => FRAUDS[id].family));
  return FAMILY_IDS.filter((family) => families.has(family));
}

/** The engine's next step (nextStep: kind, level, price, why the server would refuse it now). */
export type CardAction = {
  kind: NextStep['action'];
  toLevel: NextStep['toLevel'];
  toLevelName: string;
  price: number;
  refusal: NextStep['refusal'];
  shortBy: number;
  /** What the step is worth against the next wave: saving, upkeep and payback. */
  money: PurchaseMoney;
};

export type ShopCard = {
  defenseId: DefenseId;
  name: string;
  level: OwnedLevel;
  levelName: string | null;
  families: FamilyId[];
  fraudCount: number;
  /** Null at level 3. */
  next: CardAction | null;
  /** What selling would give and give up; null when not owned. */
  sale: SaleMoney | null;
};

/** What the bank paid into each defense it owns (the server's figures, for the sale quote). */
export type Investments = Readonly<Partial<Record<DefenseId, number>>>;

export function investmentsOf(bank: Pick<Bank, 'owned'>): Investments {
  const invested: Partial<Record<DefenseId, number>> = {};
  for (const row of bank.owned) {
    if (row.level > 0) invested[row.defenseId as DefenseId] = row.invested;
  }
  return invested;
}

/** One card's model: current level, the next buy or upgrade and its money, the sale. */
export function buildCard(
  defenseId: DefenseId,
  loadout: Loadout,
  cash: number,
  mix: FraudMix,
  invested: Investments = {},
): ShopCard {
  const defense = DEFENSES[defenseId];
  const level = levelOf(loadout, defenseId);
  const step = nextStep(defenseId, level, cash);
  const next: CardAction | null = step && {
    kind: step.action,
    toLevel: step.toLevel,
    toLevelName: defense.levelNames[step.toLevel - 1] ?? '',
    price: step.price,
    refusal: step.refusal,
    shortBy: step.shortBy,
    money: stepMoney(loadout, defenseId, step.toLevel, step.price, mix),
  };
  const paid = invested[defenseId];
  const sale =
    level > 0 && paid !== undefined
      ? saleMoney(loadout, defenseId, paid, computeRefund(paid), mix)
      : null;
  return {
    defenseId,
    name: DEFENSE_NAMES[defenseId],
    level,
    levelName: level === 0 ? null : (defense.levelNames[level - 1] ?? null),
    families: familiesCoveredBy(defenseId),
    fraudCount: listFraudsStoppedBy(defenseId).length,
    next,
    sale,
  };
}

export function buildCards(
  loadout: Loadout,
  cash: number,
  mix: FraudMix,
  invested: Investments = {},
): ShopCard[] {
  return DEFENSE_IDS.map((id) => buildCard(id, loadout, cash, mix, invested));
}

const byName = (a: ShopCard, b: ShopCard) => compareNames(a.name, b.name);

/**
 * The "impact" order, the engine's own: the advised defense first (the server's best purchase),
 * then each card's next step by payback after upkeep, quickest first; steps that never pay back
 * by what they save; max level last.
 */
function compareByValue(advised: DefenseId | null) {
  const rank = (card: ShopCard) =>
    card.defenseId === advised ? 0 : !card.next ? 3 : card.next.money.paybackWaves === null ? 2 : 1;
  return (a: ShopCard, b: ShopCard) =>
    rank(a) - rank(b) ||
    (a.next?.money.paybackWaves ?? 0) - (b.next?.money.paybackWaves ?? 0) ||
    (b.next?.money.savedPerWave ?? 0) - (a.next?.money.savedPerWave ?? 0) ||
    byName(a, b);
}

/** Filters and sorts the cards; `advised` is the defense of the advice's best purchase. */
export function arrangeCards(
  cards: readonly ShopCard[],
  filter: ShopFilter,
  sort: ShopSort,
  advised: DefenseId | null = null,
): ShopCard[] {
  const shown = cards.filter((card) =>
    filter === 'all' ? true : filter === 'owned' ? card.level > 0 : card.level === 0,
  );
  const compare =
    sort === 'name'
      ? byName
      : sort === 'level'
        ? (a: ShopCard, b: ShopCard) => b.level - a.level || byName(a, b)
        : compareByValue(advised);
  return [...shown].sort(compare);
}
