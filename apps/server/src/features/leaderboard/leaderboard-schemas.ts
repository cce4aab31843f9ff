import { z } from '@hono/zod-openapi';

/** The shapes of the tables' answers; the services return these types. */

const LeaderboardRowSchema = z
  .object({
    rank: z.number().int().openapi({ description: 'Ties share a rank: 1, 2, 2, 4.' }),
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

export const LeaderboardSchema = z
  .object({
    season: z.object({ id: z.string(), number: z.number().int() }),
    league: z.object({ id: z.string(), name: z.string() }).nullable(),
    total: z.number().int().openapi({ description: 'Banks in the table.' }),
    me: MyPlaceSchema,
    rows: z.array(LeaderboardRowSchema).openapi({ description: 'The top 50.' }),
    aroundMe: z.array(LeaderboardRowSchema).openapi({
      description: 'My row with up to five rows above and five below; empty when `me` is null.',
    }),
  })
  .openapi('Leaderboard');

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
export type ArchivedLeaderboard = z.infer<typeof ArchivedLeaderboardSchema>;
