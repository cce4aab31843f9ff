import { randomInt } from 'node:crypto';
import type { Level, Loadout } from '@ffl/engine/catalogue';
import { ECONOMY } from '@ffl/engine/economy';
import {
  DEFENSE_IDS,
  type DefenseId,
  type FamilyId,
  isDefenseId,
  isFamilyId,
} from '@ffl/engine/ids';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { bank, ledger, ownedDefense } from '../../db/schema/game';
import { parseRows, selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { anonymousLabel, cleanName } from '../../lib/names';
import { createPublicId } from '../../lib/public-id';
import { getCurrentSeason } from '../seasons/current-season';
import type { Bank, BankSettings, OwnedDefense } from './bank-schemas';

export type BankRow = typeof bank.$inferSelect;

/** A first bank name from the manager's display name, or a neutral one. */
export function defaultBankName(displayName: string): string {
  const first = displayName.trim().split(/\s+/)[0] ?? '';
  return cleanName('bank', first ? `Bank of ${first}` : 'My Bank');
}

/**
 * The player's bank, created with the starting cash (and its `start` ledger row) the first time a
 * verified player reaches the game. Concurrent first requests create it once.
 */
export async function ensureBank(db: Db, userId: string, displayName: string): Promise<BankRow> {
  const [existing] = await db.select().from(bank).where(eq(bank.userId, userId)).limit(1);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const current = await getCurrentSeason(tx as unknown as Db);
    const [created] = await tx
      .insert(bank)
      .values({
        userId,
        publicId: createPublicId(),
        name: defaultBankName(displayName),
        anonymousNumber: randomInt(1, 10_000),
        cash: ECONOMY.startingCash,
        seasonId: current.id,
      })
      .onConflictDoNothing({ target: bank.userId })
      .returning();
    if (created) {
      await tx.insert(ledger).values({
        userId,
        seasonId: current.id,
        amount: ECONOMY.startingCash,
        kind: 'start',
      });
      return created;
    }
    const [row] = await tx.select().from(bank).where(eq(bank.userId, userId));
    if (!row) throw new AppError('aborted', 'The bank could not be created. Please try again.');
    return row;
  });
}

/** Locks the player's bank row for the rest of the transaction: one money change at a time. */
export async function lockBank(tx: DbOrTx, userId: string): Promise<BankRow> {
  const [row] = await tx.select().from(bank).where(eq(bank.userId, userId)).for('update');
  if (!row) throw new AppError('not-found', 'You have no bank yet. Open the game first.');
  return row;
}

/** The player's bank row without a lock, for reads. */
export async function readBank(db: DbOrTx, userId: string): Promise<BankRow> {
  const [row] = await db.select().from(bank).where(eq(bank.userId, userId));
  if (!row) throw new AppError('not-found', 'You have no bank yet. Open the game first.');
  return row;
}

export async function loadOwned(tx: DbOrTx, userId: string): Promise<OwnedDefense[]> {
  const rows = await tx
    .select({
      defenseId: ownedDefense.defenseId,
      level: ownedDefense.level,
      invested: ownedDefense.invested,
    })
    .from(ownedDefense)
    .where(eq(ownedDefense.userId, userId));
  return rows
    .filter((row): row is OwnedDefense => isDefenseId(row.defenseId))
    .sort((a, b) => DEFENSE_IDS.indexOf(a.defenseId) - DEFENSE_IDS.indexOf(b.defenseId));
}

export function toLoadout(owned: readonly OwnedDefense[]): Loadout {
  const loadout: Partial<Record<DefenseId, Level>> = {};
  for (const row of owned) loadout[row.defenseId] = row.level;
  return loadout;
}

/**
 * The bank view's row; `joined_at` is text through drizzle and a Date from the pool's prepared
 * statement (node-postgres' own parsers), and `owned` holds [defense id, level, invested].
 */
const BankViewRowSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  anonymous: z.boolean(),
  anonymous_number: z.number(),
  alert_family: z.string().nullable(),
  cash: z.number(),
  invested: z.number(),
  season_id: z.string(),
  plays_waves: z.boolean(),
  welcome_done: z.boolean(),
  joined_at: z.union([z.string(), z.date()]),
  manager: z.string(),
  season_number: z.number(),
  owned: z.array(z.tuple([z.string(), z.number(), z.number()])),
});

const BANK_VIEW_SQL = `
  select b.public_id, b.name, b.anonymous, b.anonymous_number, b.alert_family, b.cash, b.invested,
    b.season_id, b.plays_waves, b.welcome_done, b.joined_at, u.name as manager, s.number as season_number,
    coalesce((select json_agg(json_build_array(o.defense_id, o.level, o.invested))
      from owned_defense o where o.user_id = b.user_id), '[]'::json) as owned
  from bank b join "user" u on u.id = b.user_id join season s on s.id = b.season_id`;

/**
 * My bank in one round trip: the hottest read of the game (every page shows cash). Given the
 * PostgreSQL pool (outside a transaction), it runs as a named prepared statement, planned once
 * per connection.
 */
export async function getBankView(db: DbOrTx, userId: string, pool?: pg.Pool): Promise<Bank> {
  const rows = pool
    ? parseRows(
        (
          await pool.query({
            name: 'bank_view',
            text: `${BANK_VIEW_SQL} where b.user_id = $1`,
            values: [userId],
          })
        ).rows,
        BankViewRowSchema,
        BANK_VIEW_SQL,
      )
    : await selectRows(
        db,
        sql`${sql.raw(BANK_VIEW_SQL)} where b.user_id = ${userId}`,
        BankViewRowSchema,
      );
  const row = rows[0];
  if (!row) throw new AppError('not-found', 'You have no bank yet. Open the game first.');
  const owned = row.owned
    .filter((item): item is [DefenseId, Level, number] => isDefenseId(item[0]))
    .map(([defenseId, level, invested]) => ({ defenseId, level, invested }))
    .sort((a, b) => DEFENSE_IDS.indexOf(a.defenseId) - DEFENSE_IDS.indexOf(b.defenseId));
  return toBankView(
    {
      publicId: row.public_id,
      name: row.name,
      anonymous: row.anonymous,
      anonymousNumber: row.anonymous_number,
      alertFamily: row.alert_family,
      cash: row.cash,
      invested: row.invested,
      seasonId: row.season_id,
      playsWaves: row.plays_waves,
      welcomeDone: row.welcome_done,
      joinedAt: new Date(row.joined_at),
    },
    row.manager,
    row.season_number,
    owned,
  );
}

export function toBankView(
  row: Pick<
    BankRow,
    | 'publicId'
    | 'name'
    | 'anonymous'
    | 'anonymousNumber'
    | 'alertFamily'
    | 'cash'
    | 'invested'
    | 'seasonId'
    | 'playsWaves'
    | 'welcomeDone'
    | 'joinedAt'
  >,
  manager: string,
  seasonNumber: number,
  owned: OwnedDefense[],
): Bank {
  const levels = Object.fromEntries(DEFENSE_IDS.map((id) => [id, 0])) as Record<
    DefenseId,
    0 | Level
  >;
  for (const item of owned) levels[item.defenseId] = item.level;
  return {
    id: row.publicId,
    name: row.name,
    manager,
    anonymous: row.anonymous,
    anonymousLabel: anonymousLabel(row.anonymousNumber),
    cash: row.cash,
    invested: row.invested,
    netWorth: row.cash + row.invested,
    inDebt: row.cash < 0,
    alertFamily: row.alertFamily !== null && isFamilyId(row.alertFamily) ? row.alertFamily : null,
    levels,
    owned,
    playsWaves: row.playsWaves,
    welcomeDone: row.welcomeDone,
    season: { id: row.seasonId, number: seasonNumber },
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** Puts staff on alert for one family (or none) for the coming waves. Free; no ledger row. */
export async function setAlert(db: Db, userId: string, family: FamilyId | null): Promise<void> {
  await db
    .update(bank)
    .set({ alertFamily: family, updatedAt: new Date() })
    .where(eq(bank.userId, userId));
}

/**
 * What must happen when a player finishes the welcome, in the same transaction: the practice wave
 * (waves/practice-service.ts, handed in by app.ts, since the waves feature imports this one).
 */
export type WelcomeDoneHook = (tx: DbOrTx, userId: string) => Promise<void>;

export async function updateBankSettings(
  db: Db,
  userId: string,
  settings: BankSettings,
  isAdmin: boolean,
  onWelcomeDone?: WelcomeDoneHook,
): Promise<void> {
  if (settings.playsWaves === false && !isAdmin) {
    throw new AppError('permission-denied', 'Only game masters can sit waves out.');
  }
  const changes = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return;
  const write = (tx: DbOrTx) =>
    tx
      .update(bank)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(bank.userId, userId));
  if (settings.welcomeDone !== true || !onWelcomeDone) {
    await write(db);
    return;
  }
  // The welcome is done exactly when its practice wave exists: both commit or neither.
  await db.transaction(async (tx) => {
    await write(tx);
    await onWelcomeDone(tx, userId);
  });
}

/** Sum of a player's ledger: equals bank.cash at all times (the tests check it). */
export async function sumLedger(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
    .from(ledger)
    .where(eq(ledger.userId, userId));
  return Number(row?.total ?? 0);
}
