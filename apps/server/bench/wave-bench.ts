/**
 * Wave resolution at scale, on PGlite and (with TEST_DATABASE_URL, see scripts/with-postgres.mjs)
 * PostgreSQL: players per second for 10,000 and 100,000 players and a 5-attack wave, next to two
 * floors, each written by the database alone in one transaction with no engine and no round trips:
 * - floor: the same writes as the wave: the result rows, the four ledger rows each, and each
 *   bank's new cash and points (one INSERT … SELECT, one INSERT … SELECT, one UPDATE);
 * - rows floor: the result and ledger rows only (the floor of the earlier benches, which left out
 *   the bank update).
 * The ranking step that follows a landing (rankLandedWaves) is timed on its own.
 */
import { resolve } from 'node:path';
import { FRAUDS } from '@ffl/engine/catalogue';
import type { FraudId } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { WAVE_BATCH_SIZE_DEFAULT } from '../src/env';
import { ensureGameState } from '../src/features/seasons/current-season';
import { claimDueWave, rankLandedWaves, runWave } from '../src/features/waves/wave-runner';
import { drawFromDraft, insertWave } from '../src/features/waves/wave-service';
import { createLogger } from '../src/lib/logger';
import { createPublicId } from '../src/lib/public-id';
import type { EventBus } from '../src/realtime/event-bus';
import { createScratchDatabase } from '../src/test/scratch-postgres';
import { seedPlayers } from '../src/test/seed-players';

const migrationsDir = resolve(import.meta.dirname, '../drizzle');
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const quietBus: EventBus = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  readAfter: async () => [],
  readLatest: async () => [],
  close: async () => undefined,
};

async function freshDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://', migrationsDir });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'ffl_bench');
  const database = await openDatabase({ databaseUrl: scratch.url, migrationsDir });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const ATTACKS: FraudId[] = [
  'Phishing',
  'Ransomware',
  'AccountTakeover',
  'InsiderFraud',
  'AtmSkimming',
];

async function measureWave(database: Database, players: number) {
  const { db } = database;
  await ensureGameState(db);
  await seedPlayers(db, players, 'bench');
  const drawn = drawFromDraft({ difficulty: 'custom', fraudIds: ATTACKS });
  const { id: waveId, seasonId } = await insertWave(db, drawn, { at: new Date(Date.now() - 1000) });
  const deps = {
    db,
    logger: createLogger('silent', false),
    bus: quietBus,
    now: () => new Date(),
    instanceId: 'bench',
    batchSize: Number(process.env.WAVE_BATCH_SIZE ?? WAVE_BATCH_SIZE_DEFAULT),
    workers: Number(process.env.WAVE_WORKERS ?? (database.kind === 'postgres' ? 2 : 1)),
    leaseSeconds: 30,
  };
  const started = performance.now();
  const claimed = await claimDueWave(deps);
  if (claimed !== waveId) throw new Error('could not claim the bench wave');
  const hit = await runWave(deps, waveId);
  const waveMs = performance.now() - started;
  if (hit !== players) throw new Error(`expected ${players} players hit, got ${hit}`);
  const rankStart = performance.now();
  if ((await rankLandedWaves(deps)) !== 1) throw new Error('the bench wave was not ranked');
  const rankMs = performance.now() - rankStart;

  // The floor: the same number of result rows (of the same shape) and ledger rows,
  // written by the database alone in one statement each, with no engine and no round trips.

  const floorWave = createPublicId();
  await db.execute(sql`insert into wave (id, season_id, seed, difficulty, forecast, attacks, scheduled_at, status)
    values (${floorWave}, ${seasonId}, 1, 'custom', '[]'::jsonb, '[]'::jsonb, now(), 'done')`);
  const writeRows = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: string) => {
    await tx.execute(sql`insert into wave_result (wave_id, user_id, public_id, alert_family, stars, total_base,
        total_damage, net_change, cash_after, net_worth_after, points, points_after, outcomes)
      select ${id}, user_id, substr(md5(user_id || ${id}), 1, 20), alert_family, 2, 150000, 90000, -50000,
        cash, cash + invested, 40, points + 40, array[1, 2, 3, 4, 5] from bank`);
    await tx.execute(sql`insert into ledger (user_id, season_id, amount, kind, reference)
      select b.user_id, b.season_id, v.amount, v.kind, ${id} from bank b
      cross join (values ('damage', -90000), ('revenue', 40000), ('upkeep', -2000), ('bonus', 20000)) as v(kind, amount)`);
  };
  const rowsStart = performance.now();
  await db.transaction(async (tx) => writeRows(tx, floorWave));
  const rowsFloorMs = performance.now() - rowsStart;

  const fullWave = createPublicId();
  await db.execute(sql`insert into wave (id, season_id, seed, difficulty, forecast, attacks, scheduled_at, status)
    values (${fullWave}, ${seasonId}, 1, 'custom', '[]'::jsonb, '[]'::jsonb, now(), 'done')`);
  const floorStart = performance.now();
  await db.transaction(async (tx) => {
    await writeRows(tx, fullWave);
    await tx.execute(
      sql`update bank set cash = cash - 50000, points = points + 40, updated_at = now()`,
    );
  });
  const floorMs = performance.now() - floorStart;
  return { waveMs, rankMs, floorMs, rowsFloorMs };
}

async function main() {
  const kinds = (
    process.env.BENCH_KINDS ?? (process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite')
  ).split(',') as ('pglite' | 'postgres')[];
  console.log('Wave resolution: 5 attacks, every player hit, results + 4 ledger rows each');
  console.log(
    'database   players   wave s   players/s   floor s   wave/floor   rows floor s   wave/rows floor   ranks s',
  );
  for (const kind of kinds) {
    for (const players of SIZES) {
      const { database, drop } = await freshDatabase(kind);
      try {
        const { waveMs, rankMs, floorMs, rowsFloorMs } = await measureWave(database, players);
        const seconds = (ms: number, width: number) => (ms / 1000).toFixed(2).padStart(width);
        console.log(
          [
            kind.padEnd(9),
            String(players).padStart(7),
            seconds(waveMs, 6),
            String(Math.round((players * 1000) / waveMs)).padStart(9),
            seconds(floorMs, 7),
            (waveMs / floorMs).toFixed(2).padStart(10),
            seconds(rowsFloorMs, 12),
            (waveMs / rowsFloorMs).toFixed(2).padStart(15),
            seconds(rankMs, 7),
          ].join('   '),
        );
      } finally {
        await drop();
      }
    }
  }
  if (!process.env.TEST_DATABASE_URL)
    console.log('(PostgreSQL skipped: run through scripts/with-postgres.mjs)');
  void FRAUDS;
}

await main();
