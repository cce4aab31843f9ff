import {
  type ActionCheck,
  checkBuy,
  checkSell,
  checkUpgrade,
  computeInvestedAt,
  type RefusalReason,
  type ShopAction,
} from '@ffl/engine/actions';
import { DEFENSE_NAMES, type DefenseId } from '@ffl/engine/ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bank, ledger, ownedDefense } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import type { ShopResult } from './bank-schemas';
import { getBankView, lockBank } from './bank-service';

const REFUSALS: Record<RefusalReason, (name: string) => AppError> = {
  'max-level': (name) => new AppError('out-of-range', `${name} is already at its highest level.`),
  'not-owned': (name) => new AppError('failed-precondition', `You do not own ${name}.`),
  'already-owned': (name) =>
    new AppError('already-exists', `You already own ${name}. Upgrade it instead.`),
  'in-debt': () =>
    new AppError(
      'failed-precondition',
      'Your bank is in debt. Sell a defense or wait for revenue before buying.',
    ),
  'insufficient-funds': (name) =>
    new AppError('failed-precondition', `Not enough cash for ${name}.`),
};

/**
 * Buys, upgrades or sells a defense at the catalogue's price. One transaction holds the player's
 * bank lock, checks the rules with the engine, moves the money through the ledger and stores the
 * answer under the Idempotency-Key, so retries and concurrent requests charge exactly once.
 */
export async function performShopAction(
  db: Db,
  input: { userId: string; action: ShopAction; defenseId: DefenseId; idempotencyKey: string },
): Promise<{ result: ShopResult; replayed: boolean }> {
  const { userId, action, defenseId } = input;
  const answer = await db.transaction(async (tx) => {
    const locked = await lockBank(tx, userId);
    return runOnce(tx, userId, input.idempotencyKey, `${action}:${defenseId}`, async () => {
      const [owned] = await tx
        .select()
        .from(ownedDefense)
        .where(and(eq(ownedDefense.userId, userId), eq(ownedDefense.defenseId, defenseId)));
      const level = (owned?.level ?? 0) as 0 | 1 | 2 | 3;
      const check: ActionCheck =
        action === 'buy'
          ? checkBuy(defenseId, level, locked.cash)
          : action === 'upgrade'
            ? checkUpgrade(defenseId, level, locked.cash)
            : checkSell(defenseId, level, owned?.invested ?? 0);
      if (!check.ok) throw REFUSALS[check.reason](DEFENSE_NAMES[defenseId]);

      const investedChange = action === 'sell' ? -(owned?.invested ?? 0) : -check.cashChange;
      if (action === 'sell') {
        await tx
          .delete(ownedDefense)
          .where(and(eq(ownedDefense.userId, userId), eq(ownedDefense.defenseId, defenseId)));
      } else if (owned) {
        await tx
          .update(ownedDefense)
          .set({
            level: check.toLevel,
            invested: owned.invested - check.cashChange,
            updatedAt: new Date(),
          })
          .where(and(eq(ownedDefense.userId, userId), eq(ownedDefense.defenseId, defenseId)));
      } else {
        await tx.insert(ownedDefense).values({
          userId,
          defenseId,
          level: check.toLevel,
          invested: computeInvestedAt(defenseId, check.toLevel),
        });
      }
      await tx
        .update(bank)
        .set({
          cash: locked.cash + check.cashChange,
          invested: locked.invested + investedChange,
          updatedAt: new Date(),
        })
        .where(eq(bank.userId, userId));
      await tx.insert(ledger).values({
        userId,
        seasonId: locked.seasonId,
        amount: check.cashChange,
        kind: action,
        reference: defenseId,
      });
      return {
        action,
        defenseId,
        level: check.toLevel,
        cashChange: check.cashChange,
        bank: await getBankView(tx, userId),
      } satisfies ShopResult;
    });
  });
  return { result: answer.body, replayed: answer.replayed };
}
