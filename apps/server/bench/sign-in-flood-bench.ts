/**
 * A sign-in flood against the real server (a child process, the built bundle), on PGlite and (with
 * TEST_DATABASE_URL, see scripts/with-postgres.mjs) PostgreSQL: 96, then 192, wrong-password
 * sign-ins at once from 16 loopback addresses (6 and 12 from each, every one waiting for its
 * answer before it sends the next), while a signed-in player reads GET /api/bank. It prints the
 * player's p50 and p99 quiet and during each flood, what the flood was answered, and the 5xx of
 * both (issue 26's load). Targets: no 5xx; p99 during the flood at most 3× quiet on PostgreSQL and
 * 5× on PGlite.
 *
 *   npm run build -w @ffl/server && npx tsx apps/server/bench/sign-in-flood-bench.ts
 *   BENCH_KINDS=pglite|postgres, BENCH_FLOODS=96,192, BENCH_SECONDS=10 (each measurement)
 */

import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { signUpThroughLog, startChildServer } from '../src/test/child-server';
import { GOOD_PASSWORD } from '../src/test/test-server';
import { withStore } from './support/bench-store';

const ADDRESSES = 16;
const READ_RATE = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOODS = (process.env.BENCH_FLOODS ?? '96,192').split(',').map(Number);
/** The flood runs this long before the player's reads are measured, to fill every queue. */
const RAMP_MS = 2_000;
const TARGET: Record<Kind, number> = { pglite: 5, postgres: 3 };

type Kind = 'pglite' | 'postgres';

interface Reads {
  p50: number;
  p99: number;
  requests: number;
  fivexx: number;
  otherErrors: number;
}

/** GET /api/bank at a steady rate, as a signed-in player (and a few more tabs) would read it. */
async function readBank(origin: string, cookie: string): Promise<Reads> {
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `${origin}/api/bank`,
        connections: 10,
        overallRate: READ_RATE,
        duration: SECONDS,
        headers: { cookie },
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, status) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  let fivexx = 0;
  let otherErrors = result.errors + result.timeouts;
  for (const [status, n] of statuses) {
    if (status >= 500) fivexx += n;
    else if (status !== 200) otherErrors += n;
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    fivexx,
    otherErrors,
  };
}

/**
 * `concurrent` loops of wrong-password sign-ins for made-up accounts (better-auth hashes a
 * password for an unknown account too), spread over 16 loopback addresses, until stopped.
 */
function startFlood(origin: string, concurrent: number) {
  const target = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
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
          agent,
          headers: {
            'content-type': 'application/json',
            origin,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          res.resume();
          res.on('end', () => done());
        },
      );
      req.on('error', () => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        done();
      });
      req.end(body);
      sent += 1;
    });
  const loops: Promise<void>[] = [];
  for (let i = 0; i < concurrent; i++) {
    const address = `127.0.0.${2 + (i % ADDRESSES)}`;
    loops.push(
      (async () => {
        while (running) await attempt(address);
      })(),
    );
  }
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { sent, statuses };
    },
  };
}

const counts = (statuses: Map<number, number>) =>
  [...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${n} × ${status || 'socket error'}`)
    .join(', ');

async function benchKind(kind: Kind) {
  await withStore(kind, 'ffl_flood_bench', async (store) => {
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
      const cookie = await signUpThroughLog(server, 'flood-bench@example.com', GOOD_PASSWORD);
      server.ignoreLogs();
      const first = await fetch(`${origin}/api/bank`, { headers: { cookie } });
      if (first.status !== 200) throw new Error(`GET /api/bank answered ${first.status}`);
      for (const concurrent of FLOODS) {
        const quiet = await readBank(origin, cookie);
        const flood = startFlood(origin, concurrent);
        await new Promise((done) => setTimeout(done, RAMP_MS));
        const loaded = await readBank(origin, cookie);
        const { sent, statuses } = await flood.stop();
        const floodFivexx = [...statuses].reduce((n, [s, c]) => n + (s >= 500 ? c : 0), 0);
        const ratio = loaded.p99 / Math.max(1, quiet.p99);
        const fivexx = quiet.fivexx + loaded.fivexx + floodFivexx;
        const label = `${kind.padEnd(8)} ${String(concurrent).padStart(3)} at once`;
        console.log(
          `${label}: GET /api/bank at ${READ_RATE}/s quiet p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.requests} reads); during the flood p50 ${loaded.p50} ms, p99 ${loaded.p99} ms (${loaded.requests} reads, ${ratio.toFixed(2)}× quiet p99); reads' 5xx ${quiet.fivexx + loaded.fivexx}, other failures ${quiet.otherErrors + loaded.otherErrors}`,
        );
        console.log(
          `${label}: the flood sent ${sent} sign-ins in ${(SECONDS + RAMP_MS / 1000).toFixed(0)} s from ${ADDRESSES} addresses, answered ${counts(statuses)}`,
        );
        const ok = fivexx === 0 && ratio <= TARGET[kind];
        console.log(
          `${ok ? 'PASS' : 'FAIL'} ${label}: ${fivexx} × 5xx (target 0); p99 ${ratio.toFixed(2)}× quiet (target at most ${TARGET[kind]}×)`,
        );
        if (!ok) process.exitCode = 1;
      }
    } finally {
      await server.stop();
    }
  });
}

const kinds = (
  process.env.BENCH_KINDS ?? (process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite')
).split(',') as Kind[];
for (const kind of kinds) await benchKind(kind);
