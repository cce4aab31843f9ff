import { z } from '@hono/zod-openapi';

/** The shapes of the game master's season answers and requests; the services return these types. */

export const SeasonProgressSchema = z
  .object({
    season: z.object({
      id: z.string(),
      number: z.number().int(),
      status: z
        .enum(['resetting', 'active', 'ended'])
        .openapi({ description: 'resetting while banks are being reset in batches.' }),
      startedAt: z.string(),
    }),
    banksReset: z.number().int().openapi({ description: 'Banks already on this season.' }),
    banksTotal: z.number().int(),
  })
  .openapi('SeasonProgress');

export const SeasonStartedSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    archived: z.number().int().openapi({ description: "Rows of last season's archived table." }),
    progress: SeasonProgressSchema,
  })
  .openapi('SeasonStarted');

const CONFIRM_MESSAGE =
  'Confirm with the current season\'s number: { "confirm": 7 } while season 7 runs.';

export const StartSeasonSchema = z
  .strictObject({
    confirm: z
      .number({ message: CONFIRM_MESSAGE })
      .int(CONFIRM_MESSAGE)
      .min(1, CONFIRM_MESSAGE)
      .openapi({
        description: "The current season's number, typed by the game master.",
        example: 7,
      }),
  })
  .openapi('StartSeason');

export type SeasonProgress = z.infer<typeof SeasonProgressSchema>;
export type SeasonStarted = z.infer<typeof SeasonStartedSchema>;
