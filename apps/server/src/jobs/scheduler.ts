import type { Db } from '../db/client';
import { isConnectionError } from '../db/db-errors';
import { getCurrentSeason } from '../features/seasons/current-season';
import { resetBanks } from '../features/seasons/season-service';
import { ensureAutomaticWave } from '../features/waves/schedule-service';
import {
  claimDueWave,
  failWave,
  LeaseLostError,
  rankLandedWaves,
  runWave,
  type WaveRunnerDeps,
} from '../features/waves/wave-runner';
import { publishCountdown } from '../features/waves/wave-service';
import type { Logger } from '../lib/logger';
import type { EventBus } from '../realtime/event-bus';

export interface SchedulerDeps {
  db: Db;
  bus: EventBus;
  logger: Logger;
  now: () => Date;
  instanceId: string;
  batchSize: number;
  workers: number;
  leaseSeconds: number;
  tickMs: number;
}

/**
 * The background job of every app process: finishes a season reset, keeps the next automatic wave
 * announced, and resolves due waves. All coordination goes through the database (row locks,
 * SKIP LOCKED claims, leases), so any number of processes can run it.
 */
export function createScheduler(deps: SchedulerDeps) {
  const runner: WaveRunnerDeps = deps;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let stopped = false;

  async function runDueWaves(): Promise<number> {
    let landed = 0;
    for (;;) {
      if (stopped) return landed;
      const waveId = await claimDueWave(runner);
      if (!waveId) return landed;
      await publishCountdown(deps.db, deps.bus);
      try {
        await runWave(runner, waveId);
        landed += 1;
        await rankLandedWaves(runner);
      } catch (error) {
        if (error instanceof LeaseLostError) {
          deps.logger.warn({ waveId }, 'another process took over this wave');
        } else {
          deps.logger.error({ err: error, waveId }, 'wave failed');
          await failWave(runner, waveId, error);
        }
      }
      await publishCountdown(deps.db, deps.bus);
    }
  }

  async function tick(): Promise<void> {
    const season = await getCurrentSeason(deps.db);
    if (season.status === 'resetting') {
      const reset = await resetBanks(deps, deps.batchSize);
      // The countdown follows the season's announcement (waves depend on seasons, not back).
      if (reset.finished) await publishCountdown(deps.db, deps.bus);
      return;
    }
    await ensureAutomaticWave(deps.db, deps.bus, deps.now());
    await runDueWaves();
    // A wave that landed but was not ranked (its process stopped in between) is ranked here.
    await rankLandedWaves(deps);
  }

  /** One pass of the job; concurrent calls share the pass in flight. Tests call it directly. */
  function runOnce(): Promise<void> {
    current ??= tick().finally(() => {
      current = undefined;
    });
    return current;
  }

  /** While the database is unreachable, one warning when it goes and one line when it is back. */
  let databaseDown = false;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .then(() => {
          if (databaseDown) deps.logger.info('database reachable again; the scheduler resumes');
          databaseDown = false;
        })
        .catch((error: unknown) => {
          if (!isConnectionError(error)) {
            deps.logger.error({ err: error }, 'scheduler pass failed');
          } else if (!databaseDown) {
            databaseDown = true;
            deps.logger.warn({ err: error }, 'database unreachable; the scheduler waits for it');
          }
        })
        .finally(schedule);
    }, deps.tickMs);
    timer.unref();
  }

  return {
    runOnce,
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
