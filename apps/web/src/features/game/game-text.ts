/**
 * The words of what several pages show alike: the bank's balance, the forecast, the advice, what
 * each level stops, the quiz badges, what a quiz's pass would pay, and the ranked tables. The
 * protection scale and the money words are lib/measure-words.
 */
import type { Difficulty } from '@ffl/engine/economy';
import { FAMILY_NAMES, type FamilyId, FRAUD_NAMES } from '@ffl/engine/ids';
import { formatMoney } from '../../lib/format';
import type { ForecastFacts } from './forecast-mix';
import type { QuizState } from './quiz-status';

/** The bank's balance (the Defense Shop and each defense page). */
export const BALANCE_TEXT = {
  heading: 'Your bank',
  cash: 'Cash',
  invested: 'Invested',
  netWorth: 'Net worth',
} as const;

/** The difficulty of a wave by name (Home's forecast card and the forecast line). */
export const DIFFICULTY_NAMES: Readonly<Record<Difficulty, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  random: 'Random',
  custom: 'Custom (picked by the game master)',
};

/** "Vishing", "Vishing or Deepfake", "Vishing, Deepfake or Phishing". */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const familyList = (families: readonly FamilyId[]) =>
  families.map((family) => FAMILY_NAMES[family]).join(' and ');

/**
 * The forecast in the same words wherever the player decides what to buy: Home's next-wave card,
 * the shop and the welcome. It names the frauds the wave can really draw from the forecast
 * families, so that "Social engineering" on an easy wave does not promise Phishing.
 */
export function describeForecast(facts: ForecastFacts): string {
  if (facts.kind === 'none') return FORECAST_TEXT.none;
  if (facts.kind === 'custom') {
    return facts.families.length > 0
      ? `${FORECAST_TEXT.customLead} Forecast: ${familyList(facts.families)}.`
      : FORECAST_TEXT.customLead;
  }
  const wave = `${DIFFICULTY_NAMES[facts.difficulty]} wave of ${facts.size} attacks`;
  if (facts.families.length === 0) return `${wave}, from any family.`;
  if (facts.forecastFrauds.length === 0) {
    return `${wave}. It can draw none of the ${familyList(facts.families)} frauds, so they come from any family.`;
  }
  const frauds = listOr(facts.forecastFrauds.map((id) => FRAUD_NAMES[id]));
  return `${wave}. At least ${facts.fromForecast} come from ${familyList(facts.families)}: ${frauds}.`;
}

export const FORECAST_TEXT = {
  heading: 'Next wave',
  none: 'No wave is scheduled yet, so the figures are for a typical wave.',
  customLead: 'The game master picks the attacks of this wave.',
  /** Said once above money figures that depend on the forecast. */
  figuresFor: 'The money figures are for this wave.',
} as const;

/**
 * The recommendation for the coming wave, from the same ranking everywhere (the server's advice),
 * named for what it is: on Home the best next move (a quiz or a purchase), in the shop and the
 * welcome the best purchase. A wave report's hindsight is the "Best single change" (attack-log).
 */
export const ADVICE_TEXT = {
  heading: 'Your best next move',
  firstDefense: 'The best first defense for the next wave',
  tag: 'Best buy',
  /** On a shop card whose defense is the advised purchase. */
  cardAdvice: (label: string) => `Best buy: ${label.charAt(0).toLowerCase()}${label.slice(1)}.`,
  level: (level: number, name: string) => `Level ${level}: ${name}.`,
  done: (name: string, level: number) => `Done: ${name} is now at level ${level}.`,
  noPurchase:
    'Nothing you can afford pays for itself against this wave right now. Pass quizzes in the Fraud Wiki to earn more.',
  noPurchaseInDebt: 'Your bank is in debt, so buying waits. Selling a defense brings cash back.',
  loadError: 'The advice could not be loaded.',
} as const;

/** "What each level stops": a defense's effect on each fraud it touches, level by level. */
export const STOPS_TEXT = {
  summary: (count: number) =>
    count === 1 ? 'What each level stops (1 fraud)' : `What each level stops (${count} frauds)`,
  caption: (name: string) => `Share of each fraud's damage ${name} stops on its own`,
  colFraud: 'Fraud',
  colLevel: (level: number) => `Level ${level}`,
  yours: 'yours',
  zeroNote: 'At 0% a level does not work against that fraud yet: a higher level does.',
} as const;

/** Quiz status words, shared by the wiki cards and the fraud page. */
export const QUIZ_STATE_LABELS: Record<QuizState, string> = {
  new: 'Not taken',
  passed: 'Passed',
  'review-due': 'Review due',
  failed: 'Not passed',
};

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
    top: (table: string) => `${table}, top 50`,
    around: (table: string) => `${table}, the banks ranked around you`,
  },
  colRank: 'Rank',
  colBank: 'Bank',
  colNetWorth: 'Net worth',
  colPoints: 'Points',
  colMove: 'Move',
  /** A row's move in the latest wave, for screen readers: the arrow alone is not enough. */
  move: (move: number | null) => {
    if (move === null) return 'new';
    if (move === 0) return 'no change';
    const places = Math.abs(move) === 1 ? 'place' : 'places';
    return `${move > 0 ? 'up' : 'down'} ${Math.abs(move)} ${places}`;
  },
  /** What the eye sees beside the arrow. */
  moveShort: (move: number | null) =>
    move === null ? 'New' : move === 0 ? '–' : `${Math.abs(move)}`,
  climber: (bankName: string, move: number) =>
    `Biggest climber in the last wave: ${bankName}, up ${move} ${move === 1 ? 'place' : 'places'}.`,
  you: 'You',
  tied: 'tied',
  /** Above a table that is wider than the phone it is on (a long bank name). */
  scrollHint: 'Scroll sideways to see every column.',
  anonymousToOthers: 'Anonymous to other players',
  myRank: (rank: number, total: number) => `You are ranked ${rank} of ${total}.`,
  notRanked:
    'Your bank is not in this table yet: it joins once you open the game, and after a new season once your bank is reset.',
  inTop: 'Your row is highlighted in the top 50.',
} as const;

/** Selling a defense, from the shop or its page (the money words are lib/measure-words). */
export const SELL_TEXT = {
  title: (name: string) => `Sell ${name}?`,
  done: (name: string, refund: number, cash: number) =>
    `Sold ${name} for ${formatMoney(refund)}. Cash now ${formatMoney(cash)}.`,
} as const;
