/**
 * The learning check's rules on the screen, free of React so they can be tested: where a player
 * resumes, which item comes next, what an answer sends, and how the result pairs with the items.
 */
import { FAMILY_NAMES, type FamilyId } from '@ffl/engine/ids';
import type { CheckAnswer, CheckItem, CheckView, Decision, ResultItem } from './check-contract';
import { CHECK_TEXT, listAnd } from './check-text';

/** "Physical", "Social engineering and Physical". */
export function familyList(families: readonly FamilyId[]): string {
  return listAnd(families.map((family) => FAMILY_NAMES[family]));
}

/** The ids of the items answered, as the server last said. */
export function answeredIds(view: Pick<CheckView, 'items'>): Set<string> {
  return new Set(view.items.filter((item) => item.answered).map((item) => item.id));
}

/**
 * The first unanswered item at or after `from`, going round to the start; -1 when every item is
 * answered. An open check resumes at `nextUnanswered(items, answered, 0)`.
 */
export function nextUnanswered(
  items: readonly Pick<CheckItem, 'id'>[],
  answered: ReadonlySet<string>,
  from: number,
): number {
  const count = items.length;
  for (let step = 0; step < count; step += 1) {
    const index = (((from + step) % count) + count) % count;
    const item = items[index];
    if (item && !answered.has(item.id)) return index;
  }
  return -1;
}

/**
 * Where an open check resumes: the first unanswered item after the furthest one answered, going
 * round to the start, so that an item skipped before waits until the player comes round to it
 * again; -1 when every item is answered.
 */
export function resumeIndex(
  items: readonly Pick<CheckItem, 'id'>[],
  answered: ReadonlySet<string>,
): number {
  let furthest = -1;
  items.forEach((item, index) => {
    if (answered.has(item.id)) furthest = index;
  });
  return nextUnanswered(items, answered, furthest + 1);
}

/** How many items have no answer yet. */
export function unansweredCount(
  items: readonly Pick<CheckItem, 'id'>[],
  answered: ReadonlySet<string>,
): number {
  return items.filter((item) => !answered.has(item.id)).length;
}

/** What the player has chosen on one item's form so far. */
export interface Draft {
  decision: Decision | null;
  signs: ReadonlySet<string>;
  option: number | null;
}

export const EMPTY_DRAFT: Draft = { decision: null, signs: new Set(), option: null };

/** Ticks or unticks a statement. */
export function toggleSign(signs: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(signs);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Why the answer cannot be saved yet, or null when it can. Ticking no statement is an answer. */
export function draftProblem(item: CheckItem, draft: Draft): string | null {
  if (item.kind === 'decision') return draft.decision ? null : CHECK_TEXT.chooseDecision;
  return draft.option === null ? CHECK_TEXT.chooseOption : null;
}

/**
 * The body of the answer: a decision with the statements ticked (in the order shown, known ids
 * only), or the option chosen. Null while the draft is incomplete.
 */
export function answerBody(item: CheckItem, draft: Draft): CheckAnswer | null {
  if (draftProblem(item, draft)) return null;
  if (item.kind === 'decision') {
    return {
      decision: draft.decision as Decision,
      signs: item.statements.filter((s) => draft.signs.has(s.id)).map((s) => s.id),
    };
  }
  return { option: draft.option as number };
}

/** Each item of a closed check beside its result, in the check's order. */
export function pairResults(
  view: CheckView,
): { item: CheckItem; result: ResultItem; index: number }[] {
  const results = new Map((view.result?.items ?? []).map((result) => [result.id, result]));
  return view.items.flatMap((item, index) => {
    const result = results.get(item.id);
    return result && result.kind === item.kind ? [{ item, result, index }] : [];
  });
}

/** Right, wrong, or not answered at all (which counts as wrong). */
export function verdictOf(result: ResultItem): 'right' | 'wrong' | 'unanswered' {
  if (result.correct) return 'right';
  const answered = result.kind === 'decision' ? result.decision !== null : result.chosen !== null;
  return answered ? 'wrong' : 'unanswered';
}

/** "2 of 3", or the dash when there was nothing to count. */
export function countOf(found: number, total: number): string {
  return total > 0 ? `${found} of ${total}` : '—';
}
