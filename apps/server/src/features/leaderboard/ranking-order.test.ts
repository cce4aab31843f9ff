import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../../db/select-rows';
import { startTestServer, type TestServer } from '../../test/test-server';
import { getCurrentSeason } from '../seasons/current-season';
import { getLeaderboard } from './leaderboard-service';
import { createRankingCache } from './ranking-cache';
import {
  bankColumns,
  compareRanking,
  positionOver,
  type RankedBank,
  type RankingBy,
  rankingOrder,
  rankOver,
  rankRun,
  reverseRankingOrder,
  scoreKey,
} from './ranking-order';

let server: TestServer;

const RankedRow = z.object({ user_id: z.string(), rank: z.number(), position: z.number() });
const UserIdRow = z.object({ user_id: z.string() });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Few points, net worths and join times, so that ties, and ties of ties, are common. */
const JOIN_TIMES = [
  '2026-03-01T10:00:00.000000Z',
  '2026-03-01T10:00:00.000001Z',
  '2026-03-01T10:00:01.500000Z',
];

const banksArb = fc.uniqueArray(
  fc.record({
    userId: fc.stringMatching(/^[A-Za-z0-9_-]{1,5}$/).map((id) => `rk${id}`),
    points: fc.integer({ min: 0, max: 2 }).map((n) => n * 30),
    netWorth: fc.integer({ min: -2, max: 2 }).map((n) => n * 25_000),
    joinedAt: fc.constantFrom(...JOIN_TIMES),
  }),
  { selector: (bank) => bank.userId, minLength: 1, maxLength: 30 },
);

/** Puts exactly these banks in the table (and nobody else). */
async function replaceBanks(banks: readonly RankedBank[]) {
  const db = server.database.db;
  const season = await getCurrentSeason(db);
  await db.execute(sql`delete from "user" where id like 'rk%'`);
  const rows = JSON.stringify(banks);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select b."userId", 'Manager ' || b."userId", lower(b."userId") || '-' || md5(b."userId") || '@example.com',
      true, 'user', now(), now()
    from jsonb_to_recordset(${rows}::jsonb) as b("userId" text)`);
  await db.execute(sql`
    insert into bank (user_id, public_id, name, anonymous_number, cash, points, season_id, joined_at)
    select b."userId", 'pub' || b."userId", 'Bank ' || b."userId", 1, b."netWorth", b."points",
      ${season.id}, b."joinedAt"::timestamptz
    from jsonb_to_recordset(${rows}::jsonb)
      as b("userId" text, "points" int, "netWorth" int, "joinedAt" text)`);
}

const byArb = fc.constantFrom<RankingBy>('points', 'net-worth');

/**
 * Every step of the tie-break on its own, always tried before the random banks: one score shared
 * by ids that differ only in case, in '-' or '_', by a digit or by a prefix (code-unit order:
 * '-' < digits < 'A'–'Z' < '_' < 'a'–'z'), a join one microsecond later, a bank in debt, and a
 * richer bank with fewer points (first on the net-worth tab, last on the season table).
 */
const at = (index: number) => JOIN_TIMES[index] ?? '';
const TRICKY_TIES: RankedBank[] = [
  { userId: 'rkb', points: 30, netWorth: 0, joinedAt: at(0) },
  { userId: 'rkB', points: 30, netWorth: 0, joinedAt: at(0) },
  { userId: 'rk_', points: 30, netWorth: 0, joinedAt: at(0) },
  { userId: 'rk-', points: 30, netWorth: 0, joinedAt: at(0) },
  { userId: 'rk9', points: 30, netWorth: 0, joinedAt: at(0) },
  { userId: 'rkb0', points: 30, netWorth: 0, joinedAt: at(0) },
  { userId: 'rka', points: 30, netWorth: 0, joinedAt: at(1) },
  { userId: 'rkd', points: 30, netWorth: -25_000, joinedAt: at(0) },
  { userId: 'rke', points: 0, netWorth: 50_000, joinedAt: at(2) },
  { userId: 'rkf', points: 60, netWorth: -50_000, joinedAt: at(2) },
];

describe('the ranking order', () => {
  it('is the same in SQL and in JavaScript, ties included, and so are the ranks', async () => {
    await fc.assert(
      fc.asyncProperty(banksArb, byArb, async (banks, by) => {
        await replaceBanks(banks);
        const b = bankColumns('b');
        const fromSql = await selectRows(
          server.database.db,
          sql`select b.user_id, ${rankOver(b, by)}::int as rank, ${positionOver(b, by)}::int as position
              from bank b where b.user_id like 'rk%' order by ${rankingOrder(b, by)}`,
          RankedRow,
        );
        const backwards = await selectRows(
          server.database.db,
          sql`select b.user_id from bank b where b.user_id like 'rk%' order by ${reverseRankingOrder(b, by)}`,
          UserIdRow,
        );
        const sorted = [...banks].sort((x, y) => compareRanking(x, y, by));
        const ranks = rankRun(sorted.map((bank) => scoreKey(bank, by)));

        expect(fromSql.map((row) => row.user_id)).toEqual(sorted.map((bank) => bank.userId));
        expect(fromSql.map((row) => row.position)).toEqual(sorted.map((_, index) => index + 1));
        expect(fromSql.map((row) => row.rank)).toEqual(ranks);
        expect(backwards.map((row) => row.user_id)).toEqual(
          sorted.map((bank) => bank.userId).reverse(),
        );
      }),
      {
        numRuns: 40,
        examples: [
          [TRICKY_TIES, 'points'],
          [TRICKY_TIES, 'net-worth'],
        ],
      },
    );
  });

  it('orders the tables the services serve: from SQL, and from the in-memory ranking', async () => {
    const cache = createRankingCache(server.database.db);
    await fc.assert(
      fc.asyncProperty(banksArb, fc.nat(), byArb, async (banks, pick, by) => {
        await replaceBanks(banks);
        const sorted = [...banks].sort((x, y) => compareRanking(x, y, by));
        const ranks = rankRun(sorted.map((bank) => scoreKey(bank, by)));
        const expected = sorted.map((bank, index) => ({
          bankId: `pub${bank.userId}`,
          position: index + 1,
          rank: ranks[index],
          points: bank.points,
          netWorth: bank.netWorth,
        }));
        const viewer = sorted[pick % sorted.length]?.userId ?? '';
        const at = sorted.findIndex((bank) => bank.userId === viewer);
        const around = expected.slice(Math.max(0, at - 5), at + 6);
        for (const ranking of [undefined, cache]) {
          const table = await getLeaderboard(server.database.db, { viewerId: viewer, ranking, by });
          const shape = (rows: typeof table.rows) =>
            rows.map(({ bankId, position, rank, points, netWorth }) => ({
              bankId,
              position,
              rank,
              points,
              netWorth,
            }));
          expect(shape(table.rows)).toEqual(expected);
          expect(shape(table.aroundMe)).toEqual(around);
          expect(table.me).toEqual({ rank: ranks[at], position: at + 1 });
        }
      }),
      {
        numRuns: 25,
        examples: [
          [TRICKY_TIES, 2, 'points'],
          [TRICKY_TIES, 8, 'net-worth'],
        ],
      },
    );
  });

  it('ranks by points, then net worth; breaks ties by join time, then user id, in code-unit order', () => {
    const at = JOIN_TIMES[0] ?? '';
    const later = JOIN_TIMES[1] ?? '';
    const banks: RankedBank[] = [
      { points: 0, netWorth: 10, joinedAt: later, userId: 'a' },
      { points: 0, netWorth: 10, joinedAt: at, userId: 'b' },
      { points: 0, netWorth: 10, joinedAt: at, userId: 'B' },
      { points: 0, netWorth: 20, joinedAt: later, userId: 'z' },
      { points: 40, netWorth: 5, joinedAt: later, userId: 'p' },
    ];
    expect([...banks].sort((x, y) => compareRanking(x, y)).map((bank) => bank.userId)).toEqual([
      'p',
      'z',
      'B',
      'b',
      'a',
    ]);
    expect(
      [...banks].sort((x, y) => compareRanking(x, y, 'net-worth')).map((bank) => bank.userId),
    ).toEqual(['z', 'B', 'b', 'a', 'p']);
    const inOrder = [...banks].sort((x, y) => compareRanking(x, y));
    expect(rankRun(inOrder.map((bank) => scoreKey(bank, 'points')))).toEqual([1, 2, 3, 3, 3]);
    expect(rankRun([20, 10, 10, 10, 5])).toEqual([1, 2, 2, 2, 5]);
    expect(rankRun([10, 10, 5], 7, 6)).toEqual([6, 6, 9]);
  });
});
