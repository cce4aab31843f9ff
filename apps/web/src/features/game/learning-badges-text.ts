/**
 * The words of the learning badges (issue 17), shared by Home's badges card and a league's
 * member badges. The server computes them; their thresholds are the engine's (BADGE_RULES).
 */
import { BADGE_RULES } from '@ffl/engine/badges';
import type { Schemas } from '../../lib/api-schemas';

export type LearningBadgeId = Schemas['Badge']['id'];

export const LEARNING_BADGES: Record<LearningBadgeId, { name: string; rule: string }> = {
  'all-quizzes-passed': {
    name: 'Quiz master',
    rule: `Pass all ${BADGE_RULES.quizzesPassed} fraud quizzes this season.`,
  },
  'perfect-drill-week': {
    name: 'Perfect week',
    rule: `In one week, Monday to Sunday, pass ${BADGE_RULES.perfectWeekDrills} new drills in a row. A miss before the last of them spoils that week.`,
  },
  'hard-wave-five-stars': {
    name: 'Storm proof',
    rule: `Earn ${BADGE_RULES.waveStars} stars against a ${BADGE_RULES.waveDifficulty} wave this season.`,
  },
  'seven-day-streak': {
    name: 'Seven in a row',
    rule: `Do a drill, a quiz or a due review on ${BADGE_RULES.streakDays} days in a row this season.`,
  },
};

let earnedFormat: Intl.DateTimeFormat | undefined;

/** "14 January 2026" in the browser's time zone; the formatter is made on first use. */
function formatEarned(at: string): string {
  earnedFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return earnedFormat.format(new Date(at));
}

export const learningBadgesText = {
  heading: 'Badges',
  earned: (name: string, at: string) => `${name}, earned ${formatEarned(at)}`,
  progress: (done: number, of: number) => `${done} of ${of}`,
  next: 'Next badge',
  noneYet: 'No badges yet this season.',
  allEarned: 'Every badge earned this season. Well done.',
  loadError: 'The badges could not be loaded.',
  /** A league member's badges. */
  leagueHeading: 'Badges this season',
  leagueNone: 'None yet',
  leagueMember: (bankName: string, isMe: boolean) => (isMe ? `${bankName} (you)` : bankName),
  leagueBadgesOf: (bankName: string) => `Badges of ${bankName}`,
} as const;
