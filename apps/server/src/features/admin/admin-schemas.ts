import { z } from '@hono/zod-openapi';
import {
  DefenseIdSchema,
  GrantableRoleSchema,
  LevelSchema,
  RoleSchema,
} from '../../http/domain-schemas';

/** The shapes of the game master's players screen: answers and requests. */

const PLAYER_PAGE_SIZE = 25;
const PLAYER_PAGE_SIZE_MAX = 100;
/** Long enough for any e-mail address; a longer search cannot match anything. */
const PLAYER_SEARCH_MAX = 254;

/** Pages beyond this would only be empty; the bound keeps the offset a sane number. */
const PAGE_MAX = 100_000;

const PageSchema = z.coerce
  .number({ message: `page must be a whole number from 1 to ${PAGE_MAX}.` })
  .int(`page must be a whole number from 1 to ${PAGE_MAX}.`)
  .min(1, `page must be a whole number from 1 to ${PAGE_MAX}.`)
  .max(PAGE_MAX, `page must be a whole number from 1 to ${PAGE_MAX}.`)
  .default(1);

const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${PLAYER_PAGE_SIZE_MAX}.`;
const PageSizeSchema = z.coerce
  .number({ message: PAGE_SIZE_MESSAGE })
  .int(PAGE_SIZE_MESSAGE)
  .min(1, PAGE_SIZE_MESSAGE)
  .max(PLAYER_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
  .default(PLAYER_PAGE_SIZE);

export const PageQuery = z.object({ page: PageSchema, pageSize: PageSizeSchema });

export const PlayerSearchQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(PLAYER_SEARCH_MAX, `The search can have at most ${PLAYER_SEARCH_MAX} characters.`)
    .optional()
    .openapi({ description: 'Part of a display name or e-mail address, in any case.' }),
});

/** better-auth's account ids; the admin screens identify players by them. */
export const UserIdParams = z.object({
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a player id.')
    .openapi({ example: '0b6f3c1e-8d2a-4f4e-9a57-3c2d1e0f9b8a' }),
});

export const PlayerCountsSchema = z
  .object({
    players: z.number().int(),
    verified: z.number().int(),
    admins: z.number().int(),
    disabled: z.number().int(),
    activeThisWeek: z.number().int().openapi({
      description:
        'Accounts not disabled that signed in, or bought, sold or passed a quiz, in the last 7 days.',
    }),
  })
  .openapi('PlayerCounts');

const WaveResultSummarySchema = z
  .object({
    id: z.string(),
    waveId: z.string(),
    netChange: z.number().int(),
    stars: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('WaveResultSummary');

const PlayerSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: RoleSchema,
    cohort: z.union([z.object({ id: z.string(), name: z.string() }), z.null()]),
    emailVerified: z.boolean(),
    disabled: z.boolean(),
    archived: z.boolean().openapi({
      description: 'A leaver: disabled, and marked as having left the organisation.',
    }),
    createdAt: z.string(),
    bank: z
      .object({
        id: z.string(),
        name: z.string().openapi({ description: 'The real name, also in anonymous mode.' }),
        anonymous: z.boolean(),
        cash: z.number().int(),
        invested: z.number().int(),
        netWorth: z.number().int(),
        disabled: z.boolean(),
        // A union, not .nullable(): that would mark the shared component itself as nullable.
        lastWave: z.union([WaveResultSummarySchema, z.null()]),
      })
      .nullable()
      .openapi({ description: 'Null until the player first opens the game.' }),
    quizzesPassed: z.number().int().openapi({
      description: "Frauds whose quiz the player has passed in their bank's current season.",
    }),
  })
  .openapi('PlayerSummary');

export const PlayerDetailSchema = PlayerSummarySchema.extend({
  manages: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .openapi({ description: 'The cohorts this player manages, by name.' }),
  owned: z.array(
    z.object({ defenseId: DefenseIdSchema, level: LevelSchema, invested: z.number().int() }),
  ),
  recentWaves: z.array(WaveResultSummarySchema).openapi({ description: 'Newest first, up to 10.' }),
}).openapi('PlayerDetail');

export const PlayerPageSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    players: z.array(PlayerSummarySchema),
  })
  .openapi('PlayerPage');

const DISABLE_CONFIRM_MESSAGE =
  'Confirm with the player\'s e-mail address: { "confirm": "player@example.com" }.';

export const RoleGrantSchema = z
  .strictObject({
    role: GrantableRoleSchema,
    confirm: z
      .string({ message: DISABLE_CONFIRM_MESSAGE })
      .trim()
      .min(3, DISABLE_CONFIRM_MESSAGE)
      .max(254, DISABLE_CONFIRM_MESSAGE)
      .openapi({
        description: "The player's e-mail address, in any case.",
        example: 'player@example.com',
      }),
  })
  .openapi('RoleGrant');

export const DisablePlayerSchema = z
  .strictObject({
    confirm: z
      .string({ message: DISABLE_CONFIRM_MESSAGE })
      .trim()
      .min(3, DISABLE_CONFIRM_MESSAGE)
      .max(254, DISABLE_CONFIRM_MESSAGE)
      .openapi({
        description: "The player's e-mail address, in any case.",
        example: 'player@example.com',
      }),
  })
  .openapi('DisablePlayer');

export type PlayerCounts = z.infer<typeof PlayerCountsSchema>;
export type WaveResultSummary = z.infer<typeof WaveResultSummarySchema>;
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;
export type PlayerDetail = z.infer<typeof PlayerDetailSchema>;
export type PlayerPage = z.infer<typeof PlayerPageSchema>;
export type PlayerSearch = z.infer<typeof PlayerSearchQuery>;
