import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import type { Standing } from './leaderboard-schemas';
import type { RankingCache } from './ranking-cache';
import { rankFromRicher } from './ranking-order';

const HeadRowSchema = z.object({
  season_id: z.string(),
  points: z.number().nullable(),
  net_worth: z.number().nullable(),
  listed: z.boolean(),
});
const CountsRowSchema = z.object({ players: z.number(), above: z.number() });
const LastWaveRowSchema = z.object({
  wave_id: z.string(),
  public_id: z.string(),
  landed_at: z.string(),
  points: z.number(),
  rank_before: z.number().nullable(),
  rank_after: z.number().nullable(),
});

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
  const [head] = await selectRows(
    db,
    sql`select s.id as season_id, b.points, b.net_worth,
          coalesce(not b.disabled and b.season_id = s.id, false) as listed
        from (select id from season order by number desc limit 1) s
        left join bank b on b.user_id = ${userId}`,
    HeadRowSchema,
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
    const [counted] = await selectRows(
      db,
      sql`select count(*)::int as players,
            count(*) filter (where (b.points, b.net_worth) > (${points}::int, ${netWorth}::int))::int as above
          from bank b where not b.disabled and b.season_id = ${head.season_id}`,
      CountsRowSchema,
    );
    players = counted?.players ?? 0;
    rank = head.listed ? rankFromRicher(counted?.above ?? 0) : null;
  }
  const [last] = await selectRows(
    db,
    sql`select r.wave_id, r.public_id, r.created_at as landed_at, r.points, r.rank_before,
          r.rank_after
        from wave_result r join wave w on w.id = r.wave_id
        where r.user_id = ${userId} and w.season_id = ${head.season_id}
        order by r.created_at desc, r.wave_id desc limit 1`,
    LastWaveRowSchema,
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
