import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { waveSchedule } from '../db/schema/game';
import { mailOutbox } from '../db/schema/ops';
import { selectRows } from '../db/select-rows';
import { ensureGameState } from '../features/seasons/current-season';
import { drawFromDraft, insertWave } from '../features/waves/wave-service';
import { LiveEventSchema } from '../realtime/live-events-schemas';
import { type ChildServer, startChildServer } from '../test/child-server';
import { createScratchDatabase } from '../test/scratch-postgres';
import { seedPlayers } from '../test/seed-players';
import { GOOD_PASSWORD } from '../test/test-server';

/**
 * Two app processes on one PostgreSQL, as behind a load balancer. This file only runs in the
 * PostgreSQL suite (npm run test:pg): PGlite is one process by design.
 */
const base = process.env.TEST_DATABASE_URL as string;
const migrationsDir = resolve(import.meta.dirname, '../../drizzle');
const children: ChildServer[] = [];
const SEEDED = 1000;
let dropScratch: (() => Promise<void>) | undefined;

afterAll(async () => {
  await Promise.all(children.map((child) => child.kill()));
  await dropScratch?.();
});

describe('scale-out on PostgreSQL', () => {
  it('resolves a due wave exactly once across two processes, and a browser on either gets the push exactly once', async () => {
    const scratch = await createScratchDatabase(base, 'ffl_scale');
    dropScratch = scratch.drop;
    const database = await openDatabase({ databaseUrl: scratch.url, migrationsDir });
    const db = database.db;
    await ensureGameState(db);
    await db.update(waveSchedule).set({ enabled: false });
    // Exactly-once is decided per batch: what matters is that both processes contend for many
    // batches, not how many players there are (1,000 in 20 batches of 50; it was 3,000 in 15).
    await seedPlayers(db, SEEDED, 'scale');

    const env = {
      DATABASE_URL: scratch.url,
      SCHEDULER: 'on',
      SCHEDULER_TICK_MS: '100',
      WAVE_BATCH_SIZE: '50',
    };
    const [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
    children.push(a as ChildServer, b as ChildServer);
    const servers = [a, b] as ChildServer[];

    // One real player, signed up through process A and verified through the mailed link.
    const email = 'two-tabs@example.com';
    const signUp = await fetch(`${a?.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a?.url ?? '' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD, name: 'Two Tabs' }),
    });
    expect(signUp.status).toBe(200);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    const link = /(https?:\/\/\S+\/api\/email-link\/verify\S*)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    await fetch(
      new URL(new URL(link as string).pathname + new URL(link as string).search, a?.url),
      { redirect: 'manual' },
    );

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      const pages = await Promise.all(
        servers.map(async (server) => {
          const page = await browser.newPage();
          await page.goto(server.url);
          const status = await page.evaluate(
            async ({ email, password }) => {
              const res = await fetch('/api/auth/sign-in/email', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email, password }),
              });
              await fetch('/api/bank');
              const seen: string[] = [];
              (globalThis as unknown as { seen: string[] }).seen = seen;
              const source = new EventSource('/api/events');
              source.addEventListener('wave-landed', (event) =>
                seen.push((event as MessageEvent).data),
              );
              // The event the wave's process publishes once the wave is ranked, after wave-landed.
              source.addEventListener('leaderboard-changed', () => {
                (globalThis as unknown as { after: boolean }).after = true;
              });
              await new Promise((done) =>
                source.addEventListener('countdown', done, { once: true }),
              );
              return res.status;
            },
            { email, password: GOOD_PASSWORD },
          );
          expect(status).toBe(200);
          return page;
        }),
      );

      const { id: waveId } = await insertWave(db, drawFromDraft({ difficulty: 'medium' }), {
        at: new Date(),
      });

      const landed = (line: Record<string, unknown>) =>
        line.msg === 'wave landed' && line.waveId === waveId;
      await Promise.any(servers.map((server) => server.waitForLog(landed, 30_000)));

      for (const page of pages) {
        // Once the next event is in, a second copy of wave-landed could only have come before it.
        await page.waitForFunction(
          () => (globalThis as unknown as { after?: boolean }).after === true,
          undefined,
          {
            timeout: 30_000,
          },
        );
        const seen = await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen);
        expect(seen).toHaveLength(1);
        const event = LiveEventSchema.parse(JSON.parse(seen[0] ?? 'null'));
        expect(event).toMatchObject({ type: 'wave-landed', waveId, hit: true });
        expect(event.type === 'wave-landed' && typeof event.netChange).toBe('number');
      }
      // Exactly one process resolved it: by now the wave is ranked, which comes after its landing.
      expect(servers.map((server) => server.logged(landed).length).sort()).toEqual([0, 1]);

      const [row] = await selectRows(
        db,
        sql`select (select count(*)::int from wave_result where wave_id = ${waveId}) as results,
                 (select count(*)::int from ledger where reference = ${waveId}) as lines,
                 (select count(*)::int from bank) as banks`,
        z.object({ results: z.number(), lines: z.number(), banks: z.number() }),
      );
      expect(row?.banks).toBe(SEEDED + 1);
      expect(row?.results).toBe(SEEDED + 1);
      expect(row?.lines).toBe(4 * (SEEDED + 1));
    } finally {
      await browser.close();
      await database.close();
    }
  }, 180_000);
});
