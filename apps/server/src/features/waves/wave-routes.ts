import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { withBank } from '../bank/bank-middleware';
import {
  adviseNextMoves,
  getAdvisedReport,
  listBalanceHistory,
  listReports,
} from './report-service';
import {
  AdviceSchema,
  AdvisedReportSchema,
  BalanceHistorySchema,
  NextWaveSchema,
  ReportPageQuerySchema,
  ReportPageSchema,
} from './wave-schemas';
import { getNextWaveAnswer } from './wave-service';

/** The player's side of waves: the next one (never its attacks), my reports and advice. */
export function createWaveRoutes(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/waves/next',
      tags: ['Waves'],
      summary: 'The next wave: time, difficulty and forecast families. Never its attacks.',
      responses: answers('The next wave, or null when none is scheduled', NextWaveSchema),
    }),
    async (c) => c.json(await getNextWaveAnswer(db, deps.now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports',
      tags: ['Waves'],
      summary: 'My wave reports, newest first',
      request: { query: ReportPageQuerySchema },
      responses: answers('A page of reports and the cursor of the next page', ReportPageSchema),
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(await listReports(db, c.get('user').id, { limit, cursor }), 200);
    },
  );

  // Declared before /reports/{reportId}, which would otherwise take "balance" for a report id.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/balance',
      tags: ['Waves'],
      summary: 'My net worth after each wave of this season, for the balance chart',
      middleware: [withBank(db)] as const,
      responses: answers('The start of the season and one point per wave', BalanceHistorySchema),
    }),
    async (c) => c.json(await listBalanceHistory(db, c.get('user').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/{reportId}',
      tags: ['Waves'],
      summary: 'One of my reports, with the per-attack breakdown, its ledger lines and the advice',
      request: { params: z.object({ reportId: PublicIdParam }) },
      responses: answers('The report', AdvisedReportSchema),
    }),
    async (c) =>
      c.json(await getAdvisedReport(db, c.get('user').id, c.req.valid('param').reportId), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/advice',
      tags: ['Bank'],
      summary: 'The best next move for the coming wave, from the engine',
      middleware: [withBank(db)] as const,
      responses: answers('The best move and a few alternatives', AdviceSchema),
    }),
    async (c) => c.json(await adviseNextMoves(db, c.get('user').id, deps.now()), 200),
  );

  return router;
}
