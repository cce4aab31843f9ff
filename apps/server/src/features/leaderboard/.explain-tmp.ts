import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Db } from '/work/main/apps/server/src/db/client';
import { getLeaderboard } from '/work/main/apps/server/src/features/leaderboard/leaderboard-service';

const pool = new pg.Pool({ connectionString: process.env.URL, max: 1 });
let explain = false;
const orig = pool.query.bind(pool);
(pool as unknown as { query: unknown }).query = async (q: unknown, params?: unknown) => {
  const text = typeof q === 'string' ? q : (q as { text: string }).text;
  const values = params ?? (q as { values: unknown[] }).values;
  if (explain && text.startsWith('with cur')) {
    const r = await orig(`explain (analyze, buffers) ${text}`, values as never);
    console.log((r as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
  return orig(q as never, params as never);
};
const db = drizzle(pool, { schema }) as unknown as Db;
await getLeaderboard(db, { viewerId: 'u60001' });
explain = true;
await getLeaderboard(db, { viewerId: process.argv[2] ?? 'u60001', leagueId: process.env.LEAGUE || undefined });
await pool.end();
