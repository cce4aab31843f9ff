import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Db } from '../../db/client';
import { getLeaderboard } from './leaderboard-service';

const pool = new pg.Pool({ connectionString: process.env.URL, max: 4 });
const db = drizzle(pool, { schema }) as unknown as Db;
const viewers = process.argv.slice(2);
for (const v of viewers) {
  const lb = await getLeaderboard(db, { viewerId: v, leagueId: process.env.LEAGUE || undefined });
  console.log(v, lb.total, lb.me, lb.rows.slice(0, 4).map((r) => [r.rank, r.position, r.netWorth]), lb.aroundMe.map((r) => [r.rank, r.position, r.netWorth, r.isMe ? 'ME' : '']));
}
const times: number[] = [];
for (let i = 0; i < 300; i++) {
  const v = `u${1 + Math.floor(Math.random() * 100000)}`;
  const t = performance.now();
  await getLeaderboard(db, { viewerId: v, leagueId: process.env.LEAGUE || undefined });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log('p50', times[150]?.toFixed(1), 'p90', times[270]?.toFixed(1), 'p99', times[297]?.toFixed(1), 'max', times[299]?.toFixed(1));
await pool.end();
