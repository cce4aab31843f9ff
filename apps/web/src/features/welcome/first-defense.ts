/**
 * The welcome's "your first defense": the engine's best purchase for the next wave's forecast
 * (the random mix when nothing is announced), the same ranking the server's advice uses.
 */
import { computeFraudMix } from '@ffl/engine/fraud-mix';
import { type FamilyId, isFamilyId } from '@ffl/engine/ids';
import { type PurchaseMove, rankMoves } from '@ffl/engine/recommend';
import type { Bank, NextWave } from '../../lib/api-schemas';
import { toLoadout } from '../game/loadout';

export function recommendFirstDefense(
  bank: Pick<Bank, 'levels' | 'cash'>,
  next: NextWave['next'],
): PurchaseMove | null {
  const forecast = {
    elevatedFamilies: (next?.forecast ?? []).filter(isFamilyId) as FamilyId[],
  };
  const difficulty = next ? next.difficulty : 'random';
  const moves = rankMoves({
    loadout: toLoadout(bank.levels),
    cash: bank.cash,
    mix: computeFraudMix(difficulty, forecast),
  });
  return moves.find((move): move is PurchaseMove => move.kind !== 'quiz') ?? null;
}
