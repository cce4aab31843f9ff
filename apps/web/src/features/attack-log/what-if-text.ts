/** Every word of a wave report's "What if?" panel. */
import { MAX_STARS } from '@ffl/engine/economy';

export const whatIfText = {
  heading: 'What if?',
  lead: 'Change the levels of your defenses or your alert pick to see what this wave would have cost you. Nothing is bought: the same attacks are replayed on this page.',
  cannotReplay:
    "The game's numbers have changed since this wave, so it cannot be replayed here. The report above still shows what happened.",

  /** The report's advice: the one change that would have ranked the bank highest in this wave. */
  adviceLabel: 'Best single change',
  /** What "best" means, said once under the advice. */
  adviceRule:
    "Of every change you could have made before the wave (another alert pick, or one defense raised with the cash you had), the one that would have ranked you highest in this wave: the most points, then the most net worth, as the leaderboard ranks. A defense's price turns cash into a defense, which net worth counts at cost, so what it costs your net worth is its upkeep.",
  /** `gains`: "12 more points and $16,200 more net worth". */
  adviceAlert: (to: string, from: string, gains: string) =>
    `Put the alert on ${to} (you had ${from}): ${gains} in this wave, at no cost.`,
  adviceLevel: (
    defense: string,
    to: number,
    from: string,
    gains: string,
    saving: string,
    upkeep: string,
    price: string,
  ) =>
    `${defense} at level ${to} (you had ${from}): ${gains} in this wave. It saves ${saving} and adds ${upkeep} of upkeep; its price, ${price}, turns cash into a defense, which net worth counts at cost.`,
  adviceNone:
    'No single change would have ranked you higher in this wave. Your alert pick was the best one, and no defense you could afford would have won you points or net worth without costing more upkeep than it saved.',
  tryAdvice: 'Try this change',
  reset: 'Back to what you had',

  choicesLegend: 'Your choices for this wave',
  alertLabel: 'Security alert',
  noAlert: 'No alert',
  notOwned: 'Not owned',
  level: (level: number) => `Level ${level}`,
  /** Added to the option the bank had. */
  yours: (option: string) => `${option} (yours)`,
  /** The level held, in the advice: "none" or "level 2". */
  heldNone: 'none',
  heldLevel: (level: number) => `level ${level}`,
  /** The alert held, in the advice. */
  heldNoAlert: 'no alert',

  attacksCaption: 'Each attack',
  attackHeader: 'Attack',
  costHeader: 'It cost',
  wouldCostHeader: 'Would have cost',

  totalsCaption: 'The wave',
  asItWasHeader: 'As it was',
  whatIfHeader: 'What if',
  changeHeader: 'Change',
  rows: {
    stars: 'Stars',
    points: 'Points',
    damage: 'Damage from the attacks',
    revenue: 'Revenue',
    upkeep: 'Upkeep',
    bonus: 'Star bonus',
    net: 'Net change',
    price: 'Price of the changes (cash into defenses)',
    cashAfter: 'Cash after the wave',
    netWorthAfter: 'Net worth after the wave',
  },
  starsValue: (stars: number) => `${stars} of ${MAX_STARS}`,

  /** The live line under the tables. */
  unchanged: 'As it was. Change a level or the alert to see what this wave would have cost.',
  /** The ranking's measures: points, then net worth (which counts defenses at cost). */
  bottomLine: (points: string, netWorth: string) =>
    `All told, this wave would have ${points} and ${netWorth}.`,
  morePoints: (points: number) => `${points} more ${points === 1 ? 'point' : 'points'}`,
  pointsUp: (points: number) => `given you ${points} more ${points === 1 ? 'point' : 'points'}`,
  pointsDown: (points: number) => `cost you ${points} ${points === 1 ? 'point' : 'points'}`,
  pointsSame: 'given you the same points',
  netWorthHigher: (amount: string) => `left your net worth ${amount} higher`,
  netWorthLower: (amount: string) => `left your net worth ${amount} lower`,
  netWorthSame: 'left your net worth the same',
  moreNetWorth: (amount: string) => `${amount} more net worth`,
  and: 'and',
} as const;
