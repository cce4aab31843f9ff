import type { Db } from '../db/client';
import { getCurrentSeason } from '../features/seasons/current-season';
import { endFinishedSeason, resetBanks } from '../features/seasons/season-service';
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
  /** Waves in a season (env SEASON_WAVES): after the last one, the next season starts. */
  seasonWaves: number;
}

/**
 * The background job of every app process: finishes a season reset, keeps the next automatic wave
 * announced, and resolves due waves. All coordination goes through the database (row locks,
 * SKIP LOCKED claims, leases), so any number of processes can run it.
 */
export function createScheduler(deps: SchedulerDeps) {
  const runner: WaveRunnerDeps = deps;

  /** Claims and runs due waves until none is left; returns how many it ran (landed or failed). */
  async function runDueWaves(): Promise<number> {
    let ran = 0;
    for (;;) {
      if (job.isStopped()) return ran;
      const waveId = await claimDueWave(runner);
      if (!waveId) return ran;
      ran += 1;
      try {
        await runWave(runner, waveId);
        await rankLandedWaves(runner);
      } catch (error) {
        if (error instanceof LeaseLostError) {
          deps.logger.warn({ waveId }, 'another process took over this wave');
        } else {
          deps.logger.error({ err: error, waveId }, 'wave failed');
          await failWave(runner, waveId, error);
        }
      }
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
    const ran = await runDueWaves();
    // A wave that landed but was not ranked (its process stopped in between) is ranked here.
    await rankLandedWaves(deps);
    // The season's last wave has landed and is ranked: the next season starts, and the next pass
    // resets the banks (then announces the next wave again).
    const ended = await endFinishedSeason(deps.db, deps.now(), deps.seasonWaves);
    if (ended) {
      deps.logger.info(
        { season: ended.number - 1, waves: deps.seasonWaves, archived: ended.archived },
        'season ended after its last wave; the next one starts',
      );
      return;
    }
    // One countdown after the waves of this pass: the next automatic wave's announcement, or the
    // next wave as it now is. Players learn of a wave landing from wave-landed, not from a
    // countdown of its own (issue 26: every stream got each countdown twice).
    if (ran > 0 && !(await ensureAutomaticWave(deps.db, deps.bus, deps.now())))
      await publishCountdown(deps.db, deps.bus);
  }

  const job = createPeriodicJob({
    name: 'scheduler',
    logger: deps.logger,
    tickMs: deps.tickMs,
    pass: tick,
  });
  return { runOnce: job.runOnce, start: job.start, stop: job.stop };
}
