import { z } from '@hono/zod-openapi';
import { asc, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/client';
import { gameEvent } from '../db/schema/game';
import type { AppEnv } from '../http/context';
import type { Router } from '../http/openapi';
import type { EventBus } from './event-bus';
import {
  type LiveEvent,
  LiveEventSchema,
  type PublishedEvent,
  readPublishedEvent,
  type UpcomingWave,
  type WaveLandedFor,
} from './live-events-schemas';

/** How long a reconnecting browser may have been away and still get what it missed. */
const REPLAY_LIMIT = 200;
const HEARTBEAT_MS = 20_000;

export interface EventRouteDeps {
  db: Db;
  bus: EventBus;
  now: () => Date;
  /** The wave players are waiting for (the waves feature's getNextWave). */
  nextWave: () => Promise<UpcomingWave | null>;
  /** The player's part in a landed wave (the report service's getWaveLandedFor). */
  waveLandedFor: (waveId: string, userId: string) => Promise<WaveLandedFor>;
}

/**
 * Puts GET /events in the API document (the route itself is a plain stream, not an OpenAPI
 * route): each message is a `LiveEvent`, which makes it a named component of the document.
 */
export function documentEventRoutes(registry: Router['openAPIRegistry']) {
  registry.registerPath({
    method: 'get',
    path: '/events',
    tags: ['Live'],
    summary: 'My live events: the countdown, my landed waves, table changes, a ping every 20 s',
    description:
      'Server-Sent Events. A browser that reconnects sends Last-Event-ID (or ?lastEventId=) and first gets what it missed, up to 200 events.',
    request: {
      headers: z.object({ 'last-event-id': z.string().optional() }),
      query: z.object({ lastEventId: z.string().optional() }),
    },
    responses: {
      200: {
        description: 'An endless text/event-stream; each message is one LiveEvent.',
        content: { 'text/event-stream': { schema: LiveEventSchema } },
      },
    },
  });
}

/**
 * Server-Sent Events for one player: the countdown to the next wave, "your bank was hit" with the
 * player's own net change, and "the leaderboard changed". The stream never carries attack ids:
 * wave-landed only names the wave and the player's report. Every message is a `LiveEvent`
 * (live-events-schemas.ts).
 */
export function createEventRoutes(deps: EventRouteDeps) {
  const { db, bus } = deps;

  /** The event as this player sees it, stamped with the server clock. */
  async function toLiveEvent(event: PublishedEvent, userId: string): Promise<LiveEvent> {
    const serverTime = deps.now().toISOString();
    switch (event.type) {
      case 'wave-landed': {
        const { waveId } = event.data;
        return {
          type: event.type,
          waveId,
          ...(await deps.waveLandedFor(waveId, userId)),
          serverTime,
        };
      }
      case 'countdown':
        return { type: event.type, next: event.data.next, serverTime };
      case 'leaderboard-changed':
        return { type: event.type, reason: event.data.reason, serverTime };
      case 'season-started':
        return { type: event.type, season: event.data.season, serverTime };
    }
  }

  return new Hono<AppEnv>().get('/', (c) => {
    const userId = c.get('user').id;
    const header = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    const lastEventId = header && /^\d{1,15}$/.test(header) ? Number(header) : null;
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');

    return streamSSE(c, async (sse) => {
      const queue: PublishedEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe((event) => {
        queue.push(event);
        wake?.();
      });
      let open = true;
      sse.onAbort(() => {
        open = false;
        unsubscribe();
        wake?.();
      });

      const write = (event: LiveEvent, id?: number, retry?: number) =>
        sse.writeSSE({
          ...(id === undefined ? {} : { id: String(id) }),
          event: event.type,
          data: JSON.stringify(event),
          ...(retry === undefined ? {} : { retry }),
        });
      const send = async (event: PublishedEvent) =>
        write(await toLiveEvent(event, userId), event.id);

      await write(
        { type: 'countdown', next: await deps.nextWave(), serverTime: deps.now().toISOString() },
        undefined,
        1000,
      );
      if (lastEventId !== null) {
        const missed = await db
          .select()
          .from(gameEvent)
          .where(gt(gameEvent.id, lastEventId))
          .orderBy(asc(gameEvent.id))
          .limit(REPLAY_LIMIT);
        for (const row of missed) {
          const event = readPublishedEvent(row);
          if (!event) continue;
          const index = queue.findIndex((queued) => queued.id === event.id);
          if (index >= 0) queue.splice(index, 1);
          await send(event);
        }
      }

      while (open) {
        const event = queue.shift();
        if (event) {
          await send(event);
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS).unref();
        });
        wake = undefined;
        if (open && queue.length === 0) {
          await write({ type: 'ping', serverTime: deps.now().toISOString() });
        }
      }
    });
  });
}
