import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { backoffDelayMs, isConnectionError } from './db-errors';
import * as authSchema from './schema/auth';
import * as gameSchema from './schema/game';
import * as opsSchema from './schema/ops';

export const schema = { ...authSchema, ...opsSchema, ...gameSchema };
export type Schema = typeof schema;

/** Both drivers share this type, so services never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A database or a transaction on it: anything that can run a statement. */
export type Executor = Pick<Db, 'execute'>;

/** A transaction or the database itself: services take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, when the kind is pglite; used for LISTEN/NOTIFY in-process. */
  pglite?: PGlite;
  /** The pool, when the kind is postgres. */
  pool?: pg.Pool;
  /** The connection URL, when the kind is postgres (the push listener opens its own connection). */
  url?: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL only. Errors of idle pooled connections (the server restarted, an operator ended
   * the session): without a listener node-postgres would crash the process.
   */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL only. Called before each new try when the first connection fails because the
   * database is unreachable; with it, opening waits and tries again with the specification's
   * backoff until the database answers. Without it, opening fails at once.
   */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** A dumped data folder to start from, which is much faster than a fresh initdb. */
  pgliteTemplate?: Blob | File;
  migrationsDir: string;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function migrateWhenReachable(pool: pg.Pool, options: OpenOptions): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: options.migrationsDir });
      return;
    } catch (error) {
      if (!options.onRetry || !isConnectionError(error)) throw error;
      const delayMs = backoffDelayMs(attempt);
      options.onRetry({ attempt: attempt + 1, delayMs, error });
      await new Promise((done) => setTimeout(done, delayMs));
    }
  }
}

/** Opens the database (PostgreSQL when a URL is given, PGlite otherwise) and migrates it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A connection that cannot be made within 5 s fails the request (503) instead of hanging it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // pg-pool listens for errors only on idle connections. A checked-out one (a transaction
    // between two statements, a request between two queries) whose server goes away emits
    // 'error' with no listener, and Node ends the process. So every connection gets its own
    // listener for its whole life: the loss is reported once, the statement that follows fails
    // (a 503), and the pool replaces the connection when it is released.
    pool.on('connect', (client) => {
      let reported = false;
      client.on('error', (error) => {
        // The server's reason ('terminating connection…') and then the socket's end: one loss.
        if (reported) return;
        reported = true;
        options.onPoolError?.(error);
      });
    });
    // The pool's own event repeats what the connection's listener has reported.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateWhenReachable(pool, options);
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.databaseUrl,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(
    dir,
    options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {},
  );
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: options.migrationsDir });
  const db = pgliteDb as unknown as Db;
  return { db, kind: 'pglite', pglite: client, ping: () => ping(db), close: () => client.close() };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
