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

/**
 * How long a stopping server lets requests still running finish before it cuts them: under the
 * 10 s after which `docker stop` kills the process (Kubernetes waits 30 s, systemd 90 s).
 */
export const SHUTDOWN_GRACE_MS = 8_000;

/** How often a closing server looks for connections that have just finished their response. */
const SWEEP_MS = 100;

/**
 * Stops taking connections, and resolves once every open one is closed. Node's `close()` closes
 * the connections idle at that moment, but one that finishes its response later (a request in
 * flight, an event stream the server is ending) then stays open for the whole keep-alive timeout,
 * 65 s: a SIGTERM took a minute whenever a browser was connected. So each connection is closed as
 * soon as it is idle, and any still busy after `graceMs` is cut.
 */
export function closeHttpServer(
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>,
  graceMs: number,
): Promise<void> {
  return new Promise((done, fail) => {
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(cut);
      if (error) fail(error);
      else done();
    });
  });
}
