import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { answers, createRouter, jsonBody, NoBody } from '../../http/openapi';
import { actorOf } from '../admin/admin-routes';
import { canManageCohort } from '../cohorts/cohort-routes';
import { CohortParams } from '../cohorts/cohort-schemas';
import {
  AssignmentParams,
  AssignmentPeopleSchema,
  CohortAssignmentSchema,
  CohortAssignmentsSchema,
  HeartbeatAnswerSchema,
  HeartbeatSchema,
  MyAssignmentsSchema,
  NewAssignmentSchema,
} from './assignment-schemas';
import {
  cancelAssignment,
  createAssignment,
  getAssignmentPeople,
  listCohortAssignments,
  listMyAssignments,
  recordHeartbeat,
} from './assignment-service';

/** Assigned training: the cohort's side (managers) and the player's (mounted under /api). */
export function createAssignmentRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/assignments',
      tags: ['Assignments'],
      summary: 'Assign training to a cohort: frauds and families, a due date, maybe a post-check',
      description:
        "Game masters, and this cohort's managers. Each fraud means: read its page, pass its quiz and submit each of its drills. Recorded in the audit log.",
      middleware: [canManageCohort(db)] as const,
      request: { params: CohortParams, body: jsonBody(NewAssignmentSchema) },
      responses: answers('The assignment', CohortAssignmentSchema),
    }),
    async (c) =>
      c.json(
        await createAssignment(
          db,
          actorOf(c.get('user')),
          c.req.valid('param').cohortId,
          c.req.valid('json'),
          now(),
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/cohorts/{cohortId}/assignments',
      tags: ['Assignments'],
      summary: "A cohort's assignments, each with how many members completed it",
      middleware: [canManageCohort(db)] as const,
      request: { params: CohortParams },
      responses: answers('The assignments, newest first', CohortAssignmentsSchema),
    }),
    async (c) =>
      c.json(
        { assignments: await listCohortAssignments(db, c.req.valid('param').cohortId, now()) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/cohorts/{cohortId}/assignments/{assignmentId}',
      tags: ['Assignments'],
      summary: "One assignment with every member's progress",
      middleware: [canManageCohort(db)] as const,
      request: { params: AssignmentParams },
      responses: answers('Its people', AssignmentPeopleSchema),
    }),
    async (c) => {
      const { cohortId, assignmentId } = c.req.valid('param');
      return c.json(await getAssignmentPeople(db, cohortId, assignmentId, now()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/cohorts/{cohortId}/assignments/{assignmentId}/cancel',
      tags: ['Assignments'],
      summary: 'Withdraw an assignment: players stop seeing it and no more reminders go',
      description: 'Recorded in the audit log.',
      middleware: [canManageCohort(db)] as const,
      request: { params: AssignmentParams, body: NoBody },
      responses: answers('Withdrawn'),
    }),
    async (c) => {
      const { cohortId, assignmentId } = c.req.valid('param');
      await cancelAssignment(db, actorOf(c.get('user')), cohortId, assignmentId, now());
      return c.body(null, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/assignments',
      tags: ['Assignments'],
      summary: "My cohort's training, with my progress on each step",
      responses: answers('My assignments, by due date', MyAssignmentsSchema),
    }),
    async (c) => c.json({ assignments: await listMyAssignments(db, c.get('user').id, now()) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/heartbeat',
      tags: ['Assignments'],
      summary: 'A visible page says it is still being read: active time, never wall-clock time',
      description:
        'Sent every 15 s while a learning page is visible. The time since the previous beat counts when it is under 25 s; the first beat, or one after a longer gap, only starts the clock.',
      request: { body: jsonBody(HeartbeatSchema) },
      responses: answers('What it earned', HeartbeatAnswerSchema),
    }),
    async (c) =>
      c.json(
        { credited: await recordHeartbeat(db, c.get('user').id, c.req.valid('json').topic, now()) },
        200,
      ),
  );

  return router;
}
