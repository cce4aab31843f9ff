import { ECONOMY } from '@ffl/engine/economy';
import { SEASON } from '@ffl/engine/season';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { waveSchedule } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { createTestClock } from '../../lib/clock';
import {
  signUpVerified,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import { drawFromDraft, insertWave } from './wave-service';

/** A season of three waves, so that a test can play one to its end. */
const LENGTH = 3;
const HOUR = 3_600_000;

const clock = createTestClock();
let server: TestServer;
let gm: TestClient;
let keen: TestClient;
let quiet: TestClient;
let fresh: TestClient;

const db = () => server.database.db;

/** Schedules a wave `inMs` from the test clock's now (no console, no countdown). */
async function scheduleAt(inMs: number) {
  return insertWave(db(), drawFromDraft({ difficulty: 'easy' }), {
    at: new Date(clock.now().getTime() + inMs),
  });
}

/** Makes every scheduled wave due now and lands it (the scheduler's pass ranks it too). */
async function landScheduledWaves() {
  await db().execute(
    sql`update wave set scheduled_at = ${new Date(clock.now().getTime() - 1000).toISOString()}
        where status = 'scheduled'`,
  );
  await server.scheduler.runOnce();
}

const MailRow = z.object({ to: z.string(), subject: z.string(), text: z.string() });

async function outboxTo(email: string) {
  return selectRows(
    db(),
    sql`select "to", subject, text from mail_outbox
        where "to" = ${email} and subject like 'Season %' order by created_at`,
    MailRow,
  );
}

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { ADMIN_EMAILS: 'gm-season@example.com', SEASON_WAVES: String(LENGTH) },
  });
  gm = await signUpVerified(server, 'gm-season@example.com');
  keen = await signUpVerified(server, 'keen@example.com');
  quiet = await signUpVerified(server, 'quiet@example.com');
  fresh = await signUpVerified(server, 'fresh@example.com');
  for (const client of [gm, keen, quiet, fresh]) await client.json('/api/bank');
  // keen chose nothing (the season's end is on until turned off); quiet turned it off.
  expect((await quiet.patch('/api/me/preferences', { seasonEnd: { on: false } })).status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

describe('the season’s length and end', () => {
  it('says how many waves are left, and no end while no wave is known', async () => {
    const season = await keen.json('/api/season');
    expect(season).toMatchObject({
      number: 1,
      status: 'active',
      waves: LENGTH,
      landed: 0,
      left: LENGTH,
      endsAt: null,
    });
  });

  it('ends at the time of its last wave, from the waves scheduled and the automatic schedule', async () => {
    const first = await scheduleAt(2 * HOUR);
    await scheduleAt(5 * HOUR);
    // Two waves known, three left: the end is not known while the schedule is paused.
    expect((await keen.json('/api/season')).endsAt).toBeNull();
    const third = await scheduleAt(30 * HOUR);
    expect((await keen.json('/api/season')).endsAt).toBe(third.scheduledAt.toISOString());
    // A fourth wave is the next season's: the third is still the last.
    await scheduleAt(40 * HOUR);
    expect((await keen.json('/api/season')).endsAt).toBe(third.scheduledAt.toISOString());
    // With the schedule running every hour (and nothing scheduled), the automatic slots count.
    await db().execute(sql`update wave set status = 'cancelled' where status = 'scheduled'`);
    await db().update(waveSchedule).set({ enabled: true, intervalMinutes: 60, timeOfDay: '00:00' });
    const hourly = await keen.json('/api/season');
    const end = new Date(hourly.endsAt ?? 0).getTime();
    // The third hourly slot from now: between 2 and 3 hours away, on the hour.
    expect(end - clock.now().getTime()).toBeGreaterThan(2 * HOUR);
    expect(end - clock.now().getTime()).toBeLessThanOrEqual(3 * HOUR);
    expect(end % HOUR).toBe(0);
    await db().update(waveSchedule).set({ enabled: false });
    await db().execute(sql`update wave set status = 'cancelled' where status = 'scheduled'`);
    expect(first.id).toBeTruthy();
  });

  it('mails every player on the season a day before its end, unless turned off, once', async () => {
    await scheduleAt(2 * HOUR);
    await landScheduledWaves();
    expect(await keen.json('/api/season')).toMatchObject({ landed: 1, left: LENGTH - 1 });
    // Two waves left: the last is due in 30 hours, outside the notice's day.
    await scheduleAt(3 * HOUR);
    const last = await scheduleAt(30 * HOUR);
    await server.notifier.runOnce();
    expect(await outboxTo('keen@example.com')).toEqual([]);
    // Seven hours later, the end is within SEASON.endNoticeHours.
    clock.advance?.(30 * HOUR - (SEASON.endNoticeHours - 1) * HOUR);
    await server.notifier.runOnce();
    await server.notifier.runOnce();
    const [mail] = await outboxTo('keen@example.com');
    expect(mail?.subject).toMatch(/^Season 1 ends in about \d+ hours: 2 waves left$/);
    expect(mail?.text).toContain('Season 1 ends with its last wave, due ');
    expect(mail?.text).toContain('(UTC). 2 waves are left.');
    expect(mail?.text).toContain(
      `every bank starts the next season with $${ECONOMY.startingCash.toLocaleString('en-US')} and no defenses`,
    );
    expect(mail?.text).toContain('You get this mail unless you turn off the season-end notice');
    expect(mail?.text).toMatch(
      /Unsubscribe from these mails: http:\/\/localhost:3000\/unsubscribe\?token=season-end\./,
    );
    // The game master plays too; quiet turned it off.
    expect(await outboxTo('gm-season@example.com')).toHaveLength(1);
    expect(await outboxTo('quiet@example.com')).toEqual([]);
    // Once a season: another pass sends nothing more.
    await server.notifier.runOnce();
    expect(await outboxTo('keen@example.com')).toHaveLength(1);
    expect(last.id).toBeTruthy();
  });

  it('ends after its last wave: the next season starts, banks reset, Home’s season starts afresh', async () => {
    const bought = await keen.shop('EmailFiltering', 'buy');
    expect(bought.status).toBe(200);
    await landScheduledWaves();
    // Both remaining waves landed in this season: three of three.
    const [done] = await selectRows(
      db(),
      sql`select count(*)::int as n from wave where status = 'done'`,
      z.object({ n: z.number() }),
    );
    expect(done?.n).toBe(LENGTH);
    // The pass that landed the last wave ended the season; the next one resets the banks.
    await server.scheduler.runOnce();
    const season = await keen.json('/api/season');
    expect(season).toMatchObject({ number: 2, status: 'active', landed: 0, left: LENGTH });
    expect(new Date(season.startedAt).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const bank = await keen.json('/api/bank');
    expect(bank).toMatchObject({
      cash: ECONOMY.startingCash,
      invested: 0,
      season: { number: 2 },
    });
    // Last season's table is archived; its reports stay.
    const archive = await keen.json('/api/leaderboard/archive');
    expect(archive.season?.number).toBe(1);
    const { reports } = await keen.json('/api/reports');
    expect(reports.length).toBeGreaterThanOrEqual(LENGTH);
    expect(reports.every((r) => new Date(r.landedAt) < new Date(season.startedAt))).toBe(true);
    // A season ended by its waves is not a game master's action: nothing in the audit log.
    const audit = await gm.json('/api/admin/audit');
    expect(audit.entries.filter((e) => e.action === 'start-season')).toEqual([]);
  });

  it('skips a season-end mail still queued when its season is over', async () => {
    const [old] = await selectRows(
      db(),
      sql`select id from season where number = 1`,
      z.object({ id: z.string() }),
    );
    const me = await fresh.json('/api/me');
    await db().execute(sql`
      insert into mail_job (kind, user_id, dedupe_key, payload, message_id)
      values ('season-end', ${me.id}, ${`season-end-late:${me.id}`},
              ${JSON.stringify({ seasonId: old?.id })}::jsonb, ${`<se-late.${me.id}@localhost>`})`);
    await server.notifier.runOnce();
    const [row] = await selectRows(
      db(),
      sql`select status, error from mail_job where dedupe_key = ${`season-end-late:${me.id}`}`,
      z.object({ status: z.string(), error: z.string().nullable() }),
    );
    expect(row).toEqual({ status: 'skipped', error: 'the season is over' });
    // Only the one notice of season 1.
    expect(await outboxTo('fresh@example.com')).toHaveLength(1);
  });
});
