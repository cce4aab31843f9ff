import { z } from '@hono/zod-openapi';

/** The shapes of the tables' answers; the services return these types. */

const LeaderboardRowSchema = z
  .object({
    rank: z.number().int().openapi({ description: 'Ties share a rank: 1, 2, 2, 4.' }),
    points: z.number().int().openapi({ description: "The season's points." }),
    move: z.number().int().nullable().openapi({
      description:
        "Places climbed in the latest wave (rank before − rank after; negative: dropped): in the season table, or in a league's table in the league's own ranks among the members it had when the wave was ranked. Null when the bank was not hit by that wave (or, in a league, joined it since), in the archive, or before any wave this season.",
    }),
    position: z.number().int().openapi({ description: '1-based place in the order shown.' }),
    bankId: z.string().nullable().openapi({
      description:
        "The bank's public id. Null for another player's anonymous bank, and in the archive.",
    }),
    bankName: z
      .string()
      .openapi({ description: '"Anonymous bank #NNNN" for another player\'s anonymous bank.' }),
    manager: z
      .string()
      .nullable()
      .openapi({ description: "Null for another player's anonymous bank." }),
    netWorth: z.number().int(),
    isMe: z.boolean(),
    anonymous: z.boolean(),
  })
  .openapi('LeaderboardRow');

const MyPlaceSchema = z
  .object({ rank: z.number().int(), position: z.number().int() })
  .nullable()
  .openapi({ description: 'Null when I have no bank yet or am not in this table.' });

export const RankingBySchema = z.enum(['points', 'net-worth']).openapi({
  description: 'points: the season table (points, then net worth); net-worth: net worth alone.',
});

export const LeaderboardQuerySchema = z.object({ by: RankingBySchema.default('points') });

const BiggestClimberSchema = z
  .object({
    bankName: z
      .string()
      .openapi({ description: '"Anonymous bank #NNNN" for another player\'s anonymous bank.' }),
    move: z.number().int().openapi({ description: "Places climbed in the league's own ranks." }),
  })
  .nullable()
  .openapi({
    description:
      "A league's member who climbed the most places in the league's own ranks in the latest wave (on an equal climb, the higher place after it); null for the global table, or when nobody climbed.",
  });

export const LeaderboardSchema = z
  .object({
    by: RankingBySchema,
    season: z.object({ id: z.string(), number: z.number().int() }),
    league: z.object({ id: z.string(), name: z.string() }).nullable(),
    cohort: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .openapi({ description: "The cohort, for a cohort's table; null otherwise." }),
    total: z.number().int().openapi({ description: 'Banks in the table.' }),
    me: MyPlaceSchema,
    rows: z.array(LeaderboardRowSchema).openapi({ description: 'The top 50.' }),
    aroundMe: z.array(LeaderboardRowSchema).openapi({
      description: 'My row with up to five rows above and five below; empty when `me` is null.',
    }),
    biggestClimber: BiggestClimberSchema,
  })
  .openapi('Leaderboard');

export const StandingSchema = z
  .object({
    rank: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'My rank in the season table; null when I am not in it.' }),
    points: z.number().int(),
    netWorth: z.number().int(),
    players: z.number().int().openapi({ description: 'Banks in the season table.' }),
    lastWave: z
      .object({
        waveId: z.string(),
        reportId: z.string(),
        landedAt: z.string(),
        points: z.number().int(),
        rankBefore: z.number().int().nullable(),
        rankAfter: z.number().int().nullable(),
      })
      .nullable()
      .openapi({ description: 'My latest wave of this season; null before my first.' }),
  })
  .openapi('Standing');

export const ArchivedLeaderboardSchema = z
  .object({
    season: z
      .object({ id: z.string(), number: z.number().int(), endedAt: z.string().nullable() })
      .nullable()
      .openapi({ description: 'The most recently ended season; null before the first one ends.' }),
    total: z.number().int(),
    me: MyPlaceSchema,
    rows: z.array(LeaderboardRowSchema),
    aroundMe: z.array(LeaderboardRowSchema),
  })
  .openapi('ArchivedLeaderboard');

export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
export type Standing = z.infer<typeof StandingSchema>;
export type ArchivedLeaderboard = z.infer<typeof ArchivedLeaderboardSchema>;
