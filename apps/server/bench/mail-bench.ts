/**
 * The wave results mail at scale (issue 17): 100,000 players who all opted in, on PostgreSQL
 * (with TEST_DATABASE_URL, see scripts/with-postgres.mjs; else PGlite). Prints the time to queue
 * the mails (one INSERT … SELECT), the time to send them all through the real server's notifier
 * to a local SMTP capture, the mails per second, and GET /api/bank's p99 while it sends and idle.
 *   BENCH_MAIL_PLAYERS (100000), BENCH_MAIL_RATE (MAIL_RATE_PER_SECOND, 5000),
 *   BENCH_MAIL_CONCURRENCY (4), BENCH_ENTRY (bundle | source)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { waveSchedule } from '../src/db/schema/game';
import { queueWaveResults } from '../src/features/notifications/mail-queue';
import { ensureGameState } from '../src/features/seasons/current-season';
import { claimDueWave, rankLandedWaves, runWave } from '../src/features/waves/wave-runner';
import { drawFromDraft, insertWave } from '../src/features/waves/wave-service';
import { createLogger } from '../src/lib/logger';
import type { EventBus } from '../src/realtime/event-bus';
import { startChildServer } from '../src/test/child-server';
import { seedPlayers } from '../src/test/seed-players';
import { seedSessions } from '../src/test/seed-sessions';
import { withStore } from './support/bench-store';
import { startSmtpCapture } from './support/smtp-capture';

const PLAYERS = Number(process.env.BENCH_MAIL_PLAYERS ?? 100_000);
const RATE = process.env.BENCH_MAIL_RATE ?? '5000';
const CONCURRENCY = process.env.BENCH_MAIL_CONCURRENCY ?? '4';
const SECRET = 'mail-bench-secret-that-is-long-enough-0123456789';
const quietBus: EventBus = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  readAfter: async () => [],
  readLatest: async () => [],
  close: async () => undefined,
};

async function benchKind(kind: 'pglite' | 'postgres') {
  await withStore(kind, 'ffl_mail_bench', async (store) => {
    const database = await store.open();
    const { db } = database;
    await ensureGameState(db);
    await db.update(waveSchedule).set({ enabled: false });
    await seedPlayers(db, PLAYERS, 'mb');
    await db.execute(sql`
      insert into player_prefs (user_id, notify_wave_results)
      select 'mb-' || i, true from generate_series(1, ${PLAYERS}) as i`);
    const [cookie] = await seedSessions(db, 1, 'mb', SECRET);
    const due = await insertWave(db, drawFromDraft({ difficulty: 'hard' }), {
      at: new Date(Date.now() - 1000),
    });
    const deps = {
      db,
      logger: createLogger('silent', false),
      bus: quietBus,
      now: () => new Date(),
      instanceId: 'mail-bench',
      batchSize: 2000,
      workers: kind === 'postgres' ? 2 : 1,
      leaseSeconds: 60,
    };
    if ((await claimDueWave(deps)) !== due.id) throw new Error('could not claim the bench wave');
    await runWave(deps, due.id);
    await rankLandedWaves(deps);

    const queueStarted = performance.now();
    const queued = await queueWaveResults(db, new Date(), 'bench.local');
    const queueMs = performance.now() - queueStarted;
    if (queued !== PLAYERS) throw new Error(`queued ${queued} mails, expected ${PLAYERS}`);
    await database.close();

    let firstAt = 0;
    let lastAt = 0;
    const capture = await startSmtpCapture({
      decide: () => {
        lastAt = performance.now();
        if (!firstAt) firstAt = lastAt;
        return 'accept';
      },
    });
    const started = performance.now();
    const server = await startChildServer(
      {
        ...store.env,
        AUTH_SECRET: SECRET,
        SMTP_URL: capture.url,
        SCHEDULER: 'off',
        NOTIFIER: 'on',
        NOTIFIER_TICK_MS: '200',
        MAIL_RATE_PER_SECOND: RATE,
        MAIL_CONCURRENCY: CONCURRENCY,
        MAIL_BATCH_SIZE: '500',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      process.env.BENCH_ENTRY === 'source' ? 'source' : 'bundle',
    );
    try {
      server.ignoreLogs();
      // Warm the API up (JIT, pools), and wait for the sender to be under way.
      await autocannon({
        url: `${server.url}/api/bank`,
        connections: 10,
        overallRate: 200,
        duration: 2,
        headers: { cookie: cookie ?? '' },
      });
      while (capture.accepted.length === 0) await sleep(50);
      const busy = await autocannon({
        url: `${server.url}/api/bank`,
        connections: 10,
        overallRate: 200,
        duration: 10,
        headers: { cookie: cookie ?? '' },
      });
      const sentDuringLoad = capture.accepted.length;
      while (capture.accepted.length < PLAYERS) {
        if (performance.now() - started > 3_600_000) throw new Error('sending took over an hour');
        await sleep(200);
      }
      const sendMs = lastAt - started;
      const idle = await autocannon({
        url: `${server.url}/api/bank`,
        connections: 10,
        overallRate: 200,
        duration: 5,
        headers: { cookie: cookie ?? '' },
      });
      const distinct = new Set(capture.accepted.map((m) => m.messageId)).size;
      console.log(
        `${kind.padEnd(9)} ${PLAYERS} results mails: queue ${(queueMs / 1000).toFixed(2)} s, send ${(sendMs / 1000).toFixed(1)} s from server start (${Math.round((PLAYERS * 1000) / (lastAt - firstAt))} mails/s once sending; rate limit ${RATE}/s, ${CONCURRENCY} connections), ${distinct} distinct Message-IDs`,
      );
      console.log(
        `${kind.padEnd(9)} GET /api/bank at 200/s while sending (${sentDuringLoad} mails out during it): p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, ${busy.non2xx + busy.errors} errors; idle after: p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms`,
      );
    } finally {
      await server.stop();
      await capture.close();
    }
  });
}

async function main() {
  const kinds = (
    process.env.BENCH_KINDS ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
  ).split(',') as ('pglite' | 'postgres')[];
  console.log('Notification mails: the wave results mail, every player opted in');
  for (const kind of kinds) await benchKind(kind);
  if (!process.env.TEST_DATABASE_URL)
    console.log('(PostgreSQL skipped: run through scripts/with-postgres.mjs)');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
