import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address as the socket sees it. Forwarded headers are not trusted, because a
 * client could set them to dodge the rate limits; a proxy deployment terminates on its own IP.
 */
export function requestIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}
