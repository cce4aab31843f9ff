import { and, asc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/client';
import { gameEvent, waveResult } from '../db/schema/game';
import { getNextWave } from '../features/waves/wave-service';
import type { AppEnv } from '../http/context';
import type { EventBus, PublishedEvent } from './event-bus';

/** How long a reconnecting browser may have been away and still get what it missed. */
const REPLAY_LIMIT = 200;
const HEARTBEAT_MS = 20_000;

/**
 * Server-Sent Events for one player: the countdown to the next wave, "your bank was hit" with the
 * player's own net change, and "the leaderboard changed". The stream never carries attack ids:
 * wave-landed only names the wave and the player's report.
 */
export function createEventRoutes(deps: { db: Db; bus: EventBus; now: () => Date }) {
  const { db, bus } = deps;

  async function personalise(
    event: PublishedEvent,
    userId: string,
  ): Promise<Record<string, unknown>> {
    if (event.type !== 'wave-landed') return event.data;
    const waveId = String(event.data.waveId);
    const [result] = await db
      .select({
        reportId: waveResult.publicId,
        netChange: waveResult.netChange,
        stars: waveResult.stars,
      })
      .from(waveResult)
      .where(and(eq(waveResult.waveId, waveId), eq(waveResult.userId, userId)));
    return { waveId, hit: Boolean(result), ...(result ?? {}) };
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

      const send = async (event: PublishedEvent) => {
        await sse.writeSSE({
          id: String(event.id),
          event: event.type,
          data: JSON.stringify({
            ...(await personalise(event, userId)),
            serverTime: deps.now().toISOString(),
          }),
        });
      };

      await sse.writeSSE({
        event: 'countdown',
        data: JSON.stringify({ next: await getNextWave(db), serverTime: deps.now().toISOString() }),
        retry: 1000,
      });
      if (lastEventId !== null) {
        const missed = await db
          .select()
          .from(gameEvent)
          .where(gt(gameEvent.id, lastEventId))
          .orderBy(asc(gameEvent.id))
          .limit(REPLAY_LIMIT);
        for (const row of missed) {
          const event = {
            id: row.id,
            type: row.type as PublishedEvent['type'],
            data: row.data as Record<string, unknown>,
          };
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
          await sse.writeSSE({
            event: 'ping',
            data: JSON.stringify({ serverTime: deps.now().toISOString() }),
          });
        }
      }
    });
  });
}
