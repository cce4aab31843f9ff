import { DIFFICULTY_ROTATION } from '@ffl/engine/draw-wave';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wave, waveSchedule } from '../../db/schema/game';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../realtime/event-bus';
import { type Actor, recordAudit } from '../audit/audit-service';
import type { ScheduleChange, WaveSchedule } from './wave-schemas';
import { drawFromDraft, insertWave, publishCountdown } from './wave-service';

const MINUTE_MS = 60_000;

/**
 * The first slot after `now`: slots are `timeOfDay` today (server time zone) plus any whole number
 * of intervals. Daily intervals step by calendar days, so 18:00 stays 18:00 across clock changes.
 */
export function computeNextSlot(now: Date, intervalMinutes: number, timeOfDay: string): Date {
  const [hours, minutes] = timeOfDay.split(':').map(Number) as [number, number];
  const anchor = new Date(now);
  anchor.setHours(hours, minutes, 0, 0);
  if (intervalMinutes % 1440 === 0) {
    const days = intervalMinutes / 1440;
    const slot = new Date(anchor);
    while (slot <= now) slot.setDate(slot.getDate() + days);
    return slot;
  }
  const interval = intervalMinutes * MINUTE_MS;
  const steps = Math.floor((now.getTime() - anchor.getTime()) / interval) + 1;
  return new Date(anchor.getTime() + steps * interval);
}

export async function getSchedule(db: Db, now: Date): Promise<WaveSchedule> {
  const [row] = await db.select().from(waveSchedule).where(eq(waveSchedule.id, 1));
  if (!row) throw new AppError('internal', 'The schedule is missing.');
  const [upcoming] = await db
    .select({ scheduledAt: wave.scheduledAt })
    .from(wave)
    .where(and(eq(wave.automatic, true), eq(wave.status, 'scheduled')))
    .limit(1);
  return {
    enabled: row.enabled,
    intervalMinutes: row.intervalMinutes,
    timeOfDay: row.timeOfDay,
    nextDifficulty: DIFFICULTY_ROTATION[row.rotationIndex % DIFFICULTY_ROTATION.length] ?? 'easy',
    nextSlot: row.enabled
      ? (
          upcoming?.scheduledAt ?? computeNextSlot(now, row.intervalMinutes, row.timeOfDay)
        ).toISOString()
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Changes the automatic schedule. The automatic wave already announced is withdrawn and a new one
 * is announced on the new timing (or none, when paused).
 */
export async function updateSchedule(
  db: Db,
  bus: EventBus,
  change: ScheduleChange,
  actor: Actor,
  now: Date,
): Promise<WaveSchedule> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(waveSchedule).where(eq(waveSchedule.id, 1)).for('update');
    if (!row) throw new AppError('internal', 'The schedule is missing.');
    await tx
      .update(waveSchedule)
      .set({ ...stripUndefined(change), updatedBy: actor.id, updatedAt: now })
      .where(eq(waveSchedule.id, 1));
    await tx
      .update(wave)
      .set({ status: 'cancelled' })
      .where(and(eq(wave.automatic, true), eq(wave.status, 'scheduled')));
    await recordAudit(tx, actor, 'update-schedule', null, {
      before: {
        enabled: row.enabled,
        intervalMinutes: row.intervalMinutes,
        timeOfDay: row.timeOfDay,
      },
      after: change,
    });
  });
  // One countdown: the new automatic wave's announcement, or the next wave as it now is.
  if (!(await ensureAutomaticWave(db, bus, now))) await publishCountdown(db, bus);
  return getSchedule(db, now);
}

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Keeps one automatic wave announced while the schedule runs, so players always see the next
 * countdown and forecast. The schedule row lock makes this safe from several processes.
 */
export async function ensureAutomaticWave(db: Db, bus: EventBus, now: Date): Promise<boolean> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(waveSchedule).where(eq(waveSchedule.id, 1)).for('update');
    if (!row?.enabled) return false;
    const [upcoming] = await tx
      .select({ id: wave.id })
      .from(wave)
      .where(and(eq(wave.automatic, true), eq(wave.status, 'scheduled')))
      .limit(1);
    if (upcoming) return false;
    const difficulty =
      DIFFICULTY_ROTATION[row.rotationIndex % DIFFICULTY_ROTATION.length] ?? 'easy';
    const drawn = drawFromDraft({ difficulty });
    await insertWave(tx, drawn, {
      at: computeNextSlot(now, row.intervalMinutes, row.timeOfDay),
      automatic: true,
    });
    await tx
      .update(waveSchedule)
      .set({ rotationIndex: (row.rotationIndex + 1) % DIFFICULTY_ROTATION.length })
      .where(eq(waveSchedule.id, 1));
    return true;
  });
  if (created) await publishCountdown(db, bus);
  return created;
}
