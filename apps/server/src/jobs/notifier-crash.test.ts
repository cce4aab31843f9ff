import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startSmtpCapture } from '../../bench/support/smtp-capture';
import type { Database } from '../db/client';
import { waveSchedule } from '../db/schema/game';
import { selectRows } from '../db/select-rows';
import { ensureGameState } from '../features/seasons/current-season';
import { drawFromDraft, insertWave } from '../features/waves/wave-service';
import { type ChildServer, startChildServer } from '../test/child-server';
import { prepareChildStore } from '../test/child-store';
import { seedPlayers } from '../test/seed-players';

const PLAYERS = 300;
/** The sender dies while the SMTP server holds this mail, before answering it. */
const KILL_AT = 120;

let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill();
});

async function statusCounts(database: Database) {
  const rows = await selectRows(
    database.db,
    sql`select status, count(*)::int as n from mail_job group by status order by status`,
    z.object({ status: z.string(), n: z.number() }),
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe('notification mails after a crash', () => {
  it('sends every results mail exactly once when the sender is SIGKILLed mid-send and restarted', async () => {
    const store = await prepareChildStore('mail-crash');
    {
      const database = await store.open();
      await ensureGameState(database.db);
      await database.db.update(waveSchedule).set({ enabled: false });
      await seedPlayers(database.db, PLAYERS, 'mc');
      await database.db.execute(sql`
        insert into player_prefs (user_id, notify_wave_results)
        select 'mc-' || i, true from generate_series(1, ${PLAYERS}) as i`);
      await insertWave(database.db, drawFromDraft({ difficulty: 'hard' }), {
        at: new Date(Date.now() - 1000),
      });
      await database.close();
    }

    let heldMessageId = '';
    const capture = await startSmtpCapture({
      decide: (mail, seen) => {
        if (seen !== KILL_AT || heldMessageId) return 'accept';
        // Killed while the server holds this mail unanswered: the sender never heard "250".
        heldMessageId = mail.messageId;
        child?.process.kill('SIGKILL');
        return 'hold';
      },
    });
    const env = {
      ...store.env,
      SMTP_URL: capture.url,
      SCHEDULER: 'on',
      SCHEDULER_TICK_MS: '100',
      NOTIFIER_TICK_MS: '100',
      // One mail in flight at a time, so each accepted mail is marked before the next is sent.
      MAIL_CONCURRENCY: '1',
      MAIL_BATCH_SIZE: '25',
      MAIL_LEASE_SECONDS: '2',
      MAIL_RATE_PER_SECOND: '10000',
    };

    try {
      child = await startChildServer(env);
      await new Promise<void>((done) => child?.process.once('exit', () => done()));

      {
        const database = await store.open();
        // State at the kill: the mails the server accepted are marked sent; the held one and the
        // rest of its batch are still 'sending' under the dead process's lease.
        const counts = await statusCounts(database);
        expect(capture.accepted).toHaveLength(KILL_AT - 1);
        expect(counts.sent).toBe(KILL_AT - 1);
        expect(counts.sending).toBeGreaterThanOrEqual(1);
        expect((counts.sent ?? 0) + (counts.sending ?? 0) + (counts.queued ?? 0)).toBe(PLAYERS);
        const [held] = await selectRows(
          database.db,
          sql`select status from mail_job where message_id = ${heldMessageId}`,
          z.object({ status: z.string() }),
        );
        expect(held?.status).toBe('sending');
        await database.close();
      }

      child = await startChildServer(env);
      for (let i = 0; i < 600 && capture.accepted.length < PLAYERS; i += 1) await sleep(100);
      await child.stop();
      child = undefined;

      // Every player got exactly one results mail, and every queued row is sent.
      const perRecipient = new Map<string, number>();
      for (const mail of capture.accepted) {
        perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
      }
      expect(perRecipient.size).toBe(PLAYERS);
      expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(capture.accepted.map((m) => m.messageId)).size).toBe(PLAYERS);
      // The held mail went out again after the restart, with the same Message-ID.
      expect(capture.accepted.filter((m) => m.messageId === heldMessageId)).toHaveLength(1);
      const database = await store.open();
      expect(await statusCounts(database)).toEqual({ sent: PLAYERS });
      await database.close();
    } finally {
      await capture.close();
      await store.drop();
    }
  }, 300_000);
});
