import { z } from '@hono/zod-openapi';
import { PublicIdParam } from '../../http/openapi';
import { nameSchema } from '../../lib/names';
import { LeaderboardSchema } from '../leaderboard/leaderboard-schemas';

/** The shapes of the leagues' answers and requests; the services return these types. */

/** No 0/O, 1/I/L: a code read aloud or copied from paper cannot be mistaken. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export const InviteCodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9]{${INVITE_CODE_LENGTH}}$`),
    `An invite code is ${INVITE_CODE_LENGTH} letters and digits.`,
  )
  .openapi({ example: 'K7MPQ2XH', description: 'Any letter case.' });

export const LeagueParams = z.object({ leagueId: PublicIdParam });

export const NewLeagueSchema = z.strictObject({ name: nameSchema('league') }).openapi('NewLeague');

export const JoinLeagueSchema = z.strictObject({ code: InviteCodeSchema }).openapi('JoinLeague');

export const LeagueRenameSchema = z
  .strictObject({ name: nameSchema('league') })
  .openapi('LeagueRename');

export const LeagueSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string().openapi({ description: 'The invite code; only members see it.' }),
    joinPath: z.string().openapi({ example: '/join/K7MPQ2XH' }),
    isOwner: z.boolean(),
    memberCount: z.number().int(),
    myRank: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .openapi('LeagueSummary');

export const MyLeaguesSchema = z
  .object({
    leagues: z.array(LeagueSummarySchema).openapi({ description: 'In the order I joined them.' }),
    limit: z.number().int().openapi({ description: 'The most leagues a player can be in.' }),
  })
  .openapi('MyLeagues');

const LeagueMemberSchema = z.object({
  bankId: z.string().nullable().openapi({
    description: "Null for another member's anonymous bank, unless I own the league.",
  }),
  bankName: z.string(),
  manager: z.string().nullable(),
  anonymous: z.boolean(),
  isOwner: z.boolean(),
  isMe: z.boolean(),
  joinedAt: z.string(),
});

export const LeagueDetailSchema = LeagueSummarySchema.extend({
  members: z.array(LeagueMemberSchema),
  table: LeaderboardSchema,
}).openapi('LeagueDetail');

export const LeaguePreviewSchema = z
  .object({
    name: z.string(),
    memberCount: z.number().int(),
    owner: z.object({
      bankName: z
        .string()
        .openapi({ description: '"Anonymous bank #NNNN" when the owner is anonymous.' }),
      manager: z.string().nullable().openapi({ description: 'Null when the owner is anonymous.' }),
      anonymous: z.boolean(),
    }),
    alreadyMember: z.boolean(),
    leagueId: z
      .string()
      .nullable()
      .openapi({ description: 'Only for a member, who knows it already; null otherwise.' }),
    code: z.string().openapi({ description: 'The invite code, upper case.' }),
  })
  .openapi('LeaguePreview');

export const NewInviteCodeSchema = z
  .object({ code: z.string(), joinPath: z.string() })
  .openapi('InviteCode');

export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;
export type MyLeagues = z.infer<typeof MyLeaguesSchema>;
export type LeagueMember = z.infer<typeof LeagueMemberSchema>;
export type LeagueDetail = z.infer<typeof LeagueDetailSchema>;
export type LeaguePreview = z.infer<typeof LeaguePreviewSchema>;
export type NewInviteCode = z.infer<typeof NewInviteCodeSchema>;
