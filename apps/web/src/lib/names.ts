/**
 * The one rule for names (display, bank, league), as the server applies it in
 * apps/server/src/lib/names.ts; the web app cannot import the server, so it is repeated here.
 * Trimmed and in Unicode NFC; no control characters (line breaks, tabs, NUL…) and no invisible
 * formatting characters (direction overrides, zero-width spaces…); the length counted in the
 * characters people see (grapheme clusters). Whether an empty name will do is each form's matter.
 */
import { namesText as t } from './names-text';

export type NameKind = 'display' | 'bank' | 'league';

export const NAME_MAX: Readonly<Record<NameKind, number>> = { display: 80, bank: 40, league: 40 };

const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
const FORMAT = /\p{Cf}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** How many characters a person sees in `text`. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** What the server stores for a typed name: trimmed, in normal form C. */
export function normaliseName(typed: string): string {
  return typed.trim().normalize('NFC');
}

/** Why a typed name breaks the rule, in the server's words, or null when it does not. */
export function nameRuleProblem(kind: NameKind, typed: string): string | null {
  const name = normaliseName(typed);
  const field = t.field[kind];
  if (CONTROL.test(name)) return t.control(field);
  if (FORMAT.test(name)) return t.format(field);
  if (graphemeCount(name) > NAME_MAX[kind]) return t.tooLong(field, NAME_MAX[kind]);
  return null;
}
