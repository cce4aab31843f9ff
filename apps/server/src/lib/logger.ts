import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs in production, readable ones in a terminal during development. */
export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
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
  });
}
