/**
 * Enrolment from a roster at scale (issue 27): a roster of 5,000 people in 20 cohorts, of whom
 * 500 already have an account, with 25 bad rows; on PostgreSQL (with TEST_DATABASE_URL, see
 * scripts/with-postgres.mjs; else PGlite). Prints the time of the preview, of the import and of
 * an identical re-upload, against the target: an import of 5,000 rows in ≤ 10 s.
 *   BENCH_ROSTER_ROWS (5000)
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../src/db/schema/auth';
import { selectRows } from '../src/db/select-rows';
import { importRoster, previewRoster } from '../src/features/enrolment/enrolment-service';
import { ensureGameState } from '../src/features/seasons/current-season';
import { seedPlayers } from '../src/test/seed-players';
import { withStore } from './support/bench-store';

const ROWS = Number(process.env.BENCH_ROSTER_ROWS ?? 5_000);
const ACCOUNTS = Math.round(ROWS / 10);
const TARGET_MS = 10_000;

async function main() {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  let failed = false;
  await withStore(kind, 'ffl_enrolment_bench', async (store) => {
    const database = await store.open();
    const { db } = database;
    await ensureGameState(db);
    await seedPlayers(db, ACCOUNTS, 'rb');
    const [actor] = await db
      .insert(user)
      .values({
        id: 'rb-owner',
        name: 'Owner',
        email: 'owner@bench.test',
        emailVerified: true,
        role: 'owner',
      })
      .returning();
    if (!actor) throw new Error('no actor');
    const accountEmails = (
      await selectRows(
        db,
        sql`select email from "user" where id like 'rb-%' and id <> 'rb-owner' order by id`,
        z.object({ email: z.string() }),
      )
    ).map((row) => row.email);

    const lines = ['email,name,cohort'];
    for (let i = 0; i < ROWS; i++) {
      const email = i < accountEmails.length ? accountEmails[i] : `person${i}@roster.bench`;
      // Every 200th row is broken: an address that is not one.
      lines.push(
        i % 200 === 199 ? `broken-${i},Broken,Team 1` : `${email},Person ${i},Team ${1 + (i % 20)}`,
      );
    }
    const csv = `${lines.join('\n')}\n`;

    const time = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const out = await run();
      return { out, ms: performance.now() - started };
    };
    const actorRef = { id: actor.id, email: actor.email };
    const options = () => ({ host: 'bench.test', now: new Date() });
    const preview = await time(() => previewRoster(db, csv));
    const first = await time(() => importRoster(db, actorRef, csv, options()));
    const again = await time(() => importRoster(db, actorRef, csv, options()));
    await database.close();

    const t = first.out.totals;
    console.log(
      `enrolment bench (${kind}): a roster of ${ROWS.toLocaleString('en-US')} rows in 20 cohorts (${ACCOUNTS} with an account, ${t.error} bad rows): ${t.invite} invited, ${t.move} placed`,
    );
    console.log(`  preview ${(preview.ms / 1000).toFixed(2)} s`);
    const ok = first.ms <= TARGET_MS;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} import ${(first.ms / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s)`,
    );
    const unchanged = again.out.totals.unchanged === ROWS - t.error;
    if (!unchanged) failed = true;
    console.log(
      `${unchanged ? 'PASS' : 'FAIL'} re-upload ${(again.ms / 1000).toFixed(2)} s, every good row unchanged (${again.out.totals.unchanged})`,
    );
  });
  if (failed) process.exitCode = 1;
}

await main();
