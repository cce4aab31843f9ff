import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import { actorOf } from '../admin/admin-routes';
import { RosterReportSchema, RosterSchema } from './enrolment-schemas';
import { importRoster, previewRoster } from './enrolment-service';

/** Enrolment from a roster, under /api/admin (the game-master guard is app.ts's). */
export function createEnrolmentRoutes(deps: { db: Db; host: string; now: () => Date }) {
  const { db } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/enrolment/preview',
      tags: ['Cohorts'],
      summary: 'What importing this roster would do, row by row; changes nothing',
      description:
        'Every row is checked on its own and its problems named; a problem with the file itself (no email column, broken quoting, over 10,000 rows) is invalid-argument.',
      request: { body: jsonBody(RosterSchema) },
      responses: answers('The report', RosterReportSchema),
    }),
    async (c) => c.json(await previewRoster(db, c.req.valid('json').csv), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/enrolment/import',
      tags: ['Cohorts'],
      summary: 'Import a roster: create its cohorts, place accounts, enrol and invite the others',
      description:
        'Rows with problems are left out. Uploading the same roster again changes nothing and sends no second invitation. Recorded in the audit log.',
      request: { body: jsonBody(RosterSchema) },
      responses: answers('The report', RosterReportSchema),
    }),
    async (c) =>
      c.json(
        await importRoster(db, actorOf(c.get('user')), c.req.valid('json').csv, {
          host: deps.host,
          now: deps.now(),
        }),
        200,
      ),
  );

  return router;
}
