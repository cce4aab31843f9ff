import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { season, wave, waveSchedule } from '../../db/schema/game';
import { createPublicId } from '../../lib/public-id';

export type SeasonRow = typeof season.$inferSelect;

/** Default automatic schedule of game.md: daily at 18:00, starting the rotation at easy. */
export const DEFAULT_SCHEDULE = {
  enabled: true,
  intervalMinutes: 1440,
  timeOfDay: '18:00',
} as const;

/**
 * Makes sure the first season and the schedule row exist. Safe to run from several processes at
 * once: both inserts do nothing when the row is already there.
 */
export async function ensureGameState(db: Db): Promise<void> {
  await db
    .insert(season)
    .values({ id: createPublicId(), number: 1, status: 'active' })
    .onConflictDoNothing({ target: season.number });
  await db
    .insert(waveSchedule)
    .values({ id: 1, ...DEFAULT_SCHEDULE, rotationIndex: 0 })
    .onConflictDoNothing({ target: waveSchedule.id });
}

/** The current season: the one with the highest number. */
export async function getCurrentSeason(db: Db): Promise<SeasonRow> {
  const [row] = await db.select().from(season).orderBy(desc(season.number)).limit(1);
  if (!row) throw new Error('No season: ensureGameState() was not run');
  return row;
}

/** The waves that have landed in a season (a failed or cancelled wave is not one of its waves). */
export async function countLandedWaves(db: DbOrTx, seasonId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wave)
    .where(and(eq(wave.seasonId, seasonId), eq(wave.status, 'done')));
  return row?.n ?? 0;
}
