import {
  checkName,
  NAME_CONTROL,
  NAME_FORMAT,
  NAME_MAX,
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
 *   on a leaderboard;
 * - a length counted in grapheme clusters, the characters people see: a flag or an accented
 *   letter typed with a combining accent counts once.
 * The rule itself is the engine's (`names.ts`), which the web app's forms apply too; these are the
 * server's words for it, its request schema, and the cleaning of names from elsewhere.
 */

export type { NameKind } from '@ffl/engine/names';
export { graphemeCount } from '@ffl/engine/names';

export const NAME_RULES: Readonly<Record<NameKind, { field: string; max: number }>> = {
  display: { field: 'display name', max: NAME_MAX.display },
  bank: { field: 'bank name', max: NAME_MAX.bank },
  league: { field: 'league name', max: NAME_MAX.league },
};

const CONTROL_ALL = new RegExp(NAME_CONTROL.source, 'gu');
const FORMAT_ALL = new RegExp(NAME_FORMAT.source, 'gu');

/** Why `name` (already normalised) breaks the rule for its kind, or null when it does not. */
export function nameProblem(kind: NameKind, name: string, allowEmpty = false): string | null {
  const { field, max } = NAME_RULES[kind];
  switch (checkName(kind, name, allowEmpty)) {
    case 'control':
      return `The ${field} cannot contain control characters such as line breaks or tabs.`;
    case 'format':
      return `The ${field} cannot contain invisible formatting characters such as direction marks or zero-width spaces.`;
    case 'empty':
      return `The ${field} cannot be empty.`;
    case 'too-long':
      return `The ${field} can have at most ${max} characters.`;
    default:
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
      description: `The ${field}: trimmed and stored in Unicode NFC; at most ${max} characters as people see them (grapheme clusters); no control or invisible formatting characters.`,
    });
}

/**
 * A name from elsewhere (a Google profile) made to follow the rule instead of being refused:
 * line breaks and other controls become spaces, formatting characters go, and it is cut to the
 * kind's length. May be empty.
 */
export function cleanName(kind: NameKind, raw: string): string {
  const text = raw.normalize('NFC').replace(CONTROL_ALL, ' ').replace(FORMAT_ALL, '').trim();
  return splitGraphemes(text).slice(0, NAME_RULES[kind].max).join('').trim();
}

/**
 * The name other players see for a bank in anonymous mode ("Anonymous bank #0042"), from the
 * number fixed when the bank was made: tables, leagues and exports all show this one label.
 */
export function anonymousLabel(anonymousNumber: number): string {
  return `Anonymous bank #${String(anonymousNumber).padStart(4, '0')}`;
}
