import { isConnectionError } from '../db/db-errors';
import type { Logger } from '../lib/logger';

/**
 * The loop every background job of a process shares (the wave scheduler, the notifier): one pass
 * every `tickMs`, concurrent `runOnce()` calls sharing the pass in flight, and while the database is
 * unreachable one warning when it goes and one line when it is back. `isStopped()` lets a pass
 * end early once `stop()` was called; `stop()` waits for the pass in flight.
 */
export function createPeriodicJob<T>(options: {
  /** The job's name in its log lines: "scheduler", "notifier". */
  name: string;
  logger: Logger;
  tickMs: number;
  pass: () => Promise<T>;
}) {
  const { name, logger, tickMs, pass } = options;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<T> | undefined;
  let stopped = false;
  let databaseDown = false;

  /** One pass of the job; concurrent calls share the pass in flight. Tests call it directly. */
  function runOnce(): Promise<T> {
    current ??= pass().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .then(() => {
          if (databaseDown) logger.info(`database reachable again; the ${name} resumes`);
          databaseDown = false;
        })
        .catch((error: unknown) => {
          if (!isConnectionError(error)) {
            logger.error({ err: error }, `${name} pass failed`);
          } else if (!databaseDown) {
            databaseDown = true;
            logger.warn({ err: error }, `database unreachable; the ${name} waits for it`);
          }
        })
        .finally(schedule);
    }, tickMs);
    timer.unref();
  }

  return {
    runOnce,
    isStopped: () => stopped,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
