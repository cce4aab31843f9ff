import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Whether pino-pretty is installed. It is a development dependency, loaded by name in pino's
 * transport thread only when logs are pretty; a production install (`npm ci --omit=dev`) has none
 * and logs JSON (decision 0034).
 */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** JSON logs in production, readable ones in a terminal during development. */
export function createLogger(level: string, wantPretty: boolean): Logger {
  const pretty = wantPretty && prettyInstalled();
  const options = {
    level,
    base: { service: 'ffl-server' },
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
  };
  // Writing each line synchronously to a pipe costs a busy server a quarter of its throughput;
  // pino's asynchronous destination hands the writes to the event loop instead.
  return pretty ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false }));
}
