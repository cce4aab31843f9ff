import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { ensureBank } from '../bank/bank-service';
import { adviseNextMoves, getReport, listReports } from './report-service';
import { getNextWave } from './wave-service';

const NextWaveSchema = z
  .object({
    serverTime: z.string().openapi({ description: 'The server clock, for the countdown.' }),
    next: z
      .object({
        id: z.string(),
        scheduledAt: z.string(),
        difficulty: z.enum(['easy', 'medium', 'hard', 'random', 'custom']),
        forecast: z.array(z.string()),
        status: z.enum(['scheduled', 'running']),
        automatic: z.boolean(),
      })
      .nullable(),
  })
  .openapi('NextWave');

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
    async (c) => c.json({ serverTime: deps.now().toISOString(), next: await getNextWave(db) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports',
      tags: ['Waves'],
      summary: 'My wave reports, newest first',
      request: {
        query: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          cursor: PublicIdParam.optional(),
        }),
      },
      responses: answers('A page of reports and the cursor of the next page'),
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(await listReports(db, c.get('user').id, { limit, cursor }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reports/{reportId}',
      tags: ['Waves'],
      summary: 'One of my reports, with the per-attack breakdown and its ledger lines',
      request: { params: z.object({ reportId: PublicIdParam }) },
      responses: answers('The report'),
    }),
    async (c) => c.json(await getReport(db, c.get('user').id, c.req.valid('param').reportId), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/advice',
      tags: ['Bank'],
      summary: 'The best next move for the coming wave, from the engine',
      responses: answers('The best move and a few alternatives'),
    }),
    async (c) => {
      const u = c.get('user');
      await ensureBank(db, u.id, u.name);
      return c.json(await adviseNextMoves(db, u.id), 200);
    },
  );

  return router;
}
