import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { wave, waveSchedule } from '../db/schema/game';
import { ensureGameState } from '../features/seasons/current-season';
import { drawFromDraft, insertWave } from '../features/waves/wave-service';
import {
  type ChildServer,
  signInThroughApi,
  signUpThroughLog,
  startChildServer,
} from '../test/child-server';
import { type OwnPostgres, startOwnPostgres } from '../test/own-postgres';
import { seedPlayers } from '../test/seed-players';
import { GOOD_PASSWORD, readError } from '../test/test-server';
import { checkWaveLanded } from '../test/wave-integrity';

/** GET /api/health's answer, 200 or 503 (features/health/health-routes.ts). */
const HealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), reachable: z.boolean(), writable: z.boolean() }),
});

const migrationsDir = resolve(import.meta.dirname, '../../drizzle');
const SEEDED = 200;

/**
 * An event-stream client that behaves as a browser's EventSource: it reads `id`, `event` and
 * `data` lines, and when the stream ends or fails it reconnects with Last-Event-ID.
 */
function openEventStream(url: string, cookie: string) {
  const events: { id: number; type: string; data: string }[] = [];
  let lastId: string | undefined;
  let stopped = false;
  let connections = 0;
  const controller = new AbortController();
  const loop = async () => {
    while (!stopped) {
      try {
        const res = await fetch(url, {
          headers: {
            cookie,
            accept: 'text/event-stream',
            ...(lastId ? { 'last-event-id': lastId } : {}),
          },
          signal: controller.signal,
        });
        if (res.status === 200 && res.body) {
          connections += 1;
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const field = (name: string) =>
                block
                  .split('\n')
                  .find((line) => line.startsWith(`${name}:`))
                  ?.slice(name.length + 1)
                  .trim();
              const id = field('id');
              if (id) lastId = id;
              const type = field('event');
              if (type) events.push({ id: Number(id ?? 0), type, data: field('data') ?? '' });
              end = buffer.indexOf('\n\n');
            }
          }
        }
      } catch {
        // Dropped or refused: try again, as a browser does.
      }
      if (!stopped) await new Promise((done) => setTimeout(done, 500));
    }
  };
  void loop();
  return {
    events,
    connections: () => connections,
    close() {
      stopped = true;
      controller.abort();
    },
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\n${child?.describe() ?? ''}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

let cluster: OwnPostgres | undefined;
let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill();
  cluster?.destroy();
});

describe('the database goes away under a running server', () => {
  it('survives dropped connections and a restart: health tells the truth, the wave due meanwhile runs once, pushes resume', async () => {
    cluster = await startOwnPostgres();
    {
      const database = await openDatabase({ databaseUrl: cluster.url, migrationsDir });
      await ensureGameState(database.db);
      await database.db.update(waveSchedule).set({ enabled: false });
      await seedPlayers(database.db, SEEDED, 'outage');
      await database.close();
    }
    child = await startChildServer({
      DATABASE_URL: cluster.url,
      SCHEDULER: 'on',
      SCHEDULER_TICK_MS: '200',
      LOG_LEVEL: 'info',
    });
    const origin = child.url;
    const cookie = await signUpThroughLog(child, 'outage@example.com', GOOD_PASSWORD);
    const bank = (session = cookie) =>
      fetch(`${origin}/api/bank`, { headers: { cookie: session } });
    // A second session, never used before the outage: the server has not remembered it, so
    // reading it needs the database (better-auth's lookup, which reports only its own failure).
    const unseen = await signInThroughApi(child, 'outage@example.com', GOOD_PASSWORD);
    const health = async () => {
      const res = await fetch(`${origin}/api/health`);
      return { status: res.status, body: HealthAnswer.parse(await res.json()) };
    };
    expect((await bank()).status).toBe(200);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    const stream = openEventStream(`${origin}/api/events`, cookie);
    await until('the event stream', async () => (stream.connections() > 0 ? true : undefined));

    // 1. An operator ends every connection of the app: the process lives and serves again.
    expect(await cluster.terminateConnections()).toBeGreaterThan(0);
    await until('the bank after the connections were cut', async () =>
      (await bank()).status === 200 ? true : undefined,
    );
    expect(child.process.exitCode).toBeNull();

    // 2. A wave falls due while PostgreSQL is stopped.
    let waveId: string;
    {
      const database = await openDatabase({ databaseUrl: cluster.url, migrationsDir });
      const due = await insertWave(database.db, drawFromDraft({ difficulty: 'easy' }), {
        at: new Date(Date.now() + 2_000),
      });
      waveId = due.id;
      await database.close();
    }
    cluster.stop();
    const down = await until('health to report the outage', async () => {
      const h = await health();
      return h.status === 503 ? h : undefined;
    });
    expect(down.body).toMatchObject({ status: 'degraded', database: { reachable: false } });
    for (const session of [cookie, unseen]) {
      const refused = await bank(session);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await readError(refused)).code).toBe('unavailable');
    }
    await new Promise((done) => setTimeout(done, 4_000));
    expect(child.process.exitCode).toBeNull();

    // 3. PostgreSQL is back: health recovers, the scheduler runs the overdue wave, pushes flow.
    cluster.start();
    await child.waitForLog((line) => line.msg === 'wave landed' && line.waveId === waveId, 90_000);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    await until('the wave-landed push', async () =>
      stream.events.some((e) => e.type === 'wave-landed' && e.data.includes(waveId))
        ? true
        : undefined,
    );
    stream.close();
    expect(child.process.exitCode).toBeNull();
    await child.stop();
    child = undefined;

    const database = await openDatabase({ databaseUrl: cluster.url, migrationsDir });
    try {
      const db = database.db;
      const players = SEEDED + 1;
      const [row] = await db.select().from(wave).where(sql`${wave.id} = ${waveId}`);
      expect(row).toMatchObject({ status: 'done', playersHit: players });
      // Exactly once: one result and one set of four ledger rows per player.
      expect(await checkWaveLanded(db, waveId)).toEqual({
        results: players,
        charged: players,
        wrongLedgers: 0,
      });
    } finally {
      await database.close();
    }
    // Stopping and starting PostgreSQL, and the backoff between reconnects, vary with the load.
  }, 120_000);

  it('waits for a database that is not up yet, logging each try with the backoff', async () => {
    cluster ??= await startOwnPostgres();
    cluster.stop();
    const server = await startChildServer(
      { DATABASE_URL: cluster.url, SCHEDULER: 'off', LOG_LEVEL: 'info' },
      'source',
      false,
    );
    child = server;
    const first = await server.waitForLog((line) =>
      String(line.msg).startsWith('the database is not reachable yet'),
    );
    expect(first).toMatchObject({ attempt: 1, retryInMs: 1000 });
    const second = await server.waitForLog((line) => line.attempt === 2);
    expect(second).toMatchObject({ retryInMs: 1500 });
    expect(server.process.exitCode).toBeNull();
    cluster.start();
    await server.untilReady();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
