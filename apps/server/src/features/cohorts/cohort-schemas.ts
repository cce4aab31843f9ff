import { z } from '@hono/zod-openapi';
import { COHORT_SOURCES } from '../../db/schema/org';
import { PublicIdParam } from '../../http/openapi';
import { nameSchema } from '../../lib/names';
import { PageQuery } from '../admin/admin-schemas';
import { InviteCodeSchema } from '../leagues/league-schemas';

/** The shapes of cohorts (issue 27): the console's answers and requests, and the player's. */

export const CohortParams = z.object({ cohortId: PublicIdParam });
export const CohortManagerParams = z.object({ cohortId: PublicIdParam, userId: z.string().min(1) });

const CohortRefSchema = z.object({ id: z.string(), name: z.string() }).openapi('CohortRef');

const ManagerSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });

export const CohortSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    joinCode: z.string().openapi({ description: 'What a player types to join, in any case.' }),
    members: z.number().int().openapi({ description: 'Members, disabled accounts included.' }),
    managers: z.array(ManagerSchema).openapi({ description: 'By name.' }),
    createdAt: z.string(),
  })
  .openapi('Cohort');

export const CohortListSchema = z
  .object({ cohorts: z.array(CohortSchema).openapi({ description: 'By name.' }) })
  .openapi('CohortList');

export const NewCohortSchema = z.strictObject({ name: nameSchema('cohort') }).openapi('NewCohort');

const CONFIRM_NAME_MESSAGE = 'Confirm with the cohort\'s name: { "confirm": "Finance" }.';
export const DeleteCohortSchema = z
  .strictObject({
    confirm: z
      .string({ message: CONFIRM_NAME_MESSAGE })
      .trim()
      .min(1, CONFIRM_NAME_MESSAGE)
      .max(240, CONFIRM_NAME_MESSAGE)
      .openapi({ description: "The cohort's name, in any case." }),
  })
  .openapi('DeleteCohort');

export const CohortDeletedSchema = z
  .object({
    deleted: z.literal(true),
    members: z.number().int().openapi({ description: 'Players who are now in no cohort.' }),
  })
  .openapi('CohortDeleted');

const CONFIRM_EMAIL_MESSAGE =
  'Confirm with the player\'s e-mail address: { "confirm": "player@example.com" }.';
const ConfirmEmail = z
  .string({ message: CONFIRM_EMAIL_MESSAGE })
  .trim()
  .min(3, CONFIRM_EMAIL_MESSAGE)
  .max(254, CONFIRM_EMAIL_MESSAGE)
  .openapi({ description: "The player's e-mail address, in any case." });

export const GrantManagerSchema = z
  .strictObject({
    userId: z.string().min(1).max(100),
    confirm: ConfirmEmail,
  })
  .openapi('GrantManager');

export const RevokeManagerSchema = z
  .strictObject({ confirm: ConfirmEmail })
  .openapi('RevokeManager');

export const MovePlayerSchema = z
  .strictObject({
    cohortId: z.union([PublicIdParam, z.null()]).openapi({
      description: 'The cohort to put the player in; null takes them out of their cohort.',
    }),
  })
  .openapi('MovePlayer');

export const JoinCohortSchema = z.strictObject({ code: InviteCodeSchema }).openapi('JoinCohort');

export const MyCohortSchema = z
  .object({ cohort: z.union([CohortRefSchema, z.null()]) })
  .openapi('MyCohort');

export const MemberQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(254, 'The search can have at most 254 characters.')
    .optional()
    .openapi({ description: 'Part of a display name or e-mail address, in any case.' }),
});

const MemberSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    joinedAt: z.string(),
    source: z.enum(COHORT_SOURCES).openapi({
      description:
        'console: moved in by a game master; join-code: joined with the code; import: placed by a roster; invitation: signed up through a roster invitation.',
    }),
    disabled: z.boolean(),
    points: z
      .number()
      .int()
      .openapi({ description: "The season's points; 0 before the player has a bank." }),
    quizzesPassed: z.number().int(),
  })
  .openapi('CohortMember');

export const MemberPageSchema = z
  .object({
    cohort: CohortRefSchema,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    members: z.array(MemberSchema).openapi({ description: 'By name, then e-mail.' }),
  })
  .openapi('CohortMemberPage');

const RankedCohortSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    rank: z.number().int().openapi({ description: 'An equal average shares a rank: 1, 2, 2, 4.' }),
    members: z.number().int().openapi({ description: 'Active members, played or not.' }),
    points: z.number().int().openapi({ description: "Their season's points, added up." }),
    average: z.number().openapi({ description: 'Points per member, to one decimal.' }),
    isMine: z.boolean(),
  })
  .openapi('RankedCohort');

export const CohortTableSchema = z
  .object({
    season: z.object({ id: z.string(), number: z.number().int() }),
    rows: z.array(RankedCohortSchema),
  })
  .openapi('CohortTable');

export type Cohort = z.infer<typeof CohortSchema>;
export type CohortList = z.infer<typeof CohortListSchema>;
export type MemberPage = z.infer<typeof MemberPageSchema>;
export type CohortTable = z.infer<typeof CohortTableSchema>;
export type MyCohort = z.infer<typeof MyCohortSchema>;
