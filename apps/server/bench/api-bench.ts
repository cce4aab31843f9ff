/**
 * Read paths under load, on PGlite and (with TEST_DATABASE_URL, see scripts/with-postgres.mjs)
 * PostgreSQL: the leaderboard (top 50 + around me) at 100,000 banks, p50 and p99 over random
 * viewers; and GET /api/bank under 50 concurrent connections with autocannon, against the real
 * server started as a child process.
 */

import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { waveSchedule } from '../src/db/schema/game';
import { getLeaderboard } from '../src/features/leaderboard/leaderboard-service';
import { createRankingCache } from '../src/features/leaderboard/ranking-cache';
import { ensureGameState } from '../src/features/seasons/current-season';
import { signUpThroughLog, startChildServer } from '../src/test/child-server';
import { seedPlayers } from '../src/test/seed-players';
import { GOOD_PASSWORD } from '../src/test/test-server';
import { withStore } from './support/bench-store';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const SAMPLES = 1000;
const FLOOD_ADDRESSES = 16;
const FLOOD_BANK_RATE = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function benchKind(kind: 'pglite' | 'postgres') {
  await withStore(kind, 'ffl_api_bench', async (store) => {
    const database = await store.open();
    await ensureGameState(database.db);
    await database.db.update(waveSchedule).set({ enabled: false });
    await seedPlayers(database.db, PLAYERS, 'api');
    // Leaderboard: random viewers, including the first and the last.
    const ranking = createRankingCache(database.db);
    await ranking.get();
    const timings: number[] = [];
    for (let index = 0; index < SAMPLES; index += 1) {
      const viewer = `api-${1 + Math.floor(Math.random() * PLAYERS)}`;
      const started = performance.now();
      await getLeaderboard(database.db, { viewerId: viewer, ranking });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(9)} leaderboard top-50 + around me, ${PLAYERS} banks: p50 ${percentile(timings, 0.5).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms (${SAMPLES} viewers)`,
    );
    await database.close();

    // GET /api/bank through the real server, 50 connections.
    const server = await startChildServer(
      {
        ...store.env,
        SCHEDULER: 'off',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        NODE_ENV: 'production',
      },
      'bundle',
    );
    try {
      const origin = server.url;
      const cookie = await signUpThroughLog(server, 'bench@example.com', GOOD_PASSWORD);
      server.ignoreLogs();
      const first = await fetch(`${origin}/api/bank`, { headers: { cookie } });
      if (first.status !== 200) throw new Error(`GET /api/bank answered ${first.status}`);
      const result = await autocannon({
        url: `${origin}/api/bank`,
        connections: 50,
        duration: Number(process.env.BENCH_SECONDS ?? 10),
        headers: { cookie },
      });
      const errors = result.non2xx + result.errors;
      console.log(
        `${kind.padEnd(9)} GET /api/bank, 50 connections: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`,
      );
      await benchSignInFlood(kind, origin, cookie);
    } finally {
      await server.stop();
    }
  });
}

/** GET /api/bank at a steady rate that leaves the server headroom: what a player feels. */
async function steadyBank(origin: string, cookie: string, seconds: number) {
  const result = await autocannon({
    url: `${origin}/api/bank`,
    connections: 10,
    overallRate: FLOOD_BANK_RATE,
    duration: seconds,
    headers: { cookie },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/**
 * Unauthenticated sign-in attempts with wrong passwords for made-up addresses (each costs a
 * password hash, as better-auth hashes even for unknown users), from 16 loopback addresses so
 * that each stays under its own per-address limit, two at a time from each, until stopped.
 */
function startSignInFlood(origin: string) {
  const target = new URL(origin);
  const statuses = new Map<number, number>();
  let running = true;
  let sent = 0;
  const attempt = (localAddress: string) =>
    new Promise<void>((done) => {
      const body = JSON.stringify({
        email: `flood-${randomUUID()}@example.com`,
        password: `Wrong-${randomUUID()}`,
      });
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: '/api/auth/sign-in/email',
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            origin,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
          res.resume();
          res.on('end', () => done());
        },
      );
      req.on('error', () => done());
      req.end(body);
      sent += 1;
    });
  const loops: Promise<void>[] = [];
  for (let a = 2; a < 2 + FLOOD_ADDRESSES; a++) {
    for (let c = 0; c < 2; c++) {
      loops.push(
        (async () => {
          while (running) await attempt(`127.0.0.${a}`);
        })(),
      );
    }
  }
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { sent, statuses };
    },
  };
}

async function benchSignInFlood(kind: string, origin: string, cookie: string) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const quiet = await steadyBank(origin, cookie, seconds);
  const flood = startSignInFlood(origin);
  // Let the flood fill the server's queue before measuring.
  await new Promise((done) => setTimeout(done, 2_000));
  const loaded = await steadyBank(origin, cookie, seconds);
  const { sent, statuses } = await flood.stop();
  const ratio = loaded.p99 / Math.max(1, quiet.p99);
  const answered = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
  console.log(
    `${kind.padEnd(9)} GET /api/bank at ${FLOOD_BANK_RATE} requests/s: quiet p50 ${quiet.p50} ms, p99 ${quiet.p99} ms; during a sign-in flood p50 ${loaded.p50} ms, p99 ${loaded.p99} ms (${ratio.toFixed(2)}× quiet; ${quiet.errors + loaded.errors} errors)`,
  );
  console.log(
    `${kind.padEnd(9)} the flood: ${sent} sign-in attempts in ${seconds + 2} s from ${FLOOD_ADDRESSES} addresses (${answered})`,
  );
  console.log(
    `${ratio <= 3 ? 'PASS' : 'FAIL'} ${kind}: a sign-in flood raises GET /api/bank p99 by at most 3× (${ratio.toFixed(2)}×)`,
  );
  if (ratio > 3) process.exitCode = 1;
}

const kinds = (
  process.env.BENCH_KINDS ?? (process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite')
).split(',') as ('pglite' | 'postgres')[];
for (const kind of kinds) await benchKind(kind);
