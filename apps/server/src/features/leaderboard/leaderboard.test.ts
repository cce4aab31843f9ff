import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { bank, season, seasonArchive } from '../../db/schema/game';
import { createPublicId } from '../../lib/public-id';
import {
  type Player,
  readError,
  readJson,
  signUpPlayer,
  signUpVerified,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { getCurrentSeason } from '../seasons/current-season';
import type { LeaderboardRow } from './leaderboard-schemas';
import { archiveStandings } from './leaderboard-service';

let server: TestServer;
let playerCount = 0;
let seedCount = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function newPlayer(label: string): Promise<Player> {
  playerCount += 1;
  return signUpPlayer(server, `${label}-${playerCount}@example.com`);
}

/** Tests control net worth through cash; a fresh bank has nothing invested. */
async function setNetWorth(userId: string, netWorth: number) {
  await server.database.db.update(bank).set({ cash: netWorth }).where(eq(bank.userId, userId));
}

/** Takes every bank seen so far out of the tables, so that a test starts from an empty table. */
async function retireEveryone() {
  await server.database.db.update(bank).set({ disabled: true });
}

/** Many banks at once, straight into the database: signing each up would take minutes. */
async function insertBanks(
  entries: { netWorth: number; joinedAt: Date }[],
  seasonId?: string,
): Promise<string[]> {
  const db = server.database.db;
  const onSeason = seasonId ?? (await getCurrentSeason(db)).id;
  const ids = entries.map(() => {
    seedCount += 1;
    return `seed-user-${seedCount}`;
  });
  await db.insert(user).values(
    ids.map((id) => ({
      id,
      name: `Seed Manager ${id}`,
      email: `${id}@example.com`,
      emailVerified: true,
    })),
  );
  await db.insert(bank).values(
    entries.map((entry, index) => ({
      userId: ids[index] ?? '',
      publicId: createPublicId(),
      name: `Seed Bank ${ids[index]}`,
      anonymousNumber: 1 + (index % 9999),
      cash: entry.netWorth,
      seasonId: onSeason,
      joinedAt: entry.joinedAt,
    })),
  );
  return ids;
}

interface Expected {
  userId: string;
  bankId: string;
  netWorth: number;
  rank: number;
  position: number;
}

/**
 * The table worked out the obvious way, to check the fast one against: every listed bank in
 * order, with ranks counted here.
 */
async function expectedTable(): Promise<Expected[]> {
  const db = server.database.db;
  const current = await getCurrentSeason(db);
  const rows = await db
    .select({ userId: bank.userId, bankId: bank.publicId, netWorth: bank.cash })
    .from(bank)
    .where(and(eq(bank.disabled, false), eq(bank.seasonId, current.id)))
    .orderBy(desc(bank.cash), asc(bank.joinedAt), asc(bank.userId));
  let rank = 1;
  return rows.map((row, index) => {
    if (index > 0 && row.netWorth !== rows[index - 1]?.netWorth) rank = index + 1;
    return { ...row, rank, position: index + 1 };
  });
}

function shape(rows: LeaderboardRow[]) {
  return rows.map((row) => [row.position, row.rank, row.netWorth, row.bankId]);
}

function shapeExpected(rows: Expected[]) {
  return rows.map((row) => [row.position, row.rank, row.netWorth, row.bankId]);
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...(await readError(res)),
  };
}

describe("last season's table before any season has ended", () => {
  it('answers an empty table with no season', async () => {
    const viewer = await newPlayer('early');
    const archive = await viewer.client.json('/api/leaderboard/archive');
    expect(archive).toEqual({ season: null, total: 0, me: null, rows: [], aroundMe: [] });
  });
});

describe('the global table', () => {
  it('ranks by net worth; ties share a rank (1, 2, 2, 4) with the earlier joiner first', async () => {
    await retireEveryone();
    const a = await newPlayer('rank-a');
    const b = await newPlayer('rank-b');
    const c = await newPlayer('rank-c');
    const d = await newPlayer('rank-d');
    const disabled = await newPlayer('rank-disabled');
    const stale = await newPlayer('rank-stale');
    const db = server.database.db;
    await setNetWorth(a.userId, 3_000_000);
    await setNetWorth(b.userId, 2_000_000);
    await setNetWorth(c.userId, 2_000_000);
    await setNetWorth(d.userId, 1_500_000);
    // C signed up after B but is made the earlier joiner: the tie must follow joined_at.
    const [bRow] = await db.select().from(bank).where(eq(bank.userId, b.userId));
    await db
      .update(bank)
      .set({ joinedAt: new Date((bRow?.joinedAt.getTime() ?? 0) - 3_600_000) })
      .where(eq(bank.userId, c.userId));
    // Richer than everyone, but disabled, or still on an older season: neither is listed.
    await setNetWorth(disabled.userId, 9_000_000);
    await db.update(bank).set({ disabled: true }).where(eq(bank.userId, disabled.userId));
    const oldSeasonId = createPublicId();
    await db.insert(season).values({ id: oldSeasonId, number: -1, status: 'ended' });
    await setNetWorth(stale.userId, 8_000_000);
    await db.update(bank).set({ seasonId: oldSeasonId }).where(eq(bank.userId, stale.userId));

    const table = await b.client.json('/api/leaderboard');
    expect(table.total).toBe(4);
    expect(table.league).toBeNull();
    expect(table.rows.map((row) => [row.rank, row.position, row.bankId, row.netWorth])).toEqual([
      [1, 1, a.bankId, 3_000_000],
      [2, 2, c.bankId, 2_000_000],
      [2, 3, b.bankId, 2_000_000],
      [4, 4, d.bankId, 1_500_000],
    ]);
    expect(table.rows.map((row) => row.isMe)).toEqual([false, false, true, false]);
    expect(table.me).toEqual({ rank: 2, position: 3 });
    expect(table.aroundMe.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(table.rows[0]).toMatchObject({ bankName: 'Bank of Test', manager: 'Test Player' });

    for (const outsider of [disabled, stale]) {
      const theirs = await outsider.client.json('/api/leaderboard');
      expect(theirs.me).toBeNull();
      expect(theirs.aroundMe).toEqual([]);
      expect(theirs.rows.map((row) => row.bankId)).toEqual([
        a.bankId,
        c.bankId,
        b.bankId,
        d.bankId,
      ]);
    }
  });

  it('shows the top 50 and five rows either side of me, right at the top, middle and bottom', async () => {
    await retireEveryone();
    const me = await newPlayer('around');
    const base = Date.now() - 86_400_000;
    // 60 banks from 2,000,000 down in steps of 10,000, except a ten-way tie at 1,850,000 whose
    // members joined in the reverse of their insertion order.
    await insertBanks(
      Array.from({ length: 60 }, (_, i) => ({
        netWorth: i >= 10 && i < 20 ? 1_850_000 : 2_000_000 - i * 10_000,
        joinedAt: new Date(base + (i >= 10 && i < 20 ? -i : i) * 60_000),
      })),
    );

    const check = async (netWorth: number, expectedPosition: number, expectedRank: number) => {
      await setNetWorth(me.userId, netWorth);
      const table = await me.client.json('/api/leaderboard');
      const expected = await expectedTable();
      const mine = expected.findIndex((row) => row.userId === me.userId);
      expect(expected[mine]).toMatchObject({ position: expectedPosition, rank: expectedRank });
      expect(table.total).toBe(61);
      expect(table.me).toEqual({ rank: expectedRank, position: expectedPosition });
      expect(shape(table.rows)).toEqual(shapeExpected(expected.slice(0, 50)));
      expect(shape(table.aroundMe)).toEqual(
        shapeExpected(expected.slice(Math.max(0, mine - 5), mine + 6)),
      );
      expect(table.aroundMe.filter((row) => row.isMe).map((row) => row.position)).toEqual([
        expectedPosition,
      ]);
      return table;
    };

    // First: nobody above, five below.
    let table = await check(3_000_000, 1, 1);
    expect(table.aroundMe.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
    // Second: one row above, five below.
    table = await check(1_995_000, 2, 2);
    expect(table.aroundMe.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Just below the ten-way tie (positions 11 to 20): the five rows above me are the end of the
    // tie, whose rank (11) starts outside my window.
    table = await check(1_849_999, 21, 21);
    expect(table.aroundMe.map((row) => row.rank)).toEqual([
      11, 11, 11, 11, 11, 21, 22, 23, 24, 25, 26,
    ]);
    // Inside the tie, as its latest joiner: last of the group, sharing its rank.
    table = await check(1_850_000, 21, 11);
    expect(table.aroundMe.map((row) => [row.position, row.rank])).toEqual([
      [16, 11],
      [17, 11],
      [18, 11],
      [19, 11],
      [20, 11],
      [21, 11],
      [22, 22],
      [23, 23],
      [24, 24],
      [25, 25],
      [26, 26],
    ]);
    // Inside the tie, as its earliest joiner: first of the group.
    await server.database.db
      .update(bank)
      .set({ joinedAt: new Date(base - 3_600_000) })
      .where(eq(bank.userId, me.userId));
    table = await check(1_850_000, 11, 11);
    expect(table.aroundMe.map((row) => row.position)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    // Last, in debt: five above, nobody below.
    table = await check(-250_000, 61, 61);
    expect(table.aroundMe.map((row) => row.position)).toEqual([56, 57, 58, 59, 60, 61]);
  });

  it('has no row for me before my bank exists, and still shows the table', async () => {
    const client = await signUpVerified(server, 'no-bank-yet@example.com');
    const table = await client.json('/api/leaderboard');
    expect(table.me).toBeNull();
    expect(table.aroundMe).toEqual([]);
    expect(table.total).toBe(61);
    expect(table.rows).toHaveLength(50);
    const [bankRow] = await server.database.db
      .select()
      .from(bank)
      .innerJoin(user, eq(user.id, bank.userId))
      .where(eq(user.email, 'no-bank-yet@example.com'));
    expect(bankRow).toBeUndefined();
  });
});

describe('league tables', () => {
  it('rank only the members, and only members can see them', async () => {
    await retireEveryone();
    const owner = await newPlayer('lt-owner');
    const member = await newPlayer('lt-member');
    const outsider = await newPlayer('lt-outsider');
    await setNetWorth(owner.userId, 1_200_000);
    await setNetWorth(member.userId, 1_300_000);
    await setNetWorth(outsider.userId, 5_000_000);
    const created = await owner.client.post('/api/leagues', { name: 'Table Test' });
    const { id, code } = await readJson(created);
    expect((await member.client.post('/api/leagues/join', { code })).status).toBe(200);

    const table = await owner.client.json(`/api/leaderboard/league/${id}`);
    expect(table.league).toEqual({ id, name: 'Table Test' });
    expect(table.total).toBe(2);
    expect(table.rows.map((row) => [row.rank, row.bankId, row.isMe])).toEqual([
      [1, member.bankId, false],
      [2, owner.bankId, true],
    ]);
    expect(table.me).toEqual({ rank: 2, position: 2 });
    // The global table still has the outsider on top.
    const global = await owner.client.json('/api/leaderboard');
    expect(global.rows[0]?.bankId).toBe(outsider.bankId);
    expect(global.me).toEqual({ rank: 3, position: 3 });

    const refused = await errorOf(await outsider.client.get(`/api/leaderboard/league/${id}`));
    expect(refused).toMatchObject({ status: 404, code: 'not-found' });
    const unknown = await errorOf(
      await owner.client.get(`/api/leaderboard/league/${createPublicId()}`),
    );
    expect(unknown).toMatchObject({ status: 404, code: 'not-found', message: refused.message });
    for (const bad of ['short', `${id}x`, 'abc$defghijklmnopqrs', '%00%00']) {
      const res = await owner.client.get(`/api/leaderboard/league/${bad}`);
      expect((await errorOf(res)).code).toBe('invalid-argument');
    }
  });
});

describe('anonymous mode', () => {
  it("never puts an anonymous player's names or bank id in another player's answers", async () => {
    await retireEveryone();
    const db = server.database.db;
    const hidden = await newPlayer('anon-hidden');
    const owner = await newPlayer('anon-owner');
    const peer = await newPlayer('anon-peer');
    await db.update(user).set({ name: 'Quintessa Hiddenmark' }).where(eq(user.id, hidden.userId));
    const renamed = await hidden.client.patch('/api/bank', {
      name: 'Zebra Vault Secret',
      anonymous: true,
    });
    const hiddenBank = await readJson(renamed);
    expect(hiddenBank.anonymous).toBe(true);
    await setNetWorth(hidden.userId, 1_500_000);

    const created = await owner.client.post('/api/leagues', { name: 'Masks On' });
    const { id, code } = await readJson(created);
    await hidden.client.post('/api/leagues/join', { code });
    await peer.client.post('/api/leagues/join', { code });

    // Last season's table, with the player anonymous at the time.
    const endedId = createPublicId();
    await db
      .insert(season)
      .values({ id: endedId, number: -2, status: 'ended', endedAt: new Date() });
    const current = await getCurrentSeason(db);
    const listedIds = [hidden.userId, owner.userId, peer.userId];
    for (const userId of listedIds) {
      await db.update(bank).set({ seasonId: endedId }).where(eq(bank.userId, userId));
    }
    expect(await archiveStandings(db, endedId)).toBe(3);
    for (const userId of listedIds) {
      await db.update(bank).set({ seasonId: current.id }).where(eq(bank.userId, userId));
    }

    const paths = [
      '/api/leaderboard',
      `/api/leaderboard/league/${id}`,
      '/api/leaderboard/archive',
      '/api/leagues',
      `/api/leagues/${id}`,
    ];
    const label = hiddenBank.anonymousLabel;
    for (const viewer of [owner, peer]) {
      for (const path of paths) {
        const res = await viewer.client.get(path);
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain('Zebra Vault Secret');
        expect(text).not.toContain('Hiddenmark');
        // The owner keeps the bank id in the member list, to be able to remove the member.
        if (!(viewer === owner && path === `/api/leagues/${id}`)) {
          expect(text).not.toContain(hidden.bankId);
        }
        if (path !== '/api/leagues') expect(text).toContain(label);
      }
    }
    const seen = await peer.client.json('/api/leaderboard');
    expect(seen.rows.find((row) => row.anonymous)).toMatchObject({
      bankName: label,
      manager: null,
      bankId: null,
      rank: 1,
      isMe: false,
    });

    // The player still sees their own names everywhere.
    for (const path of paths.slice(0, 3)) {
      const text = await (await hidden.client.get(path)).text();
      expect(text).toContain('Zebra Vault Secret');
      expect(text).toContain('Quintessa Hiddenmark');
    }
  });
});

describe("last season's table", () => {
  it('archives the final standings of a season and shows the most recently ended one', async () => {
    await retireEveryone();
    const db = server.database.db;
    const viewer = await newPlayer('archive-viewer');
    const endedId = createPublicId();
    await db
      .insert(season)
      .values({ id: endedId, number: -3, status: 'ended', endedAt: new Date(Date.now() + 60_000) });
    const base = Date.now() - 86_400_000;
    // 58 banks in pairs of equal net worth from 3,000,000 down, one poor bank at the bottom, and a
    // disabled bank that must be left out.
    await insertBanks(
      [
        ...Array.from({ length: 58 }, (_, i) => ({
          netWorth: 3_000_000 - Math.floor(i / 2) * 10_000,
          joinedAt: new Date(base + i * 1000),
        })),
        { netWorth: 100_000, joinedAt: new Date(base) },
      ],
      endedId,
    );
    const [disabledId] = await insertBanks(
      [{ netWorth: 9_000_000, joinedAt: new Date(base) }],
      endedId,
    );
    await db
      .update(bank)
      .set({ disabled: true })
      .where(eq(bank.userId, disabledId ?? ''));
    // Tied with the pair at positions 57 and 58, who joined earlier.
    await setNetWorth(viewer.userId, 2_720_000);
    const current = await getCurrentSeason(db);
    await db.update(bank).set({ seasonId: endedId }).where(eq(bank.userId, viewer.userId));

    expect(await archiveStandings(db, endedId)).toBe(60);
    // Archiving again replaces the rows instead of failing on them.
    expect(await archiveStandings(db, endedId)).toBe(60);
    const stored = await db
      .select()
      .from(seasonArchive)
      .where(eq(seasonArchive.seasonId, endedId))
      .orderBy(asc(seasonArchive.position));
    expect(stored.map((row) => row.position)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(stored.some((row) => row.netWorth === 9_000_000)).toBe(false);
    await db.update(bank).set({ seasonId: current.id }).where(eq(bank.userId, viewer.userId));
    // Later renames do not change the archive.
    await viewer.client.patch('/api/bank', { name: 'Renamed Later' });

    const archive = await viewer.client.json('/api/leaderboard/archive');
    expect(archive.season).toMatchObject({ id: endedId, number: -3 });
    expect(archive.total).toBe(60);
    expect(archive.rows).toHaveLength(50);
    expect(archive.rows.slice(0, 5).map((row) => [row.position, row.rank, row.netWorth])).toEqual([
      [1, 1, 3_000_000],
      [2, 1, 3_000_000],
      [3, 3, 2_990_000],
      [4, 3, 2_990_000],
      [5, 5, 2_980_000],
    ]);
    expect(archive.rows.every((row) => row.bankId === null)).toBe(true);
    expect(archive.me).toEqual({ rank: 57, position: 59 });
    expect(archive.aroundMe.map((row) => [row.position, row.rank, row.isMe])).toEqual([
      [54, 53, false],
      [55, 55, false],
      [56, 55, false],
      [57, 57, false],
      [58, 57, false],
      [59, 57, true],
      [60, 60, false],
    ]);
    expect(archive.aroundMe[5]).toMatchObject({
      bankName: 'Bank of Test',
      manager: 'Test Player',
      netWorth: 2_720_000,
    });

    // A player who was not in that season sees the table but no row of their own.
    const newcomer = await newPlayer('archive-newcomer');
    const theirs = await newcomer.client.json('/api/leaderboard/archive');
    expect(theirs.me).toBeNull();
    expect(theirs.aroundMe).toEqual([]);
    expect(theirs.rows).toHaveLength(50);
  });
});
