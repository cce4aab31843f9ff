import { ASSIGNMENT } from '@ffl/engine/assignments';
import { z } from '@hono/zod-openapi';
import { FamilySchema, FraudIdSchema } from '../../http/domain-schemas';
import { PublicIdParam } from '../../http/openapi';
import { nameSchema } from '../../lib/names';

/** The shapes of assigned training (issue 27). */

export const AssignmentParams = z.object({ cohortId: PublicIdParam, assignmentId: PublicIdParam });

export const NewAssignmentSchema = z
  .strictObject({
    name: nameSchema('cohort').openapi({ description: 'What players see: "Finance training".' }),
    frauds: z.array(FraudIdSchema).max(ASSIGNMENT.maxFrauds).default([]),
    families: z.array(FamilySchema).max(10).default([]),
    postCheck: z
      .boolean()
      .default(false)
      .openapi({ description: "Also ask for the post-check of the assignment's families." }),
    dueAt: z.iso.datetime({ offset: true }).openapi({
      description: `When it is due: in the future, at most ${ASSIGNMENT.maxDueDays} days ahead.`,
    }),
  })
  .openapi('NewAssignment');

const FraudStepSchema = z
  .object({
    fraudId: FraudIdSchema,
    read: z.boolean().openapi({ description: `At least ${ASSIGNMENT.readSeconds} s on its page.` }),
    readSeconds: z.number().int(),
    quizPassed: z.boolean(),
    drillsDone: z.number().int(),
    drillsTotal: z.number().int(),
    done: z.boolean(),
  })
  .openapi('AssignmentFraud');

const ProgressSchema = z.object({
  done: z.number().int().openapi({ description: 'Frauds done.' }),
  total: z.number().int(),
  postCheckDone: z.boolean(),
  complete: z.boolean(),
  completedAt: z.union([z.string(), z.null()]).openapi({
    description: 'When the last step was done; null while incomplete.',
  }),
  status: z.enum(['complete', 'overdue', 'due-soon', 'open']),
});

const AssignmentBaseSchema = z.object({
  id: z.string(),
  cohort: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  frauds: z
    .array(FraudIdSchema)
    .openapi({ description: 'Every fraud covered, families expanded.' }),
  families: z.array(FamilySchema),
  postCheck: z.boolean(),
  dueAt: z.string(),
  createdAt: z.string(),
  contentVersion: z.string(),
});

export const MyAssignmentSchema = AssignmentBaseSchema.extend({
  progress: ProgressSchema,
  steps: z.array(FraudStepSchema),
}).openapi('MyAssignment');

export const MyAssignmentsSchema = z
  .object({ assignments: z.array(MyAssignmentSchema).openapi({ description: 'By due date.' }) })
  .openapi('MyAssignments');

export const CohortAssignmentSchema = AssignmentBaseSchema.extend({
  members: z.number().int(),
  complete: z.number().int().openapi({ description: 'Members who completed it.' }),
  overdue: z.number().int(),
}).openapi('CohortAssignment');

export const CohortAssignmentsSchema = z
  .object({ assignments: z.array(CohortAssignmentSchema) })
  .openapi('CohortAssignments');

export const AssignmentPeopleSchema = z
  .object({
    assignment: CohortAssignmentSchema,
    people: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        progress: ProgressSchema,
        activeSeconds: z
          .number()
          .int()
          .openapi({ description: "Active seconds on the assignment's pages since it started." }),
      }),
    ),
  })
  .openapi('AssignmentPeople');

export const HeartbeatSchema = z
  .strictObject({
    topic: z
      .string()
      .regex(
        /^(fraud:[A-Za-z]{2,40}|drills|quiz|wiki)$/,
        'Expected a page: fraud:<FraudId>, drills, quiz or wiki.',
      )
      .openapi({ example: 'fraud:Phishing' }),
  })
  .openapi('Heartbeat');

export const HeartbeatAnswerSchema = z
  .object({ credited: z.number().int().openapi({ description: 'Seconds this beat earned.' }) })
  .openapi('HeartbeatAnswer');

export type MyAssignment = z.infer<typeof MyAssignmentSchema>;
export type CohortAssignment = z.infer<typeof CohortAssignmentSchema>;
export type AssignmentPeople = z.infer<typeof AssignmentPeopleSchema>;
