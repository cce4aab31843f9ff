/**
 * The words of the practice wave in the attack log: its label, and the short guide on how to read
 * a report that only the practice report shows (practice-guide.tsx).
 */
import { ECONOMY, MAX_STARS } from '@ffl/engine/economy';
import { formatMoney } from '../../lib/format';

export const practiceText = {
  /** The list's title of the practice report, in place of "Easy wave". */
  title: 'Practice wave',
  tag: 'Practice',
  /** In place of the net change: nothing was paid or charged. */
  noMoney: 'No money moved',
  moneyHeading: 'What a real wave would have done to your cash (nothing moved this time)',

  guideHeading: 'How to read a report',
  guideLead:
    'This practice wave was drawn for the defenses you have now. It is not ranked: no money, points or places moved. Every report you get reads the same way.',
  starsTitle: '1. The stars',
  stars: (stars: number, stopped: string) =>
    `Stars say how much of the wave you stopped. Here you stopped ${stopped} of the base damage, so you got ${stars} of ${MAX_STARS}. In a real wave each star pays ${formatMoney(ECONOMY.starBonus)} and adds points to your season.`,
  whyTitle: '2. The why of each attack',
  why: 'Each attack card starts with the damage it would do to a bank with no defenses, takes off what each of your defenses stopped, and ends with what hit you.',
  /** The first attack a defense of the player's worked on. */
  whySaved: (fraud: string, defense: string, saved: string) =>
    `On ${fraud}, ${defense} saved you ${saved}.`,
  whyNone: 'None of your defenses covered these attacks, so no card shows one at work yet.',
  whyBest:
    'Where damage got through, the card names the one purchase that would have saved the most for its price.',
  whatIfTitle: '3. What if?',
  whatIf:
    'Under the attacks, change a defense’s level or your alert and the same attacks are replayed at once. The best single change is the one that would have ranked you highest.',
} as const;
