import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, PublicIdParam } from '../../http/openapi';
import { actorOf } from '../admin/admin-routes';
import { MyAssignmentSchema } from '../assignments/assignment-schemas';
import { canManageCohort } from '../cohorts/cohort-routes';
import { AdvisedReportSchema, ReportPageSchema } from '../waves/wave-schemas';
import { openPlayerReport, openPlayerWork } from './player-work-service';

/**
 * Opening a player's work, read-only (player-work-service.ts): a game master opens anyone's (under
 * /api/admin); a cohort manager a member of their cohorts'.
 */

export const PlayerWorkSchema = z
  .object({
    player: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    assignments: z.array(MyAssignmentSchema),
    reports: ReportPageSchema,
  })
  .openapi('PlayerWork');

const ReportParams = z.object({ userId: z.string().min(1).max(64), reportId: PublicIdParam });
const CohortReportParams = ReportParams.extend({ cohortId: PublicIdParam });
const MemberParams = z.object({ cohortId: PublicIdParam, userId: z.string().min(1).max(64) });
const UserParams = z.object({ userId: z.string().min(1).max(64) });

export function createPlayerWorkRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const cohortRouter = createRouter();
  const adminRouter = createRouter();

  cohortRouter.openapi(
    createRoute({
      method: 'get',
      path: '/cohorts/{cohortId}/members/{userId}/work',
      tags: ['Assignments'],
      summary: "A member's assignments and reports, read-only (the look is audited)",
      middleware: [canManageCohort(db)] as const,
      request: { params: MemberParams },
      responses: answers("The member's work", PlayerWorkSchema),
    }),
    async (c) => {
      const { cohortId, userId } = c.req.valid('param');
      return c.json(await openPlayerWork(db, actorOf(c.get('user')), userId, now(), cohortId), 200);
    },
  );
  cohortRouter.openapi(
    createRoute({
      method: 'get',
      path: '/cohorts/{cohortId}/members/{userId}/reports/{reportId}',
      tags: ['Assignments'],
      summary: "One of a member's wave reports with its why and what-if, read-only (audited)",
      middleware: [canManageCohort(db)] as const,
      request: { params: CohortReportParams },
      responses: answers('The report', AdvisedReportSchema),
    }),
    async (c) => {
      const { cohortId, userId, reportId } = c.req.valid('param');
      return c.json(
        await openPlayerReport(db, actorOf(c.get('user')), userId, reportId, cohortId),
        200,
      );
    },
  );
  adminRouter.openapi(
    createRoute({
      method: 'get',
      path: '/players/{userId}/work',
      tags: ['Admin'],
      summary: "A player's assignments and reports, read-only (the look is audited)",
      request: { params: UserParams },
      responses: answers("The player's work", PlayerWorkSchema),
    }),
    async (c) =>
      c.json(
        await openPlayerWork(db, actorOf(c.get('user')), c.req.valid('param').userId, now()),
        200,
      ),
  );
  adminRouter.openapi(
    createRoute({
      method: 'get',
      path: '/players/{userId}/reports/{reportId}',
      tags: ['Admin'],
      summary: "One of a player's wave reports with its why and what-if, read-only (audited)",
      request: { params: ReportParams },
      responses: answers('The report', AdvisedReportSchema),
    }),
    async (c) => {
      const { userId, reportId } = c.req.valid('param');
      return c.json(await openPlayerReport(db, actorOf(c.get('user')), userId, reportId), 200);
    },
  );
  return { cohortRouter, adminRouter };
}
