import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScratchDatabase } from '../test/scratch-postgres';
import { type Database, openDatabase } from './client';
import { selectRows } from './select-rows';

/**
 * A pooled connection whose server session ends while it is checked out: between two statements
 * of a transaction. pg-pool watches only idle connections, so without a listener of our own the
 * connection's 'error' event would have none, and Node would end the process (in this test, the
 * test process: Vitest reports the uncaught error and the run fails).
 */
const base = process.env.TEST_DATABASE_URL as string;
const migrationsDir = resolve(import.meta.dirname, '../../drizzle');
let database: Database | undefined;
let dropScratch: (() => Promise<void>) | undefined;

afterAll(async () => {
  await database?.close();
  await dropScratch?.();
});

async function terminate(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('a PostgreSQL connection lost while checked out', () => {
  it('is reported once, fails only its own transaction, and the pool serves the next request', async () => {
    const scratch = await createScratchDatabase(base, 'ffl_pool_loss');
    dropScratch = scratch.drop;
    const lost: Error[] = [];
    database = await openDatabase({
      databaseUrl: scratch.url,
      migrationsDir,
      onPoolError: (error) => lost.push(error),
    });
    const db = database.db;

    const outcome = await db
      .transaction(async (tx) => {
        const [row] = await selectRows(
          tx,
          sql`select pg_backend_pid() as pid`,
          z.object({ pid: z.number() }),
        );
        await terminate(scratch.url, Number(row?.pid));
        // The session's end reaches the client while no statement is running.
        for (let i = 0; i < 100 && lost.length === 0; i += 1) {
          await new Promise((done) => setTimeout(done, 20));
        }
        await tx.execute(sql`select 1`);
        return 'committed';
      })
      .catch((error: Error) => error);

    expect(outcome).toBeInstanceOf(Error);
    expect(lost).toHaveLength(1);
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
    const [after] = await selectRows(
      db,
      sql`select 41 + 1 as answer`,
      z.object({ answer: z.number() }),
    );
    expect(after?.answer).toBe(42);
    expect(database.pool?.totalCount).toBeGreaterThan(0);
  });
});
