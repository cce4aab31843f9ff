/**
 * The server's clock as seen from the browser. Waves are due by the server's clock (which the
 * browser tests can move), so "in 2 minutes" must mean two minutes of server time.
 */

/** Server time minus browser time, from an answer's `serverTime` and when it arrived. */
export function serverOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

// The datetime-local field's value in the game master's time zone: lib/date-format.ts.
