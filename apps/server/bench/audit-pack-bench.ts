/**
 * The audit pack at scale (issue 27): one cohort of 100,000 people with an assignment of two
 * frauds, a fifth of them with a passed quiz and active time, on PostgreSQL (with
 * TEST_DATABASE_URL, see scripts/with-postgres.mjs; else PGlite). Streams the pack as CSV and as
 * XLSX into a byte counter and prints the time, the bytes, and the process's peak heap over the
 * export at 10,000 people and at 100,000: memory that does not grow with the rows is the target,
 * with the time ≤ 30 s. Run with node --expose-gc (npm run bench does), so that the samples
 * count the live heap, not garbage waiting for a collection.
 *   BENCH_PACK_PEOPLE (100000)
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { type AuditPackScope, auditPackRows } from '../src/features/audit-pack/audit-pack-service';
import { auditPackCsv, auditPackXlsx } from '../src/features/audit-pack/audit-pack-writers';
import { ensureGameState } from '../src/features/seasons/current-season';
import { seedPlayers } from '../src/test/seed-players';
import { withStore } from './support/bench-store';

const PEOPLE = Number(process.env.BENCH_PACK_PEOPLE ?? 100_000);
const SMALL = Math.round(PEOPLE / 10);
const TARGET_MS = 30_000;

async function exportOnce(db: Db, scope: AuditPackScope, format: 'csv' | 'xlsx') {
  globalThis.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  // The live heap: collected before each sample (node --expose-gc), so garbage does not count.
  const sampler = setInterval(() => {
    globalThis.gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 250);
  let bytes = 0;
  const started = performance.now();
  const write = format === 'csv' ? auditPackCsv : auditPackXlsx;
  await pipeline(
    write(auditPackRows(db, scope, new Date())),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return { ms, bytes, heapMb: (peak - base) / 1024 / 1024 };
}

async function main() {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  let failed = false;
  await withStore(kind, 'ffl_pack_bench', async (store) => {
    const database = await store.open();
    const { db } = database;
    await ensureGameState(db);
    const seeded = performance.now();
    await seedPlayers(db, PEOPLE, 'ap');
    await db.execute(sql`
      insert into cohort (id, name, join_code) values
        ('apcohortbig000000001', 'Everyone', 'APBIGONE'), ('apcohortsmall0000001', 'A tenth', 'APSMALL1')`);
    await db.execute(sql`
      insert into cohort_member (user_id, cohort_id, source)
      select 'ap-' || i, 'apcohortbig000000001', 'import' from generate_series(1, ${PEOPLE}) as i`);
    await db.execute(sql`
      insert into assignment (id, cohort_id, name, fraud_ids, families, post_check, due_at, created_at, content_version)
      values ('apassignment00000001', 'apcohortbig000000001', 'Annual training', '{Phishing,Vishing}', '{}', false,
        now() + interval '30 days', now() - interval '10 days', 'bench0000000')`);
    await db.execute(sql`
      insert into active_time (user_id, topic, day, seconds, last_at)
      select 'ap-' || i, 'fraud:Phishing', (now() - interval '5 days')::date, 90, now() - interval '5 days'
      from generate_series(1, ${PEOPLE}) as i where i % 5 = 0`);
    await db.execute(sql`
      insert into quiz_attempt (id, user_id, fraud_id, season_id, question_ids, status, created_at, ended_at, submitted_at, score, passed)
      select 'apq' || lpad(i::text, 17, '0'), 'ap-' || i, 'Phishing', (select id from season order by number desc limit 1),
        '{}', 'submitted', now() - interval '5 days', now() - interval '5 days', now() - interval '5 days', 4, true
      from generate_series(1, ${PEOPLE}) as i where i % 5 = 0`);
    // A live database has its statistics: take them after the bulk load, as autovacuum would.
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seeded) / 1000;

    // The small cohort: the first tenth of the people, to see whether memory grows with the rows.
    await db.execute(sql`
      insert into assignment (id, cohort_id, name, fraud_ids, families, post_check, due_at, created_at, content_version)
      values ('apassignment00000002', 'apcohortsmall0000001', 'Annual training', '{Phishing,Vishing}', '{}', false,
        now() + interval '30 days', now() - interval '10 days', 'bench0000000')`);
    await db.execute(sql`
      update cohort_member set cohort_id = 'apcohortsmall0000001'
      where user_id in (select 'ap-' || i from generate_series(1, ${SMALL}) as i)`);

    console.log(
      `audit pack bench (${kind}): ${PEOPLE.toLocaleString('en-US')} people in two cohorts, an assignment of two frauds each, a fifth with a passed quiz and active time (seeded in ${seedSeconds.toFixed(0)} s)`,
    );
    const everyone = { cohortIds: ['apcohortbig000000001', 'apcohortsmall0000001'] };
    const small = { cohortIds: ['apcohortsmall0000001'] };
    for (const format of ['csv', 'xlsx'] as const) {
      const few = await exportOnce(db, small, format);
      const all = await exportOnce(db, everyone, format);
      const fast = all.ms <= TARGET_MS;
      // Flat: the whole pack's peak heap at most twice a tenth's (plus 16 MB of noise).
      const flat = all.heapMb <= 2 * few.heapMb + 16;
      if (!fast || !flat) failed = true;
      console.log(
        `${fast && flat ? 'PASS' : 'FAIL'} ${format.toUpperCase()}: ${PEOPLE.toLocaleString('en-US')} rows in ${(all.ms / 1000).toFixed(1)} s (target ≤ ${TARGET_MS / 1000} s), ${(all.bytes / 1e6).toFixed(1)} MB; peak heap over the export ${all.heapMb.toFixed(0)} MB, against ${few.heapMb.toFixed(0)} MB for ${SMALL.toLocaleString('en-US')} rows (${(few.ms / 1000).toFixed(1)} s)`,
      );
    }
    await database.close();
  });
  if (failed) process.exitCode = 1;
}

await main();
