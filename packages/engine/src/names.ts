/**
 * The one rule for every name a player gives (display name, bank name, league name), shared by
 * the server, which enforces it, and the web app, which says in a form what the server would:
 * - trimmed, and in Unicode normal form C, so that one name has one spelling;
 * - no control characters (Cc: NUL, line breaks, tabs…), line or paragraph separators, or lone
 *   surrogates, which break pages, logs and the database;
 * - no format characters (Cf: direction overrides and marks, zero-width spaces and joiners, the
 *   byte-order mark, soft hyphens…), which are invisible and can make one name pass for another
 *   on a leaderboard;
 * - a length counted in grapheme clusters, the characters people see.
 * The words for each broken rule belong to each side.
 */

export type NameKind = 'display' | 'bank' | 'league';

export const NAME_MAX: Readonly<Record<NameKind, number>> = { display: 80, bank: 40, league: 40 };

/** Which part of the rule a name breaks. */
export type NameProblem = 'control' | 'format' | 'empty' | 'too-long';

export const NAME_CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
export const NAME_FORMAT = /\p{Cf}/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The characters a person sees in `text`, one string each. */
export function splitGraphemes(text: string): string[] {
  return [...graphemes.segment(text)].map((part) => part.segment);
}

/** How many characters a person sees in `text`. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** Trimmed, then in normal form C: the stored spelling of a name. */
export function normaliseName(text: string): string {
  return text.trim().normalize('NFC');
}

/** What `name` (already normalised) breaks, or null when it keeps the rule. */
export function checkName(kind: NameKind, name: string, allowEmpty = false): NameProblem | null {
  if (NAME_CONTROL.test(name)) return 'control';
  if (NAME_FORMAT.test(name)) return 'format';
  if (!allowEmpty && name === '') return 'empty';
  if (graphemeCount(name) > NAME_MAX[kind]) return 'too-long';
  return null;
}
