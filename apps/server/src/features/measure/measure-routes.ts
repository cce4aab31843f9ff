import { FORMS_MIN_ITEM_ATTEMPTS, RASCH_MIN_MEAN_ATTEMPTS } from '@ffl/engine/parallel-forms';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, IdempotencyHeaders, jsonBody, NoBody } from '../../http/openapi';
import { getFormSet, rebalanceForms } from './measure-forms';
import { getLearningReport, type ReportFilters, reportCsv } from './measure-report';
import {
  AnswerBodySchema,
  AnswerSavedSchema,
  CheckIdSchema,
  CheckStatusSchema,
  CheckViewSchema,
  FormSetSchema,
  FormsRebalanceSchema,
  LearningProgressSchema,
  LearningReportSchema,
  MeasureItemIdSchema,
  ProgrammeCreateSchema,
  ProgrammeSchema,
  ReportQuerySchema,
} from './measure-schemas';
import {
  answerItem,
  closeCheck,
  getCheck,
  getCheckStatus,
  getLearningProgress,
  listProgrammes,
  startCheck,
  startProgramme,
} from './measure-service';

const CheckParam = z.object({ checkId: CheckIdSchema });
const AnswerParams = z.object({ checkId: CheckIdSchema, itemId: MeasureItemIdSchema });

/** My learning checks and progress (decision 0026). */
export function createMeasureRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/checks',
      tags: ['Learning measure'],
      summary: 'My learning checks: what is due, my open check, and what falls due next',
      description:
        'A baseline at my first visit (and at the start of each programme a game master sets), a post-check on a parallel form once I complete a family (every quiz of it passed) or after the programme delay, and a retention check later. Unpaid.',
      responses: answers('My checks as of now', CheckStatusSchema),
    }),
    async (c) => c.json(await getCheckStatus(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/checks',
      tags: ['Learning measure'],
      summary: 'Start the check that is due, or return my open one',
      description:
        'failed-precondition when no check is due. The items come without their answers; nothing is revealed until I close the check.',
      request: { body: NoBody },
      responses: answers('The check', CheckViewSchema),
    }),
    async (c) => c.json(await startCheck(db, c.get('user').id, now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/checks/{checkId}',
      tags: ['Learning measure'],
      summary: 'One of my checks: the items, and the result once it is closed',
      request: { params: CheckParam },
      responses: answers('The check', CheckViewSchema),
    }),
    async (c) => c.json(await getCheck(db, c.get('user').id, c.req.valid('param').checkId), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/me/checks/{checkId}/answers/{itemId}',
      tags: ['Learning measure'],
      summary: 'Answer one item of my open check (once; the first answer counts)',
      description:
        'A decision item takes decision (report or trust) and signs (the statements ticked); a scenario item takes option. Nothing about the answer comes back before the check closes. A second answer to the same item is already-exists.',
      request: { params: AnswerParams, body: jsonBody(AnswerBodySchema) },
      responses: answers('Saved', AnswerSavedSchema),
    }),
    async (c) => {
      const { checkId, itemId } = c.req.valid('param');
      return c.json(
        await answerItem(db, {
          userId: c.get('user').id,
          checkId,
          itemId,
          body: c.req.valid('json'),
          now: now(),
        }),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/checks/{checkId}/close',
      tags: ['Learning measure'],
      summary: 'Close my check: its answers and my scores are shown from now on',
      description: 'Unanswered items count as wrong. Closing a closed check returns its result.',
      request: { params: CheckParam, body: NoBody },
      responses: answers('The closed check with its result', CheckViewSchema),
    }),
    async (c) =>
      c.json(
        await closeCheck(db, {
          userId: c.get('user').id,
          checkId: c.req.valid('param').checkId,
          now: now(),
        }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/learning',
      tags: ['Learning measure'],
      summary: 'My measured progress per family, from my closed checks, in words and figures',
      responses: answers('My progress', LearningProgressSchema),
    }),
    async (c) => c.json(await getLearningProgress(db, c.get('user').id), 200),
  );

  return router;
}

function filtersOf(query: z.infer<typeof ReportQuerySchema>): ReportFilters {
  return {
    programmeId: query.programme,
    leagueId: query.league,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

/**
 * The game master's learning report, its CSV, the programmes and the measure's form sets. Mounted
 * under /admin.
 */
export function createMeasureAdminRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learning/report',
      tags: ['Game master'],
      summary: 'The learning report: baseline against post-check and retention, per family',
      description:
        "Hedges' g (paired, g_z) with its 95% interval, accuracy before and after, the change in d′, and N; first attempts only. Filters: league, programme, and the dates the later check closed.",
      request: { query: ReportQuerySchema },
      responses: answers('The report', LearningReportSchema),
    }),
    async (c) => c.json(await getLearningReport(db, filtersOf(c.req.valid('query')), now()), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learning/report.csv',
      tags: ['Game master'],
      summary: 'The learning report as CSV',
      request: { query: ReportQuerySchema },
      responses: {
        200: {
          description: 'One line per comparison and family, with a header line',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const report = await getLearningReport(db, filtersOf(c.req.valid('query')), now());
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header(
        'content-disposition',
        `attachment; filename="learning-report-${report.programme.id}.csv"`,
      );
      return c.body(reportCsv(report), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learning/programmes',
      tags: ['Game master'],
      summary: 'The learning programmes, newest first',
      responses: answers('The programmes', z.array(ProgrammeSchema)),
    }),
    async (c) => c.json(await listProgrammes(db), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/learning/programmes',
      tags: ['Game master'],
      summary: 'Start a programme: every player owes a new baseline from now on',
      description:
        'postAfterDays (default 28) is the longest wait from a baseline to the post-check; retentionAfterDays (default 56) the wait from the post-check to the retention check. Recorded in the audit log. Send an Idempotency-Key.',
      request: { headers: IdempotencyHeaders, body: jsonBody(ProgrammeCreateSchema) },
      responses: answers('The programme', ProgrammeSchema),
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const { programme, replayed } = await startProgramme(db, {
        ...body,
        actor: { id: user.id, email: user.email },
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        now: now(),
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(programme, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/learning/forms',
      tags: ['Game master'],
      summary: "The measure's current form set: how it was balanced, and each item's form",
      description:
        "The method (the writers' prior difficulty, proportion correct or a Rasch model), when, from how many first attempts, each form's mean difficulty overall and per family, and every item's form and estimate. New baselines draw from this set.",
      responses: answers('The current form set', FormSetSchema),
    }),
    async (c) => c.json(await getFormSet(db), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/learning/forms/rebalance',
      tags: ['Game master'],
      summary: 'Rebalance the forms by item difficulty estimated from first attempts',
      description: `Estimates each item's difficulty from every player's first answer to it (retakes never count) and deals the items into forms of equal mean difficulty, each family's kinds balanced. method auto (the default) fits a Rasch model when the items average ${RASCH_MIN_MEAN_ATTEMPTS} first attempts and the forms are linked, else uses the proportion correct; content restores the writers' forms. failed-precondition when an item has fewer than ${FORMS_MIN_ITEM_ATTEMPTS} first attempts. New baselines draw from the new set; a player's later checks keep their baseline's. Recorded in the audit log. Send an Idempotency-Key.`,
      request: { headers: IdempotencyHeaders, body: jsonBody(FormsRebalanceSchema) },
      responses: answers('The new form set', FormSetSchema),
    }),
    async (c) => {
      const user = c.get('user');
      const { formSet, replayed } = await rebalanceForms(db, {
        method: c.req.valid('json').method,
        actor: { id: user.id, email: user.email },
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        now: now(),
      });
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(formSet, 200);
    },
  );

  return router;
}
