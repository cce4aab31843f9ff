/** Every word on Home, in one place (see product.md "Home"). */
import { ECONOMY } from '@ffl/engine/economy';
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

  bankHeading: 'Your bank',
  managedBy: (manager: string) => `Managed by ${manager}`,
  cash: 'Cash',
  netWorth: 'Net worth',
  invested: 'Invested in defenses',
  defensesOwned: 'Defenses owned',
  inDebt:
    'Your bank is in debt: you cannot buy or upgrade until cash is above zero again, but you can sell a defense.',

  waveHeading: 'Next wave',
  hitsIn: 'Hits',
  difficulty: 'Difficulty',
  forecast: 'Forecast',
  noForecast: 'No families announced',
  noWave: 'No wave is scheduled yet. Use the time to build your defenses.',

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
  stars: (n: number) => `${n} of 5 stars`,
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

  coverageHeading: 'Your protection',
  coverageCaption: 'Protection against each of the 20 frauds, by family.',
  coverageSummary: (average: number, uncovered: number, weakest: string | null) =>
    `Average protection ${average}%. ${uncovered} of 20 frauds have no defense${
      weakest ? `; weakest family: ${weakest}` : ''
    }.`,
  coverageWiki: 'How each fraud works',

  loading: 'Loading…',
} as const;
