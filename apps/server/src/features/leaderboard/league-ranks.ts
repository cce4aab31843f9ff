import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { positionOver, type RankingColumns, rankOver } from './ranking-order';

/**
 * A private league's own ranks around a wave (decision 0036): the league's table just before and
 * just after the wave, by the one tie rule of every table (ranking-order.ts). The league of a wave
 * is its members who had joined it by the time the wave was ranked and whom the wave hit, and
 * whose banks are not disabled; their scores come from the wave's stored results (before:
 * points_after − points, net_worth_after − net_change; after: points_after, net_worth_after),
 * exactly as wave-ranks.ts ranks the season table. Nothing is written: a league is ranked when it
 * is read, so the wave runner does no work per league.
 */

/** The scores of one member around one wave, as the ranking fragments name them. */
const before: Pick<RankingColumns, 'points' | 'netWorth'> = {
  points: sql.raw('s.pb'),
  netWorth: sql.raw('s.nb'),
};
const after: RankingColumns = {
  points: sql.raw('s.pa'),
  netWorth: sql.raw('s.na'),
  joinedAt: sql.raw('s.joined_at'),
  userId: sql.raw('s.user_id'),
};

/** A table of some players: a private league, or a cohort (issue 27), ranked the same way. */
export interface RankedGroup {
  kind: 'league' | 'cohort';
  id: string;
}

/** The group's membership rows as `lm`, with their joined_at: one rule for both kinds. */
export function groupMembers(group: RankedGroup): { table: SQL; match: SQL } {
  return group.kind === 'league'
    ? { table: sql`league_member`, match: sql`lm.league_id = ${group.id}` }
    : { table: sql`cohort_member`, match: sql`lm.cohort_id = ${group.id}` };
}

/**
 * Every member's ranks in the group around the waves `w` that `waveCondition` picks, as a subquery
 * with the columns wave_id, user_id, rank_before, rank_after, position (the place after the wave),
 * the wave's points, points_after and net_worth_after. Unranked waves are left out.
 */
export function groupWaveRanks(group: RankedGroup, waveCondition: SQL): SQL {
  const members = groupMembers(group);
  const perWave = sql.raw('s.wave_id');
  return sql`select s.wave_id, s.user_id, s.points, s.pa as points_after, s.na as net_worth_after,
      ${rankOver(before, 'points', perWave)}::int as rank_before,
      ${rankOver(after, 'points', perWave)}::int as rank_after,
      ${positionOver(after, 'points', perWave)}::int as position
    from (
      select r.wave_id, r.user_id, b.joined_at, r.points,
        r.points_after - r.points as pb, r.net_worth_after - r.net_change as nb,
        r.points_after as pa, r.net_worth_after as na
      from wave w
      join ${members.table} lm on ${members.match} and lm.joined_at <= w.ranked_at
      join wave_result r on r.wave_id = w.id and r.user_id = lm.user_id
      join bank b on b.user_id = lm.user_id and not b.disabled
      where w.ranked_at is not null and ${waveCondition}
    ) s`;
}

const StandingRowSchema = z.object({
  wave_id: z.string(),
  user_id: z.string(),
  points: z.number(),
  points_after: z.number(),
  net_worth_after: z.number(),
  rank_before: z.number(),
  rank_after: z.number(),
  position: z.number(),
  public_id: z.string(),
  report_id: z.string(),
  bank_name: z.string(),
  manager: z.string(),
  anonymous: z.boolean(),
  anonymous_number: z.number(),
});

/** One member's standing around one wave, with what a podium shows of their bank. */
export interface LeagueWaveStanding {
  waveId: string;
  userId: string;
  /** The wave's points, and the season's points and net worth just after it. */
  points: number;
  pointsAfter: number;
  netWorthAfter: number;
  rankBefore: number;
  rankAfter: number;
  position: number;
  bankId: string;
  /** The member's own report of the wave. */
  reportId: string;
  bankName: string;
  manager: string;
  anonymous: boolean;
  anonymousNumber: number;
}

/**
 * Every member's standing around each of the waves `waveIds` in one statement, in the order of
 * each wave's table after it. A wave the league had nobody in has no rows.
 */
export async function getLeagueStandings(
  db: DbOrTx,
  leagueId: string | RankedGroup,
  waveIds: readonly string[],
): Promise<LeagueWaveStanding[]> {
  const group: RankedGroup =
    typeof leagueId === 'string' ? { kind: 'league', id: leagueId } : leagueId;
  if (waveIds.length === 0) return [];
  const rows = await selectRows(
    db,
    sql`select lr.*, b.public_id, r.public_id as report_id, b.name as bank_name,
          u.name as manager, b.anonymous, b.anonymous_number
        from (${groupWaveRanks(
          group,
          sql`w.id in (select jsonb_array_elements_text(${JSON.stringify(waveIds)}::jsonb))`,
        )}) lr
        join bank b on b.user_id = lr.user_id
        join "user" u on u.id = lr.user_id
        join wave_result r on r.wave_id = lr.wave_id and r.user_id = lr.user_id
        order by lr.wave_id, lr.position`,
    StandingRowSchema,
  );
  return rows.map((row) => ({
    waveId: row.wave_id,
    userId: row.user_id,
    points: row.points,
    pointsAfter: row.points_after,
    netWorthAfter: row.net_worth_after,
    rankBefore: row.rank_before,
    rankAfter: row.rank_after,
    position: row.position,
    bankId: row.public_id,
    reportId: row.report_id,
    bankName: row.bank_name,
    manager: row.manager,
    anonymous: row.anonymous,
    anonymousNumber: row.anonymous_number,
  }));
}
