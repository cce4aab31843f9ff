/** Every word of a report's replay: the controls, the picture and the text log's sentences. */
import { MAX_STARS } from '@ffl/engine/economy';

export const waveReplayText = {
  heading: 'Replay of the wave',
  skip: 'Skip the replay',
  replay: 'Replay the wave',
  nextStep: 'Next step',
  showAll: 'Show all',
  /** In step-by-step mode (reduced motion): where the replay is. */
  stepOf: (step: number, steps: number) => `Step ${step} of ${steps}`,
  /** The text log's name: an ordered list of the steps, for screen readers. */
  logLabel: 'The wave, step by step',

  lost: 'Lost',
  stopped: 'Stopped',
  stars: (stars: number) => `${stars} of ${MAX_STARS} stars`,
  outcomes: {
    blocked: 'Blocked',
    reduced: 'Reduced',
    through: 'Got through',
  },
  /** The outcome badge: "Reduced: $6,188 got through". */
  badge: (outcome: string, damage: string) => `${outcome}: ${damage} got through`,
  layer: (defense: string, level: number, saved: string) => `${defense} L${level} −${saved}`,
  alertChip: (saved: string) => `Alert −${saved}`,
  noCover: 'No defense covers it',
  netChange: 'Net change',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  practiceNet: (net: string) => `A real wave: ${net}. No money moved.`,

  // The text log, one sentence per step.
  start: (attacks: number, base: string, alert: string | null) =>
    `The wave hits: ${attacks} ${attacks === 1 ? 'attack' : 'attacks'}, ${base} of base damage. ${
      alert ? `Your alert: ${alert}.` : 'You had no alert set.'
    }`,
  arrive: (index: number, count: number, fraud: string, family: string, base: string) =>
    `Attack ${index} of ${count}: ${fraud} (${family}) hits for ${base}.`,
  meetLayer: (defense: string, level: number, saved: string) =>
    `${defense} (level ${level}) stops ${saved}.`,
  meetAlert: (family: string, saved: string) =>
    `Your alert on ${family} halves what got through: ${saved} saved.`,
  meetNothing: 'None of your defenses covers it, and your alert was elsewhere.',
  blocked: 'Blocked: nothing gets through.',
  reduced: (damage: string, base: string) => `Reduced: ${damage} of ${base} gets through.`,
  through: (base: string) => `It gets through: all ${base}.`,
  soFar: (lost: string, stopped: string, stars: number) =>
    `So far ${lost} lost and ${stopped} stopped: ${stars} of ${MAX_STARS} stars.`,
  money: (lines: string, net: string, points: number) =>
    `The wave is over. ${lines}. Net change: ${net}. Points: ${points}.`,
  /** A practice wave moves no money: what a real wave would have done. */
  practiceMoney: (lines: string, net: string) =>
    `The practice wave is over. A real wave would have brought ${lines}: a net change of ${net}. No money moved.`,
  ledger: {
    damage: (amount: string) => `damage ${amount}`,
    revenue: (amount: string) => `revenue ${amount}`,
    upkeep: (amount: string) => `upkeep ${amount}`,
    bonus: (amount: string, stars: number) =>
      `star bonus ${amount} for ${stars} ${stars === 1 ? 'star' : 'stars'}`,
  },
} as const;
