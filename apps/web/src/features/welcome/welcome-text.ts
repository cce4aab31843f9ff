/** The first-visit welcome's words (visual.md "First visit"). */
import { formatMoney, formatPercent } from '../../lib/format';
import type { WorkedExample } from './worked-example';

export const welcomeText = {
  title: 'Welcome to Fantasy Fraud League',
  intro:
    'You run a bank. Fraudsters attack every bank in waves; between waves you buy defenses. Three quick steps and you are ready.',
  stepsLabel: 'Welcome steps',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  steps: ['Name your bank', 'How a wave works', 'Your first defense'] as const,
  skip: 'Skip the welcome',
  skipHint: 'You can find all of this again in Help.',
  next: 'Continue',
  back: 'Back',

  nameLabel: 'Bank name',
  nameHint: 'Shown on the leaderboard. You can change it later in Settings.',
  nameSave: 'Save and continue',
  nameEmpty: 'Please give your bank a name.',

  cards: (e: WorkedExample) => [
    {
      title: 'The forecast',
      body: 'Before each wave you see its difficulty and one or two elevated fraud families. At least half of the attacks come from those families, so buy the defenses that counter them. You never see the exact attacks in advance.',
    },
    {
      title: 'Defenses that multiply',
      body: `Each defense stops its share of what the layers before it let through. ${e.fraud} does ${formatMoney(e.base)}. ${e.first.defense} at level 1 stops ${formatPercent(e.first.percent, true)}: ${formatMoney(e.first.saved)} saved. ${e.second.defense} at level 1 stops ${formatPercent(e.second.percent, true)} of the remaining ${formatMoney(e.base - e.first.saved)}: ${formatMoney(e.second.saved)} saved. ${formatMoney(e.through)} gets through, so your protection is ${formatPercent(e.protection, true)}.`,
    },
    {
      title: 'The alert pick',
      body: `Before each wave, put your staff on alert for one family. Its attacks do half of the damage that gets through your defenses: with a social engineering alert, the ${formatMoney(e.through)} above becomes ${formatMoney(e.withAlert)}. It is free, and you can change it until the wave hits.`,
    },
  ],

  forecastLabel: 'Next wave',
  defenseNone:
    'Nothing you can afford pays for itself against this wave right now. Visit the Defense Shop once you have earned more.',
  adviceError:
    'The best first defense could not be loaded. You can buy a first defense in the Defense Shop.',
  defenseSkip: 'Finish without buying',
  finish: 'Finish',
} as const;
