/** Every word of a wave report's "What if?" panel. */
export const whatIfText = {
  heading: 'What if?',
  lead: 'Change the levels of your defenses or your alert pick to see what this wave would have cost you. Nothing is bought: the same attacks are replayed on this page.',
  cannotReplay:
    "The game's numbers have changed since this wave, so it cannot be replayed here. The report above still shows what happened.",

  adviceLabel: 'Our advice',
  /** What "best" means, said once under the advice. */
  adviceRule:
    'The one change made before the wave that would have left you best off in this wave: what it saves (less damage, more star bonus) less what it costs (its price and its extra upkeep).',
  adviceAlert: (to: string, from: string, saving: string) =>
    `Put the alert on ${to} (you had ${from}). It saves ${saving} in this wave and costs nothing.`,
  adviceLevel: (
    defense: string,
    to: number,
    from: string,
    saving: string,
    cost: string,
    price: string,
    upkeep: string,
    gain: string,
  ) =>
    `${defense} at level ${to} (you had ${from}). It saves ${saving} in this wave and costs ${cost} (${price} to buy, ${upkeep} more upkeep): ${gain} better off all told.`,
  adviceNone:
    'No single change would have paid for itself in this wave. Your alert pick was the best one, and a defense costs more than this wave would have saved: defenses pay back over the waves to come.',
  tryAdvice: 'Try our advice',
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
    price: 'Price of the changes',
    allTold: 'All told (net change less the price)',
  },
  starsValue: (stars: number) => `${stars} of 5`,

  /** The live line under the tables. */
  unchanged: 'As it was. Change a level or the alert to see what this wave would have cost.',
  betterOff: (amount: string) => `All told, this wave would have left you ${amount} better off.`,
  worseOff: (amount: string) => `All told, this wave would have left you ${amount} worse off.`,
  same: 'All told, this wave would have left you just the same.',
} as const;
