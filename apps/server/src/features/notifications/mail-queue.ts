import { isSeasonEndNoticeDue } from '@ffl/engine/season';
import { viewStreak } from '@ffl/engine/streak';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { selectRows, sqlNumber } from '../../db/select-rows';
import { isTimeZone, localDay } from '../../lib/local-day';
import { getCurrentSeason } from '../seasons/current-season';
import { getSeasonCalendar } from '../waves/season-calendar';
import { hitByWaves } from '../waves/wave-runner';

/**
 * Queuing the notification mails: rows in mail_job, never mails. Each row's `dedupe_key` is
 * unique, so queuing the same mail twice (two processes, a retried pass) adds nothing; the
 * Message-ID is fixed here, derived from the key, so any resend carries the same one.
 */

/** Results mails are queued for waves that landed within this long; older ones are skipped. */
const RESULTS_WINDOW_MS = 24 * 3_600_000;

const WaveIdRowSchema = z.object({ id: z.string() });
/** A mail_job id (bigserial: text on node-postgres). */
const MailIdRowSchema = z.object({ id: sqlNumber });
const ReminderRowSchema = z.object({
  user_id: z.string(),
  time_zone: z.string().nullable(),
  current: z.number().nullable(),
  last_day: z.string().nullable(),
  freezes: z.number().nullable(),
  due: z.number(),
});

/** `<kind.key-parts@host>`: the Message-ID of a queued mail, stable for its dedupe key. */
export function messageIdSql(prefix: string, parts: ReturnType<typeof sql>, host: string) {
  return sql`'<' || ${prefix} || '.' || ${parts} || '@' || ${host} || '>'`;
}

/**
 * The results mails of each wave that is done and ranked and not yet queued: one row per hit
 * player who opted in, in one INSERT … SELECT, and the wave marked in the same transaction. The
 * wave row is claimed with SKIP LOCKED, so two processes never queue the same wave at once, and
 * the unique key makes a second pass harmless anyway. Returns the rows queued.
 */
export async function queueWaveResults(db: Db, now: Date, host: string): Promise<number> {
  let queued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await selectRows(
        tx,
        sql`select id from wave
            where status = 'done' and ranked_at is not null and results_mail_queued_at is null
            order by finished_at, id
            limit 1
            for update skip locked`,
        WaveIdRowSchema,
      );
      if (!row) return null;
      const since = new Date(now.getTime() - RESULTS_WINDOW_MS).toISOString();
      const inserted = await selectRows(
        tx,
        sql`insert into mail_job (kind, user_id, dedupe_key, payload, message_id)
            select 'wave-results', r.user_id, 'wave-results:' || r.wave_id || ':' || r.user_id,
                   jsonb_build_object('waveId', r.wave_id),
                   ${messageIdSql('wr', sql`r.wave_id || '.' || r.user_id`, host)}
            from wave_result r
            join wave w on w.id = r.wave_id and w.finished_at >= ${since}
            join player_prefs p on p.user_id = r.user_id and p.notify_wave_results
            where r.wave_id = ${row.id}
            on conflict (dedupe_key) do nothing
            returning id`,
        MailIdRowSchema,
      );
      await tx.execute(
        sql`update wave set results_mail_queued_at = ${now.toISOString()} where id = ${row.id}`,
      );
      return inserted.length;
    });
    if (done === null) return queued;
    queued += done;
  }
}

/**
 * "The wave hits in N hours": for each scheduled wave, each opted-in player whose N hours before
 * it have begun. The key names the wave's time, so a wave moved later is announced again once for
 * its new time; a wave cancelled or moved after queuing is checked again when the mail is sent.
 */
export async function queueWaveSoon(db: Db, now: Date, host: string): Promise<number> {
  const at = now.toISOString();
  const rows = await selectRows(
    db,
    sql`insert into mail_job (kind, user_id, dedupe_key, payload, message_id)
        select 'wave-soon', p.user_id,
               'wave-soon:' || w.id || ':' || (extract(epoch from w.scheduled_at) * 1000)::bigint || ':' || p.user_id,
               jsonb_build_object('waveId', w.id, 'scheduledAt', (extract(epoch from w.scheduled_at) * 1000)::bigint),
               ${messageIdSql('ws', sql`w.id || '.' || (extract(epoch from w.scheduled_at) * 1000)::bigint || '.' || p.user_id`, host)}
        from wave w
        join player_prefs p on p.notify_wave_soon
        join bank b on b.user_id = p.user_id and not b.disabled
        where w.status = 'scheduled' and w.scheduled_at > ${at}
          and w.scheduled_at - make_interval(hours => p.wave_soon_hours) <= ${at}
        on conflict (dedupe_key) do nothing
        returning id`,
    MailIdRowSchema,
  );
  return rows.length;
}

/**
 * "The season ends soon": once a season, to every player on it who did not turn it off (on unless
 * turned off, so a player with no preferences row gets it), when the season's last wave is due
 * within the engine's SEASON.endNoticeHours (waves/season-calendar.ts). The key names the season,
 * so a season's notice is queued once however its end moves; the sender checks the season again.
 */
export async function queueSeasonEnd(
  db: Db,
  now: Date,
  host: string,
  seasonWaves: number,
): Promise<number> {
  const season = await getCurrentSeason(db);
  const calendar = await getSeasonCalendar(db, now, seasonWaves);
  if (calendar.number !== season.number || calendar.status !== 'active') return 0;
  if (calendar.endsAt === null) return 0;
  if (!isSeasonEndNoticeDue(new Date(calendar.endsAt).getTime(), now.getTime())) return 0;
  const rows = await selectRows(
    db,
    sql`insert into mail_job (kind, user_id, dedupe_key, payload, message_id)
        select 'season-end', b.user_id, 'season-end:' || ${season.id} || ':' || b.user_id,
               jsonb_build_object('seasonId', ${season.id}::text),
               ${messageIdSql('se', sql`${season.id}::text || '.' || b.user_id`, host)}
        from bank b
        left join player_prefs p on p.user_id = b.user_id
        where ${hitByWaves(season.id)} and coalesce(p.notify_season_end, true)
        on conflict (dedupe_key) do nothing
        returning id`,
    MailIdRowSchema,
  );
  return rows.length;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) at `at` in the zone (UTC when unknown). */
export function localHour(at: Date, timeZone: string | null): number {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: 'numeric',
      hourCycle: 'h23',
    });
    hourFormats.set(zone, format);
  }
  return Number(format.format(at));
}

/** A player's stored streak as the reminder queries read it (a player with none has nulls). */
export interface StoredStreak {
  current: number | null;
  lastDay: string | null;
  freezes: number | null;
}

/**
 * The streak the reminder speaks of, by the engine's own rule (`viewStreak`): at risk when it is
 * alive and nothing is done today. Alive includes a missed yesterday that a held freeze covers,
 * so the mail says "keep your streak" exactly when Home does. Null when there is none at risk.
 */
export function streakAtRisk(stored: StoredStreak, today: string): { current: number } | null {
  if (stored.lastDay === null || (stored.current ?? 0) === 0) return null;
  const view = viewStreak(
    {
      current: stored.current ?? 0,
      longest: stored.current ?? 0,
      lastDay: stored.lastDay,
      freezes: stored.freezes ?? 0,
      lastFrozenDay: null,
    },
    today,
  );
  return view.atRisk ? { current: view.current } : null;
}

/**
 * Reviews due and streak at risk: at most one mail a day per player, keyed by the player's local
 * day, and only from `hour` local time (18:00 by default: after work, with the evening left to
 * keep the streak). Time zones are read in JavaScript, not SQL, so a zone the browser knows and
 * the database does not cannot fail the pass.
 */
export async function queueReminders(
  db: Db,
  now: Date,
  host: string,
  hour: number,
): Promise<number> {
  let queued = 0;
  let after = '';
  for (;;) {
    const page = await selectRows(
      db,
      sql`select p.user_id, p.time_zone, s.current, s.last_day, s.freezes,
                 (select count(*)::int from quiz_review q
                   where q.user_id = p.user_id and q.due_at <= ${now.toISOString()}) as due
          from player_prefs p
          join bank b on b.user_id = p.user_id and not b.disabled
          left join player_streak s on s.user_id = p.user_id
          where p.notify_reminders and p.user_id > ${after}
          order by p.user_id
          limit 1000`,
      ReminderRowSchema,
    );
    if (page.length === 0) return queued;
    after = page.at(-1)?.user_id ?? after;
    const values = [];
    for (const row of page) {
      if (localHour(now, row.time_zone) < hour) continue;
      const day = localDay(now, row.time_zone);
      const atRisk = streakAtRisk(
        { current: row.current, lastDay: row.last_day, freezes: row.freezes },
        day,
      );
      if (row.due === 0 && !atRisk) continue;
      const key = `reminder:${row.user_id}:${day}`;
      values.push(
        sql`('reminder', ${row.user_id}, ${key}, ${JSON.stringify({ day })}::jsonb, ${`<rm.${row.user_id}.${day}@${host}>`})`,
      );
    }
    if (values.length > 0) {
      const inserted = await selectRows(
        db,
        sql`insert into mail_job (kind, user_id, dedupe_key, payload, message_id)
            values ${sql.join(values, sql`, `)}
            on conflict (dedupe_key) do nothing
            returning id`,
        MailIdRowSchema,
      );
      queued += inserted.length;
    }
  }
}
