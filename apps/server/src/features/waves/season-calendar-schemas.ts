import { z } from '@hono/zod-openapi';

/** The shape of the season's calendar (GET /api/season); the service returns this type. */
export const SeasonCalendarSchema = z
  .object({
    number: z.number().int().openapi({ description: 'The current season.', example: 3 }),
    status: z
      .enum(['resetting', 'active', 'ended'])
      .openapi({ description: 'resetting while banks move to this season after a reset.' }),
    startedAt: z.string().openapi({
      description:
        "When the season started: a report that landed before it is last season's, not this one's.",
    }),
    waves: z.number().int().openapi({
      description:
        'Waves in a season. After the last one lands, the season ends and the next starts.',
      example: 12,
    }),
    landed: z.number().int().openapi({ description: 'Waves landed in this season so far.' }),
    left: z
      .number()
      .int()
      .openapi({ description: 'Waves still to land in this season (0 or more).' }),
    endsAt: z.string().nullable().openapi({
      description:
        "When the season ends: the time its last wave is due, from the waves scheduled and the automatic schedule's next times. Null when it cannot be known (the schedule is paused and too few waves are scheduled), or when no wave is left.",
    }),
  })
  .openapi('SeasonCalendar');

export type SeasonCalendar = z.infer<typeof SeasonCalendarSchema>;
