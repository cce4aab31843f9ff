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
 * The web app applies the same rule in its forms (apps/web/src/lib/names.ts).
 */

export type NameKind = 'display' | 'bank' | 'league';

export const NAME_RULES: Readonly<Record<NameKind, { field: string; max: number }>> = {
  display: { field: 'display name', max: 80 },
  bank: { field: 'bank name', max: 40 },
  league: { field: 'league name', max: 40 },
};

const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
const FORMAT = /\p{Cf}/u;
const CONTROL_ALL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/gu;
const FORMAT_ALL = /\p{Cf}/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

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

/** Why `name` (already normalised) breaks the rule for its kind, or null when it does not. */
export function nameProblem(kind: NameKind, name: string, allowEmpty = false): string | null {
  const { field, max } = NAME_RULES[kind];
  if (CONTROL.test(name))
    return `The ${field} cannot contain control characters such as line breaks or tabs.`;
  if (FORMAT.test(name))
    return `The ${field} cannot contain invisible formatting characters such as direction marks or zero-width spaces.`;
  if (!allowEmpty && name === '') return `The ${field} cannot be empty.`;
  if (graphemeCount(name) > max) return `The ${field} can have at most ${max} characters.`;
  return null;
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
  const { max } = NAME_RULES[kind];
  if (graphemeCount(text) <= max) return text;
  let cut = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (++count > max) break;
    cut += segment;
  }
  return cut.trim();
}
