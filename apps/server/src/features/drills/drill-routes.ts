import { ECONOMY } from '@ffl/engine/economy';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, jsonBody } from '../../http/openapi';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import { withBank } from '../bank/bank-middleware';
import {
  DrillIdSchema,
  DrillListSchema,
  DrillProgressSchema,
  DrillResultSchema,
  DrillStatsSchema,
  DrillSubmitSchema,
  DrillViewSchema,
} from './drill-schemas';
import { getDrill, listDrills, submitDrill } from './drill-service';
import { getDrillProgress, getDrillStats } from './drill-stats';

const DrillParams = z.object({ drillId: DrillIdSchema });

/** Every submit stores a row; a player doing drills by hand needs far fewer than this an hour. */
export const DRILL_SUBMIT_RULE: RateRule = { max: 120, windowSeconds: 3600 };

/** Red-flag drills: the list, one drill, the submit, my progress; and the game-master stats. */
export function createDrillRoutes(deps: { db: Db; now: () => Date; limiter: RateLimiter }) {
  const { db, now } = deps;
  const router = createRouter();

  // Matches /drills too. A drill needs the bank: its season, and its cash for the pay.
  router.use('/drills/*', withBank(db));
  router.use('/me/drills/*', withBank(db));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/drills',
      tags: ['Drills'],
      summary: 'Every red-flag drill with my results this season, and my drill of the day',
      responses: answers('The drills', DrillListSchema),
    }),
    async (c) => c.json(await listDrills(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/drills/{drillId}',
      tags: ['Drills'],
      summary: 'One drill: the artefact and its parts, without the answers until I submit',
      request: { params: DrillParams },
      responses: answers('The drill', DrillViewSchema),
    }),
    async (c) => c.json(await getDrill(db, c.get('user').id, c.req.valid('param').drillId), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/drills/{drillId}/attempts',
      tags: ['Drills'],
      summary: 'Submit my decision and the red flags I marked: the result explained, and the pay',
      description: `flags: distinct ids of this drill's hotspots, at most as many as it has. Every scam has a genuine twin (the same story, differing where the red flags are), and a pair pays once a season, on the submit that completes it, when both pass: a genuine message trusted, a scam reported or verified with its red flags' hits minus false alarms (the share of its red flags marked minus the share of its other parts marked) at least ${ECONOMY.drillPassDiscrimination.toFixed(2)}. It pays ${ECONOMY.drillPairPay} plus ${ECONOMY.drillFlagFoundPay} per red flag of the scam, times a share that is half at the pass mark and the whole for exactly the red flags; later submits pay nothing. The submit that completes a pair told apart while the fraud's quiz review is due meets the review and pays ${ECONOMY.quizReviewReward}. Send an Idempotency-Key; the same key again returns the first result. Rate limited to ${DRILL_SUBMIT_RULE.max} an hour.`,
      request: {
        params: DrillParams,
        headers: IdempotencyHeaders,
        body: jsonBody(DrillSubmitSchema),
      },
      responses: answers('The result, with every hotspot explained', DrillResultSchema),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = c.get('user').id;
      await deps.limiter.hit(`drill-submit:${userId}`, DRILL_SUBMIT_RULE);
      const { result, replayed } = await submitDrill(db, {
        userId,
        drillId: c.req.valid('param').drillId,
        decision: body.decision,
        flags: body.flags,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        now: now(),
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/drills/progress',
      tags: ['Drills'],
      summary: 'My drill measures: report rate, false alarms and red flags found, as counts',
      responses: answers('Counts per week and per difficulty', DrillProgressSchema),
    }),
    async (c) => c.json(await getDrillProgress(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/drills/stats',
      tags: ['Admin'],
      summary:
        'Drill statistics: report, false-alarm and flags-found rates per family and drill, and the most-missed red flags',
      responses: answers('The statistics over the current season', DrillStatsSchema),
    }),
    async (c) => c.json(await getDrillStats(db), 200),
  );

  return router;
}
