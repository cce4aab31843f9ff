import { DRILLS } from '@ffl/content/drills';
import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, type FamilyId, isFraudId } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { drillAttempt } from '../../db/schema/learning';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { getCurrentSeason } from '../seasons/current-season';
import { DRILL_LEVELS } from './drill-of-the-day';
import type { DrillProgress, DrillStats } from './drill-schemas';
import { findDrill } from './drill-service';

/**
 * The drills' measures (Hoxhunt's, made ours). Both count only the first submit of each drill in
 * each season (`first_of_season`): a repeat has seen the answers.
 * - Report rate: scam attempts decided report. False-alarm rate: legitimate attempts decided
 *   report. Flags found rate: red flags found over red flags, on scam attempts. Trusted share: scam
 *   attempts decided trust.
 * - The player's measures are counts per week (Monday, UTC) and per difficulty over every season;
 *   the app works out the rates with its one rounding rule. The game master's are shares over the
 *   current season, per family and per drill, with the red flags missed most often.
 */

/** How many of the most-missed red flags the statistics list. */
export const MISSED_FLAGS_LISTED = 20;

/** The columns of COUNTS: bigint counts and sums. */
const CountRowSchema = z.object({
  scams: sqlNumber,
  reported: sqlNumber,
  legit: sqlNumber,
  false_alarms: sqlNumber,
  flags_found: sqlNumber,
  flags_total: sqlNumber,
});

type CountRow = z.infer<typeof CountRowSchema>;

const WeekRowSchema = CountRowSchema.extend({ week_start: z.string() });
const LevelRowSchema = CountRowSchema.extend({ difficulty: z.string() });

// A report or a verify says "this is not what it seems": a hit on a scam, a false alarm on a
// genuine message (decision 0026), as in signal detection.
const COUNTS = sql`count(*) filter (where not legitimate) as scams,
  count(*) filter (where not legitimate and decision <> 'trust') as reported,
  count(*) filter (where legitimate) as legit,
  count(*) filter (where legitimate and decision <> 'trust') as false_alarms,
  coalesce(sum(found) filter (where not legitimate), 0) as flags_found,
  coalesce(sum(red_flags) filter (where not legitimate), 0) as flags_total`;

function toCounts(row: CountRow | undefined) {
  return {
    scams: row?.scams ?? 0,
    reported: row?.reported ?? 0,
    legit: row?.legit ?? 0,
    falseAlarms: row?.false_alarms ?? 0,
    flagsFound: row?.flags_found ?? 0,
    flagsTotal: row?.flags_total ?? 0,
  };
}

/** My drill measures: counts per week and per difficulty. */
export async function getDrillProgress(db: Db, userId: string): Promise<DrillProgress> {
  const weeks = await selectRows(
    db,
    sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
          ${COUNTS}
        from ${drillAttempt}
        where user_id = ${userId} and first_of_season
        group by 1 order by 1`,
    WeekRowSchema,
  );
  const levels = await selectRows(
    db,
    sql`select difficulty, ${COUNTS}
        from ${drillAttempt}
        where user_id = ${userId} and first_of_season
        group by difficulty`,
    LevelRowSchema,
  );
  const byLevel = new Map(levels.map((row) => [row.difficulty, row]));
  return {
    weeks: weeks.map((row) => ({ weekStart: row.week_start, ...toCounts(row) })),
    byDifficulty: DRILL_LEVELS.map((difficulty) => ({
      difficulty,
      ...toCounts(byLevel.get(difficulty)),
    })),
  };
}

/** `part / whole`, or null when there is nothing to divide. */
function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

const DrillRowSchema = CountRowSchema.extend({
  drill_id: z.string(),
  fraud_id: z.string(),
  legitimate: z.boolean(),
  attempts: sqlNumber,
  players: sqlNumber,
  trusted: sqlNumber,
});

const MissedRowSchema = z.object({
  drill_id: z.string(),
  hotspot_id: z.string(),
  missed: sqlNumber,
});

/** The game master's drill statistics over the current season. */
export async function getDrillStats(db: Db): Promise<DrillStats> {
  const season = await getCurrentSeason(db);
  const rows = await selectRows(
    db,
    sql`select drill_id, min(fraud_id) as fraud_id, bool_and(legitimate) as legitimate,
          count(*) as attempts, count(distinct user_id) as players,
          count(*) filter (where not legitimate and decision = 'trust') as trusted,
          ${COUNTS}
        from ${drillAttempt}
        where season_id = ${season.id} and first_of_season
        group by drill_id`,
    DrillRowSchema,
  );
  const missedRows = await selectRows(
    db,
    sql`select drill_id, hotspot_id, count(*) as missed
        from ${drillAttempt}, unnest(missed_ids) as hotspot_id
        where season_id = ${season.id} and first_of_season
        group by drill_id, hotspot_id`,
    MissedRowSchema,
  );
  const byDrill = new Map(rows.map((row) => [row.drill_id, row]));

  const families = new Map<FamilyId, ReturnType<typeof toCounts> & { attempts: number }>();
  for (const row of rows) {
    if (!isFraudId(row.fraud_id)) continue;
    const family = FRAUDS[row.fraud_id].family;
    const sum = families.get(family) ?? { ...toCounts(undefined), attempts: 0 };
    const counts = toCounts(row);
    families.set(family, {
      attempts: sum.attempts + row.attempts,
      scams: sum.scams + counts.scams,
      reported: sum.reported + counts.reported,
      legit: sum.legit + counts.legit,
      falseAlarms: sum.falseAlarms + counts.falseAlarms,
      flagsFound: sum.flagsFound + counts.flagsFound,
      flagsTotal: sum.flagsTotal + counts.flagsTotal,
    });
  }
  const rates = (counts: ReturnType<typeof toCounts>) => ({
    reportRate: share(counts.reported, counts.scams),
    falseAlarmRate: share(counts.falseAlarms, counts.legit),
    flagsFoundRate: share(counts.flagsFound, counts.flagsTotal),
  });

  const drills = DRILLS.map((drill) => {
    const entry = findDrill(drill.id);
    const row = byDrill.get(drill.id);
    const counts = toCounts(row);
    return {
      id: drill.id,
      fraudId: entry.fraudId,
      title: drill.title,
      legitimate: drill.legitimate,
      difficulty: entry.difficulty,
      attempts: row?.attempts ?? 0,
      players: row?.players ?? 0,
      ...rates(counts),
      trustedShare: share(row?.trusted ?? 0, counts.scams),
    };
  });

  const missedFlags = missedRows
    .flatMap((row) => {
      const attempts = byDrill.get(row.drill_id)?.attempts ?? 0;
      const drill = DRILLS.find((d) => d.id === row.drill_id);
      const order = drill?.hotspots.findIndex((h) => h.id === row.hotspot_id) ?? -1;
      const hotspot = drill?.hotspots[order];
      if (!drill || !hotspot || attempts === 0) return [];
      return [
        {
          drillId: row.drill_id,
          hotspotId: row.hotspot_id,
          label: hotspot.label,
          missedShare: row.missed / attempts,
          attempts,
          order: DRILLS.indexOf(drill) * 1_000 + order,
        },
      ];
    })
    .sort((a, b) => b.missedShare - a.missedShare || b.attempts - a.attempts || a.order - b.order)
    .slice(0, MISSED_FLAGS_LISTED)
    .map(({ order: _order, ...flag }) => flag);

  return {
    families: FAMILY_IDS.map((family) => {
      const sum = families.get(family) ?? { ...toCounts(undefined), attempts: 0 };
      return { family, attempts: sum.attempts, ...rates(sum) };
    }),
    drills,
    missedFlags,
  };
}
