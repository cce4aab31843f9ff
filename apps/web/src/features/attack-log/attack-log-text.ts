/** Every word of the attack log, in one place so that a translation can be added later. */
import { ECONOMY, MAX_STARS } from '@ffl/engine/economy';

/** What to do before the first wave: buy a first defense, or check the ones the bank has. */
export function emptyAdvice(armed: boolean): string {
  return armed
    ? 'now is a good time to check your defenses and set your alert.'
    : 'now is a good time to buy a first defense.';
}

export const attackLogText = {
  title: 'Attack Log',
  lead: 'Every wave report, newest first. Open one to see why each attack did the damage it did, and what would have stopped more.',
  loading: 'Loading your reports…',
  retry: 'Try again',
  loadMore: 'Load more',
  allShown: 'That is every report of yours.',
  showing: (count: number) => `Showing ${count} ${count === 1 ? 'report' : 'reports'}.`,
  reportsHeading: 'Wave reports',

  emptyTitle: 'No attacks yet',
  /**
   * `when`: "in 3 h 12 min", or "on 14 Jan, 18:00" from a day away. `armed`: the bank owns a
   * defense already, so the advice is to check them, not to buy a first one.
   */
  emptyWithCountdown: (when: string, armed: boolean) =>
    `No attacks yet. The next wave hits ${when}, so ${emptyAdvice(armed)}`,
  emptyLanding: (armed: boolean) =>
    `No attacks yet. The next wave is landing now, so ${emptyAdvice(armed)}`,
  emptyUnscheduled: (armed: boolean) =>
    `No attacks yet. No wave is scheduled yet, so ${emptyAdvice(armed)}`,
  emptyShop: 'Open the Defense Shop',
  emptyWiki: 'Read how frauds work in the Fraud Wiki',
  emptyHelp: 'How a wave works',

  chartHeading: 'Net worth over the season',
  chartCaption: 'Net worth after each wave this season',
  chartPointHeader: 'When',
  chartValueHeader: 'Net worth',
  chartStartShort: 'Start',
  chartStartLabel: (season: number, when: string) => `Start of season ${season} (${when})`,
  chartWaveLabel: (index: number, when: string) => `Wave ${index}, ${when}`,
  chartReference: 'Dashed line: the starting net worth',
  /** The key of the chart's bars and line: each wave's effect, and what moved net worth between. */
  chartStepKey: {
    loss: 'Red bar: a wave’s loss (upkeep included)',
    gain: 'Green bar: a wave’s gain',
    line: 'Line between the waves: rewards and sales',
  },
  /** The latest wave's bar and what came before it, e.g. "−$5,275" and "+$14,000 in rewards". */
  chartLatest: (wave: string, moves: string) =>
    moves
      ? `The latest wave changed net worth by ${wave} (its bar); before it, ${moves} (the line).`
      : `The latest wave changed net worth by ${wave} (its bar).`,
  chartSummary: (from: string, to: string, waves: number, change: string, parts: string) =>
    `Net worth went from ${from} at the start to ${to} after ${waves} ${waves === 1 ? 'wave' : 'waves'} (${change}): ${parts}.`,
  /** The parts of a change of net worth, each with its sign: "−$49,050 from the wave reports…". */
  partReports: (amount: string, upkeep: string) =>
    `${amount} from the wave reports (upkeep ${upkeep} included)`,
  partReport: (amount: string, upkeep: string) =>
    `${amount} from the wave report (upkeep ${upkeep} included)`,
  partSales: (amount: string) => `${amount} from selling defenses`,
  partRewards: (amount: string) => `${amount} in rewards`,
  chartPurchases: (amount: string) =>
    `Buying defenses turned ${amount} of cash into defenses, which net worth counts at what they cost.`,
  chartSince: (parts: string, now: string) =>
    `Since the last wave: ${parts}, so net worth is ${now} now.`,
  chartNowShort: 'Now',
  chartNowLabel: 'Now',
  chartDetailHeader: 'What changed it',
  chartDetailStart: 'The starting cash',
  chartDetailPurchases: (amount: string) => `${amount} of cash into defenses`,
  chartNoWaves: 'The chart starts after your first wave this season.',

  toggleHint: 'Show why',
  stars: (count: number) => `${count} of ${MAX_STARS} stars`,
  /** Under "Wave reports": what stars measure. `steps`: "1 star from 10% stopped, 2 from 30%, …". */
  starsScale: (steps: string, bonus: string) =>
    `Stars measure how much of a wave's base damage your defenses and your alert stopped: ${steps}. Each star pays a bonus of ${bonus}.`,
  starsFirstStep: (percent: number) => `1 star from ${percent}% stopped`,
  starsStep: (stars: number, percent: number) => `${stars} from ${percent}%`,
  /** In a report: why it earned its stars, and what the next star takes. */
  starsWhy: (stars: number, stopped: string) =>
    `${stars} of ${MAX_STARS} stars: your defenses and your alert stopped ${stopped} of this wave's base damage.`,
  starsNext: (stars: number, percent: number) =>
    `${stars} ${stars === 1 ? 'star takes' : 'stars take'} ${percent}%.`,
  netChange: 'Net change',

  attacksHeading: 'The attacks',
  moneyHeading: 'Money from this wave',
  forecastLine: (families: string) => `Forecast: ${families}.`,
  forecastNone: 'No forecast was announced.',
  alertLine: (family: string) => `Your security alert: ${family}.`,
  alertNone: 'You had no security alert set.',
  cashAfter: 'Cash after the wave',
  netWorthAfter: 'Net worth after the wave',
  reportLoading: 'Loading the report…',

  linkedMissingTitle: 'Report not found',
  linkedHeading: 'The report you followed',

  baseDamage: 'Base damage',
  noDefense: 'None of your defenses covers this fraud.',
  throughDefenses: 'Got through your defenses',
  finalDamage: 'Final damage',
  saved: (amount: string) => `saved ${amount}`,
  bestHeading: 'Best missing improvement',
  nothingToImprove: 'Nothing in the shop would have stopped more of this attack.',
  fullyStopped: 'Your defenses stopped all of it.',
  readFraud: (name: string) => `How ${name} works`,

  difficulty: {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    random: 'Random',
    custom: 'Custom',
  },
  waveOf: (difficulty: string) => `${difficulty} wave`,
  levelLabel: (level: number, name: string) => `level ${level} (${name})`,
  layerZero: (level: string) => `At ${level} it does not work against this fraud yet: 0% stopped.`,
  layerFirst: (level: string, share: string) => `At ${level} it stopped ${share} of the attack.`,
  layerLater: (level: string, share: string) =>
    `At ${level} it stopped ${share} of what the defenses above let through.`,
  alertSaved: (family: string, saved: string) =>
    `Staff on alert for ${family} halved what got through: saved ${saved}.`,
  buyOne: (name: string, cost: string) => `Buy ${name} (level 1, ${cost})`,
  buyUpTo: (name: string, level: number, cost: string) =>
    `Buy ${name} (up to level ${level}, ${cost})`,
  upgradeTo: (name: string, level: number, cost: string) =>
    `Upgrade ${name} to level ${level} (${cost})`,
  wouldHaveSaved: (amount: string) => `would have saved ${amount} more on this attack.`,
  outcome: (damage: string, base: string, stopped: number) =>
    `Damage ${damage} of ${base} (${stopped}% stopped)`,
  ledger: {
    damage: 'Damage from the attacks',
    revenue: 'Revenue',
    upkeep: `Upkeep of your defenses (${ECONOMY.upkeepPercent}% of invested)`,
    bonus: (stars: number) => `Star bonus (${stars} ${stars === 1 ? 'star' : 'stars'})`,
  },
  and: 'and',
} as const;
