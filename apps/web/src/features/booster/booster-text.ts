/** Every word of the booster page, Home's booster card and the boosters on Progress. */
import { BOOSTER } from '@ffl/engine/booster';
import { FAMILY_NAMES, type FamilyId } from '@ffl/engine/ids';
import { formatMoney } from '../../lib/format';

const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

export const BOOSTER_TEXT = {
  title: 'Booster',
  lead: `After a wave, ${questions(BOOSTER.items)} on the family that cost you the most bring its lessons back. Unpaid, and a few minutes at most.`,
  kicker: 'Booster after the wave',
  offerTitle: (family: FamilyId) => `Refresh ${FAMILY_NAMES[family]}`,
  offerFacts: (family: FamilyId, lost: number, items: number) =>
    `${FAMILY_NAMES[family]} attacks cost you ${formatMoney(lost)} in the last wave. ${questions(items)} from your review queue, worded afresh, help the lessons stick.`,
  offerUntil: (date: string) => `Offered until ${date}.`,
  unpaid: 'Unpaid: it is practice, and your result joins your progress.',
  /** Its line in Home's "Also to do". */
  lineWhy: (family: FamilyId) => `Refresh ${FAMILY_NAMES[family]}, unpaid.`,
  start: 'Start the booster',
  resume: 'Resume the booster',
  openFacts: (answered: number, total: number) => `${answered} of ${questions(total)} answered.`,
  noneTitle: 'No booster right now',
  none: 'When a wave costs you money, a short booster on the family that cost the most appears here and on Home.',
  backHome: 'Back to Home',
  toProgress: 'See your progress',
  resultTitle: 'Booster done',
  result: (family: FamilyId, correct: number, total: number) =>
    `${FAMILY_NAMES[family]}: ${correct} of ${total} right.`,
  resultAdvice: (family: FamilyId, correct: number, total: number) =>
    correct === total
      ? `The ${FAMILY_NAMES[family]} lessons held. Your defenses are the other half: see what the shop offers for this family.`
      : `Reread the explanations above, then the pages of this family in the Fraud Wiki: the next wave may bring the same tricks.`,
  loadError: 'The booster could not be loaded.',
  retry: 'Try again',
  progressHeading: 'Boosters after waves',
  progressLead:
    'Each booster asked again what a wave had just tested. A rising share right means the lessons are sticking.',
  progressLine: (family: FamilyId, correct: number, total: number, date: string, lost: number) =>
    `${date}: ${FAMILY_NAMES[family]}, ${correct} of ${total} right, after a wave that cost you ${formatMoney(lost)}.`,
} as const;
