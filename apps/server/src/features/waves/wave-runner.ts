import type { Level, Loadout } from '@ffl/engine/catalogue';
import { type FamilyId, type FraudId, isDefenseId, isFamilyId } from '@ffl/engine/ids';
import { adviseWave } from '@ffl/engine/recommend';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createPublicId } from '../../lib/public-id';
import type { EventBus } from '../../realtime/event-bus';
import { getCurrentSeason } from '../seasons/current-season';
import { encodeAttack } from './wave-report';

export interface WaveRunnerDeps {
  db: Db;
  logger: Logger;
  bus: EventBus;
  now: () => Date;
  /** Identifies this process as the holder of a wave's lease. */
  instanceId: string;
  batchSize: number;
  leaseSeconds: number;
}

interface BankBatchRow extends Record<string, unknown> {
  user_id: string;
  cash: number;
  invested: number;
  alert_family: string | null;
  loadout: Record<string, number> | null;
}

/** Rows of a raw query: drizzle's PGlite and node-postgres results both carry `rows`. */
async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

function toLoadout(raw: Record<string, number> | null): Loadout {
  const loadout: Record<string, Level> = {};
  for (const [defenseId, level] of Object.entries(raw ?? {})) {
    if (isDefenseId(defenseId) && level >= 1 && level <= 3) loadout[defenseId] = level as Level;
  }
  return loadout;
}

/** Splits the rows of a batch into the JSON the write statement reads. */
export function computeBatch(
  waveId: string,
  attacks: readonly FraudId[],
  rows: readonly BankBatchRow[],
) {
  return rows.map((row) => {
    const loadout = toLoadout(row.loadout);
    const alert: FamilyId | null =
      row.alert_family !== null && isFamilyId(row.alert_family) ? row.alert_family : null;
    const result = resolveWave(attacks, loadout, alert, row.invested);
    const advice = adviseWave(attacks, loadout, alert);
    const cashAfter = row.cash + result.netChange;
    const [damage, revenue, upkeep, bonus] = result.ledger;
    return {
      user_id: row.user_id,
      public_id: createPublicId(),
      wave_id: waveId,
      alert_family: alert,
      stars: result.stars,
      total_base: result.totalBase,
      total_damage: result.totalDamage,
      net_change: result.netChange,
      cash_after: cashAfter,
      net_worth_after: cashAfter + row.invested,
      attacks: result.attacks.map((attack, index) => encodeAttack(attack, advice[index] ?? null)),
      damage: damage.amount,
      revenue: revenue.amount,
      upkeep: upkeep.amount,
      bonus: bonus.amount,
    };
  });
}

/**
 * Claims one due wave for this process, or a running wave whose holder stopped renewing its lease
 * (a crashed process). FOR UPDATE SKIP LOCKED lets several processes poll at once safely.
 */
export async function claimDueWave(deps: WaveRunnerDeps): Promise<string | null> {
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + deps.leaseSeconds * 1000);
  const rows = await query<{ id: string }>(
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
  );
  return rows[0]?.id ?? null;
}

/**
 * Resolves a claimed wave in batches. Each batch is one transaction that locks its banks, reads
 * their defenses as they are at that moment, and writes the reports, the ledger rows and the new
 * cash together; the (wave, player) key makes a second write impossible. A crash loses at most
 * the batch in flight, which the next claimant redoes. Returns the number of players hit.
 */
export async function runWave(deps: WaveRunnerDeps, waveId: string): Promise<number> {
  const { db, logger } = deps;
  const [wave] = await query<{ attacks: FraudId[]; season_id: string }>(
    db,
    sql`select attacks, season_id from wave where id = ${waveId}`,
  );
  if (!wave) throw new Error(`wave ${waveId} not found`);
  const season = await getCurrentSeason(db);
  if (season.id !== wave.season_id) {
    await db.execute(sql`update wave set season_id = ${season.id} where id = ${waveId}`);
  }
  let cursor = '';
  let total = 0;
  for (;;) {
    const leaseUntil = new Date(deps.now().getTime() + deps.leaseSeconds * 1000).toISOString();
    const written = await db.transaction(async (tx) => {
      const rows = await query<BankBatchRow>(
        tx as unknown as Db,
        sql`select b.user_id, b.cash, b.invested, b.alert_family,
              (select jsonb_object_agg(o.defense_id, o.level) from owned_defense o where o.user_id = b.user_id) as loadout
            from bank b
            where b.season_id = ${season.id} and not b.disabled and b.plays_waves
              and b.user_id > ${cursor}
              and not exists (select 1 from wave_result r where r.wave_id = ${waveId} and r.user_id = b.user_id)
            order by b.user_id
            limit ${deps.batchSize}
            for update of b`,
      );
      const lease = await query<{ id: string }>(
        tx as unknown as Db,
        sql`update wave set lease_until = ${leaseUntil}, players_hit = players_hit + ${rows.length}
            where id = ${waveId} and status = 'running' and lease_owner = ${deps.instanceId}
            returning id`,
      );
      if (lease.length === 0) throw new LeaseLostError(waveId);
      if (rows.length === 0) return { count: 0, last: cursor };
      const batch = computeBatch(waveId, wave.attacks, rows);
      await tx.execute(sql`
        with x as (
          select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
            user_id text, public_id text, wave_id text, alert_family text, stars int, total_base int,
            total_damage int, net_change int, cash_after int, net_worth_after int, attacks jsonb,
            damage int, revenue int, upkeep int, bonus int)
        ),
        results as (
          insert into wave_result (wave_id, user_id, public_id, alert_family, stars, total_base,
            total_damage, net_change, cash_after, net_worth_after, attacks)
          select wave_id, user_id, public_id, alert_family, stars, total_base, total_damage,
            net_change, cash_after, net_worth_after, attacks from x
        ),
        lines as (
          insert into ledger (user_id, season_id, amount, kind, reference)
          select x.user_id, ${season.id}, v.amount, v.kind, x.wave_id
          from x cross join lateral (values (1, 'damage', x.damage), (2, 'revenue', x.revenue),
            (3, 'upkeep', x.upkeep), (4, 'bonus', x.bonus)) as v(ord, kind, amount)
          order by x.user_id, v.ord
        )
        update bank set cash = x.cash_after, updated_at = now() from x where bank.user_id = x.user_id`);
      return { count: rows.length, last: rows[rows.length - 1]?.user_id ?? cursor };
    });
    if (written.count === 0) {
      // One last pass from the start catches banks opened behind the cursor while the wave ran.
      if (cursor === '') break;
      cursor = '';
      continue;
    }
    total += written.count;
    cursor = written.last;
    logger.debug({ waveId, players: total }, 'wave batch written');
    // Let the API's requests run between batches, which matters on the single-connection PGlite.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const finished = await query<{ players_hit: number }>(
    db,
    sql`update wave set status = 'done', finished_at = ${deps.now().toISOString()}, lease_until = null
        where id = ${waveId} and lease_owner = ${deps.instanceId} and status = 'running'
        returning players_hit`,
  );
  const playersHit = finished[0]?.players_hit ?? total;
  logger.info({ waveId, players: playersHit }, 'wave landed');
  await deps.bus.publish('wave-landed', { waveId });
  await deps.bus.publish('leaderboard-changed', { reason: 'wave' });
  return playersHit;
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
