import { z } from '@hono/zod-openapi';

/** The shapes of the notification preferences; the service returns these types. */

export const WAVE_SOON_HOURS = { min: 1, max: 24, default: 3 } as const;

export const PreferencesSchema = z
  .object({
    timeZone: z.string().nullable().openapi({
      description: 'The IANA time zone the browser sent, or null while none was ever sent.',
      example: 'Europe/Paris',
    }),
    effectiveTimeZone: z.string().openapi({
      description: 'The time zone days and mail hours are counted in: timeZone, else UTC.',
      example: 'Europe/Paris',
    }),
    waveSoon: z.object({
      on: z.boolean(),
      hoursBefore: z.number().int().min(WAVE_SOON_HOURS.min).max(WAVE_SOON_HOURS.max),
    }),
    waveResults: z.object({ on: z.boolean() }),
    reminders: z.object({ on: z.boolean() }),
    seasonEnd: z.object({ on: z.boolean() }).openapi({
      description:
        'The mail a day before the season ends: on unless the player turns it off (the others are off until turned on).',
    }),
  })
  .openapi('Preferences');

export type Preferences = z.infer<typeof PreferencesSchema>;

export const PreferencesPatchSchema = z
  .strictObject({
    timeZone: z.string().min(1).max(64).optional().openapi({
      description: 'An IANA time zone name, as Intl.DateTimeFormat().resolvedOptions().timeZone.',
    }),
    waveSoon: z
      .strictObject({
        on: z.boolean().optional(),
        hoursBefore: z.number().int().min(WAVE_SOON_HOURS.min).max(WAVE_SOON_HOURS.max).optional(),
      })
      .optional(),
    waveResults: z.strictObject({ on: z.boolean() }).optional(),
    reminders: z.strictObject({ on: z.boolean() }).optional(),
    seasonEnd: z.strictObject({ on: z.boolean() }).optional(),
  })
  .openapi('PreferencesPatch');

export type PreferencesPatch = z.infer<typeof PreferencesPatchSchema>;
