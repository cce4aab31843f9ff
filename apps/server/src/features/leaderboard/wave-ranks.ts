import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rankOver } from './ranking-order';

/**
 * Writes every hit player's rank in the season table (ranking-order.ts: points, then net worth;
 * ties share a rank) just before and just after the wave, in one statement. The scores come
 * from the wave's own results: before = (points_after − points, net_worth_after − net_change),
 * after = (points_after, net_worth_after); a bank the wave did not hit (it joined meanwhile, or
 * sits waves out) counts with its points and net worth as they are. So a rerun after a crash
 * writes the same ranks. Called by rankLandedWaves (wave-runner.ts) in the transaction that holds
 * the landed wave's row and sets its ranked_at.
 */
export async function rankWave(tx: DbOrTx, waveId: string, seasonId: string): Promise<void> {
  const before = { points: sql`t.pb`, netWorth: sql`t.nb` };
  const after = { points: sql`t.pa`, netWorth: sql`t.na` };
  await tx.execute(sql`
    with t as (
      select b.user_id, r.user_id is not null as hit,
        coalesce(r.points_after - r.points, b.points) as pb,
        coalesce(r.net_worth_after - r.net_change, b.net_worth) as nb,
        coalesce(r.points_after, b.points) as pa,
        coalesce(r.net_worth_after, b.net_worth) as na
      from bank b left join wave_result r on r.wave_id = ${waveId} and r.user_id = b.user_id
      where not b.disabled and b.season_id = ${seasonId}
    ),
    ranked as (
      select t.user_id, t.hit, ${rankOver(before)}::int as rb, ${rankOver(after)}::int as ra from t
    )
    update wave_result w set rank_before = ranked.rb, rank_after = ranked.ra
    from ranked
    where ranked.hit and w.wave_id = ${waveId} and w.user_id = ranked.user_id`);
}
