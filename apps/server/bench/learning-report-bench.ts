/**
 * The game master's learning report at scale (issue "Learning you can prove"): 100,000 players
 * with a closed baseline and post-check (five families each: 1,000,000 score rows) and five drill
 * attempts each, on PostgreSQL (with TEST_DATABASE_URL, see scripts/with-postgres.mjs; else
 * PGlite). Prints the report's time over the whole population and over one league of 1,000
 * members, p50 and p99 of BENCH_LEARNING_RUNS runs each, against the target p99 ≤ 1 s.
 *   BENCH_LEARNING_PLAYERS (100000), BENCH_LEARNING_RUNS (20)
 */
import { FAMILY_IDS } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import { getLearningReport } from '../src/features/measure/measure-report';
import { ensureGameState } from '../src/features/seasons/current-season';
import { seedPlayers } from '../src/test/seed-players';
import { withStore } from './support/bench-store';

const PLAYERS = Number(process.env.BENCH_LEARNING_PLAYERS ?? 100_000);
const RUNS = Number(process.env.BENCH_LEARNING_RUNS ?? 20);
const LEAGUE_MEMBERS = 1_000;
const TARGET_P99_MS = 1_000;

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  let failed = false;
  await withStore(kind, 'ffl_learning_bench', async (store) => {
    const database = await store.open();
    const { db } = database;
    const seeded = performance.now();
    await ensureGameState(db);
    await seedPlayers(db, PLAYERS, 'lb');
    const families = sql.raw(`array[${FAMILY_IDS.map((f) => `'${f}'`).join(', ')}]`);
    // A baseline on form A or B by player, then the post-check on the other form, 28 days later.
    await db.execute(sql`
      insert into measure_check (id, user_id, programme_id, phase, form, families, item_ids, seed, closed, started_at, closed_at)
      select 'lbpre' || lpad(i::text, 15, '0'), 'lb-' || i, 'first-visit', 'pre',
        case when i % 2 = 0 then 'A' else 'B' end, ${families}, array[]::text[], i, true,
        now() - interval '40 days', now() - interval '40 days'
      from generate_series(1, ${PLAYERS}) as i
      union all
      select 'lbpost' || lpad(i::text, 14, '0'), 'lb-' || i, 'first-visit', 'post',
        case when i % 2 = 0 then 'B' else 'A' end, ${families}, array[]::text[], i, true,
        now() - interval '10 days', now() - interval '10 days'
      from generate_series(1, ${PLAYERS}) as i`);
    // Per family: three items, one scam and one genuine decision; the post-check a little better.
    await db.execute(sql`
      insert into measure_score (check_id, user_id, programme_id, phase, form, family, correct, total,
        signs_found, signs_total, false_signs, hits, scams, false_alarms, genuine, d_prime, criterion, closed_at)
      select c.id, c.user_id, c.programme_id, c.phase, c.form, f.family, s.correct, 3,
        s.hits * 2, 2, 1 - s.hits, s.hits, 1, s.fa, 1,
        (case s.hits when 1 then 0.6745 else -0.6745 end) - (case s.fa when 1 then 0.6745 else -0.6745 end),
        -((case s.hits when 1 then 0.6745 else -0.6745 end) + (case s.fa when 1 then 0.6745 else -0.6745 end)) / 2,
        c.closed_at
      from measure_check c
      cross join unnest(${families}) as f(family)
      cross join lateral (
        select least(3, abs(hashtext(c.id || f.family)) % 3 + (case c.phase when 'post' then abs(hashtext(f.family || c.user_id)) % 2 else 0 end)) as correct,
          abs(hashtext(c.id || f.family || 'h')) % 2 as hits,
          case c.phase when 'post' then 0 else abs(hashtext(c.id || f.family || 'f')) % 2 end as fa
      ) s
      where c.user_id like 'lb-%'`);
    // What closing the post-checks writes: each check's totals, and the pairs (per family and 'all').
    await db.execute(sql`
      update measure_check c set correct = s.correct, total = s.total
      from (select check_id, sum(correct)::int as correct, sum(total)::int as total
            from measure_score group by check_id) s
      where s.check_id = c.id and c.user_id like 'lb-%'`);
    await db.execute(sql`
      insert into measure_pair (user_id, programme_id, later_phase, family, pre, post, d_prime_pre,
        d_prime_post, pre_form, post_form, closed_at)
      select b.user_id, b.programme_id, 'post', b.family, b.correct::float8 / b.total,
        l.correct::float8 / l.total, b.d_prime, l.d_prime, b.form, l.form, l.closed_at
      from measure_score b
      join measure_score l on l.user_id = b.user_id and l.family = b.family and l.phase = 'post'
      where b.phase = 'pre' and b.user_id like 'lb-%'`);
    await db.execute(sql`
      insert into measure_pair (user_id, programme_id, later_phase, family, pre, post, d_prime_pre,
        d_prime_post, pre_form, post_form, closed_at)
      select user_id, programme_id, 'post', 'all', avg(pre), avg(post), avg(d_prime_pre),
        avg(d_prime_post), min(pre_form), min(post_form), max(closed_at)
      from measure_pair where user_id like 'lb-%' group by user_id, programme_id`);
    // Five drill attempts each, so the tables the report must not read are full too.
    await db.execute(sql`
      insert into drill_attempt (id, user_id, season_id, drill_id, fraud_id, legitimate, difficulty, decision,
        flags, outcome, red_flags, found, missed, false_flags, hotspots, missed_ids, pay_decision, pay_flags,
        pay_deduction, paid, first_of_season, created_at)
      select md5('lbd' || i || '-' || k)::text, 'lb-' || i, b.season_id, 'Phishing-d' || k, 'Phishing', k % 2 = 0,
        'moderate', case when k % 2 = 0 then 'trust' else 'report' end, array[]::text[], 'right', 3, 2, 1, 0, 6,
        array[]::text[], 0, 0, 0, 0, true, now() - make_interval(days => k)
      from generate_series(1, ${PLAYERS}) as i
      cross join generate_series(1, 5) as k
      join bank b on b.user_id = 'lb-' || i`);
    await db.execute(sql`
      insert into league (id, name, code, owner_id, created_at)
      values ('lbleague000000000001', 'Bench league', 'BENCHLG1', 'lb-1', now())`);
    await db.execute(sql`
      insert into league_member (league_id, user_id)
      select 'lbleague000000000001', 'lb-' || (i * ${Math.floor(PLAYERS / LEAGUE_MEMBERS)})
      from generate_series(1, ${LEAGUE_MEMBERS}) as i`);
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seeded) / 1000;

    const time = async (filters: { leagueId?: string }) => {
      const times: number[] = [];
      let n = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const report = await getLearningReport(db, filters, new Date());
        times.push(performance.now() - started);
        n = report.post.find((g) => g.family === 'all')?.n ?? 0;
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), n };
    };
    const everyone = await time({});
    const league = await time({ leagueId: 'lbleague000000000001' });
    await database.close();

    console.log(
      `learning report bench (${kind}): ${PLAYERS.toLocaleString('en-US')} players, each with a closed baseline and post-check over five families and five drill attempts (seeded in ${seedSeconds.toFixed(0)} s); ${RUNS} runs each`,
    );
    for (const [name, t] of [
      ['whole population', everyone],
      [`one league (${LEAGUE_MEMBERS.toLocaleString('en-US')} members)`, league],
    ] as const) {
      const ok = t.p99 <= TARGET_P99_MS;
      if (!ok) failed = true;
      console.log(
        `${ok ? 'PASS' : 'FAIL'} ${name}: N = ${t.n.toLocaleString('en-US')}, p50 ${t.p50.toFixed(0)} ms, p99 ${t.p99.toFixed(0)} ms (target p99 ≤ ${TARGET_P99_MS} ms)`,
      );
    }
  });
  if (failed) process.exitCode = 1;
}

await main();
