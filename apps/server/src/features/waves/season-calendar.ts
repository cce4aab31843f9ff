import { projectSeasonEnd, seasonWavesLeft } from '@ffl/engine/season';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wave, waveSchedule } from '../../db/schema/game';
import { countLandedWaves, getCurrentSeason } from '../seasons/current-season';
import { computeNextSlot } from './schedule-service';
import type { SeasonCalendar } from './season-calendar-schemas';

/**
 * The times of the next `count` waves as they stand: the waves scheduled or landing now, and the
 * automatic schedule's slots after the one it has announced (none while it is paused). A wave a
 * game master schedules later, or a change of the schedule, moves them.
 */
async function listComingWaveTimes(db: Db, now: Date, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const scheduled = await db
    .select({ at: wave.scheduledAt, automatic: wave.automatic })
    .from(wave)
    .where(inArray(wave.status, ['scheduled', 'running']))
    .orderBy(asc(wave.scheduledAt))
    .limit(count);
  const times = scheduled.map((row) => row.at.getTime());
  const [schedule] = await db.select().from(waveSchedule).where(eq(waveSchedule.id, 1));
  if (schedule?.enabled) {
    // The slots after the automatic wave already announced; before one is, the scheduler
    // announces the first slot after now.
    let slot = scheduled.filter((row) => row.automatic).at(-1)?.at ?? now;
    for (let added = 0; added < count; added += 1) {
      slot = computeNextSlot(slot, schedule.intervalMinutes, schedule.timeOfDay);
      times.push(slot.getTime());
    }
  }
  return times;
}

/**
 * The current season's length and end: how many of its `length` waves have landed, how many are
 * left, and when the last is due (engine season.ts), which Home and the season-end mail announce.
 */
export async function getSeasonCalendar(
  db: Db,
  now: Date,
  length: number,
): Promise<SeasonCalendar> {
  const current = await getCurrentSeason(db);
  const landed = await countLandedWaves(db, current.id);
  const left = seasonWavesLeft(landed, length);
  const endsAt = projectSeasonEnd(await listComingWaveTimes(db, now, left), left);
  return {
    number: current.number,
    status: current.status,
    startedAt: current.startedAt.toISOString(),
    waves: length,
    landed,
    left,
    endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
  };
}
