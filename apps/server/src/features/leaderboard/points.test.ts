import type { FraudId } from '@ffl/engine/ids';
import { computeWavePoints } from '@ffl/engine/points';
import { resolveWave } from '@ffl/engine/resolve-wave';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wave } from '../../db/schema/game';
import { selectRows } from '../../db/select-rows';
import {
  type Player,
  readJson,
  sendCustomWave,
  signUpGameMaster,
  signUpPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/test-server';
import type { Bank } from '../bank/bank-schemas';

/**
 * Points and ranks after waves (issue 17): the wave's points in the report and the bank, the
 * rank before and after in the season table (points, then net worth; ties share a rank), each
 * row's move, a league's biggest climber, the net-worth tab and my standing. The expected ranks
 * are counted here from the banks' scores, the obvious way.
 */

let server: TestServer;
let gm: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'gm-points@example.com' } });
  // The game master sits waves out, but still has a row in the table.
  gm = await signUpGameMaster(server, 'gm-points@example.com');
});
afterAll(async () => {
  await server.close();
});

const ATTACKS: FraudId[] = ['Phishing', 'Ransomware', 'SimSwap', 'InsiderFraud', 'AccAndInvFraud'];

const ScoreRow = z.object({ userId: z.string(), points: z.number(), netWorth: z.number() });
type Score = z.infer<typeof ScoreRow>;

/** Every bank in the season table, as the database has it now. */
async function scores(): Promise<Score[]> {
  return selectRows(
    server.database.db,
    sql`select user_id as "userId", points, net_worth as "netWorth" from bank
        where not disabled and season_id = (select id from season order by number desc limit 1)`,
    ScoreRow,
  );
}

/** 1 + the banks with more points, or as many points and a higher net worth. */
function rankIn(table: readonly Score[], userId: string): number {
  const me = table.find((row) => row.userId === userId);
  if (!me) throw new Error(`${userId} is not in the table`);
  return (
    1 +
    table.filter(
      (row) => row.points > me.points || (row.points === me.points && row.netWorth > me.netWorth),
    ).length
  );
}

const sendWave = () => sendCustomWave(server, gm, ATTACKS);

async function resultsOf(waveId: string) {
  return selectRows(
    server.database.db,
    sql`select user_id, points, points_after, rank_before, rank_after from wave_result
        where wave_id = ${waveId}`,
    z.object({
      user_id: z.string(),
      points: z.number(),
      points_after: z.number(),
      rank_before: z.number().nullable(),
      rank_after: z.number().nullable(),
    }),
  );
}

async function buy(player: Player, defenses: string[]) {
  for (const id of defenses) expect((await player.client.shop(id, 'buy')).status).toBe(200);
}

describe('points and ranks after a wave', () => {
  it('score each hit bank, rank it before and after, and show moves, the climber and my standing', async () => {
    const layered = await signUpPlayer(server, 'layered-pts@example.com');
    const bare = await signUpPlayer(server, 'bare-pts@example.com');
    const twinA = await signUpPlayer(server, 'twin-a-pts@example.com');
    const twinB = await signUpPlayer(server, 'twin-b-pts@example.com');
    await buy(layered, ['EmailFiltering', 'UserEducation', 'MultiFactorAuth']);
    await layered.client.put('/api/bank/alert', { family: 'social' });
    for (const twin of [twinA, twinB]) await buy(twin, ['MultiFactorAuth']);
    const players = [layered, bare, twinA, twinB];
    const league = await readJson(
      await bare.client.post('/api/leagues', { name: 'Points league' }),
    );
    for (const p of [layered, twinA])
      expect((await p.client.post('/api/leagues/join', { code: league.code })).status).toBe(200);

    // Wave 1.
    const banksBefore1 = await Promise.all(players.map((p) => p.client.json('/api/bank')));
    const table0 = await scores();
    const wave1 = await sendWave();
    const [row1] = await server.database.db.select().from(wave).where(eq(wave.id, wave1));
    expect(row1?.status).toBe('done');
    expect(row1?.rankedAt).not.toBeNull();
    const table1 = await scores();
    const results1 = new Map((await resultsOf(wave1)).map((r) => [r.user_id, r]));
    expect(results1.size).toBe(players.length);
    for (const [index, player] of players.entries()) {
      const bank = banksBefore1[index] as Bank;
      const loadout = Object.fromEntries(bank.owned.map((o) => [o.defenseId, o.level]));
      const outcome = resolveWave(ATTACKS, loadout, bank.alertFamily ?? null, bank.invested);
      const points = computeWavePoints(outcome.stars, outcome.totalBase, outcome.totalPrevented);
      expect(results1.get(player.userId)).toEqual({
        user_id: player.userId,
        points,
        points_after: points,
        rank_before: rankIn(table0, player.userId),
        rank_after: rankIn(table1, player.userId),
      });
      expect(table1.find((row) => row.userId === player.userId)?.points).toBe(points);
      // The report says the same.
      const page = await player.client.json('/api/reports');
      expect(page.reports[0]).toMatchObject({
        waveId: wave1,
        points,
        pointsAfter: points,
        rankBefore: rankIn(table0, player.userId),
        rankAfter: rankIn(table1, player.userId),
      });
    }
    // Identical banks tie: the same points and net worth share one rank.
    expect(results1.get(twinA.userId)?.rank_after).toBe(results1.get(twinB.userId)?.rank_after);
    // Defenses and the right alert earn more than no defense at all.
    expect(results1.get(layered.userId)?.points ?? 0).toBeGreaterThan(
      results1.get(bare.userId)?.points ?? 0,
    );

    // A player who joins after wave 1 has 0 points for it and no report of it.
    const late = await signUpPlayer(server, 'late-pts@example.com');
    expect((await late.client.json('/api/me/standing')).points).toBe(0);
    expect((await late.client.json('/api/me/standing')).lastWave).toBeNull();
    expect((await late.client.json('/api/reports')).reports).toEqual([]);

    // Wave 2: the bare bank buys a strong defense; the others stay as they are.
    await buy(bare, [
      'EmailFiltering',
      'UserEducation',
      'MultiFactorAuth',
      'SegregationOfDuties',
      'RegulatedAutoBackup',
    ]);
    await bare.client.put('/api/bank/alert', { family: 'social' });
    const table1b = await scores();
    const wave2 = await sendWave();
    const table2 = await scores();
    const results2 = new Map((await resultsOf(wave2)).map((r) => [r.user_id, r]));
    for (const player of [...players, late]) {
      const result = results2.get(player.userId);
      const earlier = results1.get(player.userId)?.points_after ?? 0;
      expect(result?.points_after).toBe(earlier + (result?.points ?? 0));
      expect(result?.rank_before).toBe(rankIn(table1b, player.userId));
      expect(result?.rank_after).toBe(rankIn(table2, player.userId));
    }
    expect(table2.find((row) => row.userId === late.userId)?.points).toBe(
      results2.get(late.userId)?.points,
    );

    // Every row's move is its rank before − after in the latest wave; the game master, who sat
    // it out, has none.
    const moveOf = (userId: string) => {
      const r = results2.get(userId);
      return r ? (r.rank_before ?? 0) - (r.rank_after ?? 0) : null;
    };
    const global = await bare.client.json('/api/leaderboard');
    expect(global.by).toBe('points');
    const ids = new Map([...players, late].map((p) => [p.bankId, p.userId]));
    expect(global.rows).toHaveLength(table2.length);
    for (const row of global.rows) {
      const userId = row.bankId ? ids.get(row.bankId) : undefined;
      expect(row.move).toBe(userId ? moveOf(userId) : null);
      expect(row.points).toBe(table2.find((s) => s.userId === userId)?.points ?? 0);
    }
    expect(global.rows.map((row) => row.rank)).toEqual(
      [...table2].map((s) => rankIn(table2, s.userId)).sort((a, b) => a - b),
    );

    // The net-worth tab: ordered by net worth alone.
    const byWorth = await bare.client.json('/api/leaderboard?by=net-worth');
    expect(byWorth.by).toBe('net-worth');
    const worths = byWorth.rows.map((row) => row.netWorth);
    expect(worths).toEqual([...worths].sort((a, b) => b - a));
    expect(byWorth.rows.map((row) => row.rank)).toEqual(
      byWorth.rows.map((row) => 1 + worths.filter((w) => w > row.netWorth).length),
    );
    expect((await bare.client.get('/api/leaderboard?by=cash')).status).toBe(400);

    // A league's moves are in its own ranks (decision 0036): its members ranked among themselves
    // just before and just after the wave; its biggest climber climbed most by those.
    const members = [bare, layered, twinA];
    const inLeague = (table: readonly Score[]) =>
      table.filter((row) => members.some((p) => p.userId === row.userId));
    const leagueMoveOf = (userId: string) =>
      rankIn(inLeague(table1b), userId) - rankIn(inLeague(table2), userId);
    const climbs = members
      .map((p) => ({ p, move: leagueMoveOf(p.userId), after: rankIn(inLeague(table2), p.userId) }))
      .filter((m) => m.move > 0)
      .sort((a, b) => b.move - a.move || a.after - b.after);
    const detail = await bare.client.json(`/api/leagues/${league.id}`);
    const top = climbs[0];
    const climberBank = top ? await top.p.client.json('/api/bank') : null;
    expect(detail.table.biggestClimber).toEqual(
      top ? { bankName: climberBank?.name, move: top.move } : null,
    );
    const leagueTable = await twinA.client.json(`/api/leaderboard/league/${league.id}`);
    expect(leagueTable.biggestClimber).toEqual(detail.table.biggestClimber);
    expect(leagueTable.rows.map((row) => row.move)).toEqual(
      leagueTable.rows.map((row) => {
        const userId = row.bankId ? ids.get(row.bankId) : undefined;
        return userId ? leagueMoveOf(userId) : null;
      }),
    );
    expect(global.biggestClimber).toBeNull();

    // My standing: rank, points, and the latest wave with its move.
    const standing = await bare.client.json('/api/me/standing');
    const bareResult = results2.get(bare.userId);
    expect(standing).toMatchObject({
      rank: rankIn(table2, bare.userId),
      points: bareResult?.points_after,
      players: table2.length,
      lastWave: {
        waveId: wave2,
        points: bareResult?.points,
        rankBefore: bareResult?.rank_before,
        rankAfter: bareResult?.rank_after,
      },
    });

    // A new season archives the points and ranks by the same rule, then takes points back to 0.
    expect((await gm.startSeason()).status).toBe(200);
    await server.scheduler.runOnce();
    const archive = await bare.client.json('/api/leaderboard/archive');
    const archived = archive.rows.map((row) => ({
      userId: `${row.position}`,
      points: row.points,
      netWorth: row.netWorth,
    }));
    const key = (row: { points: number; netWorth: number }) => `${row.points}|${row.netWorth}`;
    expect(archived.map(key).sort()).toEqual(table2.map(key).sort());
    expect(archive.rows.map((row) => row.rank)).toEqual(
      archived.map((row) => rankIn(archived, row.userId)),
    );
    for (const [index, row] of archived.entries()) {
      const next = archived[index + 1];
      if (next)
        expect(rankIn(archived, row.userId)).toBeLessThanOrEqual(rankIn(archived, next.userId));
    }
    expect(archive.rows.every((row) => row.move === null)).toBe(true);
    expect((await scores()).map((row) => row.points)).toEqual(table2.map(() => 0));
    const fresh = await bare.client.json('/api/leaderboard');
    expect(fresh.rows.every((row) => row.move === null && row.points === 0)).toBe(true);
  });
});
