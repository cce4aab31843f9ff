import { z } from '@hono/zod-openapi';
import { DifficultySchema } from '../../http/domain-schemas';
import { PublicIdParam } from '../../http/openapi';
import { nameSchema } from '../../lib/names';
import { BadgeIdSchema } from '../badges/badge-schemas';
import { LeaderboardSchema } from '../leaderboard/leaderboard-schemas';

/** The shapes of the leagues' answers and requests; the services return these types. */

/** No 0/O, 1/I/L: a code read aloud or copied from paper cannot be mistaken. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** The most feed entries one page asks for (a page's size is the screen's choice). */
export const LEAGUE_FEED_PAGE_MAX = 50;

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

/** A member as the podium and the feed show them: anonymous mode honoured. */
const LeagueBankSchema = z.object({
  bankName: z
    .string()
    .openapi({ description: '"Anonymous bank #NNNN" for another member\'s anonymous bank.' }),
  manager: z
    .string()
    .nullable()
    .openapi({ description: "Null for another member's anonymous bank." }),
  anonymous: z.boolean(),
  isMe: z.boolean(),
});

const PodiumPlaceSchema = LeagueBankSchema.extend({
  rank: z
    .number()
    .int()
    .openapi({ description: "Rank in the league's table after the wave; ties share a rank." }),
  position: z
    .number()
    .int()
    .openapi({ description: '1 to 3: the place in the table after the wave.' }),
  wavePoints: z.number().int().openapi({ description: 'Points the wave earned.' }),
  points: z.number().int().openapi({ description: "The season's points just after the wave." }),
  netWorth: z.number().int().openapi({ description: 'Net worth just after the wave.' }),
  move: z.number().int().openapi({ description: "Places climbed in the league's own ranks." }),
});

export const LeaguePodiumSchema = z
  .object({
    waveId: z.string(),
    rankedAt: z
      .string()
      .openapi({ description: 'When the wave landed and was ranked (ISO time).' }),
    difficulty: DifficultySchema,
    members: z.number().int().openapi({
      description:
        "Members in the league's table of this wave: those who had joined by then and whom the wave hit.",
    }),
    top: z.array(PodiumPlaceSchema).openapi({
      description:
        'The first three places of the league after the wave (engine LEAGUE_PODIUM_SIZE).',
    }),
    climber: LeagueBankSchema.extend({
      move: z.number().int(),
      rank: z.number().int(),
    })
      .nullable()
      .openapi({
        description:
          "Who climbed the most places in the league's own ranks (on an equal climb, the higher place after the wave); null when nobody climbed.",
      }),
    me: z
      .object({
        rankBefore: z.number().int(),
        rankAfter: z.number().int(),
        move: z.number().int(),
        reportId: z.string().openapi({ description: 'My report of this wave.' }),
      })
      .nullable()
      .openapi({ description: "Null when I was not in the league's table of this wave." }),
  })
  .openapi('LeaguePodium');

export const LeagueDetailSchema = LeagueSummarySchema.extend({
  members: z.array(LeagueMemberSchema),
  table: LeaderboardSchema,
  // A union rather than .nullable(): the podium's own component stays non-null.
  podium: z.union([LeaguePodiumSchema, z.null()]).openapi({
    description:
      "The league's podium of the latest ranked wave of the season (the wave the table's moves are from); null before any wave, or when the league had nobody in it.",
  }),
}).openapi('LeagueDetail');

export const LeagueFeedQuerySchema = z.object({
  before: z.iso
    .datetime()
    .optional()
    .openapi({ description: "Only entries older than this (the previous page's nextBefore)." }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEAGUE_FEED_PAGE_MAX)
    .default(20)
    .openapi({ description: `Entries per page, 1 to ${LEAGUE_FEED_PAGE_MAX}.` }),
});

const FeedBase = {
  id: z.string().openapi({ description: 'Stable within the league: a key for the entry.' }),
  at: z.string().openapi({ description: 'When it happened (ISO time).' }),
};

const LeagueFeedEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('joined'),
      ...FeedBase,
      member: LeagueBankSchema,
      founded: z.boolean().openapi({ description: 'True for the member who created the league.' }),
    }),
    z.object({ kind: z.literal('podium'), ...FeedBase, podium: LeaguePodiumSchema }),
    z.object({
      kind: z.literal('badge'),
      ...FeedBase,
      member: LeagueBankSchema,
      badge: BadgeIdSchema,
    }),
  ])
  .openapi('LeagueFeedEntry');

export const LeagueFeedSchema = z
  .object({
    entries: z.array(LeagueFeedEntrySchema).openapi({
      description:
        "Newest first: members joining, each wave's podium, badges members earned this season. A page may run past `limit` to keep entries of the same moment together.",
    }),
    nextBefore: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `before` for the next page; null on the last page.' }),
  })
  .openapi('LeagueFeed');

/** Who runs a league, as an invite link and its preview show them. */
const LeagueOwnerSchema = z.object({
  bankName: z
    .string()
    .openapi({ description: '"Anonymous bank #NNNN" when the owner is anonymous.' }),
  manager: z.string().nullable().openapi({ description: 'Null when the owner is anonymous.' }),
});

/** What an invite link shows before signing in: the league and who runs it. */
export const InvitationSchema = z
  .object({
    name: z.string(),
    memberCount: z.number().int(),
    owner: LeagueOwnerSchema,
  })
  .openapi('Invitation');

export const LeaguePreviewSchema = z
  .object({
    name: z.string(),
    memberCount: z.number().int(),
    owner: LeagueOwnerSchema.extend({ anonymous: z.boolean() }),
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
export type LeaguePodium = z.infer<typeof LeaguePodiumSchema>;
export type LeagueBank = z.infer<typeof LeagueBankSchema>;
export type LeagueFeed = z.infer<typeof LeagueFeedSchema>;
export type LeagueFeedEntry = z.infer<typeof LeagueFeedEntrySchema>;
export type Invitation = z.infer<typeof InvitationSchema>;
