import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { EnvError, loadEnv } from './env';
import { closeHttpServer, SHUTDOWN_GRACE_MS, tuneHttpServer } from './http/node-server';
import { createLogger } from './lib/logger';
import { startServices } from './services';

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel, !env.isProduction && process.stdout.isTTY === true);
  let failing = false;
  const services = await startServices(env, {
    logger,
    // PGlite does not recover from a failed write once its folder is writable again: exit, so that
    // a supervisor (systemd, a container runtime) starts a server with a fresh embedded database.
    onStorageFailure: (error) => {
      if (failing) return;
      failing = true;
      logger.fatal(
        { err: error, dataDir: env.dataDir },
        `The embedded database in ${env.dataDir} failed to write, though the folder is writable now. It cannot recover without a restart: exiting so that a supervisor restarts the server.`,
      );
      setTimeout(() => process.exit(1), 200);
    },
  });
  const server = serve(
    { fetch: services.app.fetch, port: env.port, hostname: env.host },
    (info) => {
      logger.info(
        {
          url: env.publicUrl,
          port: info.port,
          database: services.database.kind,
          mail: services.mailer.mode,
        },
        `Fantasy Fraud League is serving on ${env.publicUrl}`,
      );
    },
  );
  // serve() makes an HTTP/1.1 server when given no createServer option.
  tuneHttpServer(server as Server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Event streams never end on their own: close them first (browsers reconnect elsewhere), or
    // the server would wait for them forever.
    void services.streams.close();
    closeHttpServer(server as Server, SHUTDOWN_GRACE_MS)
      .then(() => services.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
