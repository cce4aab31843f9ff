import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default of 5 seconds races clients
 * that reuse a connection just as the server closes it: the client's request then meets a reset
 * socket ("socket hang up"). Browsers keep idle connections for longer than 5 s, and proxies in
 * front of the server commonly for 60 s, so the server waits longer than either.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the timeouts of the Node HTTP server that serves the app. */
export function tuneHttpServer(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers timeout to exceed the keep-alive timeout, or it closes first.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
