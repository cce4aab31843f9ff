import { gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, selectRows } from '../db/client';
import { gameEvent } from '../db/schema/game';
import type { Logger } from '../lib/logger';
import type { EventBus, GameEventType, PublishedEvent } from './event-bus';

const CHANNEL = 'ffl_events';

/**
 * The event bus over the database: an event is a row (its id is the SSE id), and NOTIFY tells every
 * process to fetch it. On PostgreSQL each process LISTENs on its own connection; PGlite delivers
 * notifications in-process. After a lost connection the bus catches up from the last id it saw.
 */
export async function createEventBus(database: Database, logger: Logger): Promise<EventBus> {
  const { db } = database;
  const listeners = new Set<(event: PublishedEvent) => void>();
  let lastSeen = 0;
  let closed = false;
  let client: pg.Client | undefined;
  let unlistenPglite: (() => Promise<void>) | undefined;
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

  /** Reads every event past the last one seen, so a gap (a lost connection) heals itself. */
  async function fetchNewEvents() {
    const rows = await db
      .select()
      .from(gameEvent)
      .where(gt(gameEvent.id, lastSeen))
      .orderBy(gameEvent.id)
      .limit(500);
    for (const row of rows) {
      deliver({
        id: row.id,
        type: row.type as GameEventType,
        data: row.data as Record<string, unknown>,
      });
    }
  }

  // Notifications are handled one after the other so that events reach listeners in id order.
  function onNotify() {
    fetching = fetching
      .then(fetchNewEvents)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not read a pushed event'));
  }

  // Listeners get what is published from now on; the SSE route replays older events itself.
  const [latest] = await selectRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as id from game_event`,
  );
  lastSeen = latest?.id ?? 0;

  async function connectPg(url: string, attempt = 0): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotify);
    next.on('error', (error) => {
      logger.warn({ err: error }, 'push listener connection lost; reconnecting');
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      const delay = Math.min(30_000, 500 * 2 ** attempt);
      setTimeout(() => {
        connectPg(url, attempt + 1)
          .then(onNotify)
          .catch(() => undefined);
      }, delay).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  if (database.kind === 'postgres') {
    const url = database.url;
    if (!url) throw new Error('the PostgreSQL database has no URL to listen on');
    await connectPg(url);
  } else if (database.pglite) {
    unlistenPglite = await database.pglite.listen(CHANNEL, onNotify);
  }

  return {
    async publish(type: GameEventType, data: Record<string, unknown>) {
      const [row] = await db
        .insert(gameEvent)
        .values({ type, data })
        .returning({ id: gameEvent.id });
      if (!row) return;
      await db.execute(sql`select pg_notify(${CHANNEL}, ${String(row.id)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await unlistenPglite?.();
      await client?.end().catch(() => undefined);
      await fetching;
    },
  };
}
