import { ECONOMY } from '@ffl/engine/economy';
import { z } from '@hono/zod-openapi';

/** The shapes of the streak's answers; the service returns these types. */

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: '2025-03-14' });

export const StreakSchema = z
  .object({
    current: z.number().int().openapi({
      description: 'Days in a row, 0 once the streak is broken as of today.',
    }),
    longest: z.number().int(),
    today: DaySchema.openapi({ description: "Today in the player's time zone." }),
    doneToday: z.boolean().openapi({
      description: 'Whether a drill, a quiz or a due review was completed today.',
    }),
    atRisk: z.boolean().openapi({
      description: 'The streak is alive but nothing was done today yet.',
    }),
    freezes: z
      .number()
      .int()
      .min(0)
      .max(ECONOMY.maxStreakFreezes)
      .openapi({ description: `Streak freezes held: 0 to ${ECONOMY.maxStreakFreezes}.` }),
    freezePrice: z.number().int().openapi({ description: 'Credits, from the game rules.' }),
    canBuyFreeze: z.boolean().openapi({
      description: 'No freeze held and enough cash for one.',
    }),
    freezeCovers: DaySchema.nullable().openapi({
      description:
        'The missed day (yesterday) the freeze held will cover, keeping the streak alive.',
    }),
    lastFrozenDay: DaySchema.nullable().openapi({ description: 'The last day a freeze covered.' }),
    timeZone: z.string().openapi({
      description: 'The time zone the days are counted in (UTC until the browser sends one).',
      example: 'Pacific/Auckland',
    }),
  })
  .openapi('Streak');

export type Streak = z.infer<typeof StreakSchema>;
