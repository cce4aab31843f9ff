/**
 * Wave resolution at scale, on PGlite and (with TEST_DATABASE_URL, see scripts/with-postgres.mjs)
 * PostgreSQL: players per second for 10,000 and 100,000 players and a 5-attack wave, next to the
 * floor — a bare INSERT … SELECT writing the same result and ledger rows — and the ratio.
 */
import { resolve } from 'node:path';
import { FRAUDS } from '@ffl/engine/catalogue';
import type { FraudId } from '@ffl/engine/ids';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { ensureGameState } from '../src/features/seasons/current-season';
import { claimDueWave, runWave } from '../src/features/waves/wave-runner';
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
    batchSize: Number(process.env.WAVE_BATCH_SIZE ?? 2000),
    workers: Number(process.env.WAVE_WORKERS ?? (database.kind === 'postgres' ? 2 : 1)),
    leaseSeconds: 30,
  };
  const started = performance.now();
  const claimed = await claimDueWave(deps);
  if (claimed !== waveId) throw new Error('could not claim the bench wave');
  const hit = await runWave(deps, waveId);
  const waveMs = performance.now() - started;
  if (hit !== players) throw new Error(`expected ${players} players hit, got ${hit}`);

  // The floor: the same number of result rows (of the same shape) and ledger rows,
  // written by the database alone in one statement each, with no engine and no round trips.

  const floorWave = createPublicId();
  await db.execute(sql`insert into wave (id, season_id, seed, difficulty, forecast, attacks, scheduled_at, status)
    values (${floorWave}, ${seasonId}, 1, 'custom', '[]'::jsonb, '[]'::jsonb, now(), 'done')`);
  const floorStart = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into wave_result (wave_id, user_id, public_id, alert_family, stars, total_base,
        total_damage, net_change, cash_after, net_worth_after, outcomes)
      select ${floorWave}, user_id, substr(md5(user_id || 'floor'), 1, 20), alert_family, 2, 150000, 90000, -50000,
        cash, cash + invested, array[1, 2, 3, 4, 5] from bank`);
    await tx.execute(sql`insert into ledger (user_id, season_id, amount, kind, reference)
      select b.user_id, b.season_id, v.amount, v.kind, ${floorWave} from bank b
      cross join (values ('damage', -90000), ('revenue', 40000), ('upkeep', -2000), ('bonus', 20000)) as v(kind, amount)`);
  });
  const floorMs = performance.now() - floorStart;
  return { waveMs, floorMs };
}

async function main() {
  const kinds = (
    process.env.BENCH_KINDS ?? (process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite')
  ).split(',') as ('pglite' | 'postgres')[];
  console.log('Wave resolution: 5 attacks, every player hit, results + 4 ledger rows each');
  console.log('database   players   wave s   players/s   floor s   wave/floor');
  for (const kind of kinds) {
    for (const players of SIZES) {
      const { database, drop } = await freshDatabase(kind);
      try {
        const { waveMs, floorMs } = await measureWave(database, players);
        console.log(
          `${kind.padEnd(9)}  ${String(players).padStart(7)}   ${(waveMs / 1000).toFixed(2).padStart(6)}   ${Math.round(
            (players * 1000) / waveMs,
          )
            .toString()
            .padStart(
              9,
            )}   ${(floorMs / 1000).toFixed(2).padStart(7)}   ${(waveMs / floorMs).toFixed(2).padStart(10)}`,
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
