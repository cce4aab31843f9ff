import { asc, desc, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { Database, Db } from '../db/client';
import { backoffDelayMs } from '../db/db-errors';
import { gameEvent } from '../db/schema/game';
import { selectRows } from '../db/select-rows';
import type { Logger } from '../lib/logger';
import type { EventBus } from './event-bus';
import { type PublishedEvent, readPublishedEvent } from './live-events-schemas';

const CHANNEL = 'ffl_events';
const LatestIdRowSchema = z.object({ id: z.number() });

/** Stored rows as events, leaving out any of an unknown shape. */
function readEvents(rows: { id: number; type: string; data: unknown }[]): PublishedEvent[] {
  return rows.flatMap((row) => readPublishedEvent(row) ?? []);
}

/**
 * A connection of its own that LISTENs for the bus's notifications. `onLost` runs once when it is
 * lost later (it is ended first); a failure to connect throws, with the connection ended.
 */
async function openListener(
  url: string,
  onNotify: () => void,
  onLost: (error?: Error) => void,
): Promise<pg.Client> {
  const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  next.on('notification', onNotify);
  let gone = false;
  const lost = (error?: Error) => {
    // A connection reports its loss once ('error', then 'end'); only the first one counts.
    if (gone) return;
    gone = true;
    next.removeAllListeners('end');
    next.end().catch(() => undefined);
    onLost(error);
  };
  next.on('error', lost);
  next.on('end', () => lost());
  try {
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    next.removeAllListeners('end');
    next.removeAllListeners('error');
    next.on('error', () => undefined);
    await next.end().catch(() => undefined);
    throw error;
  }
  return next;
}

/**
 * LISTENs on PostgreSQL on a connection of its own and calls `onNotify` for each notification. On
 * any loss it tries again with the backoff until it succeeds, then calls `onNotify` once, so that
 * what was published while the connection was down is read. The first connection must succeed.
 */
async function listenOnPostgres(options: {
  url: string;
  pool: Database['pool'];
  logger: Logger;
  delayOf: (attempt: number) => number;
  onNotify: () => void;
}) {
  const { url, pool, logger, delayOf, onNotify } = options;
  let closed = false;
  let client: pg.Client | undefined;
  let reconnecting = false;

  /** Connects and LISTENs; a connection lost later starts the reconnection. */
  async function connect(): Promise<void> {
    if (closed) return;
    // Declared first: a loss reported while still connecting finds it unset, not uninitialised.
    let opened: pg.Client | undefined;
    opened = await openListener(url, onNotify, (error) => {
      if (opened && client === opened) client = undefined;
      if (!closed) {
        logger.warn({ err: error }, 'push listener connection lost; reconnecting');
        reconnect();
      }
    });
    client = opened;
  }

  /** Ends the wait between two tries at once: set while the listener waits to try again. */
  let wakeUp: (() => void) | null = null;
  /**
   * The pool opens a connection only when the database answers; then the listener tries at once
   * and its backoff starts over, instead of waiting out a long pause the outage built up (issue
   * 26: it came back 9.7 s after the database, after 7 tries).
   */
  const onPoolConnect = () => wakeUp?.();
  pool?.on('connect', onPoolConnect);

  function reconnect() {
    if (reconnecting || closed) return;
    reconnecting = true;
    const attemptAt = async (attempt: number): Promise<void> => {
      if (closed) return;
      const woken = await new Promise<boolean>((done) => {
        const timer = setTimeout(() => done(false), delayOf(attempt));
        timer.unref();
        wakeUp = () => {
          clearTimeout(timer);
          done(true);
        };
      });
      wakeUp = null;
      if (closed) return;
      try {
        await connect();
        reconnecting = false;
        logger.info({ attempts: attempt + 1, woken }, 'push listener reconnected');
        // Whatever was published while the connection was down is read now.
        onNotify();
      } catch (error) {
        logger.warn({ err: error, attempt: attempt + 1 }, 'push listener could not reconnect yet');
        await attemptAt(woken ? 0 : attempt + 1);
      }
    };
    void attemptAt(0);
  }

  await connect();
  return {
    /** Stops trying to reconnect, at once. */
    stopTrying() {
      closed = true;
      pool?.off('connect', onPoolConnect);
      wakeUp?.();
    },
    /** Closes the connection. */
    async end() {
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Hands the events NOTIFY announces to the subscribers: each read from the table past the last one
 * seen (so a gap, a lost connection, heals itself), one read after the other, so that events reach
 * subscribers once and in id order.
 */
function createReceiver(db: Db, logger: Logger, lastSeenAtStart: number) {
  const listeners = new Set<(event: PublishedEvent) => void>();
  let lastSeen = lastSeenAtStart;
  let fetching = Promise.resolve();

  function deliver(event: PublishedEvent) {
    if (event.id <= lastSeen) return;
    lastSeen = event.id;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ err: error }, 'event listener failed');
      }
    }
  }

  async function fetchNewEvents() {
    const rows = await db
      .select()
      .from(gameEvent)
      .where(gt(gameEvent.id, lastSeen))
      .orderBy(gameEvent.id)
      .limit(500);
    for (const row of rows) {
      const event = readPublishedEvent(row);
      if (event) {
        deliver(event);
      } else {
        lastSeen = Math.max(lastSeen, row.id);
        logger.warn({ id: row.id, type: row.type }, 'skipped a stored event of an unknown shape');
      }
    }
  }

  return {
    listeners,
    onNotify() {
      fetching = fetching
        .then(fetchNewEvents)
        .catch((error: unknown) => logger.warn({ err: error }, 'could not read a pushed event'));
    },
    /** The reads in flight. */
    settled: () => fetching,
  };
}

/**
 * The event bus over the database: an event is a row (its id is the SSE id), and NOTIFY tells every
 * process to fetch it. On PostgreSQL each process LISTENs on its own connection; PGlite delivers
 * notifications in-process. After a lost connection the bus catches up from the last id it saw.
 */
export async function createEventBus(
  database: Database,
  logger: Logger,
  options: {
    /** The wait before each try to listen again (tests make it long, to see what cuts it short). */
    backoffDelayMs?: (attempt: number) => number;
  } = {},
): Promise<EventBus> {
  const { db } = database;
  // Listeners get what is published from now on; the SSE route replays older events itself.
  const [latest] = await selectRows(
    db,
    sql`select coalesce(max(id), 0)::int as id from game_event`,
    LatestIdRowSchema,
  );
  const receiver = createReceiver(db, logger, latest?.id ?? 0);
  const onNotify = () => receiver.onNotify();

  let postgres: Awaited<ReturnType<typeof listenOnPostgres>> | undefined;
  let unlistenPglite: (() => Promise<void>) | undefined;
  if (database.kind === 'postgres') {
    const url = database.url;
    if (!url) throw new Error('the PostgreSQL database has no URL to listen on');
    postgres = await listenOnPostgres({
      url,
      pool: database.pool,
      logger,
      delayOf: options.backoffDelayMs ?? backoffDelayMs,
      onNotify,
    });
  } else if (database.pglite) {
    unlistenPglite = await database.pglite.listen(CHANNEL, onNotify);
  }

  return {
    async publish(type, data) {
      const [row] = await db
        .insert(gameEvent)
        .values({ type, data })
        .returning({ id: gameEvent.id });
      if (!row) return;
      await db.execute(sql`select pg_notify(${CHANNEL}, ${String(row.id)})`);
    },
    async readAfter(afterId, limit) {
      const rows = await db
        .select()
        .from(gameEvent)
        .where(gt(gameEvent.id, afterId))
        .orderBy(asc(gameEvent.id))
        .limit(limit);
      return readEvents(rows);
    },
    async readLatest(limit) {
      const rows = await db.select().from(gameEvent).orderBy(desc(gameEvent.id)).limit(limit);
      return readEvents(rows.reverse());
    },
    subscribe(listener) {
      receiver.listeners.add(listener);
      return () => receiver.listeners.delete(listener);
    },
    async close() {
      postgres?.stopTrying();
      receiver.listeners.clear();
      await unlistenPglite?.();
      await postgres?.end();
      await receiver.settled();
    },
  };
}
