import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import type { Standing } from './leaderboard-schemas';
import type { RankingCache } from './ranking-cache';
import { rankFromRicher } from './ranking-order';

/**
 * Where I stand in the season table: my rank (points, then net worth), points and net worth, the
 * number of banks in the table, and my latest wave of this season with its points and my rank
 * just before and after it (null until the wave is ranked).
 */
export async function getStanding(
  db: DbOrTx,
  userId: string,
  ranking?: RankingCache,
): Promise<Standing> {
  const [head] = await selectRows<{
    season_id: string;
    points: number | null;
    net_worth: number | null;
    listed: boolean;
  }>(
    db,
    sql`select s.id as season_id, b.points, b.net_worth,
          coalesce(not b.disabled and b.season_id = s.id, false) as listed
        from (select id from season order by number desc limit 1) s
        left join bank b on b.user_id = ${userId}`,
  );
  if (!head) throw new Error('No season: ensureGameState() was not run');
  const points = head.listed ? (head.points ?? 0) : 0;
  const netWorth = head.net_worth ?? 0;
  let rank: number | null = null;
  let players = 0;
  if (ranking) {
    const table = await ranking.get('points');
    const at = table.positionOf.get(userId);
    rank = at === undefined ? null : (table.ranks[at] ?? null);
    players = table.userIds.length;
  } else {
    const [counted] = await selectRows<{ players: number; above: number }>(
      db,
      sql`select count(*)::int as players,
            count(*) filter (where (b.points, b.net_worth) > (${points}::int, ${netWorth}::int))::int as above
          from bank b where not b.disabled and b.season_id = ${head.season_id}`,
    );
    players = counted?.players ?? 0;
    rank = head.listed ? rankFromRicher(counted?.above ?? 0) : null;
  }
  const [last] = await selectRows<{
    wave_id: string;
    public_id: string;
    landed_at: string;
    points: number;
    rank_before: number | null;
    rank_after: number | null;
  }>(
    db,
    sql`select r.wave_id, r.public_id, r.created_at as landed_at, r.points, r.rank_before,
          r.rank_after
        from wave_result r join wave w on w.id = r.wave_id
        where r.user_id = ${userId} and w.season_id = ${head.season_id}
        order by r.created_at desc, r.wave_id desc limit 1`,
  );
  return {
    rank,
    points,
    netWorth,
    players,
    lastWave: last
      ? {
          waveId: last.wave_id,
          reportId: last.public_id,
          landedAt: new Date(last.landed_at).toISOString(),
          points: last.points,
          rankBefore: last.rank_before,
          rankAfter: last.rank_after,
        }
      : null,
  };
}
