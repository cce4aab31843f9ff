/** Every word on Home, in one place (see product.md "Home"). */
import { ECONOMY, MAX_STARS } from '@ffl/engine/economy';
import { DEFENSE_IDS, FRAUD_IDS } from '@ffl/engine/ids';
import { formatMoney } from '../../lib/format';
import { endSentence } from '../../lib/names';

const reviewDays = ECONOMY.reviewIntervalDays;

export const homeText = {
  title: 'Home',
  /**
   * The greeting: "back" only for a player who had finished the welcome before this visit, and
   * the display name only when there is one (never a stand-in such as "manager").
   */
  lead: (name: string, returning: boolean) =>
    returning
      ? name
        ? endSentence(`Welcome back, ${name}`)
        : 'Welcome back.'
      : name
        ? endSentence(`Welcome, ${name}`)
        : 'Welcome aboard.',
  loadError: 'Your bank could not be loaded.',
  retry: 'Try again',

  /** Above the primary card: the one thing to do now (home-priority.ts). */
  nowKicker: 'Your next step',
  /** `when`: the countdown with its "in", "in 2 h 40 min". */
  alertNowTitle: (when: string) => `Set your alert: the wave hits ${when}`,
  reviewNowTitle: (fraud: string) => `A quiz review is due: ${fraud}`,
  reviewMore: (more: number) =>
    more === 1
      ? 'One more review is due: see Quizzes below.'
      : `${more} more reviews are due: see Quizzes below.`,
  exploreTitle: 'You are ready for the next wave',
  exploreBody:
    'Nothing is due right now. The Fraud Wiki explains every fraud a wave can bring, with a quiz on each.',
  exploreAction: 'Open the Fraud Wiki',
  pendingLabel: 'Finding your next step…',
  alsoHeading: 'Also to do',
  /** The best move's line in "Also to do", a link to the defense page. */
  moveLine: 'Your best next move',
  moreHeading: 'More',

  bankHeading: 'Your bank',
  managedBy: (manager: string) => `Managed by ${manager}`,
  cash: 'Cash',
  netWorth: 'Net worth',
  invested: 'Invested in defenses',
  defensesOwned: 'Defenses owned',
  defensesOwnedCount: (owned: number) => `${owned} of ${DEFENSE_IDS.length}`,
  bankGlance: (owned: number) => `${owned} of ${DEFENSE_IDS.length} defenses`,
  inDebt:
    'Your bank is in debt: you cannot buy or upgrade until cash is above zero again, but you can sell a defense.',

  waveHeading: 'Next wave',
  hitsIn: 'Hits',
  difficulty: 'Difficulty',
  forecast: 'Forecast',
  noForecast: 'No families announced',
  noWave: 'No wave is scheduled yet. Use the time to build your defenses.',

  alertHeading: 'Security alert',
  alertAbove: 'No alert is set yet: choose one in the card above.',
  alertLegend: 'Security alert for the next wave',
  alertExplain:
    'Put your staff on alert for one fraud family: its attacks do half of the damage that gets through your defenses. It is free and you can change it until the wave hits.',
  alertNone: 'No alert',
  alertInForecast: 'in the forecast',
  alertCurrent: (name: string) => `Current alert: ${name}.`,
  alertCurrentNone: 'No alert is set.',
  alertSave: 'Set alert',
  alertSaved: (name: string | null) =>
    name ? `Alert set: staff are watching for ${name}.` : 'Alert cleared.',

  lastWaveHeading: 'Last wave',
  stars: (n: number) => `${n} of ${MAX_STARS} stars`,
  netChange: 'Net change',
  openReport: 'Open the report',
  noReportWithWave: 'No attacks yet. The next wave hits',
  /** `armed`: the bank owns a defense already, so the advice is to check them. */
  noReportWithWaveEnd: (armed: boolean) =>
    armed
      ? ', so now is a good time to check your defenses and set your alert.'
      : ', so now is a good time to buy a first defense.',
  noReportNoWave: (armed: boolean) =>
    armed
      ? 'No attacks yet. No wave is scheduled, so now is a good time to check your defenses and set your alert.'
      : 'No attacks yet. No wave is scheduled, so now is a good time to buy a first defense.',

  moveQuizWhy: (reward: string, review: boolean) =>
    review
      ? `A review is due: passing it pays ${reward}.`
      : `Passing it for the first time this season pays ${reward}.`,
  /** The same, shorter, as a line of "Also to do". */
  moveQuizLine: (reward: string, review: boolean) =>
    review ? `A review is due: it pays ${reward}.` : `Your first pass this season pays ${reward}.`,
  moveShop: 'See all defenses',

  quizHeading: 'Quizzes',
  quizPassed: (n: number, total: number) => `${n} of ${total} passed this season`,
  quizReviewsDue: 'Reviews due',
  quizNoReviews: `No reviews due. Passed quizzes come back for review after ${reviewDays
    .slice(0, -1)
    .join(', ')} and ${reviewDays.at(-1)} days.`,
  quizStart: `Each fraud’s first pass this season pays ${formatMoney(
    ECONOMY.quizFirstPassReward,
  )}. Start in the Fraud Wiki.`,
  quizWiki: 'Open the Fraud Wiki',
  /** Beside the title while the detail is shut: "3 of 20 passed, 1 review due". */
  quizGlance: (passed: number, total: number, due: number) =>
    `${passed} of ${total} passed${due > 0 ? `, ${due} ${due === 1 ? 'review' : 'reviews'} due` : ''}`,
  badgesGlance: (earned: number, total: number) => `${earned} of ${total} earned`,

  coverageHeading: 'Your protection',
  coverageCaption: `Protection against each of the ${FRAUD_IDS.length} frauds, by family.`,
  coverageSummary: (average: number, uncovered: number, weakest: string | null) =>
    `Average protection ${average}%. ${uncovered} of ${FRAUD_IDS.length} frauds have no defense${
      weakest ? `; weakest family: ${weakest}` : ''
    }.`,
  coverageWiki: 'How each fraud works',
  coverageGlance: (average: number) => `Average ${average}%`,

  loading: 'Loading…',
} as const;
