import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { playerPrefs } from '../../db/schema/loop';
import { AppError } from '../../lib/app-error';
import { isTimeZone } from '../../lib/local-day';
import type { Preferences, PreferencesPatch } from './preferences-schemas';

/** The player's time zone (IANA name), or null while the browser never sent one (then UTC). */
export async function getTimeZone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: playerPrefs.timeZone })
    .from(playerPrefs)
    .where(eq(playerPrefs.userId, userId));
  return row?.timeZone ?? null;
}

type PrefsRow = typeof playerPrefs.$inferSelect;

/**
 * The answer for a row, or for no row yet: every notification off but the season's end (on until
 * turned off), 3 hours, no time zone.
 */
function toPreferences(row: PrefsRow | undefined): Preferences {
  const timeZone = row?.timeZone ?? null;
  return {
    timeZone,
    effectiveTimeZone: timeZone && isTimeZone(timeZone) ? timeZone : 'UTC',
    waveSoon: { on: row?.notifyWaveSoon ?? false, hoursBefore: row?.waveSoonHours ?? 3 },
    waveResults: { on: row?.notifyWaveResults ?? false },
    reminders: { on: row?.notifyReminders ?? false },
    seasonEnd: { on: row?.notifySeasonEnd ?? true },
  };
}

export async function getPreferences(db: DbOrTx, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(playerPrefs).where(eq(playerPrefs.userId, userId));
  return toPreferences(row);
}

/** Changes only the fields given; the row is created on the first write. */
export async function updatePreferences(
  db: DbOrTx,
  userId: string,
  patch: PreferencesPatch,
  now: Date,
): Promise<Preferences> {
  if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) {
    throw new AppError('invalid-argument', `timeZone: ${patch.timeZone} is not a known time zone.`);
  }
  const set: Partial<typeof playerPrefs.$inferInsert> = { updatedAt: now };
  if (patch.timeZone !== undefined) set.timeZone = patch.timeZone;
  if (patch.waveSoon?.on !== undefined) set.notifyWaveSoon = patch.waveSoon.on;
  if (patch.waveSoon?.hoursBefore !== undefined) set.waveSoonHours = patch.waveSoon.hoursBefore;
  if (patch.waveResults) set.notifyWaveResults = patch.waveResults.on;
  if (patch.reminders) set.notifyReminders = patch.reminders.on;
  if (patch.seasonEnd) set.notifySeasonEnd = patch.seasonEnd.on;
  const [row] = await db
    .insert(playerPrefs)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: playerPrefs.userId, set })
    .returning();
  return toPreferences(row);
}

/** The notification kinds a player can unsubscribe from, as named in the unsubscribe token. */
export type NotificationKind = 'wave-soon' | 'wave-results' | 'reminders' | 'season-end';

/**
 * Turns one kind off (the unsubscribe link); creates the row when there is none. An account
 * deleted since the mail was sent has nothing left to turn off.
 */
export async function turnOff(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  now: Date,
): Promise<void> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!found) return;
  const patches: Record<NotificationKind, PreferencesPatch> = {
    'wave-soon': { waveSoon: { on: false } },
    'wave-results': { waveResults: { on: false } },
    reminders: { reminders: { on: false } },
    'season-end': { seasonEnd: { on: false } },
  };
  const patch = patches[kind];
  await updatePreferences(db, userId, patch, now);
}
