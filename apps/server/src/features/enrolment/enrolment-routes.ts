import { ROSTER_MAX_ROWS } from '@ffl/engine/cohorts';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cohort } from '../../db/schema/org';
import { answers, createRouter, jsonBody } from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../admin/admin-routes';
import { canManageCohort } from '../cohorts/cohort-routes';
import { CohortParams } from '../cohorts/cohort-schemas';
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
      description: `Every row is checked on its own and its problems named; a problem with the file itself (no email column, broken quoting, over ${ROSTER_MAX_ROWS} rows) is invalid-argument.`,
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

/**
 * A roster into one cohort, for its managers (and game masters): every row goes into that cohort,
 * and a row naming another cohort is a row with a problem. Mounted under /api.
 */
export function createCohortEnrolmentRoutes(deps: { db: Db; host: string; now: () => Date }) {
  const { db } = deps;
  const router = createRouter();
  const into = async (cohortId: string) => {
    const [found] = await db
      .select({ id: cohort.id, name: cohort.name })
      .from(cohort)
      .where(eq(cohort.id, cohortId));
    if (!found) throw new AppError('not-found', 'No cohort with that id.');
    return found;
  };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/enrolment/preview',
      tags: ['Cohorts'],
      summary: 'What importing this roster into the cohort would do, row by row; changes nothing',
      description:
        "Game masters, and this cohort's managers. The cohort column may be left out; a row naming another cohort is an error.",
      middleware: [canManageCohort(db)] as const,
      request: { params: CohortParams, body: jsonBody(RosterSchema) },
      responses: answers('The report', RosterReportSchema),
    }),
    async (c) =>
      c.json(
        await previewRoster(db, c.req.valid('json').csv, await into(c.req.valid('param').cohortId)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/enrolment/import',
      tags: ['Cohorts'],
      summary: 'Import a roster into the cohort: place accounts, enrol and invite the others',
      description:
        "Game masters, and this cohort's managers. Rows with problems are left out; the same roster again changes nothing. Recorded in the audit log.",
      middleware: [canManageCohort(db)] as const,
      request: { params: CohortParams, body: jsonBody(RosterSchema) },
      responses: answers('The report', RosterReportSchema),
    }),
    async (c) =>
      c.json(
        await importRoster(db, actorOf(c.get('user')), c.req.valid('json').csv, {
          host: deps.host,
          now: deps.now(),
          into: await into(c.req.valid('param').cohortId),
        }),
        200,
      ),
  );

  return router;
}
