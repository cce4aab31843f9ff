import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createScratchDatabase } from '../test/scratch-postgres';
import type { EventBus } from './event-bus';
import type { PublishedEvent } from './live-events-schemas';
import { createEventBus } from './pg-event-bus';

/**
 * Issue 26: after an outage the push listener came back 9.7 s after the database, waiting out
 * the backoff the outage had built up. Here its backoff is an hour, so only the database
 * answering again (the pool opening a connection) can bring it back before the test times out.
 */
const base = process.env.TEST_DATABASE_URL as string;
const migrationsDir = resolve(import.meta.dirname, '../../drizzle');
let database: Database | undefined;
let bus: EventBus | undefined;
let dropScratch: (() => Promise<void>) | undefined;

afterAll(async () => {
  await bus?.close();
  await database?.close();
  await dropScratch?.();
});

/** Waits, a turn at a time, until `ready` holds. */
async function until(ready: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((done) => setTimeout(done, 20));
}

describe('the push listener after the database comes back', () => {
  it('listens again as soon as the database answers, not after its backoff', async () => {
    const scratch = await createScratchDatabase(base, 'ffl_bus_back');
    dropScratch = scratch.drop;
    database = await openDatabase({ databaseUrl: scratch.url, migrationsDir });
    const lines: { msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
          done();
        },
      }),
    );
    bus = await createEventBus(database, logger, { backoffDelayMs: () => 3_600_000 });
    const seen: PublishedEvent[] = [];
    bus.subscribe((event) => seen.push(event));

    // Every session of the app's database ends: the listener's and the pool's.
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [new URL(scratch.url).pathname.slice(1)],
      );
    } finally {
      await admin.end();
    }
    await until(() =>
      lines.some((line) => line.msg === 'push listener connection lost; reconnecting'),
    );

    // The database answers the app again: its pool opens a new connection.
    const db = database.db;
    await until(async () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    );
    await until(() => lines.some((line) => line.msg === 'push listener reconnected'));

    // And pushes arrive again.
    await bus.publish('countdown', { next: null });
    await until(() => seen.some((event) => event.type === 'countdown'));
    expect(seen.filter((event) => event.type === 'countdown')).toHaveLength(1);
  });
});
