/**
 * The one rule for names (display, bank, league) is the engine's (`@ffl/engine/names`), which
 * the server enforces; this says in a form, in the server's words, what the server would answer.
 * Whether an empty name will do is each form's matter.
 */
import {
  checkName,
  NAME_MAX,
  NAME_MAX_MARKS,
  type NameKind,
  normaliseName,
} from '@ffl/engine/names';
import { namesText as t } from './names-text';

export type { NameKind } from '@ffl/engine/names';
export { graphemeCount, NAME_MAX, normaliseName } from '@ffl/engine/names';

/** Why a typed name breaks the rule, in the server's words, or null when it does not. */
export function nameRuleProblem(kind: NameKind, typed: string): string | null {
  const field = t.field[kind];
  switch (checkName(kind, normaliseName(typed), true)) {
    case 'control':
      return t.control(field);
    case 'format':
      return t.format(field);
    case 'blank':
      return t.blank(field);
    case 'marks':
      return t.marks(field, NAME_MAX_MARKS);
    case 'too-long':
      return t.tooLong(field, NAME_MAX[kind]);
    case 'too-large':
      return t.tooLarge(field);
    // Whether an empty name will do is each form's matter.
    case 'empty':
    case null:
      return null;
  }
}

/** What already ends a sentence: a name such as "Robert B." or "Yes!" needs no full stop after it. */
const SENTENCE_END = /[.!?…]["'’”)\]]*$/u;

/**
 * `sentence` with one full stop at the end: added unless it already ends in one (or in "!", "?",
 * "…"), as when it ends with a name such as "Robert B.". Every sentence that ends with a name a
 * player typed goes through this, so none ends "B..".
 */
export function endSentence(sentence: string): string {
  const text = sentence.trimEnd();
  return SENTENCE_END.test(text) ? text : `${text}.`;
}
