/**
 * The words of what several pages show alike: the bank's balance, a defense's previewed gain, the
 * protection and quiz badges, what a quiz's pass would pay, and the ranked tables.
 */
import { formatMoney, formatPercent } from '../../lib/format';
import type { QuizState } from './quiz-status';

/** The bank's balance (the Defense Shop and each defense page). */
export const BALANCE_TEXT = {
  heading: 'Your bank',
  cash: 'Cash',
  invested: 'Invested',
  netWorth: 'Net worth',
} as const;

/**
 * The previewed gain of a shop action in words: "+14% average protection against your forecast".
 * A gain that rounds to zero says so rather than showing a misleading "+0%".
 */
export function describeGain(gain: number, hasForecast: boolean): string {
  const against = hasForecast ? 'against your forecast' : 'against the usual wave mix';
  if (gain <= 0) return `No extra protection ${against}`;
  if (gain < 0.005) return `Less than +1% average protection ${against}`;
  return `+${formatPercent(gain)} average protection ${against}`;
}

/** Quiz status words, shared by the wiki cards and the fraud page. */
export const QUIZ_STATE_LABELS: Record<QuizState, string> = {
  new: 'Not taken',
  passed: 'Passed',
  'review-due': 'Review due',
  failed: 'Not passed',
};

export const TONE_WORDS = { good: 'strong', warn: 'partial', bad: 'weak' } as const;

/** A fraud's quiz as the fraud page and the quiz screen describe it before an attempt. */
export const QUIZ_STATUS_TEXT = {
  status: 'Quiz status',
  bestScore: (score: number, total: number) => `Your best score: ${score} of ${total}.`,
  expectFirstPass: (reward: number, pass: number) =>
    `Pass with ${pass} right to earn ${formatMoney(reward)}: the first pass of each fraud's quiz pays once per season.`,
  expectRetakePass: (reward: number, pass: number, full: number) =>
    `Pass with ${pass} right to earn ${formatMoney(reward)}. A first pass pays ${formatMoney(full)} on the season's first attempt and less on each later one, so read the page before you retake.`,
  expectReview: (reward: number) => `Your review is due: pass it to earn ${formatMoney(reward)}.`,
  expectNothing: (date: string, reward: number) =>
    `You passed this quiz this season. Practice is free; the review on ${date} pays ${formatMoney(reward)}.`,
  expectNothingNoDate: 'You passed this quiz this season. Practice is free and pays nothing more.',
} as const;

/** A ranked table (the leaderboard's tabs and a league's page). */
export const RANKING_TEXT = {
  topHeading: 'Top 50',
  aroundHeading: 'Around you',
  caption: {
    top: (table: string) => `${table}, top 50 by net worth`,
    around: (table: string) => `${table}, the banks ranked around you`,
  },
  colRank: 'Rank',
  colBank: 'Bank',
  colNetWorth: 'Net worth',
  you: 'You',
  tied: 'tied',
  anonymousToOthers: 'Anonymous to other players',
  myRank: (rank: number, total: number) => `You are ranked ${rank} of ${total}.`,
  notRanked:
    'Your bank is not in this table yet: it joins once you open the game, and after a new season once your bank is reset.',
  inTop: 'Your row is highlighted in the top 50.',
} as const;
