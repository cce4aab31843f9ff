import { viewStreak } from '@ffl/engine/streak';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type CapturedMail,
  type Decision,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../bench/support/smtp-capture';
import { selectRows } from '../../db/select-rows';
import { createTestClock } from '../../lib/clock';
import { addDays, localDay } from '../../lib/local-day';
import { seedPlayers } from '../../test/seed-players';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { Preferences } from '../preferences/preferences-schemas';
import { getPreferences } from '../preferences/preferences-service';
import { drawFromDraft, insertWave } from '../waves/wave-service';
import {
  localHour,
  queueReminders,
  queueWaveResults,
  queueWaveSoon,
  streakAtRisk,
} from './mail-queue';

const clock = createTestClock();
let capture: SmtpCapture;
let server: TestServer;
let decide: (mail: CapturedMail) => Decision = () => 'accept';
const HOST = 'localhost';

beforeAll(async () => {
  capture = await startSmtpCapture({ parse: true, decide: (mail) => decide(mail) });
  server = await startTestServer({
    clock,
    env: { SMTP_URL: capture.url, MAIL_RATE_PER_SECOND: '1000', MAIL_MAX_ATTEMPTS: '3' },
  });
  await seedPlayers(server.database.db, 8, 'nt');
  // nt-1…nt-4 want the results; nt-5 said no; nt-6…nt-8 never chose (no row: off).
  await server.database.db.execute(sql`
    insert into player_prefs (user_id, notify_wave_results)
    select 'nt-' || i, i <= 4 from generate_series(1, 5) as i`);
});
afterAll(async () => {
  await server?.close();
  await capture?.close();
});

const db = () => server.database.db;
const mailsTo = (user: string) => capture.accepted.filter((m) => m.to === `${user}@seed.example`);

async function landWave(): Promise<string> {
  const due = await insertWave(db(), drawFromDraft({ difficulty: 'medium' }), {
    at: new Date(clock.now().getTime() - 1000),
  });
  await server.scheduler.runOnce();
  const [row] = await selectRows(
    db(),
    sql`select status, ranked_at from wave where id = ${due.id}`,
    z.object({ status: z.string(), ranked_at: z.string().nullable() }),
  );
  expect(row?.status).toBe('done');
  expect(row?.ranked_at).not.toBeNull();
  return due.id;
}

async function jobsOf(dedupePrefix: string) {
  return selectRows(
    db(),
    sql`select user_id, status, attempts, message_id, error from mail_job
        where dedupe_key like ${`${dedupePrefix}%`} order by user_id`,
    z.object({
      user_id: z.string(),
      status: z.string(),
      attempts: z.number(),
      message_id: z.string(),
      error: z.string().nullable(),
    }),
  );
}

let firstWave = '';

describe('wave results mails', () => {
  it('queues one row per opted-in hit player, once however often the queue runs', async () => {
    firstWave = await landWave();
    const now = clock.now();
    expect(await queueWaveResults(db(), now, HOST)).toBe(4);
    expect(await queueWaveResults(db(), now, HOST)).toBe(0);
    // Even with the wave's mark cleared, the unique key keeps the rows single.
    await db().execute(sql`update wave set results_mail_queued_at = null where id = ${firstWave}`);
    expect(await queueWaveResults(db(), now, HOST)).toBe(0);
    const jobs = await jobsOf(`wave-results:${firstWave}:`);
    expect(jobs.map((j) => j.user_id)).toEqual(['nt-1', 'nt-2', 'nt-3', 'nt-4']);
    expect(jobs.every((j) => j.status === 'queued')).toBe(true);
  });

  it('sends each one once over SMTP, with the unsubscribe headers, links, and the fixed Message-ID', async () => {
    await server.notifier.runOnce();
    await server.notifier.runOnce();
    const jobs = await jobsOf(`wave-results:${firstWave}:`);
    expect(jobs.map((j) => j.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    for (const job of jobs) {
      const mails = mailsTo(job.user_id);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.messageId).toBe(job.message_id);
    }
    for (const user of ['nt-5', 'nt-6', 'nt-7', 'nt-8']) expect(mailsTo(user)).toHaveLength(0);

    const [report] = await selectRows(
      db(),
      sql`select public_id, net_change, points from wave_result where wave_id = ${firstWave} and user_id = 'nt-1'`,
      z.object({ public_id: z.string(), net_change: z.number(), points: z.number() }),
    );
    const mail = mailsTo('nt-1')[0] as CapturedMail;
    expect(mail.subject).toMatch(/^Wave results: /);
    expect(mail.subject).toContain(`${report?.points} point`);
    expect(mail.text).toContain(`/attacklog?report=${report?.public_id}`);
    expect(mail.text).toMatch(/Net change: /);
    expect(mail.text).toMatch(/Biggest loss: |No attack cost you anything/);
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(http:\/\/localhost:3000\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.listUnsubscribe,
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain((unsubscribe as string).replace(/&/g, '&#38;'));
    expect(mail.text).toContain('http://localhost:3000/settings');
  });

  it('retries a mail the SMTP server refused, after a backoff, and gives up after the last attempt', async () => {
    const wave = await landWave();
    decide = (mail) =>
      mail.to === 'nt-3@seed.example' || (mail.to === 'nt-2@seed.example' && !refusedOnce++)
        ? 'refuse'
        : 'accept';
    let refusedOnce = 0;
    const before = { nt2: mailsTo('nt-2').length, nt3: mailsTo('nt-3').length };

    await server.notifier.runOnce();
    let jobs = await jobsOf(`wave-results:${wave}:`);
    expect(jobs.map((j) => [j.user_id, j.status, j.attempts])).toEqual([
      ['nt-1', 'sent', 1],
      ['nt-2', 'queued', 1],
      ['nt-3', 'queued', 1],
      ['nt-4', 'sent', 1],
    ]);
    expect(jobs[1]?.error).toMatch(/Try again later/);
    // Not before its backoff (30 s).
    await server.notifier.runOnce();
    expect((await jobsOf(`wave-results:${wave}:`))[1]?.attempts).toBe(1);

    clock.advance?.(31_000);
    await server.notifier.runOnce();
    clock.advance?.(61_000);
    await server.notifier.runOnce();
    jobs = await jobsOf(`wave-results:${wave}:`);
    expect(jobs.map((j) => [j.user_id, j.status, j.attempts])).toEqual([
      ['nt-1', 'sent', 1],
      ['nt-2', 'sent', 2],
      ['nt-3', 'failed', 3],
      ['nt-4', 'sent', 1],
    ]);
    expect(mailsTo('nt-2').length - before.nt2).toBe(1);
    expect(mailsTo('nt-3').length - before.nt3).toBe(0);
    decide = () => 'accept';
  });
});

describe('wave soon and reminders', () => {
  it('announces a wave N hours before, again once if it moves, never once it is cancelled', async () => {
    await db().execute(sql`
      insert into player_prefs (user_id, notify_wave_soon, wave_soon_hours)
      values ('nt-6', true, 3), ('nt-7', true, 1)
      on conflict (user_id) do update set notify_wave_soon = true, wave_soon_hours = excluded.wave_soon_hours`);
    const soon = await insertWave(db(), drawFromDraft({ difficulty: 'easy' }), {
      at: new Date(clock.now().getTime() + 2 * 3_600_000),
    });
    await server.notifier.runOnce();
    await server.notifier.runOnce();
    // nt-6 (3 hours before) now; nt-7 (1 hour before) not yet.
    expect(mailsTo('nt-6').map((m) => m.subject)).toEqual([
      'The wave hits in 2 hours: set your alert',
    ]);
    expect(mailsTo('nt-7')).toHaveLength(0);

    // Moved half an hour later: announced again for its new time.
    await db().execute(
      sql`update wave set scheduled_at = scheduled_at + interval '30 minutes' where id = ${soon.id}`,
    );
    await server.notifier.runOnce();
    await server.notifier.runOnce();
    expect(mailsTo('nt-6')).toHaveLength(2);

    // Queued, then cancelled before it went out: skipped, nothing sent.
    clock.advance?.(90 * 60_000);
    expect(await queueWaveSoon(db(), clock.now(), HOST)).toBe(1);
    await db().execute(sql`update wave set status = 'cancelled' where id = ${soon.id}`);
    await server.notifier.runOnce();
    expect(mailsTo('nt-7')).toHaveLength(0);
    const [job] = await jobsOf(`wave-soon:${soon.id}:`).then((jobs) =>
      jobs.filter((j) => j.user_id === 'nt-7'),
    );
    expect(job?.status).toBe('skipped');
  });

  it('sends at most one reminder a day, from 18:00 in the player’s time zone', async () => {
    // A zone where it is now between 18:00 and 23:59, and one where it is before 18:00.
    const now = clock.now();
    const zones = Array.from({ length: 25 }, (_, i) => i - 12).map((h) =>
      h === 0 ? 'Etc/GMT' : `Etc/GMT${h < 0 ? '+' : '-'}${Math.abs(h)}`,
    );
    const evening = zones.find((z) => localHour(now, z) >= 18 && localHour(now, z) <= 22);
    const morning = zones.find((z) => localHour(now, z) >= 6 && localHour(now, z) < 17);
    expect(evening && morning).toBeTruthy();
    await db().execute(sql`
      insert into player_prefs (user_id, notify_reminders, time_zone)
      values ('nt-7', true, ${evening}), ('nt-8', true, ${morning})
      on conflict (user_id) do update set notify_reminders = true, time_zone = excluded.time_zone`);
    await db().execute(sql`
      insert into quiz_review (user_id, fraud_id, stage, due_at, updated_at)
      values ('nt-7', 'Phishing', 1, ${new Date(now.getTime() - 60_000).toISOString()}, now()),
             ('nt-8', 'Phishing', 1, ${new Date(now.getTime() - 60_000).toISOString()}, now())`);
    expect(await queueReminders(db(), now, HOST, 18)).toBe(1);
    expect(await queueReminders(db(), now, HOST, 18)).toBe(0);
    await server.notifier.runOnce();
    expect(mailsTo('nt-7').map((m) => m.subject)).toEqual(['1 review is due']);
    expect(mailsTo('nt-8')).toHaveLength(0);
  });

  it('speaks of a streak at risk exactly when Home does: a held freeze keeps one alive over a missed day', async () => {
    const now = clock.now();
    const zones = Array.from({ length: 25 }, (_, i) => i - 12).map((h) =>
      h === 0 ? 'Etc/GMT' : `Etc/GMT${h < 0 ? '+' : '-'}${Math.abs(h)}`,
    );
    const evening = zones.find((z) => localHour(now, z) >= 18 && localHour(now, z) <= 22) ?? '';
    const today = localDay(now, evening);
    // nt-5 missed yesterday and holds a freeze; nt-6 missed yesterday with none: broken, no mail.
    // nt-3 did something yesterday: at risk without a freeze.
    await db().execute(sql`
      insert into player_prefs (user_id, notify_reminders, time_zone)
      values ('nt-3', true, ${evening}), ('nt-5', true, ${evening}), ('nt-6', true, ${evening})
      on conflict (user_id) do update set notify_reminders = true, time_zone = excluded.time_zone`);
    await db().execute(sql`
      insert into player_streak (user_id, current, longest, last_day, freezes)
      values ('nt-3', 3, 3, ${addDays(today, -1)}, 0),
             ('nt-5', 6, 6, ${addDays(today, -2)}, 1),
             ('nt-6', 9, 9, ${addDays(today, -2)}, 0)`);
    for (const [user, current, lastDay, freezes] of [
      ['nt-3', 3, addDays(today, -1), 0],
      ['nt-5', 6, addDays(today, -2), 1],
      ['nt-6', 9, addDays(today, -2), 0],
    ] as const) {
      const home = viewStreak(
        { current, longest: current, lastDay, freezes, lastFrozenDay: null },
        today,
      );
      expect(streakAtRisk({ current, lastDay, freezes }, today), user).toEqual(
        home.atRisk ? { current: home.current } : null,
      );
    }
    expect(await queueReminders(db(), now, HOST, 18)).toBe(2);
    await server.notifier.runOnce();
    // nt-3 also has wave results mails: only the reminders count here.
    const reminders = (user: string) =>
      mailsTo(user).filter((m) => m.subject.includes('streak') || m.subject.includes('due'));
    const subjectsOf = (user: string) => reminders(user).map((m) => m.subject);
    expect(subjectsOf('nt-3')).toEqual(['Your streak ends tonight']);
    expect(subjectsOf('nt-5')).toEqual(['Your streak ends tonight']);
    expect(reminders('nt-5')[0]?.text).toContain('Your 6-day streak ends at midnight');
    expect(subjectsOf('nt-6')).toEqual([]);
  });
});

describe('unsubscribe', () => {
  async function tokenFor(user: string) {
    const mail = mailsTo(user)[0] as CapturedMail;
    return /token=([^>]+)>/.exec(mail.listUnsubscribe)?.[1] as string;
  }

  it('asks on GET and changes nothing; turns the kind off on a one-click POST from another site', async () => {
    const token = await tokenFor('nt-1');
    const anonymous = server.client();
    const page = await anonymous.get(`/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop sending me wave results?');
    expect(html).toContain('<form method="post"');
    expect((await getPreferences(db(), 'nt-1')).waveResults.on).toBe(true);

    const oneClick = await anonymous.request(`/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: {
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('We will not send you wave results any more.');
    const after: Preferences = await getPreferences(db(), 'nt-1');
    expect(after.waveResults.on).toBe(false);
  });

  it('refuses a forged, altered or cut token with a clear page, changing nothing', async () => {
    const token = decodeURIComponent(await tokenFor('nt-4'));
    const [kind, id, sig] = token.split('.') as [string, string, string];
    const otherUser = Buffer.from('nt-2').toString('base64url');
    const forged = [
      `${kind}.${otherUser}.${sig}`, // someone else's id with nt-4's signature
      `reminders.${id}.${sig}`, // another kind
      `${kind}.${id}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `${kind}.${id}`,
      '',
    ];
    for (const bad of forged) {
      const res = await server
        .client()
        .request(`/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' });
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain('This unsubscribe link is not valid.');
    }
    expect((await getPreferences(db(), 'nt-4')).waveResults.on).toBe(true);
    expect((await getPreferences(db(), 'nt-2')).waveResults.on).toBe(true);
    expect((await getPreferences(db(), 'nt-4')).reminders.on).toBe(false);
  });
});
