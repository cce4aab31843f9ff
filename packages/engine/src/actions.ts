/**
 * The Defense Shop's rules: what the next level costs, what a sale refunds, and why an action is
 * refused. The server checks the same rules inside its transaction; the web app uses them to grey
 * out buttons with the reason.
 */
import { DEFENSES, type Level, type Loadout, type OwnedLevel } from './catalogue';
import { divideFloor, ECONOMY } from './economy';
import { DEFENSE_IDS, type DefenseId } from './ids';

/** What the Defense Shop does with one defense: the server's routes and the web app's buttons. */
export const SHOP_ACTIONS = ['buy', 'upgrade', 'sell'] as const;

export type ShopAction = (typeof SHOP_ACTIONS)[number];

export type RefusalReason =
  | 'max-level'
  | 'not-owned'
  | 'already-owned'
  | 'in-debt'
  | 'insufficient-funds';

/** The outcome of checking an action: allowed with its cash change, or refused with a reason. */
export type ActionCheck =
  | {
      readonly ok: true;
      readonly action: ShopAction;
      readonly defenseId: DefenseId;
      /** Level after the action (0 after a sale). */
      readonly toLevel: OwnedLevel;
      /** Signed change of cash: −price for buy and upgrade, +refund for sell. */
      readonly cashChange: number;
    }
  | { readonly ok: false; readonly action: ShopAction; readonly reason: RefusalReason };

/**
 * Price of taking `defenseId` from `fromLevel` to the next level (buy when 0), or null when it is
 * already at level 3.
 */
export function priceNextLevel(defenseId: DefenseId, fromLevel: OwnedLevel): number | null {
  return fromLevel === 3 ? null : DEFENSES[defenseId].costs[fromLevel];
}

/** Sum of the prices of levels fromLevel+1..toLevel of `defenseId` (0 when toLevel ≤ fromLevel). */
export function priceLevels(
  defenseId: DefenseId,
  fromLevel: OwnedLevel,
  toLevel: OwnedLevel,
): number {
  const costs = DEFENSES[defenseId].costs;
  let total = 0;
  for (let level: number = fromLevel; level < toLevel; level += 1) total += costs[level]!;
  return total;
}

/** What a bank has invested in `defenseId` at `level` when it paid the catalogue prices. */
export function computeInvestedAt(defenseId: DefenseId, level: OwnedLevel): number {
  return priceLevels(defenseId, 0, level);
}

/** Total invested in a loadout bought at catalogue prices. */
export function computeLoadoutInvested(loadout: Loadout): number {
  let total = 0;
  for (const defenseId of DEFENSE_IDS)
    total += computeInvestedAt(defenseId, loadout[defenseId] ?? 0);
  return total;
}

/** Refund for selling a defense the bank has invested `invested` in: 50%, rounded down. */
export function computeRefund(invested: number): number {
  return divideFloor(invested * ECONOMY.sellRefundPercent, 100);
}

/** A defense's next step in the shop: a buy or an upgrade, to which level, at what price. */
export type NextStep = {
  readonly action: 'buy' | 'upgrade';
  readonly toLevel: Level;
  readonly price: number;
  /** Why the shop would refuse it with `cash` now, or null when it would go through. */
  readonly refusal: Extract<RefusalReason, 'in-debt' | 'insufficient-funds'> | null;
  /** Credits missing for an insufficient-funds refusal, else 0. */
  readonly shortBy: number;
};

/**
 * The next step the shop offers for `defenseId` at `level` with `cash`: a buy when not owned, else
 * an upgrade; null at level 3. The one rule the shop's cards and the defense pages show.
 */
export function nextStep(defenseId: DefenseId, level: OwnedLevel, cash: number): NextStep | null {
  const price = priceNextLevel(defenseId, level);
  if (price === null) return null;
  const action = level === 0 ? 'buy' : 'upgrade';
  const check =
    action === 'buy' ? checkBuy(defenseId, level, cash) : checkUpgrade(defenseId, level, cash);
  // A step chosen from the level is refused only for the cash, never for the level.
  const refusal =
    !check.ok && (check.reason === 'in-debt' || check.reason === 'insufficient-funds')
      ? check.reason
      : null;
  return {
    action,
    toLevel: (level + 1) as Level,
    price,
    refusal,
    shortBy: refusal === 'insufficient-funds' ? price - cash : 0,
  };
}

/** Whether the bank may buy `defenseId` (level 1) with `cash`, and at what price. */
export function checkBuy(
  defenseId: DefenseId,
  currentLevel: OwnedLevel,
  cash: number,
): ActionCheck {
  if (currentLevel !== 0) return { ok: false, action: 'buy', reason: 'already-owned' };
  return checkSpend('buy', defenseId, 1, DEFENSES[defenseId].costs[0], cash);
}

/** Whether the bank may upgrade `defenseId` one level with `cash`, and at what price. */
export function checkUpgrade(
  defenseId: DefenseId,
  currentLevel: OwnedLevel,
  cash: number,
): ActionCheck {
  if (currentLevel === 0) return { ok: false, action: 'upgrade', reason: 'not-owned' };
  if (currentLevel === 3) return { ok: false, action: 'upgrade', reason: 'max-level' };
  const toLevel = (currentLevel + 1) as Level;
  return checkSpend('upgrade', defenseId, toLevel, DEFENSES[defenseId].costs[currentLevel], cash);
}

/**
 * Whether the bank may sell `defenseId`, and the refund for what it invested in it. Selling is
 * allowed in debt: it is how a bank gets out.
 */
export function checkSell(
  defenseId: DefenseId,
  currentLevel: OwnedLevel,
  invested: number,
): ActionCheck {
  if (currentLevel === 0) return { ok: false, action: 'sell', reason: 'not-owned' };
  return { ok: true, action: 'sell', defenseId, toLevel: 0, cashChange: computeRefund(invested) };
}

function checkSpend(
  action: ShopAction,
  defenseId: DefenseId,
  toLevel: Level,
  price: number,
  cash: number,
): ActionCheck {
  if (cash < 0) return { ok: false, action, reason: 'in-debt' };
  if (cash < price) return { ok: false, action, reason: 'insufficient-funds' };
  return { ok: true, action, defenseId, toLevel, cashChange: 0 - price };
}

/**
 * The loadout after `action` on `defenseId`: buy → level 1, upgrade → one level up, sell → gone.
 * An action the shop would refuse for structural reasons returns the loadout unchanged.
 */
export function applyActionToLoadout(
  loadout: Loadout,
  action: ShopAction,
  defenseId: DefenseId,
): Loadout {
  const level: OwnedLevel = loadout[defenseId] ?? 0;
  if (action === 'sell') {
    if (level === 0) return loadout;
    const { [defenseId]: _sold, ...rest } = loadout;
    return rest;
  }
  if (action === 'buy' ? level !== 0 : level === 0 || level === 3) return loadout;
  return { ...loadout, [defenseId]: (level + 1) as Level };
}
