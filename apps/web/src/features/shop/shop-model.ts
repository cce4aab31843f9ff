/**
 * The Defense Shop's pure logic: what each card shows (level, next action and its price, the
 * engine's previewed gain under the next wave's forecast, why an action would be refused), the
 * filter and sort, and the URL search params that keep them.
 */
import { checkBuy, checkUpgrade, priceNextLevel, type RefusalReason } from '@ffl/engine/actions';
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
import { previewAction } from '@ffl/engine/recommend';
import { compareNames } from '../../lib/format';
import { levelOf } from '../game/loadout';

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

export type CardAction = {
  kind: 'buy' | 'upgrade';
  toLevel: 1 | 2 | 3;
  toLevelName: string;
  price: number;
  /** The engine's reason the server would refuse now, or null when it would go through. */
  refusal: Extract<RefusalReason, 'in-debt' | 'insufficient-funds'> | null;
  /** Credits missing for an insufficient-funds refusal. */
  shortBy: number;
  /** Average protection gain (0..1) under the forecast mix. */
  gain: number;
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
};

/** One card's model: current level, the next buy or upgrade and its previewed gain. */
export function buildCard(
  defenseId: DefenseId,
  loadout: Loadout,
  cash: number,
  mix: FraudMix,
): ShopCard {
  const defense = DEFENSES[defenseId];
  const level = levelOf(loadout, defenseId);
  const price = priceNextLevel(defenseId, level);
  let next: CardAction | null = null;
  if (price !== null) {
    const kind = level === 0 ? 'buy' : 'upgrade';
    const toLevel = (level + 1) as 1 | 2 | 3;
    const check =
      kind === 'buy' ? checkBuy(defenseId, level, cash) : checkUpgrade(defenseId, level, cash);
    const refusal =
      !check.ok && (check.reason === 'in-debt' || check.reason === 'insufficient-funds')
        ? check.reason
        : null;
    next = {
      kind,
      toLevel,
      toLevelName: defense.levelNames[toLevel - 1] ?? '',
      price,
      refusal,
      shortBy: refusal === 'insufficient-funds' ? price - cash : 0,
      gain: previewAction(loadout, kind, defenseId, mix).averageGain,
    };
  }
  return {
    defenseId,
    name: DEFENSE_NAMES[defenseId],
    level,
    levelName: level === 0 ? null : (defense.levelNames[level - 1] ?? null),
    families: familiesCoveredBy(defenseId),
    fraudCount: listFraudsStoppedBy(defenseId).length,
    next,
  };
}

export function buildCards(loadout: Loadout, cash: number, mix: FraudMix): ShopCard[] {
  return DEFENSE_IDS.map((id) => buildCard(id, loadout, cash, mix));
}

const byName = (a: ShopCard, b: ShopCard) => compareNames(a.name, b.name);

/** Filters and sorts the cards. Impact: biggest previewed gain first (max level last). */
export function arrangeCards(
  cards: readonly ShopCard[],
  filter: ShopFilter,
  sort: ShopSort,
): ShopCard[] {
  const shown = cards.filter((card) =>
    filter === 'all' ? true : filter === 'owned' ? card.level > 0 : card.level === 0,
  );
  const compare =
    sort === 'name'
      ? byName
      : sort === 'level'
        ? (a: ShopCard, b: ShopCard) => b.level - a.level || byName(a, b)
        : (a: ShopCard, b: ShopCard) => (b.next?.gain ?? -1) - (a.next?.gain ?? -1) || byName(a, b);
  return [...shown].sort(compare);
}
