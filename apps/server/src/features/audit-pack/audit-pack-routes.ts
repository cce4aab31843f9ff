import type { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/openapi';
import { AppError } from '../../lib/app-error';
import { canManageCohort } from '../cohorts/cohort-routes';
import { CohortParams } from '../cohorts/cohort-schemas';
import { type AuditPackScope, auditPackRows } from './audit-pack-service';
import { auditPackCsv, auditPackXlsx } from './audit-pack-writers';

const DateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.')
  .optional();

const RangeQuery = z.object({
  from: DateParam.openapi({ description: 'Assignments assigned on or after this day (UTC).' }),
  to: DateParam.openapi({ description: 'Assignments assigned on or before this day (UTC).' }),
});

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', write: auditPackCsv },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: auditPackXlsx,
  },
} as const;

function rangeOf(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const to = query.to ? new Date(`${query.to}T23:59:59.999Z`) : undefined;
  for (const at of [from, to]) {
    if (at && Number.isNaN(at.getTime())) throw new AppError('invalid-argument', 'No such date.');
  }
  if (from && to && from > to) {
    throw new AppError('invalid-argument', 'The range starts after it ends.');
  }
  return { from, to };
}

const fileAnswer = (description: string) => ({
  200: {
    description,
    content: {
      'text/csv': { schema: z.string() },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
    },
  },
});

/**
 * The audit pack as a download, streamed: a cohort's (game masters, and that cohort's managers)
 * and every cohort's (game masters, under /api/admin).
 */
export function createAuditPackRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const cohortRouter = createRouter();
  const adminRouter = createRouter();

  const send = (
    c: Parameters<Parameters<typeof cohortRouter.openapi>[1]>[0],
    format: keyof typeof FORMATS,
    scope: AuditPackScope,
    name: string,
  ) => {
    const { type, write } = FORMATS[format];
    c.header('content-type', type);
    c.header('content-disposition', `attachment; filename="${name}.${format}"`);
    const body: Readable = write(auditPackRows(db, scope, now()));
    return stream(c, async (out) => {
      out.onAbort(() => {
        body.destroy();
      });
      for await (const chunk of body) await out.write(chunk as Uint8Array);
    });
  };

  for (const format of ['csv', 'xlsx'] as const) {
    cohortRouter.openapi(
      createRoute({
        method: 'get',
        path: `/cohorts/{cohortId}/audit-pack.${format}`,
        tags: ['Assignments'],
        summary: `A cohort's audit pack as ${format.toUpperCase()}: a row per person and assignment`,
        description:
          "Game masters, and this cohort's managers. Enrolled, started and completed dates, first-attempt quiz score, drill d′, the learning check's change, active minutes and the content version. Streamed.",
        middleware: [canManageCohort(db)] as const,
        request: { params: CohortParams, query: RangeQuery },
        responses: fileAnswer('The audit pack'),
      }),
      (c) => {
        const { cohortId } = c.req.valid('param');
        return send(
          c,
          format,
          { cohortIds: [cohortId], ...rangeOf(c.req.valid('query')) },
          `audit-pack-${cohortId}`,
        );
      },
    );
    adminRouter.openapi(
      createRoute({
        method: 'get',
        path: `/audit-pack.${format}`,
        tags: ['Assignments'],
        summary: `Every cohort's audit pack as ${format.toUpperCase()}`,
        request: { query: RangeQuery },
        responses: fileAnswer('The audit pack'),
      }),
      (c) => send(c, format, rangeOf(c.req.valid('query')), 'audit-pack'),
    );
  }
  return { cohortRouter, adminRouter };
}
