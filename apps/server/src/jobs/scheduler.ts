import type { Db } from '../db/client';
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
import { createPeriodicJob } from './periodic-job';

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

  async function runDueWaves(): Promise<number> {
    let landed = 0;
    for (;;) {
      if (job.isStopped()) return landed;
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

  const job = createPeriodicJob({
    name: 'scheduler',
    logger: deps.logger,
    tickMs: deps.tickMs,
    pass: tick,
  });
  return { runOnce: job.runOnce, start: job.start, stop: job.stop };
}
