/**
 * The words of the learning badges (issue 17), shared by Home's badges card and a league's
 * member badges. The rules themselves are the server's (features/badges).
 */
import type { Schemas } from '../../lib/api-schemas';

export type LearningBadgeId = Schemas['Badge']['id'];

export const LEARNING_BADGES: Record<LearningBadgeId, { name: string; rule: string }> = {
  'all-quizzes-passed': {
    name: 'Quiz master',
    rule: 'Pass all 20 fraud quizzes this season.',
  },
  'perfect-drill-week': {
    name: 'Perfect week',
    rule: 'In one week, Monday to Sunday, pass 5 new drills in a row. A miss before the fifth spoils that week.',
  },
  'hard-wave-five-stars': {
    name: 'Storm proof',
    rule: 'Earn 5 stars against a hard wave this season.',
  },
  'seven-day-streak': {
    name: 'Seven in a row',
    rule: 'Do a drill, a quiz or a due review on 7 days in a row this season.',
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
