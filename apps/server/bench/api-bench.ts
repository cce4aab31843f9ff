/**
 * Read paths under load, on PGlite and (with TEST_DATABASE_URL, see scripts/with-postgres.mjs)
 * PostgreSQL: the leaderboard (top 50 + around me) at 100,000 banks, p50 and p99 over random
 * viewers; and GET /api/bank under 50 concurrent connections with autocannon, against the real
 * server started as a child process.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { type Database, openDatabase, pgliteDirFor } from '../src/db/client';
import { waveSchedule } from '../src/db/schema/game';
import { getLeaderboard } from '../src/features/leaderboard/leaderboard-service';
import { createRankingCache } from '../src/features/leaderboard/ranking-cache';
import { ensureGameState } from '../src/features/seasons/current-season';
import { signUpThroughLog, startChildServer } from '../src/test/child-server';
import { createScratchDatabase } from '../src/test/scratch-postgres';
import { seedPlayers } from '../src/test/seed-players';
import { GOOD_PASSWORD } from '../src/test/test-server';

const migrationsDir = resolve(import.meta.dirname, '../drizzle');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const SAMPLES = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function withStore(
  kind: 'pglite' | 'postgres',
  run: (store: { open: () => Promise<Database>; env: Record<string, string> }) => Promise<void>,
) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'ffl-bench-'));
    await run({
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: pgliteDirFor(dataDir), migrationsDir }),
    });
    return;
  }
  const scratch = await createScratchDatabase(
    process.env.TEST_DATABASE_URL as string,
    'ffl_api_bench',
  );
  try {
    await run({
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ databaseUrl: scratch.url, migrationsDir }),
    });
  } finally {
    await scratch.drop();
  }
}

async function benchKind(kind: 'pglite' | 'postgres') {
  await withStore(kind, async (store) => {
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
    } finally {
      await server.stop();
    }
  });
}

const kinds = (
  process.env.BENCH_KINDS ?? (process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite')
).split(',') as ('pglite' | 'postgres')[];
for (const kind of kinds) await benchKind(kind);
