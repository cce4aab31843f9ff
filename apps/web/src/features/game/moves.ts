/** How a recommended move reads on a button, and the shop actions that carry it out. */
import type { ShopAction } from '@ffl/engine/actions';
import { DEFENSES } from '@ffl/engine/catalogue';
import { FRAUD_NAMES } from '@ffl/engine/ids';
import { formatMoney } from '../../lib/format';

export interface PurchaseLike {
  kind: 'buy' | 'upgrade';
  defenseId: keyof typeof DEFENSES;
  fromLevel: 0 | 1 | 2 | 3;
  toLevel: 1 | 2 | 3;
  cost: number;
}

/**
 * The shop calls for a move: the engine may advise two levels at once ("buy and upgrade to level
 * 2"), which the shop sells one level per call.
 */
export function shopSteps(move: PurchaseLike): ShopAction[] {
  const steps: ShopAction[] = [];
  for (let level = move.fromLevel; level < move.toLevel; level += 1) {
    steps.push(level === 0 ? 'buy' : 'upgrade');
  }
  return steps;
}

/** "Buy Email Filtering and Anti-Phishing for $55,000", and the like, for the move's one button. */
export function purchaseLabel(move: PurchaseLike): string {
  const name = DEFENSES[move.defenseId].name;
  const price = formatMoney(move.cost);
  if (move.fromLevel === 0) {
    return move.toLevel === 1
      ? `Buy ${name} for ${price}`
      : `Buy ${name} up to level ${move.toLevel} for ${price}`;
  }
  return `Upgrade ${name} to level ${move.toLevel} for ${price}`;
}

/** The real-world name of the level the move reaches, e.g. "Spam and malware filtering". */
export function targetLevelName(move: PurchaseLike): string {
  return DEFENSES[move.defenseId].levelNames[move.toLevel - 1] ?? '';
}

export function quizLabel(fraudId: keyof typeof FRAUD_NAMES): string {
  return `Take the ${FRAUD_NAMES[fraudId]} quiz`;
}
