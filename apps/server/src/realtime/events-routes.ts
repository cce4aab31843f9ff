import { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import type { Router } from '../http/openapi';
import { LiveEventSchema } from './live-events-schemas';
import type { HubStream, StreamHub } from './stream-hub';
import type { StreamSessions } from './stream-sessions';

export interface EventRouteDeps {
  hub: StreamHub;
  sessions: StreamSessions;
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

const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
} as const;

type StreamWriter = Pick<HubStream, 'write' | 'close'>;

/**
 * Server-Sent Events for one player: the countdown to the next wave, "your bank was hit" with the
 * player's own net change, and "the leaderboard changed". The stream never carries attack ids:
 * wave-landed only names the wave and the player's report. Every message is a `LiveEvent`
 * (live-events-schemas.ts). The route only checks the player and hands the stream to the hub
 * (stream-hub.ts), which writes every stream of the process; it runs before the API's session
 * middleware, with the cheaper check of stream-sessions.ts.
 *
 * Served by Node (the server, and every test that starts one), the hub writes to Node's response
 * itself: a write is one `res.write`, with none of a web stream's promises, and the bytes still
 * queued are the socket's own count. At 10,000 streams that took the server's memory from 18 to
 * 8 KB a stream (decision 0025). Under `app.request()` (the in-process API tests) there is no
 * Node response, and the same hub writes into a web stream.
 */
export function createEventRoutes(deps: EventRouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const player = await deps.sessions.check(c.req.header('cookie') ?? '');
    const header = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    const lastEventId = header && /^\d{1,15}$/.test(header) ? Number(header) : null;
    const open = (writer: StreamWriter) =>
      deps.hub.open({ userId: player.userId, sessionToken: player.token, ...writer }, lastEventId);

    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      outgoing.writeHead(200, {
        ...SSE_HEADERS,
        'x-content-type-options': 'nosniff',
        'x-request-id': c.get('requestId'),
      });
      outgoing.flushHeaders();
      const remove = open({
        write(bytes) {
          outgoing.write(bytes);
          return outgoing.writableLength;
        },
        close() {
          outgoing.end();
        },
      });
      // The browser went away, or its socket failed: either way the stream is done.
      outgoing.on('close', remove);
      outgoing.on('error', remove);
      // Tells the Node adapter that the response is already on its way.
      return RESPONSE_ALREADY_SENT;
    }

    let remove: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          remove = open({
            write(bytes) {
              controller.enqueue(bytes);
              return -(controller.desiredSize ?? 0);
            },
            close() {
              try {
                controller.close();
              } catch {
                // Already closed by the browser.
              }
            },
          });
        },
        cancel() {
          remove?.();
        },
      },
      // Bytes queued beyond what the socket took; the hub closes a stream that stops reading.
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
    return new Response(body, { headers: SSE_HEADERS });
  });
}
