import type { Db } from '../db/client';
import { gradePass } from '../features/lti/lti-grades';
import type { Logger } from '../lib/logger';
import { createPeriodicJob } from './periodic-job';

/**
 * The LTI score sender (features/lti/lti-grades.ts): one pass every `tickMs`, in every process
 * (rows are claimed with SKIP LOCKED), on the loop the scheduler and the notifier share.
 */
export function createLtiGrader(deps: { db: Db; logger: Logger; now: () => Date; tickMs: number }) {
  return createPeriodicJob({
    name: 'LTI score sender',
    logger: deps.logger,
    tickMs: deps.tickMs,
    pass: () => gradePass(deps.db, deps.logger, deps.now()),
  });
}
