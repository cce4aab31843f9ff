import { FRAUDS, type Level, type Loadout } from '@ffl/engine/catalogue';
import { type FamilyId, type FraudId, isDefenseId, isFamilyId } from '@ffl/engine/ids';
import { computeWavePoints } from '@ffl/engine/points';
import { listCovers } from '@ffl/engine/protection';
import { findBestImprovement } from '@ffl/engine/recommend';
import type { AttackResult } from '@ffl/engine/resolve-wave';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { ownedDefense, waveOutcome, waveResult, wave as waveTable } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import type { Logger } from '../../lib/logger';
import { createPacer, type Pacer } from '../../lib/pacer';
import { createPublicId } from '../../lib/public-id';
import type { EventBus } from '../../realtime/event-bus';
import { rankWave } from '../leaderboard/wave-ranks';
import { getCurrentSeason } from '../seasons/current-season';
import { encodeAttack, type StoredAttack } from './wave-report';

export interface WaveRunnerDeps {
  db: Db;
  logger: Logger;
  bus: EventBus;
  now: () => Date;
  /** Identifies this process as the holder of a wave's lease. */
  instanceId: string;
  batchSize: number;
  leaseSeconds: number;
  /** Batches resolved at once; more than 1 only pays on PostgreSQL. */
  workers: number;
}

/** A bank of a batch as the batch reads it; `points` are the season's points before this wave. */
const BankBatchRowSchema = z.object({
  user_id: z.string(),
  cash: z.number(),
  invested: z.number(),
  points: z.number(),
  alert_family: z.string().nullable(),
});

type BankBatchRow = z.infer<typeof BankBatchRowSchema> & { loadout: Loadout };

const IdRowSchema = z.object({ id: z.string() });
const RankableWaveRowSchema = z.object({ id: z.string(), season_id: z.string() });
const PlayersHitRowSchema = z.object({ players_hit: z.number() });
const CountRowSchema = z.object({ n: z.number() });
const UserIdRowSchema = z.object({ user_id: z.string() });

/** What determines an attack's breakdown: the fraud, the alert, and the levels of its covers. */
export function describeSituation(
  fraudId: FraudId,
  loadout: Loadout,
  alert: FamilyId | null,
): string {
  let key = `${fraudId}|${FRAUDS[fraudId].family === alert ? 1 : 0}|`;
  for (const cover of listCovers(fraudId)) key += loadout[cover.defenseId] ?? 0;
  return key;
}

/**
 * The breakdowns of one wave, numbered, each computed once: the best-improvement search is the
 * costly part of a report, and players in the same situation share the same breakdown. New
 * entries are written with the batch that first needs them.
 */
export function createOutcomeBook(
  existing: readonly { outcome_no: number; situation: string }[] = [],
) {
  const numbers = new Map<string, number>();
  let next = 1;
  for (const row of existing) {
    numbers.set(row.situation, row.outcome_no);
    next = Math.max(next, row.outcome_no + 1);
  }
  let pending: { outcome_no: number; situation: string; breakdown: StoredAttack }[] = [];
  return {
    numberOf(attack: AttackResult, loadout: Loadout, alert: FamilyId | null): number {
      const situation = describeSituation(attack.fraudId, loadout, alert);
      let number = numbers.get(situation);
      if (number === undefined) {
        number = next;
        next += 1;
        numbers.set(situation, number);
        const best = findBestImprovement(attack.fraudId, loadout, alert);
        pending.push({ outcome_no: number, situation, breakdown: encodeAttack(attack, best) });
      }
      return number;
    },
    /** The entries created since the last call, to write with the current batch. */
    takePending() {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}

export type OutcomeBook = ReturnType<typeof createOutcomeBook>;

/**
 * Resolves a batch of banks with the engine and shapes the rows the write statement reads. It
 * rests every few milliseconds (the pacer), so that the requests of the players who are watching
 * the wave land are not held up behind a whole batch.
 */
export async function computeBatch(
  attacks: readonly FraudId[],
  rows: readonly BankBatchRow[],
  book: OutcomeBook,
  pacer: Pacer = createPacer(),
) {
  const out = [];
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0 && pacer.tick()) await pacer.rest();
    const row = rows[index] as BankBatchRow;
    const alert: FamilyId | null =
      row.alert_family !== null && isFamilyId(row.alert_family) ? row.alert_family : null;
    const result = resolveWave(attacks, row.loadout, alert, row.invested);
    const cashAfter = row.cash + result.netChange;
    const [damage, revenue, upkeep, bonus] = result.ledger;
    const points = computeWavePoints(result.stars, result.totalBase, result.totalPrevented);
    out.push({
      user_id: row.user_id,
      public_id: createPublicId(),
      alert_family: alert,
      stars: result.stars,
      total_base: result.totalBase,
      total_damage: result.totalDamage,
      net_change: result.netChange,
      cash_after: cashAfter,
      net_worth_after: cashAfter + row.invested,
      points,
      points_after: row.points + points,
      outcomes: result.attacks.map((attack) => book.numberOf(attack, row.loadout, alert)),
      damage: damage.amount,
      revenue: revenue.amount,
      upkeep: upkeep.amount,
      bonus: bonus.amount,
    });
  }
  return out;
}

/**
 * Claims one due wave for this process, or a running wave whose holder stopped renewing its lease
 * (a crashed process). FOR UPDATE SKIP LOCKED lets several processes poll at once safely.
 */
export async function claimDueWave(deps: WaveRunnerDeps): Promise<string | null> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.leaseSeconds * 1000);
  const rows = await selectRows(
    deps.db,
    sql`update wave set status = 'running', lease_owner = ${deps.instanceId},
          lease_until = ${leaseUntil.toISOString()}, started_at = coalesce(started_at, ${now.toISOString()})
        where id = (
          select id from wave
          where (status = 'scheduled' and scheduled_at <= ${now.toISOString()})
             or (status = 'running' and lease_until < ${now.toISOString()})
          order by scheduled_at, id
          limit 1
          for update skip locked
        )
        returning id`,
    IdRowSchema,
  );
  return rows[0]?.id ?? null;
}

/** The banks a wave hits: on the current season, not disabled, not sitting waves out. */
export function hitByWaves(seasonId: string) {
  return sql`season_id = ${seasonId} and not disabled and plays_waves`;
}

type BatchScope = { kind: 'range'; after: string; upTo: string | null } | { kind: 'sweep' };

/** What every batch of one wave's run needs. */
interface WaveRun {
  deps: WaveRunnerDeps;
  waveId: string;
  seasonId: string;
  attacks: readonly FraudId[];
  /** The banks the wave hits, as SQL (hitByWaves). */
  eligible: SQL;
  /** The breakdowns already stored for this wave, and the new ones to store with the next batch. */
  book: OutcomeBook;
}

/** A claimed wave, moved to the current season if it was scheduled on an earlier one. */
async function prepareRun(deps: WaveRunnerDeps, waveId: string): Promise<WaveRun> {
  const { db } = deps;
  const [wave] = await db
    .select({ attacks: waveTable.attacks, seasonId: waveTable.seasonId })
    .from(waveTable)
    .where(eq(waveTable.id, waveId));
  if (!wave) throw new Error(`wave ${waveId} not found`);
  const season = await getCurrentSeason(db);
  if (season.id !== wave.seasonId) {
    await db.execute(sql`update wave set season_id = ${season.id} where id = ${waveId}`);
  }
  const book = createOutcomeBook(
    await db
      .select({ outcome_no: waveOutcome.outcomeNo, situation: waveOutcome.situation })
      .from(waveOutcome)
      .where(eq(waveOutcome.waveId, waveId)),
  );
  return {
    deps,
    waveId,
    seasonId: season.id,
    attacks: wave.attacks,
    eligible: hitByWaves(season.id),
    book,
  };
}

/**
 * The banks of one batch, locked: the next `batchSize` of a range of players, or of those the wave
 * has not hit yet (the sweep). The lock makes a purchase either wait for this batch or finish
 * before it is read.
 */
function lockBatchBanks(tx: DbOrTx, run: WaveRun, scope: BatchScope) {
  const { waveId, eligible } = run;
  const { batchSize } = run.deps;
  return selectRows(
    tx,
    scope.kind === 'sweep'
      ? sql`select user_id, cash, invested, points, alert_family from bank
          where user_id in (
            select b.user_id from bank b where ${eligible} and not exists (
              select 1 from wave_result r where r.wave_id = ${waveId} and r.user_id = b.user_id)
            order by b.user_id limit ${batchSize})
          order by user_id
          for no key update`
      : sql`select user_id, cash, invested, points, alert_family from bank
          where ${eligible} and user_id > ${scope.after}
            ${scope.upTo === null ? sql`` : sql`and user_id <= ${scope.upTo}`}
          order by user_id limit ${batchSize}
          for no key update`,
    BankBatchRowSchema,
  );
}

/**
 * Throws LeaseLostError unless this process still holds the wave. Checked without a lock so that
 * parallel batches do not queue on the wave row; should another process take over meanwhile, the
 * (wave, player) key still refuses a second hit.
 */
async function checkLease(tx: DbOrTx, run: WaveRun): Promise<void> {
  const lease = await tx
    .select({ id: waveTable.id })
    .from(waveTable)
    .where(
      and(
        eq(waveTable.id, run.waveId),
        eq(waveTable.status, 'running'),
        eq(waveTable.leaseOwner, run.deps.instanceId),
      ),
    );
  if (lease.length === 0) throw new LeaseLostError(run.waveId);
}

/** The batch's banks the wave has not hit yet, each with its defenses as they are now. */
async function banksToHit(
  tx: DbOrTx,
  waveId: string,
  banks: z.infer<typeof BankBatchRowSchema>[],
  pacer: Pacer,
): Promise<BankBatchRow[]> {
  const first = banks[0]?.user_id;
  const last = banks.at(-1)?.user_id;
  if (first === undefined || last === undefined) return [];
  const [done, owned] = await Promise.all([
    tx
      .select({ user_id: waveResult.userId })
      .from(waveResult)
      .where(
        and(
          eq(waveResult.waveId, waveId),
          gte(waveResult.userId, first),
          lte(waveResult.userId, last),
        ),
      ),
    tx
      .select({
        user_id: ownedDefense.userId,
        defense_id: ownedDefense.defenseId,
        level: ownedDefense.level,
      })
      .from(ownedDefense)
      .where(and(gte(ownedDefense.userId, first), lte(ownedDefense.userId, last))),
  ]);
  const hit = new Set(done.map((row) => row.user_id));
  const loadouts = new Map<string, Record<string, Level>>();
  for (const row of owned) {
    if (pacer.tick()) await pacer.rest();
    if (!isDefenseId(row.defense_id) || row.level < 1 || row.level > 3) continue;
    let loadout = loadouts.get(row.user_id);
    if (!loadout) {
      loadout = {};
      loadouts.set(row.user_id, loadout);
    }
    loadout[row.defense_id] = row.level as Level;
  }
  return banks
    .filter((bank) => !hit.has(bank.user_id))
    .map((bank) => ({ ...bank, loadout: (loadouts.get(bank.user_id) ?? {}) as Loadout }));
}

/**
 * Writes a batch in one statement: the new breakdowns, the reports, the four ledger rows of each
 * player and each bank's new cash and points.
 */
async function writeBatch(
  tx: DbOrTx,
  run: WaveRun,
  batch: Awaited<ReturnType<typeof computeBatch>>,
): Promise<void> {
  const { waveId, seasonId, book } = run;
  await tx.execute(sql`
    with x as (
      select * from json_to_recordset(${JSON.stringify(batch)}::json) as x(
        user_id text, public_id text, alert_family text, stars int, total_base int,
        total_damage int, net_change int, cash_after int, net_worth_after int, points int,
        points_after int, outcomes int[], damage int, revenue int, upkeep int, bonus int)
    ),
    breakdowns as (
      insert into wave_outcome (wave_id, outcome_no, situation, breakdown)
      select ${waveId}, outcome_no, situation, breakdown
      from json_to_recordset(${JSON.stringify(book.takePending())}::json)
        as o(outcome_no int, situation text, breakdown jsonb)
    ),
    results as (
      insert into wave_result (wave_id, user_id, public_id, alert_family, stars, total_base,
        total_damage, net_change, cash_after, net_worth_after, points, points_after, outcomes)
      select ${waveId}, user_id, public_id, alert_family, stars, total_base, total_damage,
        net_change, cash_after, net_worth_after, points, points_after, outcomes from x
    ),
    lines as (
      insert into ledger (user_id, season_id, amount, kind, reference)
      select x.user_id, ${seasonId}, v.amount, v.kind, ${waveId}
      from x cross join lateral (values (1, 'damage', x.damage), (2, 'revenue', x.revenue),
        (3, 'upkeep', x.upkeep), (4, 'bonus', x.bonus)) as v(ord, kind, amount)
      order by x.user_id, v.ord
    )
    update bank set cash = x.cash_after, points = x.points_after, updated_at = now()
    from x where bank.user_id = x.user_id`);
}

/**
 * One batch, in one transaction: lock its banks, check the lease, read their defenses, resolve
 * the wave for those not hit yet and write it all. Returns how many banks it looked at (0 when the
 * scope is exhausted), how many it hit, and the last one.
 */
function resolveBatch(
  run: WaveRun,
  scope: BatchScope,
): Promise<{ scanned: number; hit: number; last: string }> {
  return run.deps.db.transaction(async (tx) => {
    const banks = await lockBatchBanks(tx, run, scope);
    await checkLease(tx, run);
    const last = banks.at(-1)?.user_id;
    if (last === undefined) return { scanned: 0, hit: 0, last: '' };
    const pacer = createPacer();
    const todo = await banksToHit(tx, run.waveId, banks, pacer);
    if (todo.length > 0)
      await writeBatch(tx, run, await computeBatch(run.attacks, todo, run.book, pacer));
    return { scanned: banks.length, hit: todo.length, last };
  });
}

/**
 * Resolves a claimed wave in batches. Each batch is one transaction that locks its banks, reads
 * their defenses as they are at that moment, and writes the reports, the ledger rows and the new
 * cash together; the (wave, player) key makes a second write impossible. A crash loses at most
 * the batches in flight, which the next claimant redoes. On PostgreSQL, `workers` batches run at
 * once on disjoint ranges of players. Returns the number of players hit.
 */
export async function runWave(deps: WaveRunnerDeps, waveId: string): Promise<number> {
  const { db, logger } = deps;
  const run = await prepareRun(deps, waveId);
  let total = 0;

  /** One batch, then the lease extended and the count kept; yields to the API's requests. */
  async function runBatch(scope: BatchScope): Promise<{ scanned: number; last: string }> {
    const written = await resolveBatch(run, scope);
    if (written.scanned > 0) {
      total += written.hit;
      const leaseUntil = new Date(deps.now().getTime() + deps.leaseSeconds * 1000).toISOString();
      await db.execute(
        sql`update wave set lease_until = ${leaseUntil}, players_hit = players_hit + ${written.hit}
            where id = ${waveId} and lease_owner = ${deps.instanceId}`,
      );
      logger.debug({ waveId, players: total }, 'wave batch written');
      // Let the API's requests run between batches, which matters on the single-connection PGlite.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return written;
  }

  async function runRange(after: string, upTo: string | null): Promise<void> {
    let cursor = after;
    for (;;) {
      const { scanned, last } = await runBatch({ kind: 'range', after: cursor, upTo });
      if (scanned === 0) return;
      cursor = last;
    }
  }

  const splits = deps.workers > 1 ? await splitPlayers(db, run.eligible, deps.workers) : [];
  const bounds = ['', ...splits];
  await Promise.all(bounds.map((after, index) => runRange(after, bounds[index + 1] ?? null)));
  // Then a sweep for banks opened behind a cursor while the wave ran (usually none).
  while ((await runBatch({ kind: 'sweep' })).scanned > 0);

  const finished = await selectRows(
    db,
    sql`update wave set status = 'done', finished_at = ${deps.now().toISOString()}, lease_until = null,
          players_hit = (select count(*)::int from wave_result where wave_id = ${waveId})
        where id = ${waveId} and lease_owner = ${deps.instanceId} and status = 'running'
        returning players_hit`,
    PlayersHitRowSchema,
  );
  const playersHit = finished[0]?.players_hit ?? total;
  logger.info({ waveId, players: playersHit }, 'wave landed');
  // Each player's page refreshes every game answer on wave-landed, the tables included; the
  // tables' own event follows once the wave is ranked (rankLandedWaves), once per wave.
  await deps.bus.publish('wave-landed', { waveId });
  return playersHit;
}

/**
 * Ranks the landed waves that are not ranked yet: every hit player's place in the season table
 * just before and just after the wave (leaderboard/wave-ranks.ts), then `ranked_at`. A step of its
 * own after the landing, so that players get their reports as soon as the last batch is written;
 * the moves follow (`leaderboard-changed`, the wave's only one). Each wave is ranked in one transaction that
 * holds its row, so ranks are never half written and two processes never rank the same wave; a
 * wave left unranked by a crash is ranked by the next pass of any process. A wave of an earlier
 * season is marked ranked without ranks: its banks have moved on. Returns the waves ranked.
 */
export async function rankLandedWaves(
  deps: Pick<WaveRunnerDeps, 'db' | 'bus' | 'logger' | 'now'>,
): Promise<number> {
  let ranked = 0;
  for (;;) {
    const waveId = await deps.db.transaction(async (tx) => {
      const [row] = await selectRows(
        tx,
        sql`select id, season_id from wave where status = 'done' and ranked_at is null
            order by finished_at, id limit 1 for update skip locked`,
        RankableWaveRowSchema,
      );
      if (!row) return null;
      const season = await getCurrentSeason(tx);
      if (row.season_id === season.id) await rankWave(tx, row.id, season.id);
      await tx.execute(
        sql`update wave set ranked_at = ${deps.now().toISOString()} where id = ${row.id}`,
      );
      return row.id;
    });
    if (waveId === null) return ranked;
    ranked += 1;
    deps.logger.info({ waveId }, 'wave ranked');
    await deps.bus.publish('leaderboard-changed', { reason: 'wave' });
  }
}

/** User ids that cut the eligible players into `parts` ranges of about equal size. */
async function splitPlayers(
  db: Db,
  eligible: ReturnType<typeof sql>,
  parts: number,
): Promise<string[]> {
  const [counted] = await selectRows(
    db,
    sql`select count(*)::int as n from bank where ${eligible}`,
    CountRowSchema,
  );
  const n = counted?.n ?? 0;
  if (n < parts * 1000) return [];
  const splits: string[] = [];
  for (let part = 1; part < parts; part += 1) {
    const [row] = await selectRows(
      db,
      sql`select user_id from bank where ${eligible} order by user_id offset ${Math.floor((n * part) / parts)} limit 1`,
      UserIdRowSchema,
    );
    if (row) splits.push(row.user_id);
  }
  return splits;
}

export class LeaseLostError extends Error {
  constructor(waveId: string) {
    super(`lost the lease on wave ${waveId}`);
  }
}

/** Marks a wave failed with the error, so the game master sees it and can retry. */
export async function failWave(
  deps: WaveRunnerDeps,
  waveId: string,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db.execute(
    sql`update wave set status = 'failed', error = ${message.slice(0, 2000)}, lease_until = null
        where id = ${waveId} and lease_owner = ${deps.instanceId} and status = 'running'`,
  );
}
