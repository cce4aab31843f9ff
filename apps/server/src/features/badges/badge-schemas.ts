import { BADGE_RULES } from '@ffl/engine/badges';
import { z } from '@hono/zod-openapi';

/** The shapes of the badges' answers; the service returns these types. */

/** The badges, in the order they are shown. Each marks something learned this season. */
export const BADGE_IDS = [
  'all-quizzes-passed',
  'perfect-drill-week',
  'hard-wave-five-stars',
  'seven-day-streak',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const BadgeIdSchema = z.enum(BADGE_IDS).openapi({
  description: `all-quizzes-passed: every fraud's quiz passed this season. perfect-drill-week: in one Monday–Sunday week (the player's days), ${BADGE_RULES.perfectWeekDrills} drills done for the first time this season and all ${BADGE_RULES.perfectWeekDrills} passed, none failed before them that week. hard-wave-five-stars: ${BADGE_RULES.waveStars} stars against a ${BADGE_RULES.waveDifficulty} wave this season. seven-day-streak: something learned on ${BADGE_RULES.streakDays} days in a row this season (a day a freeze covered does not count).`,
});

export const BadgeSchema = z
  .object({
    id: BadgeIdSchema,
    earned: z.boolean(),
    earnedAt: z.string().nullable().openapi({ description: 'When it was earned (ISO time).' }),
    progress: z.object({
      done: z.number().int().min(0),
      of: z.number().int().min(1),
    }),
  })
  .openapi('Badge');

export const MyBadgesSchema = z.object({ badges: z.array(BadgeSchema) }).openapi('MyBadges');

const EarnedBadgeSchema = z.object({ id: BadgeIdSchema, earnedAt: z.string() });

const MemberBadgesSchema = z.object({
  bankId: z.string().nullable().openapi({
    description: "Null for another member's anonymous bank, unless I own the league.",
  }),
  bankName: z.string(),
  anonymous: z.boolean(),
  isMe: z.boolean(),
  badges: z.array(EarnedBadgeSchema).openapi({ description: 'Only the badges earned.' }),
});

export const LeagueBadgesSchema = z
  .object({
    members: z.array(MemberBadgesSchema).openapi({
      description: "In the order of the league's member list.",
    }),
  })
  .openapi('LeagueBadges');

export type Badge = z.infer<typeof BadgeSchema>;
export type MyBadges = z.infer<typeof MyBadgesSchema>;
export type LeagueBadges = z.infer<typeof LeagueBadgesSchema>;
