import { LEAGUE_PODIUM_SIZE } from '@ffl/engine/league-podium';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bank, leagueMember, wave, waveResult } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import { createPublicId } from '../../lib/public-id';
import {
  type Player,
  readError,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { rankWave } from '../leaderboard/wave-ranks';

/**
 * A league's own moves, its podium after each wave and its feed (decision 0036), on stored
 * standings: waves are written here as the wave runner writes them (wave and wave_result rows,
 * then the season table's ranks by wave-ranks.ts), with scores chosen so that ties are common.
 * The expected league ranks are counted here the obvious way: 1 + the members who score more
 * (points, then net worth), among the members the league had when the wave was ranked.
 */

let server: TestServer;
let created = 0;
/** Every player made here, in the order their banks were opened (the table's tie-break). */
const order = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function newPlayer(label: string): Promise<Player> {
  created += 1;
  const player = await signUpPlayer(server, `${label}-${created}@example.com`);
  order.set(player.userId, created);
  return player;
}

interface Score {
  points: number;
  netWorth: number;
}

interface Hit {
  player: Player;
  before: Score;
  after: Score;
  stars?: number;
}

/** Waves land one minute apart, each the newest ranked wave of the season. */
let clockMs = Date.UTC(2031, 0, 1);

async function seasonId(): Promise<string> {
  const [row] = await selectRows(
    server.database.db,
    sql`select id from season order by number desc limit 1`,
    z.object({ id: z.string() }),
  );
  if (!row) throw new Error('no season');
  return row.id;
}

/**
 * A wave that hit these players, written as the runner writes it: the results (points and net
 * worth before and after), each bank's score after it, then the season table's ranks. Returns
 * the wave's id and when it was ranked.
 */
async function landWave(hits: readonly Hit[], difficulty: 'easy' | 'hard' = 'easy') {
  const db = server.database.db;
  const season = await seasonId();
  clockMs += 60_000;
  const at = new Date(clockMs);
  const id = createPublicId();
  await db.insert(wave).values({
    id,
    seasonId: season,
    seed: 1,
    difficulty,
    forecast: [],
    attacks: [],
    scheduledAt: at,
    status: 'done',
    finishedAt: at,
  });
  for (const hit of hits) {
    await db.insert(waveResult).values({
      waveId: id,
      userId: hit.player.userId,
      publicId: createPublicId(),
      stars: hit.stars ?? 3,
      totalBase: 100,
      totalDamage: 0,
      netChange: hit.after.netWorth - hit.before.netWorth,
      cashAfter: hit.after.netWorth,
      netWorthAfter: hit.after.netWorth,
      points: hit.after.points - hit.before.points,
      pointsAfter: hit.after.points,
      outcomes: [],
      createdAt: at,
    });
    await db
      .update(bank)
      .set({ points: hit.after.points, cash: hit.after.netWorth, invested: 0 })
      .where(eq(bank.userId, hit.player.userId));
  }
  await rankWave(db, id, season);
  await db.update(wave).set({ rankedAt: at }).where(eq(wave.id, id));
  return { id, at };
}

async function createLeague(owner: Player, members: readonly Player[], name = 'Social league') {
  const league = await readJson(await owner.client.post('/api/leagues', { name }));
  for (const member of members) {
    const res = await member.client.post('/api/leagues/join', { code: league.code });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return league;
}

/** Moves a membership's join to this time (a member who joined after a wave, say). */
async function setJoinedAt(leagueId: string, player: Player, at: Date) {
  await server.database.db
    .update(leagueMember)
    .set({ joinedAt: at })
    .where(and(eq(leagueMember.leagueId, leagueId), eq(leagueMember.userId, player.userId)));
}

const better = (a: Score, b: Score) =>
  a.points > b.points || (a.points === b.points && a.netWorth > b.netWorth);

/** 1 + the scores better than `me`'s. */
function rankAmong(scores: readonly Score[], me: Score): number {
  return 1 + scores.filter((other) => better(other, me)).length;
}

/** The league's expected standings around a wave: ranks, moves and places after it. */
function expectedStandings(hits: readonly Hit[]) {
  const befores = hits.map((hit) => hit.before);
  const afters = hits.map((hit) => hit.after);
  const placed = [...hits].sort(
    (a, b) =>
      b.after.points - a.after.points ||
      b.after.netWorth - a.after.netWorth ||
      (order.get(a.player.userId) ?? 0) - (order.get(b.player.userId) ?? 0),
  );
  return placed.map((hit, index) => {
    const rankBefore = rankAmong(befores, hit.before);
    const rankAfter = rankAmong(afters, hit.after);
    return { hit, position: index + 1, rankBefore, rankAfter, move: rankBefore - rankAfter };
  });
}

describe("a league's moves", () => {
  it('are the league’s own: two members who kept their places show no move, whatever the global table did', async () => {
    const first = await newPlayer('keeps-first');
    const second = await newPlayer('keeps-second');
    const outsider = await newPlayer('outsider');
    const league = await createLeague(first, [second]);
    // Before: first 50, second 40, the outsider 30. After: 100, 80, and the outsider 90, who
    // passes the second member in the season table but not in the league.
    await landWave([
      {
        player: first,
        before: { points: 50, netWorth: 1_000_000 },
        after: { points: 100, netWorth: 1_000_000 },
      },
      {
        player: second,
        before: { points: 40, netWorth: 1_000_000 },
        after: { points: 80, netWorth: 1_000_000 },
      },
      {
        player: outsider,
        before: { points: 30, netWorth: 1_000_000 },
        after: { points: 90, netWorth: 1_000_000 },
      },
    ]);

    const global = await second.client.json('/api/leaderboard');
    const globalMove = (player: Player) =>
      global.rows.find((row) => row.bankId === player.bankId)?.move;
    expect(globalMove(second)).toBe(-1);
    expect(globalMove(outsider)).toBe(1);

    const detail = await second.client.json(`/api/leagues/${league.id}`);
    expect(detail.table.rows.map((row) => [row.rank, row.move])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(detail.table.biggestClimber).toBeNull();
    const tab = await first.client.json(`/api/leaderboard/league/${league.id}`);
    expect(tab.rows.map((row) => row.move)).toEqual([0, 0]);
    expect(detail.podium?.climber).toBeNull();
    expect(detail.podium?.me).toMatchObject({ rankBefore: 2, rankAfter: 2, move: 0 });
  });

  it('count only the members the league had at the wave: a later joiner has none and is on no podium', async () => {
    const owner = await newPlayer('early-owner');
    const early = await newPlayer('early');
    const late = await newPlayer('late');
    const league = await createLeague(owner, [early, late]);
    const { at } = await landWave([
      {
        player: owner,
        before: { points: 10, netWorth: 900_000 },
        after: { points: 20, netWorth: 900_000 },
      },
      {
        player: early,
        before: { points: 0, netWorth: 900_000 },
        after: { points: 40, netWorth: 900_000 },
      },
      // The late joiner scored most, but joined the league after the wave was ranked.
      {
        player: late,
        before: { points: 60, netWorth: 900_000 },
        after: { points: 100, netWorth: 900_000 },
      },
    ]);
    await setJoinedAt(league.id, late, new Date(at.getTime() + 1000));

    const detail = await owner.client.json(`/api/leagues/${league.id}`);
    const moveOf = (player: Player) =>
      detail.table.rows.find((row) => row.bankId === player.bankId)?.move;
    expect(moveOf(late)).toBeNull();
    expect(moveOf(early)).toBe(1);
    expect(moveOf(owner)).toBe(-1);
    expect(detail.table.biggestClimber).toEqual({ bankName: expect.any(String), move: 1 });
    expect(detail.podium?.members).toBe(2);
    expect(detail.podium?.top.map((place) => [place.position, place.rank, place.move])).toEqual([
      [1, 1, 1],
      [2, 2, -1],
    ]);
    expect(detail.podium?.climber?.move).toBe(1);
    const lateView = await late.client.json(`/api/leagues/${league.id}`);
    expect(lateView.podium?.me).toBeNull();
    expect(lateView.podium?.top.some((place) => place.isMe)).toBe(false);
  });

  it('match the league ranks counted by hand, ties included, in the table, the climber and the podium', async () => {
    const pool: Player[] = [];
    for (let i = 0; i < 6; i++) pool.push(await newPlayer('pool'));
    const scoreArb = fc.record({
      points: fc.constantFrom(0, 30, 60),
      netWorth: fc.constantFrom(900_000, 1_000_000),
    });
    const memberArb = fc.record({
      in: fc.boolean(),
      hit: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
      lateJoiner: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      before: scoreArb,
      after: scoreArb,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(memberArb, { minLength: pool.length - 1, maxLength: pool.length - 1 }),
        async (drawn) => {
          const [owner, ...others] = pool as [Player, ...Player[]];
          const members = others.filter((_, index) => drawn[index]?.in);
          const league = await createLeague(owner, members);
          const ofPlayer = new Map(others.map((player, index) => [player.userId, drawn[index]]));
          const hits: Hit[] = [owner, ...members].flatMap((player) => {
            const draw = ofPlayer.get(player.userId) ?? {
              hit: true,
              lateJoiner: false,
              before: { points: 30, netWorth: 1_000_000 },
              after: { points: 30, netWorth: 1_000_000 },
            };
            return draw.hit ? [{ player, before: draw.before, after: draw.after }] : [];
          });
          const { at } = await landWave(hits);
          const late = members.filter((player) => ofPlayer.get(player.userId)?.lateJoiner);
          for (const player of late)
            await setJoinedAt(league.id, player, new Date(at.getTime() + 1));
          const counted = hits.filter((hit) => !late.includes(hit.player));
          const expected = expectedStandings(counted);

          const detail = await owner.client.json(`/api/leagues/${league.id}`);
          for (const row of detail.table.rows) {
            const standing = expected.find((s) => s.hit.player.bankId === row.bankId);
            expect(row.move).toBe(standing ? standing.move : null);
          }
          const climbers = expected.filter((s) => s.move > 0);
          const best = Math.max(0, ...climbers.map((s) => s.move));
          const climber = climbers.find((s) => s.move === best) ?? null;
          const podium = detail.podium;
          if (expected.length === 0) expect(podium).toBeNull();
          else {
            expect(podium?.members).toBe(expected.length);
            expect(
              podium?.top.map((place) => [place.position, place.rank, place.move, place.points]),
            ).toEqual(
              expected
                .slice(0, LEAGUE_PODIUM_SIZE)
                .map((s) => [s.position, s.rankAfter, s.move, s.hit.after.points]),
            );
            expect(podium?.climber ? [podium.climber.move, podium.climber.rank] : null).toEqual(
              climber ? [climber.move, climber.rankAfter] : null,
            );
            const mine = expected.find((s) => s.hit.player === owner);
            expect(podium?.me ? [podium.me.rankBefore, podium.me.rankAfter] : null).toEqual(
              mine ? [mine.rankBefore, mine.rankAfter] : null,
            );
          }
          expect(detail.table.biggestClimber?.move ?? null).toBe(climber?.move ?? null);
          expect((await owner.client.delete(`/api/leagues/${league.id}`)).status).toBe(200);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("a league's podium", () => {
  it('keeps anonymous members anonymous to the others, names me to myself, and links my report', async () => {
    const owner = await newPlayer('podium-owner');
    const hidden = await newPlayer('podium-hidden');
    expect((await hidden.client.patch('/api/bank', { anonymous: true })).status).toBe(200);
    const league = await createLeague(owner, [hidden]);
    const landed = await landWave(
      [
        {
          player: owner,
          before: { points: 10, netWorth: 1_000_000 },
          after: { points: 20, netWorth: 1_000_000 },
        },
        {
          player: hidden,
          before: { points: 0, netWorth: 1_000_000 },
          after: { points: 70, netWorth: 1_000_000 },
        },
      ],
      'hard',
    );
    const ownerView = await owner.client.json(`/api/leagues/${league.id}`);
    expect(ownerView.podium).toMatchObject({ waveId: landed.id, difficulty: 'hard', members: 2 });
    expect(ownerView.podium?.rankedAt).toBe(landed.at.toISOString());
    const [top, second] = ownerView.podium?.top ?? [];
    expect(top).toMatchObject({ anonymous: true, manager: null, isMe: false, wavePoints: 70 });
    expect(top?.bankName).toMatch(/^Anonymous bank #\d{4}$/);
    expect(second).toMatchObject({ isMe: true, manager: 'Test Player' });
    expect(ownerView.podium?.climber).toMatchObject({ bankName: top?.bankName, move: 1 });
    const [report] = await server.database.db
      .select({ publicId: waveResult.publicId })
      .from(waveResult)
      .where(and(eq(waveResult.waveId, landed.id), eq(waveResult.userId, owner.userId)));
    expect(ownerView.podium?.me).toEqual({
      rankBefore: 1,
      rankAfter: 2,
      move: -1,
      reportId: report?.publicId,
    });

    const hiddenView = await hidden.client.json(`/api/leagues/${league.id}`);
    expect(hiddenView.podium?.top[0]).toMatchObject({ isMe: true, manager: 'Test Player' });
    expect(hiddenView.podium?.top[0]?.bankName).not.toMatch(/^Anonymous bank/);
  });
});

describe("a league's feed", () => {
  it('lists joins, each wave’s podium and badges, newest first, in pages that fit together', async () => {
    const owner = await newPlayer('feed-owner');
    const member = await newPlayer('feed-member');
    const outsider = await newPlayer('feed-outsider');
    const league = await createLeague(owner, []);
    const joinOf = async (player: Player) => {
      const [row] = await server.database.db
        .select({ joinedAt: leagueMember.joinedAt })
        .from(leagueMember)
        .where(and(eq(leagueMember.leagueId, league.id), eq(leagueMember.userId, player.userId)));
      return row?.joinedAt;
    };
    // The league starts before the waves the test writes (they are dated ahead).
    const wave1 = await landWave([
      {
        player: owner,
        before: { points: 0, netWorth: 1_000_000 },
        after: { points: 40, netWorth: 1_000_000 },
      },
      {
        player: outsider,
        before: { points: 0, netWorth: 1_000_000 },
        after: { points: 10, netWorth: 1_000_000 },
      },
    ]);
    // The member joins after the first wave, then the second wave is hard and both earn five stars.
    expect((await member.client.post('/api/leagues/join', { code: league.code })).status).toBe(200);
    await setJoinedAt(league.id, member, new Date(wave1.at.getTime() + 30_000));
    const wave2 = await landWave(
      [
        {
          player: owner,
          before: { points: 40, netWorth: 1_000_000 },
          after: { points: 90, netWorth: 1_000_000 },
          stars: 5,
        },
        {
          player: member,
          before: { points: 0, netWorth: 1_000_000 },
          after: { points: 100, netWorth: 1_000_000 },
          stars: 5,
        },
      ],
      'hard',
    );
    // A wave that hit nobody in the league is not in its feed.
    await landWave([
      {
        player: outsider,
        before: { points: 10, netWorth: 1_000_000 },
        after: { points: 20, netWorth: 1_000_000 },
      },
    ]);

    const feed = await member.client.json(`/api/leagues/${league.id}/feed?limit=50`);
    expect(feed.nextBefore).toBeNull();
    expect(feed.entries.map((entry) => [entry.kind, entry.at])).toEqual([
      ['podium', wave2.at.toISOString()],
      ['badge', wave2.at.toISOString()],
      ['badge', wave2.at.toISOString()],
      ['joined', new Date(wave1.at.getTime() + 30_000).toISOString()],
      ['podium', wave1.at.toISOString()],
      ['joined', (await joinOf(owner))?.toISOString()],
    ]);
    const [podium2, badgeA, badgeB, joined, podium1, founded] = feed.entries;
    expect(podium2?.kind === 'podium' && podium2.podium).toMatchObject({
      waveId: wave2.id,
      members: 2,
      climber: { isMe: true, move: 1 },
      me: { rankBefore: 2, rankAfter: 1, move: 1 },
    });
    expect(podium1?.kind === 'podium' && podium1.podium).toMatchObject({
      waveId: wave1.id,
      members: 1,
      me: null,
      top: [{ isMe: false, position: 1, rank: 1 }],
    });
    for (const badge of [badgeA, badgeB]) {
      expect(badge).toMatchObject({ kind: 'badge', badge: 'hard-wave-five-stars' });
    }
    expect(new Set([badgeA, badgeB].map((b) => b?.kind === 'badge' && b.member.isMe))).toEqual(
      new Set([true, false]),
    );
    expect(joined).toMatchObject({ kind: 'joined', founded: false, member: { isMe: true } });
    expect(founded).toMatchObject({ kind: 'joined', founded: true, member: { isMe: false } });
    expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);

    // Page by page, two at a time: the same entries in the same order, once each. The two badges
    // and the podium of the hard wave share a moment, so the first page keeps all three.
    const paged: typeof feed.entries = [];
    const sizes: number[] = [];
    let before: string | null = null;
    for (let page = 0; page < 10; page++) {
      const query: string = before ? `&before=${encodeURIComponent(before)}` : '';
      const next = await member.client.json(`/api/leagues/${league.id}/feed?limit=2${query}`);
      paged.push(...next.entries);
      sizes.push(next.entries.length);
      before = next.nextBefore;
      if (!before) break;
    }
    expect(paged).toEqual(feed.entries);
    expect(sizes).toEqual([3, 2, 1]);
  });

  it('leaves out badges a member earned before joining, and answers not-found to a non-member', async () => {
    const owner = await newPlayer('feed2-owner');
    const stranger = await newPlayer('feed2-stranger');
    const earner = await newPlayer('feed2-earner');
    const earned = await landWave(
      [
        {
          player: earner,
          before: { points: 0, netWorth: 1_000_000 },
          after: { points: 100, netWorth: 1_000_000 },
          stars: 5,
        },
      ],
      'hard',
    );
    const league = await createLeague(owner, [earner]);
    await setJoinedAt(league.id, earner, new Date(earned.at.getTime() + 1000));
    const feed = await owner.client.json(`/api/leagues/${league.id}/feed`);
    expect(feed.entries.map((entry) => entry.kind)).toEqual(['joined', 'joined']);
    const refused = await stranger.client.get(`/api/leagues/${league.id}/feed`);
    expect(refused.status).toBe(404);
    expect((await readError(refused)).code).toBe('not-found');
  });
});
