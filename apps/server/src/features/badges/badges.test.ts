import { DRILLS } from '@ffl/content/drills';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bank, season, wave, waveResult } from '../../db/schema/game';
import { drillAttempt, quizAttempt } from '../../db/schema/learning';
import { activityDay, playerPrefs } from '../../db/schema/loop';
import { createTestClock } from '../../lib/clock';
import { addDays, localDay } from '../../lib/local-day';
import { createPublicId } from '../../lib/public-id';
import {
  type Player,
  readJson,
  signUpPlayer,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import type { Badge, BadgeId } from './badge-schemas';

const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

let emails = 0;
function newPlayer(): Promise<Player> {
  emails += 1;
  return signUpPlayer(server, `badge-player-${emails}@example.com`);
}

async function seasonOf(player: Player): Promise<string> {
  const [row] = await server.database.db
    .select({ seasonId: bank.seasonId })
    .from(bank)
    .where(eq(bank.userId, player.userId));
  if (!row) throw new Error('no bank');
  return row.seasonId;
}

async function badgesOf(player: Player): Promise<Record<BadgeId, Badge>> {
  const { badges } = await player.client.json('/api/me/badges');
  return Object.fromEntries(badges.map((badge) => [badge.id, badge])) as Record<BadgeId, Badge>;
}

async function seedQuizPass(player: Player, fraudId: string, at: Date, seasonId?: string) {
  await server.database.db.insert(quizAttempt).values({
    id: createPublicId(),
    userId: player.userId,
    fraudId,
    seasonId: seasonId ?? (await seasonOf(player)),
    questionIds: [],
    status: 'submitted',
    createdAt: at,
    endedAt: at,
    submittedAt: at,
    score: 5,
    passed: true,
    reward: 0,
  });
}

/** A first-of-season drill submit: passed (right decision, every red flag) or wrong. */
async function seedDrill(player: Player, index: number, at: Date, passed: boolean) {
  const drill = DRILLS[index];
  if (!drill) throw new Error(`no drill ${index}`);
  const redFlags = drill.hotspots.filter((h) => h.redFlag).length;
  await server.database.db.insert(drillAttempt).values({
    id: createPublicId(),
    userId: player.userId,
    seasonId: await seasonOf(player),
    drillId: drill.id,
    fraudId: drill.fraudId,
    legitimate: drill.legitimate,
    difficulty: 'moderate',
    decision: drill.rightDecisions[0] ?? 'report',
    flags: [],
    outcome: passed ? 'right' : 'wrong',
    redFlags,
    found: redFlags,
    missed: 0,
    falseFlags: 0,
    missedIds: [],
    payDecision: 0,
    payFlags: 0,
    payDeduction: 0,
    paid: 0,
    firstOfSeason: true,
    createdAt: at,
  });
}

async function seedWave(
  player: Player,
  difficulty: 'easy' | 'medium' | 'hard',
  stars: number,
  seasonId?: string,
) {
  const id = createPublicId();
  const now = clock.now();
  await server.database.db.insert(wave).values({
    id,
    seasonId: seasonId ?? (await seasonOf(player)),
    seed: 1,
    difficulty,
    forecast: [],
    attacks: [],
    scheduledAt: now,
    status: 'done',
    finishedAt: now,
  });
  await server.database.db.insert(waveResult).values({
    waveId: id,
    userId: player.userId,
    publicId: createPublicId(),
    stars,
    totalBase: 100,
    totalDamage: 0,
    netChange: 0,
    cashAfter: 0,
    netWorthAfter: 0,
    outcomes: [],
  });
}

async function seedDays(player: Player, days: readonly string[], firstAt: Date) {
  await server.database.db
    .insert(activityDay)
    .values(days.map((day) => ({ userId: player.userId, day, kinds: ['drill'], firstAt })));
}

let oldSeason: string;
beforeAll(async () => {
  oldSeason = createPublicId();
  await server.database.db
    .insert(season)
    .values({ id: oldSeason, number: -1, status: 'ended', startedAt: new Date(0) });
});

describe('my badges', () => {
  it('lists every badge, none earned, for a new player', async () => {
    const player = await newPlayer();
    const { badges } = await player.client.json('/api/me/badges');
    expect(badges.map((badge) => badge.id)).toEqual([
      'all-quizzes-passed',
      'perfect-drill-week',
      'hard-wave-five-stars',
      'seven-day-streak',
    ]);
    for (const badge of badges) {
      expect(badge).toMatchObject({ earned: false, earnedAt: null });
      expect(badge.progress.done).toBe(0);
    }
  });

  it("earns 'all quizzes passed' at the pass that completes this season's set", async () => {
    const player = await newPlayer();
    const base = clock.now().getTime();
    const last = FRAUD_IDS.length - 1;
    for (const [index, fraudId] of FRAUD_IDS.entries()) {
      // The last fraud was passed only in an earlier season: it does not count.
      if (index === last) await seedQuizPass(player, fraudId, new Date(base), oldSeason);
      else await seedQuizPass(player, fraudId, new Date(base + index * 1000));
    }
    // Two passes of one fraud count once.
    await seedQuizPass(player, 'Phishing', new Date(base + 5 * 60_000));
    expect((await badgesOf(player))['all-quizzes-passed']).toEqual({
      id: 'all-quizzes-passed',
      earned: false,
      earnedAt: null,
      progress: { done: FRAUD_IDS.length - 1, of: FRAUD_IDS.length },
    });

    const completedAt = new Date(base + 10 * 60_000);
    await seedQuizPass(player, FRAUD_IDS[last] as string, completedAt);
    expect((await badgesOf(player))['all-quizzes-passed']).toEqual({
      id: 'all-quizzes-passed',
      earned: true,
      earnedAt: completedAt.toISOString(),
      progress: { done: FRAUD_IDS.length, of: FRAUD_IDS.length },
    });
  });

  it("earns the perfect week in the player's Monday–Sunday week, and not after a miss", async () => {
    // Sunday 16 March 2025, 20:00 UTC is Monday 09:00 in Auckland.
    const sunday = Date.UTC(2025, 2, 16, 20);
    expect(new Date(sunday).getUTCDay()).toBe(0);
    const times = [0, 1, 2, 3].map((i) => new Date(sunday + i * 60_000));
    const monday = new Date(Date.UTC(2025, 2, 17, 1));
    const utc = await newPlayer();
    const kiwi = await newPlayer();
    await server.database.db
      .insert(playerPrefs)
      .values({ userId: kiwi.userId, timeZone: 'Pacific/Auckland' });
    for (const player of [utc, kiwi]) {
      for (const [i, at] of times.entries()) await seedDrill(player, i, at, true);
      await seedDrill(player, 4, monday, true);
    }
    expect((await badgesOf(utc))['perfect-drill-week']).toMatchObject({
      earned: false,
      earnedAt: null,
    });
    expect((await badgesOf(kiwi))['perfect-drill-week']).toMatchObject({
      earned: true,
      earnedAt: monday.toISOString(),
      progress: { done: 5, of: 5 },
    });

    // A miss before the fifth pass spoils the week; five passes after it do not make it perfect.
    const spoiled = await newPlayer();
    const wednesday = Date.UTC(2025, 2, 19, 9);
    await seedDrill(spoiled, 0, new Date(wednesday), true);
    await seedDrill(spoiled, 1, new Date(wednesday + 60_000), false);
    for (const i of [2, 3, 4, 5, 6]) {
      await seedDrill(spoiled, i, new Date(wednesday + i * 60_000), true);
    }
    expect((await badgesOf(spoiled))['perfect-drill-week']).toMatchObject({ earned: false });

    // This week's passes show as progress.
    const now = clock.now().getTime();
    for (const i of [0, 1, 2]) await seedDrill(spoiled, 10 + i, new Date(now + i), true);
    expect((await badgesOf(spoiled))['perfect-drill-week']).toEqual({
      id: 'perfect-drill-week',
      earned: false,
      earnedAt: null,
      progress: { done: 3, of: 5 },
    });
  });

  it('earns 5 stars against a hard wave of this season only', async () => {
    const player = await newPlayer();
    await seedWave(player, 'medium', 5);
    await seedWave(player, 'hard', 5, oldSeason);
    await seedWave(player, 'hard', 4);
    expect((await badgesOf(player))['hard-wave-five-stars']).toEqual({
      id: 'hard-wave-five-stars',
      earned: false,
      earnedAt: null,
      progress: { done: 4, of: 5 },
    });
    await seedWave(player, 'hard', 5);
    expect((await badgesOf(player))['hard-wave-five-stars']).toMatchObject({
      earned: true,
      progress: { done: 5, of: 5 },
    });
  });

  it('earns the 7-day streak for 7 days in a row this season', async () => {
    const now = clock.now();
    const today = localDay(now, 'UTC');
    const run = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => addDays(today, from + i));

    const seven = await newPlayer();
    await seedDays(seven, run(-6, 7), now);
    expect((await badgesOf(seven))['seven-day-streak']).toEqual({
      id: 'seven-day-streak',
      earned: true,
      earnedAt: now.toISOString(),
      progress: { done: 7, of: 7 },
    });

    const six = await newPlayer();
    await seedDays(six, run(-6, 6), now);
    expect((await badgesOf(six))['seven-day-streak']).toMatchObject({
      earned: false,
      progress: { done: 6, of: 7 },
    });

    const broken = await newPlayer();
    await seedDays(broken, [...run(-10, 6), ...run(-2, 3)], now);
    expect((await badgesOf(broken))['seven-day-streak']).toMatchObject({
      earned: false,
      progress: { done: 3, of: 7 },
    });

    // Days learned before this season started do not count.
    const [current] = await server.database.db
      .select({ startedAt: season.startedAt })
      .from(season)
      .where(eq(season.id, await seasonOf(broken)));
    const earlier = await newPlayer();
    await seedDays(earlier, run(-6, 7), new Date((current?.startedAt ?? now).getTime() - 1000));
    expect((await badgesOf(earlier))['seven-day-streak']).toMatchObject({
      earned: false,
      progress: { done: 0, of: 7 },
    });
  });
});

describe("a league member's badges", () => {
  it('shows members the earned badges of each member, keeps anonymity, and hides the league from others', async () => {
    const owner = await newPlayer();
    const member = await newPlayer();
    const outsider = await newPlayer();
    await seedWave(owner, 'hard', 5);
    const res = await owner.client.post('/api/leagues', { name: 'Badge Club' });
    expect(res.status).toBe(200);
    const league = await readJson(res);
    expect((await member.client.post('/api/leagues/join', { code: league.code })).status).toBe(200);
    expect((await member.client.patch('/api/bank', { anonymous: true })).status).toBe(200);

    const seenByMember = await member.client.json(`/api/leagues/${league.id}/badges`);
    expect(seenByMember.members).toHaveLength(2);
    const [first, second] = seenByMember.members;
    expect(first).toMatchObject({ bankId: owner.bankId, isMe: false, anonymous: false });
    expect(first?.badges.map((badge) => badge.id)).toEqual(['hard-wave-five-stars']);
    expect(second).toMatchObject({ bankId: member.bankId, isMe: true, badges: [] });

    const seenByOwner = await owner.client.json(`/api/leagues/${league.id}/badges`);
    expect(seenByOwner.members[1]).toMatchObject({
      bankId: member.bankId,
      anonymous: true,
      isMe: false,
      bankName: expect.stringMatching(/^Anonymous bank #\d+$/),
    });

    const other = await outsider.client.get(`/api/leagues/${league.id}/badges`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      error: {
        code: 'not-found',
        message: 'That league does not exist, or you are not a member of it.',
      },
    });
    expect((await server.client().get(`/api/leagues/${league.id}/badges`)).status).toBe(401);
  });

  it('hides an anonymous member from a member who does not own the league', async () => {
    const owner = await newPlayer();
    const hidden = await newPlayer();
    const viewer = await newPlayer();
    const res = await owner.client.post('/api/leagues', { name: 'Quiet Club' });
    const league = await readJson(res);
    for (const player of [hidden, viewer]) {
      await player.client.post('/api/leagues/join', { code: league.code });
    }
    await hidden.client.patch('/api/bank', { anonymous: true });
    const seen = await viewer.client.json(`/api/leagues/${league.id}/badges`);
    expect(seen.members[1]).toMatchObject({ bankId: null, anonymous: true });
    expect(JSON.stringify(seen)).not.toContain(hidden.bankId);
  });
});
