/** Every string of the Fraud Wiki screen, in one place for a later translation. */
import { MAX_DANGER } from '@ffl/engine/catalogue';
import { FRAUD_IDS } from '@ffl/engine/ids';
import { protectionBandLabel } from '../../lib/measure-words';
import type { ProtectionFilter, WikiSort } from './wiki-filters';

export const WIKI_TEXT = {
  title: 'Fraud Wiki',
  lead: `${FRAUD_IDS.length} frauds banks face, each with how it works, a real case, how to defend and a quiz that pays. Your protection comes from the defenses you own.`,
  filtersLabel: 'Filter and sort',
  family: 'Family',
  allFamilies: 'All families',
  protection: 'Your protection',
  allProtection: 'Any',
  quiz: 'Quiz',
  allQuiz: 'Any',
  sort: 'Sort by',
  reset: 'Clear filters',
  count: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} frauds.` : `Showing ${shown} of ${total} frauds.`,
  empty: 'No fraud matches these filters. Clear a filter to see more frauds.',
  dangerLabel: 'Danger',
  dangerValue: (level: number) => `${level} of ${MAX_DANGER}`,
  quizError: 'Quiz status could not be loaded.',
  baseDamage: 'Base damage',
  yourProtection: 'Your protection',
  quizLabel: 'Quiz',
  loadError: 'The Fraud Wiki could not be loaded.',
  retry: 'Retry',
  noDefenses:
    'You own no defenses yet, so every fraud hits at full force. Open a fraud to see which defenses stop it, then buy one in the Defense Shop.',
} as const;

/** The protection scale's bands, in its own words (lib/measure-words). */
export const PROTECTION_FILTER_LABELS: Record<ProtectionFilter, string> = {
  good: protectionBandLabel('good'),
  warn: protectionBandLabel('warn'),
  bad: protectionBandLabel('bad'),
};

export const SORT_LABELS: Record<WikiSort, string> = {
  name: 'Name (A to Z)',
  protection: 'Protection (weakest first)',
  danger: 'Danger (highest first)',
  damage: 'Base damage (highest first)',
};
