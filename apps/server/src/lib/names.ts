import {
  checkName,
  isEmoji,
  NAME_BLANK,
  NAME_CONTROL,
  NAME_FORMAT,
  NAME_MAX,
  NAME_MAX_MARKS,
  NAME_MAX_UNITS,
  type NameKind,
  splitGraphemes,
} from '@ffl/engine/names';
import { z } from '@hono/zod-openapi';

/**
 * The one rule for every name a player gives (display name, bank name, league name), at every
 * entry point, sign-up included:
 * - trimmed, and stored in Unicode normal form C, so that one name has one spelling;
 * - no control characters (Cc: NUL, line breaks, tabs…), line or paragraph separators, or lone
 *   surrogates, which break pages, logs and the database;
 * - no format characters (Cf: direction overrides and marks, zero-width spaces and joiners, the
 *   byte-order mark, soft hyphens…), which are invisible and can make one name pass for another
 *   on a leaderboard, except inside an emoji ("👩‍👩‍👧‍👦" is joined by zero-width joiners);
 * - no blank fillers (U+3164, U+2800, U+115F, U+034F, a stray U+FE0F…) or noncharacters (U+FFFF);
 * - at most four combining marks in a row;
 * - a length counted in grapheme clusters, the characters people see: a flag or an accented
 *   letter typed with a combining accent counts once; and at most four UTF-16 code units a
 *   character on average, so that no name is large to store whatever its clusters hold.
 * The rule itself is the engine's (`names.ts`), which the web app's forms apply too; these are the
 * server's words for it, its request schema, and the cleaning of names from elsewhere.
 */

export type { NameKind } from '@ffl/engine/names';
export { graphemeCount } from '@ffl/engine/names';

export const NAME_RULES: Readonly<Record<NameKind, { field: string; max: number }>> = {
  display: { field: 'display name', max: NAME_MAX.display },
  bank: { field: 'bank name', max: NAME_MAX.bank },
  league: { field: 'league name', max: NAME_MAX.league },
  cohort: { field: 'cohort name', max: NAME_MAX.cohort },
  organisation: { field: 'organisation name', max: NAME_MAX.organisation },
};

const CONTROL_ALL = new RegExp(NAME_CONTROL.source, 'gu');
const FORMAT_ALL = new RegExp(NAME_FORMAT.source, 'gu');
const BLANK_ALL = new RegExp(NAME_BLANK.source, 'gu');
const MARK_RUNS = new RegExp(`(\\p{M}{${NAME_MAX_MARKS}})\\p{M}+`, 'gu');

/** Why `name` (already normalised) breaks the rule for its kind, or null when it does not. */
export function nameProblem(kind: NameKind, name: string, allowEmpty = false): string | null {
  const { field, max } = NAME_RULES[kind];
  switch (checkName(kind, name, allowEmpty)) {
    case 'control':
      return `The ${field} cannot contain control characters such as line breaks or tabs.`;
    case 'format':
      return `The ${field} cannot contain invisible formatting characters such as direction marks or zero-width spaces.`;
    case 'blank':
      return `The ${field} cannot contain blank or invisible filler characters.`;
    case 'marks':
      return `The ${field} cannot stack more than ${NAME_MAX_MARKS} accents or other marks on one letter.`;
    case 'empty':
      return `The ${field} cannot be empty.`;
    case 'too-long':
      return `The ${field} can have at most ${max} characters.`;
    case 'too-large':
      return `The ${field} is too long once stored: use fewer emoji or accented letters.`;
    case null:
      return null;
  }
}

/**
 * The request schema of a name: trims and normalises it, then refuses it with `invalid-argument`
 * and a message naming the field when it breaks the rule. `allowEmpty` is for sign-up, where the
 * display name is optional.
 */
export function nameSchema(kind: NameKind, options: { allowEmpty?: boolean } = {}) {
  const { field, max } = NAME_RULES[kind];
  return z
    .string()
    .trim()
    .normalize('NFC')
    .superRefine((value, ctx) => {
      const problem = nameProblem(kind, value, options.allowEmpty);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .openapi({
      description: `The ${field}: trimmed and stored in Unicode NFC; at most ${max} characters as people see them (grapheme clusters) and ${NAME_MAX_UNITS[kind]} UTF-16 code units; no control characters, no invisible formatting characters or blank fillers outside an emoji, at most ${NAME_MAX_MARKS} combining marks in a row.`,
    });
}

/**
 * A name from elsewhere (a Google profile) made to follow the rule instead of being refused:
 * line breaks and other controls become spaces, formatting characters and blank fillers go
 * (emoji keep theirs), marks past four in a row go, and it is cut to the kind's length in
 * characters and in code units. May be empty.
 */
export function cleanName(kind: NameKind, raw: string): string {
  const cleaned = splitGraphemes(raw.normalize('NFC').replace(CONTROL_ALL, ' '))
    .map((part) => (isEmoji(part) ? part : part.replace(FORMAT_ALL, '').replace(BLANK_ALL, '')))
    .join('')
    .replace(MARK_RUNS, '$1')
    .trim();
  let kept = '';
  let count = 0;
  for (const part of splitGraphemes(cleaned)) {
    if (count === NAME_RULES[kind].max || kept.length + part.length > NAME_MAX_UNITS[kind]) break;
    kept += part;
    count += 1;
  }
  return kept.trim();
}

/**
 * The name other players see for a bank in anonymous mode ("Anonymous bank #0042"), from the
 * number fixed when the bank was made: tables, leagues and exports all show this one label.
 */
export function anonymousLabel(anonymousNumber: number): string {
  return `Anonymous bank #${String(anonymousNumber).padStart(4, '0')}`;
}
