import { ECONOMY } from '@ffl/engine/economy';
import {
  addFreeze,
  canBuyFreeze,
  recordStreakDay,
  type StreakState,
  viewStreak,
} from '@ffl/engine/streak';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bank, ledger } from '../../db/schema/game';
import { activityDay, playerStreak } from '../../db/schema/loop';
import { AppError } from '../../lib/app-error';
import { runOnce } from '../../lib/idempotency';
import { isTimeZone, localDay } from '../../lib/local-day';
import { lockBank } from '../bank/bank-service';
import { getTimeZone } from '../preferences/preferences-service';
import type { Streak } from './streak-schemas';

/**
 * The daily streak (decision 0023). A day counts when the player completes a drill, a quiz or a
 * due review on it; days are the player's local days (their time zone, UTC until the browser sent
 * one). The rules are the engine's (streak.ts); this file keeps the state in `player_streak`, the
 * days in `activity_day`, and sells the streak freeze through the ledger.
 */

export type ActivityKind = 'drill' | 'quiz' | 'review';

type StreakRow = typeof playerStreak.$inferSelect;

function toState(row: StreakRow | undefined): StreakState {
  return {
    current: row?.current ?? 0,
    longest: row?.longest ?? 0,
    lastDay: row?.lastDay ?? null,
    freezes: row?.freezes ?? 0,
    lastFrozenDay: row?.lastFrozenDay ?? null,
  };
}

function sameState(a: StreakState, b: StreakState): boolean {
  return (
    a.current === b.current &&
    a.longest === b.longest &&
    a.lastDay === b.lastDay &&
    a.freezes === b.freezes &&
    a.lastFrozenDay === b.lastFrozenDay
  );
}

/** The zone the player's days are counted in: theirs, or UTC while none is known. */
function effectiveZone(zone: string | null): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The player's streak row, locked for the rest of the transaction (made on first use), so that
 * two submits at once advance it one after the other. Callers hold the bank lock first, always
 * in that order.
 */
async function lockStreak(tx: DbOrTx, userId: string): Promise<StreakState> {
  await tx.insert(playerStreak).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(playerStreak)
    .where(eq(playerStreak.userId, userId))
    .for('update');
  return toState(row);
}

async function saveStreak(
  tx: DbOrTx,
  userId: string,
  state: StreakState,
  now: Date,
): Promise<void> {
  await tx
    .update(playerStreak)
    .set({
      current: state.current,
      longest: state.longest,
      lastDay: state.lastDay,
      freezes: state.freezes,
      lastFrozenDay: state.lastFrozenDay,
      updatedAt: now,
    })
    .where(eq(playerStreak.userId, userId));
}

/**
 * Records that the player did something that counts today: adds `kind` to their local day in
 * `activity_day` and moves the streak on (engine recordStreakDay). Call it inside the
 * transaction of the event (a drill submit, a submitted quiz, a met review), once per event: a
 * retried request that replays its stored answer does not come here again, and the same day
 * twice changes nothing.
 */
export async function recordActivity(
  tx: DbOrTx,
  userId: string,
  kind: ActivityKind,
  now: Date,
): Promise<void> {
  const day = localDay(now, await getTimeZone(tx, userId));
  await tx
    .insert(activityDay)
    .values({ userId, day, kinds: [kind], firstAt: now })
    .onConflictDoUpdate({
      target: [activityDay.userId, activityDay.day],
      set: {
        kinds: sql`case when ${kind}::text = any(${activityDay.kinds}) then ${activityDay.kinds}
          else array_append(${activityDay.kinds}, ${kind}::text) end`,
      },
    });
  const state = await lockStreak(tx, userId);
  const next = recordStreakDay(state, day);
  if (!sameState(state, next)) await saveStreak(tx, userId, next, now);
}

function toStreak(state: StreakState, zone: string, now: Date, cash: number | null): Streak {
  const today = localDay(now, zone);
  const view = viewStreak(state, today);
  return {
    current: view.current,
    longest: view.longest,
    today,
    doneToday: view.doneToday,
    atRisk: view.atRisk,
    freezes: view.freezes,
    freezePrice: ECONOMY.streakFreezePrice,
    canBuyFreeze: canBuyFreeze(state) && cash !== null && cash >= ECONOMY.streakFreezePrice,
    freezeCovers: view.freezeCovers,
    lastFrozenDay: view.lastFrozenDay,
    timeZone: zone,
  };
}

/** My streak as of `now`, in my time zone. */
export async function getStreak(db: DbOrTx, userId: string, now: Date): Promise<Streak> {
  const [row] = await db.select().from(playerStreak).where(eq(playerStreak.userId, userId));
  const [mine] = await db.select({ cash: bank.cash }).from(bank).where(eq(bank.userId, userId));
  const zone = effectiveZone(await getTimeZone(db, userId));
  return toStreak(toState(row), zone, now, mine?.cash ?? null);
}

/**
 * Buys a streak freeze at the game's price (ECONOMY.streakFreezePrice): one transaction holds my
 * bank lock, then my streak row, checks the rules (at most ECONOMY.maxStreakFreezes held, enough
 * cash), moves the money through the ledger (kind `streak-freeze`) and stores the answer under
 * the Idempotency-Key, so a retry or a concurrent request with the same key pays once.
 */
export async function buyStreakFreeze(
  db: Db,
  input: { userId: string; idempotencyKey: string; now: Date },
): Promise<{ result: Streak; replayed: boolean }> {
  const { userId, now } = input;
  const answer = await db.transaction(async (tx) => {
    const locked = await lockBank(tx, userId);
    return runOnce(tx, userId, input.idempotencyKey, 'streak-freeze', async () => {
      const state = await lockStreak(tx, userId);
      if (!canBuyFreeze(state)) {
        throw new AppError(
          'failed-precondition',
          'You already hold a streak freeze. It covers one missed day; you can buy another once it is used.',
        );
      }
      const price = ECONOMY.streakFreezePrice;
      if (locked.cash < 0) {
        throw new AppError(
          'failed-precondition',
          'Your bank is in debt. Sell a defense or wait for revenue before buying.',
        );
      }
      if (locked.cash < price) {
        throw new AppError('failed-precondition', 'Not enough cash for a streak freeze.');
      }
      const cash = locked.cash - price;
      await tx.update(bank).set({ cash, updatedAt: now }).where(eq(bank.userId, userId));
      await tx.insert(ledger).values({
        userId,
        seasonId: locked.seasonId,
        amount: -price,
        kind: 'streak-freeze',
        reference: 'streak-freeze',
      });
      const next = addFreeze(state);
      await saveStreak(tx, userId, next, now);
      const zone = effectiveZone(await getTimeZone(tx, userId));
      return toStreak(next, zone, now, cash);
    });
  });
  return { result: answer.body, replayed: answer.replayed };
}
