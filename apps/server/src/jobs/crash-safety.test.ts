import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { wave, waveSchedule } from '../db/schema/game';
import { ensureGameState } from '../features/seasons/current-season';
import { drawFromDraft, insertWave } from '../features/waves/wave-service';
import { type ChildServer, startChildServer } from '../test/child-server';
import { prepareChildStore } from '../test/child-store';
import { seedPlayers } from '../test/seed-players';
import { checkWaveLanded, countRows } from '../test/wave-integrity';

// What is tested happens per batch: the SIGKILL lands mid-wave, between batches or inside one (its
// transaction is lost), and the restarted server must skip the players already hit and hit the rest
// once. That needs many batches and a kill after the first few, not many players: 4,000 players in
// 400 batches of 10, killed once 200 are hit (20 batches), as 20,000 in 40 batches of 500 were
// killed after 4. Small batches cost a little more each, so the rest of the wave after the kill
// still takes about as long as at 20,000 (measured: ~3 s on PGlite, ~1.3 s on PostgreSQL), and
// the kill has the same time to land before the wave ends; seeding 20,000 cost ~10 s a run.
const PLAYERS = 4_000;
const BATCH_SIZE = 10;
const KILL_AFTER = 200;

let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill();
});

describe('crash safety', () => {
  it('resumes a wave after SIGKILL: every player gets exactly one result and one set of ledger rows', async () => {
    const store = await prepareChildStore('crash');
    let waveId = '';
    {
      const database = await store.open();
      await ensureGameState(database.db);
      await database.db.update(waveSchedule).set({ enabled: false });
      await seedPlayers(database.db, PLAYERS, 'crash');
      const due = await insertWave(database.db, drawFromDraft({ difficulty: 'hard' }), {
        at: new Date(Date.now() - 1000),
      });
      waveId = due.id;
      await database.close();
    }
    const env = {
      ...store.env,
      SCHEDULER: 'on',
      SCHEDULER_TICK_MS: '100',
      WAVE_BATCH_SIZE: String(BATCH_SIZE),
      WAVE_LEASE_SECONDS: '2',
    };

    child = await startChildServer(env);
    await child.waitForLog(
      (line) => line.msg === 'wave batch written' && Number(line.players) >= KILL_AFTER,
      120_000,
    );
    await child.kill();

    {
      const database = await store.open();
      const [row] = await database.db.select().from(wave).where(sql`${wave.id} = ${waveId}`);
      const partial = await countRows(
        database.db,
        sql`select count(*)::int as n from wave_result where wave_id = ${waveId}`,
      );
      expect(row?.status).toBe('running');
      expect(partial).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(partial).toBeLessThan(PLAYERS);
      await database.close();
    }

    child = await startChildServer(env);
    await child.waitForLog((line) => line.msg === 'wave landed' && line.waveId === waveId, 180_000);
    // Ranks are the step after the landing (rankLandedWaves).
    await child.waitForLog((line) => line.msg === 'wave ranked' && line.waveId === waveId, 60_000);
    await child.stop();
    child = undefined;

    const database = await store.open();
    try {
      const db = database.db;
      const [row] = await db.select().from(wave).where(sql`${wave.id} = ${waveId}`);
      expect(row).toMatchObject({ status: 'done', playersHit: PLAYERS });
      // Exactly one result and one set of four ledger rows per player for this wave.
      expect(await checkWaveLanded(db, waveId)).toEqual({
        results: PLAYERS,
        charged: PLAYERS,
        wrongLedgers: 0,
      });
      // And every bank's cash is still the sum of its ledger.
      expect(
        await countRows(
          db,
          sql`select count(*)::int as n from bank b
                where b.cash <> (select sum(amount) from ledger l where l.user_id = b.user_id)`,
        ),
      ).toBe(0);
      // Ranked once, after the landing: every result has its ranks, and each bank's points are its
      // one result's (a second hit would have added them twice).
      expect(row?.rankedAt).not.toBeNull();
      expect(
        await countRows(
          db,
          sql`select count(*)::int as n from wave_result r join bank b on b.user_id = r.user_id
                where r.wave_id = ${waveId}
                  and (r.rank_before is null or r.rank_after is null or b.points <> r.points_after
                    or r.points_after <> r.points)`,
        ),
      ).toBe(0);
      // Each report's cash matches the bank's, so no player was charged twice.
      expect(
        await countRows(
          db,
          sql`select count(*)::int as n from bank b join wave_result r on r.user_id = b.user_id and r.wave_id = ${waveId}
                where r.cash_after <> b.cash`,
        ),
      ).toBe(0);
    } finally {
      await database.close();
      await store.drop();
    }
  }, 300_000);
});
