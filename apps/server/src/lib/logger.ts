import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs in production, readable ones in a terminal during development. */
export function createLogger(level: string, pretty: boolean): Logger {
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
